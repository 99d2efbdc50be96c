import { BlockList, isIP } from 'node:net';

/**
 * Who the proxies in front of the shop are (TRUST_PROXY), which decides what X-Forwarded-For is
 * worth. Without proxies the header is whatever the client typed, so it is ignored: the address is
 * the connection's. Behind a load balancer, the connection is the balancer's: the client is the
 * address it appended to the header, and whatever the client itself put in front is not believed.
 */
export type TrustedProxies =
  | { kind: 'none' }
  /** How many proxies stand in front of the shop, each appending the address it saw. */
  | { kind: 'hops'; count: number }
  /** The proxies' own addresses or networks: the client is the nearest address that is not one of them. */
  | { kind: 'addresses'; list: BlockList };

/** Reads TRUST_PROXY: empty or `false` (no proxy), a number of proxies, or addresses and CIDR networks separated by commas. */
export function parseTrustedProxies(setting: string | undefined): TrustedProxies | { problem: string } {
  const value = setting?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (/^\d+$/.test(value)) return { kind: 'hops', count: Number(value) };
  const list = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || !Number.isInteger(bits) || bits < 0 || bits > maxBits) {
      return { problem: `"${entry}" is neither a number of proxies nor an IP address or network (e.g. 1, or 10.0.0.0/8,127.0.0.1)` };
    }
    list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { kind: 'addresses', list };
}

/** A client can put anything in the header: an address is never longer than this. */
const LONGEST_ADDRESS = 64;

/** One hop of X-Forwarded-For without its port or brackets, as proxies variously write it. */
function bareAddress(hop: string): string {
  const value = hop.trim().slice(0, LONGEST_ADDRESS);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (withPort) return withPort[1];
  return value.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, '$1');
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Whether the connection comes from a proxy the shop trusts, whose X-Forwarded-* headers tell what
 * the visitor's browser asked for (its scheme, its host). From anyone else they are the client's word.
 */
export function trustsConnection(connection: string | undefined, trusted: TrustedProxies): boolean {
  if (trusted.kind === 'none') return false;
  if (trusted.kind === 'hops') return trusted.count > 0;
  return isTrusted(trusted.list, bareAddress(connection ?? ''));
}

/**
 * The visitor's address for rate limits and logs. `connection` is the address of the socket (Astro
 * gives it as `clientAddress` as long as `security.allowedDomains` is unset: with it, Astro would
 * take the first X-Forwarded-For value, which any client can write).
 */
export function clientAddress(connection: string | undefined, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const socket = bareAddress(connection ?? 'unknown');
  if (trusted.kind === 'none' || !forwardedFor) return socket;
  // Nearest first: the connection, then the hops from the right of the header.
  const chain = [socket, ...forwardedFor.split(',').map(bareAddress).filter(Boolean).reverse()];
  if (trusted.kind === 'hops') return chain[Math.min(trusted.count, chain.length - 1)];
  return chain.find((address) => !isTrusted(trusted.list, address)) ?? chain[chain.length - 1];
}
