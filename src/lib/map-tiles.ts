// The relay-point map's tiles (site parameter MAP_TILES_URL, e.g.
// 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' or 'https://{s}.tile.example.net/{z}/{x}/{y}.png'):
// what the checkout page's Content-Security-Policy must let in for them to load.

/** The policy source of a tile address ('https://tile.openstreetmap.org', 'https://*.tile.example.net'), or null when it is no http(s) tile template. */
export function tileSource(template: string | null | undefined): string | null {
  const written = template?.trim();
  if (!written || !/\{z\}/.test(written) || !/\{x\}/.test(written) || !/\{y\}/.test(written)) return null;
  // A subdomain placeholder ({s}.host) becomes a wildcard over that host's subdomains.
  const url = URL.parse(written.replace(/^(https?:\/\/)\{s\}\./, '$1s.').replace(/\{[a-z]+\}/g, '0'));
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = /^https?:\/\/\{s\}\./.test(written) ? `*.${url.host.replace(/^s\./, '')}` : url.host;
  return `${url.protocol}//${host}`;
}
