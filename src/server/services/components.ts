import { eq } from 'drizzle-orm';
import type { ComponentConf, InlineSvg } from '~/lib/contracts/content';
import type { Database } from '../db/connection';
import { componentConf } from '../db/schema';
import { mediaFile } from './media';
import { invalid, notFound } from './errors';

/** GET /component/conf/{slug}: the settings the owner gave a front-end component. */
export async function getComponentConf(db: Database, slug: string): Promise<ComponentConf> {
  const [row] = await db.select({ slug: componentConf.slug, conf: componentConf.conf }).from(componentConf).where(eq(componentConf.slug, slug));
  if (!row) throw notFound();
  return row;
}

/** Where the shop serves its stored media: /api/media/{id}/{filename}. */
const MEDIA_PATH = /^\/api\/media\/(\d{1,10})\/[^/]+$/;

/**
 * The id of a stored media named by `url`: a path of the shop's media route, or the same path on
 * the shop's own address. Anything else is refused: the server never fetches an address it is
 * handed (no server-side request forgery).
 */
export function storedMediaId(url: string, publicUrl: string): number {
  let parsed: URL;
  try {
    parsed = new URL(url, publicUrl);
  } catch {
    throw invalid('content:svg.notOwnMedia');
  }
  const own = new URL(publicUrl);
  const match = MEDIA_PATH.exec(parsed.pathname);
  if (parsed.origin !== own.origin || !match || parsed.username || parsed.password) throw invalid('content:svg.notOwnMedia');
  return Number(match[1]);
}

/**
 * An SVG made safe to inline in a page: no prolog or doctype, no scripts, no event handlers, no
 * javascript: links, no foreign HTML. Icons are the owner's files, but a page must not run what an
 * uploaded file carries.
 */
export function sanitizeSvg(svg: string): string {
  const body = svg
    .replace(/<\?xml[\s\S]*?\?>/gi, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|foreignObject|iframe|object|embed)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|foreignObject|iframe|object|embed)\b[^>]*\/?>/gi, '')
    .replace(/\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\s+(href|xlink:href)\s*=\s*("\s*javascript:[^"]*"|'\s*javascript:[^']*')/gi, '')
    .trim();
  if (!/^<svg[\s>]/i.test(body)) throw invalid('content:svg.notSvg');
  return body;
}

/** POST /image/load-svg: the markup of a stored SVG, to inline an icon in its text colour. */
export async function loadStoredSvg(db: Database, publicUrl: string, url: string): Promise<InlineSvg> {
  const file = await mediaFile(db, storedMediaId(url, publicUrl));
  if (!file || !file.isPublic) throw notFound();
  if (file.mime !== 'image/svg+xml') throw invalid('content:svg.notSvg');
  return { url, svg: sanitizeSvg(Buffer.from(file.bytes).toString('utf8')) };
}
