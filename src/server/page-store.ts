import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import Negotiator from 'negotiator';
import { log } from './log';

// The cached pages of this process as ready bytes: each version rendered once by Astro, compressed
// once (brotli and gzip), then sent by scripts/serve.mjs before Astro's pipeline runs, with an ETag
// that lets a browser or a CDN ask again for a few hundred bytes (304). The pages say how long
// they may be kept and which tags they show (`Astro.cache.set`); an invalidation of one of those
// tags, from any process (page-cache.ts), drops them here.

/**
 * What browsers and CDNs are told of a public page. A browser asks again at every visit (a 304
 * when nothing changed, thanks to the ETag), so that a change the owner saves shows at once; a CDN
 * keeps the page a minute and may serve it 5 more minutes while it asks again. The shop cannot
 * purge a CDN: a minute is how late a change may show behind one.
 */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** What the pages that are not cached (a cart, an account, a checkout step) say: kept by nobody. */
export const PERSONAL_PAGE = 'private, no-store';

/** How much memory the pages of one process may take, all versions and encodings together. */
const MAX_BYTES = 64 * 1024 * 1024;

const ENCODINGS = ['br', 'gzip', 'identity'] as const;
type Encoding = (typeof ENCODINGS)[number];

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export interface RenderedPage {
  /** The page's address as asked (path and query): the key it is found under. */
  address: string;
  status: number;
  /** Its headers as Astro wrote them (content type, content security policy…), its length apart. */
  headers: [string, string][];
  body: Buffer;
  /** Seconds it may be kept here. */
  maxAge: number;
  tags: readonly string[];
}

interface StoredPage {
  status: number;
  headers: [string, string][];
  etag: string;
  /** Its answers' header lists, flat as `writeHead` takes them, made once per encoding (see `answer`). */
  prepared: PreparedHeaders | null;
  /** As rendered, then compressed too once that is done. */
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  size: number;
  tags: readonly string[];
  expiresAt: number;
}

export interface PageStore {
  /**
   * The point in the invalidations a render starts from: a page rendered while a tag was dropped
   * may show what was there before, so it is not kept.
   */
  readonly generation: number;
  /** The validator of these bytes, sent as ETag (weak: the same for every encoding of them). */
  etagOf(body: Buffer): string;
  /** Keeps a page, unless an invalidation came since `generation`; its compressed bodies follow. */
  keep(page: RenderedPage, generation: number): void;
  /**
   * Answers a GET or HEAD from the kept bytes (a 304 when the ETag matches) and says true; says
   * false, having written nothing, when the page is not kept here. `common` are the headers the
   * server sends with every answer (security headers: the page's own replace them) and `requestId`
   * its X-Request-Id: given here rather than set on `res` beforehand, a hit writes its status line
   * and headers in one `writeHead` of a list prepared once per page version (Node's fast path).
   */
  answer(req: IncomingMessage, res: ServerResponse, common?: readonly (readonly [string, string])[], requestId?: string): boolean;
  /** Forgets the pages that show one of these tags. */
  drop(tags: readonly string[]): void;
  /**
   * Says that a page is being rendered (by Astro, for the request that missed it) until the
   * returned function is called, once its answer is sent: the page is kept by then, or was personal.
   * The server says so before Astro starts, so that no request comes between.
   */
  rendering(address: string): () => void;
  /**
   * The render under way of the page a GET or HEAD asks for, for the request to wait for it and be
   * answered from its bytes: a popular page just dropped, or on a process just started, is then
   * rendered once, not by every visitor arriving meanwhile. Null when there is none, or when this
   * address was personal the last time (it is not kept: waiting would only delay it).
   */
  whenRendered(req: IncomingMessage): Promise<void> | null;
  /** How many pages are kept (for tests and logs). */
  readonly size: number;
}

/** Negotiator 1.x breaks a tie between encodings by the server's order; its published types predate that option. */
type EncodingNegotiator = { encodings(available: readonly string[], options: { preferred: readonly string[] }): string[] };
// Browsers send a handful of Accept-Encoding values: each is negotiated once, not at every hit.
const negotiated = new Map<string, Encoding>();
const MAX_NEGOTIATED = 256;
function preferredEncoding(req: IncomingMessage, available: Encoding[]): Encoding {
  const key = `${available.length}|${req.headers['accept-encoding'] ?? ''}`;
  let encoding = negotiated.get(key);
  if (encoding === undefined) {
    encoding = ((new Negotiator(req) as unknown as EncodingNegotiator).encodings(available, { preferred: ENCODINGS })[0] as Encoding | undefined) ?? 'identity';
    if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear();
    negotiated.set(key, encoding);
  }
  return encoding;
}

/**
 * A page's header lists for `writeHead`, for the common headers they were made with: one per
 * encoding and one for a 304, each ending with the X-Request-Id slot that every answer fills in
 * (`writeHead` reads the list at once, so one list serves every request).
 */
interface PreparedHeaders {
  common: readonly (readonly [string, string])[] | undefined;
  byEncoding: Map<Encoding | 'unchanged', string[]>;
}

function headerList(page: StoredPage, common: PreparedHeaders['common'], encoding: Encoding | 'unchanged'): string[] {
  const headers = new Map<string, [string, string]>();
  const put = (name: string, value: string) => headers.set(name.toLowerCase(), [name, value]);
  for (const [name, value] of common ?? []) put(name, value);
  for (const [name, value] of page.headers) put(name, value);
  put('ETag', page.etag);
  put('Cache-Control', PUBLIC_PAGE);
  put('Vary', 'Accept-Encoding');
  put('X-Cache', 'HIT');
  if (encoding !== 'unchanged') {
    if (encoding !== 'identity') put('Content-Encoding', encoding);
    put('Content-Length', String(page.bodies[encoding]!.length));
  }
  return [...[...headers.values()].flat(), 'X-Request-Id', ''];
}

function preparedList(page: StoredPage, common: PreparedHeaders['common'], encoding: Encoding | 'unchanged', requestId: string | undefined): string[] {
  if (!page.prepared || page.prepared.common !== common) page.prepared = { common, byEncoding: new Map() };
  let list = page.prepared.byEncoding.get(encoding);
  if (!list) page.prepared.byEncoding.set(encoding, (list = headerList(page, common, encoding)));
  list[list.length - 1] = requestId ?? '';
  // Without an id the slot is left out (a copy: the prepared list stays whole).
  return requestId === undefined ? list.slice(0, -2) : list;
}

/** Whether a request's If-None-Match names this version (weakly: a 304 is about the content). */
export const isUnchanged = (ifNoneMatch: string | null | undefined, etag: string) =>
  !!ifNoneMatch && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, '')));

export function createPageStore(now: () => number = Date.now): PageStore {
  // In the order of their last use: the first is the one to drop when memory runs short.
  const pages = new Map<string, StoredPage>();
  let bytes = 0;
  let generation = 0;
  const underWay = new Map<string, Promise<void>>();
  // Addresses whose last render was not kept (a cart, an account): bounded, since any query makes one.
  const personal = new Set<string>();
  const MAX_PERSONAL = 10_000;

  const shrink = () => {
    for (const oldest of pages.keys()) {
      if (bytes <= MAX_BYTES) break;
      remove(oldest);
    }
  };
  const add = (address: string, page: StoredPage) => {
    pages.set(address, page);
    bytes += page.size;
    shrink();
  };
  const remove = (address: string) => {
    const page = pages.get(address);
    if (!page) return;
    pages.delete(address);
    bytes -= page.size;
  };

  return {
    get generation() {
      return generation;
    },
    get size() {
      return pages.size;
    },
    etagOf(body) {
      return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    },
    keep(page, startedAt) {
      if (generation !== startedAt) return;
      const stored: StoredPage = {
        status: page.status,
        headers: page.headers,
        etag: this.etagOf(page.body),
        bodies: { identity: page.body },
        prepared: null,
        size: page.body.length,
        tags: page.tags,
        expiresAt: now() + page.maxAge * 1000,
      };
      if (stored.size > MAX_BYTES / 8) return;
      remove(page.address);
      add(page.address, stored);
      // Sent as it is until compressed, once, away from the event loop.
      void Promise.all([
        compressBrotli(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length } }),
        compressGzip(page.body, { level: 9 }),
      ]).then(
        ([br, gz]) => {
          if (pages.get(page.address) !== stored) return;
          // In place: its compression done is no use of the page, so its turn to go stays where it was.
          stored.bodies = { ...stored.bodies, br, gzip: gz };
          stored.prepared = null;
          stored.size += br.length + gz.length;
          bytes += br.length + gz.length;
          shrink();
        },
        (error: unknown) => log.warn({ err: error, address: page.address }, 'page store: a page could not be compressed'),
      );
    },
    answer(req, res, common, requestId) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url === undefined) return false;
      const page = pages.get(req.url);
      if (!page) return false;
      if (page.expiresAt <= now()) {
        remove(req.url);
        return false;
      }
      // Used now: the last to go when memory runs short.
      pages.delete(req.url);
      pages.set(req.url, page);

      if (isUnchanged(req.headers['if-none-match'], page.etag)) {
        res.writeHead(304, preparedList(page, common, 'unchanged', requestId));
        res.end();
        return true;
      }
      const encoding = preferredEncoding(req, Object.keys(page.bodies) as Encoding[]);
      res.writeHead(page.status, preparedList(page, common, encoding, requestId));
      if (req.method === 'HEAD') res.end();
      else res.end(page.bodies[encoding]);
      return true;
    },
    rendering(address) {
      if (underWay.has(address)) return () => undefined;
      let finish!: () => void;
      underWay.set(address, new Promise<void>((resolve) => (finish = resolve)));
      return () => {
        underWay.delete(address);
        if (pages.has(address)) personal.delete(address);
        else {
          if (personal.size >= MAX_PERSONAL) personal.clear();
          personal.add(address);
        }
        finish();
      };
    },
    whenRendered(req) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url === undefined || personal.has(req.url)) return null;
      return underWay.get(req.url) ?? null;
    },
    drop(tags) {
      generation += 1;
      const dropped = new Set(tags);
      for (const [address, page] of pages) {
        if (page.tags.some((tag) => dropped.has(tag))) remove(address);
      }
    },
  };
}

/** The pages of this process: filled by Astro's renders (page-store-provider.ts), read by the server. */
export const pageStore = createPageStore();
