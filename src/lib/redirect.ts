/**
 * The page of this site that a `?redirect=` (or a way back kept for later) names, as a path the
 * browser can go to, or null when it would leave the site.
 *
 * The target is resolved the way the browser will resolve it, with `new URL(target, origin)`: the
 * URL parser drops tabs and newlines and reads a backslash as a slash, so `/\evil.example`,
 * `/<tab>/evil.example` and `\\evil.example` all mean `//evil.example`, another host, which a test of
 * the text's first characters takes for a path. Only the shop's own origin is accepted, and the
 * answer is the resolved path, query and fragment, never the text as given. A path that itself
 * begins with two slashes (`/.//evil.example` resolves to `//evil.example`) would leave the site
 * once handed to `location`, so it is refused too.
 */
export function sameSitePath(target: string | null | undefined, origin: string): string | null {
  if (!target) return null;
  let resolved: URL;
  try {
    resolved = new URL(target, origin);
  } catch {
    return null;
  }
  if (resolved.origin !== new URL(origin).origin || resolved.pathname.startsWith('//')) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
