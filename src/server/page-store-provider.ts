import type { CacheProvider } from 'astro';
import { isUnchanged, PERSONAL_PAGE, PUBLIC_PAGE, pageStore } from './page-store';

// Astro's route cache, told to keep its pages in the shop's page store (page-store.ts), where the
// server finds them before Astro runs. A page says how long it may be kept and what it shows with
// `Astro.cache.set({ maxAge, tags })`, which Astro writes as the CDN-Cache-Control and Cache-Tag
// headers of its answer; they are read here and Astro removes them before the answer leaves.

const maxAgeOf = (header: string | null) => Number(/(?:^|,)\s*max-age=(\d+)/.exec(header ?? '')?.[1] ?? 0);

/** A page that is the same for everybody: asked for by GET, a success, no cookie set. */
const isPublic = (response: Response, maxAge: number) =>
  maxAge > 0 && response.status === 200 && !response.headers.has('set-cookie');

export default function shopPages(): CacheProvider {
  return {
    name: 'shop-pages',
    async onRequest({ request, url }, next) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      return renderAndKeep(request, url.pathname + url.search, next);
    },
    async invalidate({ tags }) {
      pageStore.drop(tags === undefined ? [] : Array.isArray(tags) ? tags : [tags]);
    },
  };
}

/** Astro's answer for a page, kept as ready bytes when it is public. */
async function renderAndKeep(request: Request, address: string, next: () => Promise<Response>): Promise<Response> {
  const generation = pageStore.generation;
  const response = await next();
  const maxAge = maxAgeOf(response.headers.get('CDN-Cache-Control'));
  if (!isPublic(response, maxAge)) {
    if (!response.headers.has('Cache-Control') && response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Cache-Control', PERSONAL_PAGE);
    }
    return response;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const tags = (response.headers.get('Cache-Tag') ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
  const headers = new Headers(response.headers);
  for (const name of ['CDN-Cache-Control', 'Cache-Tag', 'Content-Length']) headers.delete(name);
  pageStore.keep({ address, status: 200, headers: [...headers], body, maxAge, tags }, generation);
  const etag = pageStore.etagOf(body);
  headers.set('ETag', etag);
  headers.set('Cache-Control', PUBLIC_PAGE);
  headers.set('Vary', 'Accept-Encoding');
  headers.set('X-Cache', 'MISS');
  return isUnchanged(request.headers.get('if-none-match'), etag) ? new Response(null, { status: 304, headers }) : new Response(body, { status: 200, headers });
}
