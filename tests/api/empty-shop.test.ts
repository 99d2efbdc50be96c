import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '~/server/db/schema';
import { startTestShop, type TestShop } from './harness';

// A new shop in production (NODE_ENV=production, or a DATABASE_URL) starts empty: its site and
// settings, legal texts and carriers, but nothing of the demo estate.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ newShop: true, env: { NODE_ENV: 'production' } });
});
afterAll(() => shop.close());

const parameterValue = async (type: string) =>
  (await shop.db.select({ value: schema.siteParameter.value }).from(schema.siteParameter).where(eq(schema.siteParameter.type, type)))[0]?.value;

describe('an empty shop in production', () => {
  it('holds no product, order, customer, news, blog, album, event, discount code or visit', async () => {
    expect(shop.deps.config.demo).toBe(false);
    for (const table of [
      schema.product,
      schema.declination,
      schema.order,
      schema.user,
      schema.news,
      schema.blogPost,
      schema.albumMedia,
      schema.service,
      schema.element,
      schema.discount,
      schema.popup,
      schema.googleReview,
      schema.companyAddress,
    ]) {
      expect(await shop.db.$count(table)).toBe(0);
    }
  });

  it('has its site, languages, countries, settings at their defaults and carriers', async () => {
    expect(await shop.db.$count(schema.site)).toBe(1);
    expect(await shop.db.$count(schema.language)).toBe(2);
    expect(await shop.db.$count(schema.country)).toBeGreaterThan(0);
    expect(await shop.db.$count(schema.carrier)).toBeGreaterThan(0);
    expect(await shop.db.$count(schema.orderStatusTranslation)).toBeGreaterThan(0);
    expect(await parameterValue('PRIMARY_COLOR')).toBe('#B71C1C');
    expect(await parameterValue('BOTTLE_MULTIPLE')).toBe('6');
    expect(await parameterValue('FREE_SHIPPING_PRICE')).toBe('300');
  });

  it('leaves the company fields to fill, with legal texts ready to quote them', async () => {
    for (const type of ['COMPANY_NAME', 'COMPANY_EMAIL', 'SIRET_NUMBER', 'LEGAL_COMPANY_NAME', 'HEAD_OFFICE', 'COMPANY_ADDRESS', 'FACEBOOK_URL']) {
      expect(await parameterValue(type), type).toBeNull();
    }
    const parameters = (await shop.get('/parameter', { lang: 'en_US' })).json.data as { type: string; value: string | null }[];
    const byType = Object.fromEntries(parameters.map((p) => [p.type, p.value]));
    for (const type of ['LEGAL_NOTICE', 'SALE_TERMS', 'USE_TERMS', 'PRIVACY_POLICY', 'COOKIE_POLICY']) {
      expect(byType[type], type).toContain('{{LEGAL_COMPANY_NAME}}');
      expect(byType[type]).not.toMatch(/Tilleuls|Moreau|Varrains|OVH/);
    }
    expect(byType.LEGAL_NOTICE).toContain('is published by');
    expect(await parameterValue('LEGAL_NOTICE')).toContain('est édité par');
  });

  it('answers the start-up and catalogue calls of the home and wine list with empty lists', async () => {
    for (const path of ['/parameter', '/site/info', '/logged', '/user', '/company/address', '/variation', '/page/home', '/page/url/nos-vins']) {
      expect((await shop.get(path)).status, path).toBe(200);
    }
    expect((await shop.get('/news?promoted=true')).json.data).toMatchObject({ total: 0, news: [] });
    expect((await shop.get('/news?nbItem=6')).json.data.news).toEqual([]);
    expect((await shop.get('/element/logo-footer?page=1&nbItem=100')).json.data).toMatchObject({ total: 0, items: [] });
    expect((await shop.get('/element/link-footer?page=1&nbItem=100')).json.data).toMatchObject({ total: 0, items: [] });
    expect((await shop.get('/company/address')).json.data).toEqual([]);
    const wines = await shop.get('/product?kind=WINE&nbItem=12');
    expect(wines.status).toBe(200);
    expect(wines.json.data).toMatchObject({ total: 0, products: [] });
    expect((await shop.get('/album?page=1&nbItem=12')).status).toBe(200);
    expect((await shop.get('/blog/folder/list')).status).toBe(200);
  });
});

describe('DEMO=1 in production', () => {
  // Seeding the whole demo estate (pictures included) is the slowest set-up of the suite.
  it('gives the demo estate', async () => {
    const demo = await startTestShop({ newShop: true, env: { NODE_ENV: 'production', DEMO: '1' } });
    try {
      expect(demo.deps.config.demo).toBe(true);
      expect(await demo.db.$count(schema.product)).toBeGreaterThan(10);
      expect(await demo.db.$count(schema.news)).toBeGreaterThan(0);
      const [company] = await demo.db.select({ value: schema.siteParameter.value }).from(schema.siteParameter).where(eq(schema.siteParameter.type, 'COMPANY_NAME'));
      expect(company.value).toBe('Domaine des Tilleuls');
    } finally {
      await demo.close();
    }
  }, 120_000);
});
