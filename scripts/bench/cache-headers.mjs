// What a browser or a proxy is told about caching a page: its Cache-Control and validators, and
// whether asking again with them (If-None-Match, If-Modified-Since) gets a 304 without the body.

/** The headers of `url` and the status of the conditional requests its validators allow. */
export async function cacheHeadersOf(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  const header = (name) => response.headers.get(name);
  const found = {
    cacheControl: header('cache-control'),
    etag: header('etag'),
    lastModified: header('last-modified'),
    vary: header('vary'),
    cache: header('x-cache'),
    ifNoneMatch: null,
    ifModifiedSince: null,
  };
  const again = async (headers) => {
    const second = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
    await second.arrayBuffer();
    return second.status;
  };
  if (found.etag) found.ifNoneMatch = await again({ 'if-none-match': found.etag });
  if (found.lastModified) found.ifModifiedSince = await again({ 'if-modified-since': found.lastModified });
  return found;
}
