import { describe, expect, it } from 'vitest';
import { robotsTxt } from '~/lib/robots';

const disallowed = (robots: string) => [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]!);
const blocks = (robots: string, path: string) => disallowed(robots).some((prefix) => path.startsWith(prefix));

describe('robots.txt', () => {
  it('names the sitemap at the public address, whatever its trailing slash', () => {
    expect(robotsTxt('https://www.domaine-des-tilleuls.fr/')).toMatch(/^Sitemap: https:\/\/www\.domaine-des-tilleuls\.fr\/sitemap\.xml$/m);
    expect(robotsTxt('https://shop.example')).toMatch(/^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
  });

  it('keeps crawlers out of the checkout steps, the account and the API in every language, not out of the cart', () => {
    const robots = robotsTxt('https://shop.example');
    for (const path of ['/cart/shipping', '/en_US/cart/address', '/fr_FR/cart/payment', '/cart/success/12', '/account', '/en_US/account/profil', '/auth', '/en_US/password/reset/abc', '/order/cawl/result', '/api/cart', '/admin/orders']) {
      expect(blocks(robots, path), path).toBe(true);
    }
    for (const path of ['/cart', '/en_US/cart', '/fr_FR/cart', '/', '/en_US', '/nos-vins', '/oenotourisme/visite/1', '/actualites', '/sitemap.xml']) {
      expect(blocks(robots, path), path).toBe(false);
    }
  });
});
