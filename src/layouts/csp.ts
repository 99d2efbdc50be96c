// The page's Content-Security-Policy (astro.config.mjs) lets in Astro's own scripts and styles by
// their hashes and nothing else inline. What the server writes inline at render time (the theme,
// the owner's code and content, a few small scripts of ours) is let in here the same way: by the
// hash of exactly that text, added to the policy of the page that carries it. A script injected
// into the page by anyone else has no hash in the policy and does not run.
import type { AstroGlobal } from 'astro';
import { cspHash } from '~/server/for-pages';

/** `Astro.csp`: absent where no policy is built (the dev server). */
export type PageCsp = AstroGlobal['csp'];

export function allowInlineScript(csp: PageCsp, code: string): void {
  csp?.insertScriptHash(cspHash(code));
}

export function allowInlineStyle(csp: PageCsp, css: string): void {
  csp?.insertStyleHash(cspHash(css));
}

/**
 * An inline event handler (`onclick="…"`): its hash in script-src with 'unsafe-hashes', the one
 * keyword that lets a hash name a handler rather than a <script>.
 */
export function allowEventHandler(csp: PageCsp, code: string): void {
  if (!csp) return;
  csp.insertScriptResource("'unsafe-hashes'");
  csp.insertScriptHash(cspHash(code));
}

/** The inline code and the outside sources a piece of the owner's HTML carries. */
export interface OwnerHtmlSources {
  scripts: string[];
  scriptUrls: string[];
  styles: string[];
  handlers: string[];
  frameOrigins: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'", '#34': '"' };
const decodeAttribute = (value: string) => value.replace(/&(amp|quot|apos|lt|gt|#39|#x27|#34);/gi, (_, name: string) => ENTITIES[name.toLowerCase()]!);
const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes)?.slice(1).find((value) => value !== undefined);

// A <script> with one of these types holds data, not code: the browser never runs it.
const JAVASCRIPT_TYPES = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/** Reads the owner's HTML the way a browser will run it: its scripts, styles, handlers and frames. */
export function ownerHtmlSources(html: string): OwnerHtmlSources {
  const found: OwnerHtmlSources = { scripts: [], scriptUrls: [], styles: [], handlers: [], frameOrigins: [] };
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!JAVASCRIPT_TYPES.test((attribute(attributes!, 'type') ?? '').trim())) continue;
    const src = attribute(attributes!, 'src');
    if (src === undefined) found.scripts.push(body!);
    else if (/^https:\/\//i.test(decodeAttribute(src))) found.scriptUrls.push(decodeAttribute(src));
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) found.styles.push(body!);
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    for (const [, double, single] of tag.matchAll(/\son[a-z]+\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) found.handlers.push(decodeAttribute((double ?? single)!));
  }
  for (const [, attributes] of html.matchAll(/<iframe\b([^>]*)>/gi)) {
    const origin = URL.parse(decodeAttribute(attribute(attributes!, 'src') ?? ''))?.origin;
    if (origin?.startsWith('https://')) found.frameOrigins.push(origin);
  }
  return found;
}

/**
 * Lets the owner's HTML (trusted input, docs/architecture.md#owner-input) work as written: its inline scripts, styles and
 * handlers by hash, its https scripts by address, its https frames by origin. What those scripts
 * load in turn is the owner's to list; the policy cannot guess it.
 */
export function allowOwnerHtml(csp: PageCsp, html: string): void {
  if (!csp) return;
  const sources = ownerHtmlSources(html);
  for (const code of sources.scripts) allowInlineScript(csp, code);
  for (const url of sources.scriptUrls) csp.insertScriptResource(url);
  for (const css of sources.styles) allowInlineStyle(csp, css);
  for (const code of sources.handlers) allowEventHandler(csp, code);
  // Astro adds these to the frame-src of the configuration rather than replacing it.
  if (sources.frameOrigins.length > 0) csp.insertDirective(`frame-src ${sources.frameOrigins.join(' ')}`);
}
