import { describe, expect, it } from 'vitest';
import { readConfig } from '~/server/config';
import { clientAddress, parseTrustedProxies, type TrustedProxies } from '~/server/http/client-address';

const trust = (setting: string): TrustedProxies => {
  const parsed = parseTrustedProxies(setting);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
};

describe('TRUST_PROXY', () => {
  it('reads no proxy, a number of proxies, or addresses and networks', () => {
    for (const none of ['', ' ', 'false', '0']) expect(trust(none)).toEqual({ kind: 'none' });
    expect(trust('2')).toEqual({ kind: 'hops', count: 2 });
    const named = trust('10.0.0.0/8, 127.0.0.1, fd00::/8');
    expect(named.kind).toBe('addresses');
  });

  it('refuses what is neither, with one clear message at start', () => {
    for (const bad of ['true', 'yes', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', '1.2.3.4/8/2', 'lb.internal']) {
      expect(parseTrustedProxies(bad)).toHaveProperty('problem');
    }
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/^Invalid shop configuration: TRUST_PROXY: "true" is neither a number of proxies nor an IP address/);
    expect(readConfig({}).trustedProxies).toEqual({ kind: 'none' });
  });
});

describe('the visitor’s address', () => {
  it('is the connection’s when no proxy is trusted, whatever the header says', () => {
    expect(clientAddress('203.0.113.5', '192.0.2.1', trust(''))).toBe('203.0.113.5');
    expect(clientAddress('::ffff:203.0.113.5', undefined, trust('1'))).toBe('203.0.113.5');
  });

  it('is the hop the last trusted proxy appended', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.7', trust('1'))).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', 'spoofed, 198.51.100.7', trust('1'))).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.3', 'spoofed, 198.51.100.7, 10.0.0.2', trust('2'))).toBe('198.51.100.7');
    // Fewer hops than proxies: the farthest address known.
    expect(clientAddress('10.0.0.3', '198.51.100.7', trust('3'))).toBe('198.51.100.7');
  });

  it('is the nearest address that is not a named proxy, ports and brackets aside', () => {
    const proxies = trust('10.0.0.0/8, 2001:db8::/32');
    expect(clientAddress('10.1.1.1', '192.0.2.1, 198.51.100.7:51234, 10.2.2.2', proxies)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::1', '[2001:db9::5]:443', proxies)).toBe('2001:db9::5');
    expect(clientAddress('198.51.100.9', '192.0.2.1', proxies)).toBe('198.51.100.9');
    expect(clientAddress('10.1.1.1', '10.2.2.2', proxies)).toBe('10.2.2.2');
  });

  it('never keeps more of a hop than an address can hold', () => {
    expect(clientAddress('10.0.0.2', 'x'.repeat(10_000), trust('1'))).toHaveLength(64);
  });
});
