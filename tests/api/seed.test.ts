import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '~/server/db/connection';
import * as schema from '~/server/db/schema';
import { seedDemoEstate } from '~/server/seed';
import { estateLegalSpecifics, legalPlaceholders, legalTexts, parameters, products, wines, type Localized } from '~/server/seed/data';
import { emptyLegalSpecifics } from '~/server/seed/data/empty-shop';

let database: OpenDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await openDatabase({});
  await seedDemoEstate(database.db);
});
afterAll(() => database?.close());

const counted = [
  schema.site,
  schema.siteParameter,
  schema.product,
  schema.declination,
  schema.media,
  schema.page,
  schema.news,
  schema.blogPost,
  schema.albumMedia,
  schema.service,
  schema.element,
  schema.discount,
  schema.language,
  schema.country,
] as const;

const counts = () => Promise.all(counted.map((table) => db().$count(table)));

describe('the demo estate', () => {
  it('sells at least twelve wines, named in French and in English', async () => {
    const rows = await db().query.product.findMany({ where: (p, { eq }) => eq(p.type, 'WINE'), with: { translations: true } });
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      const names = Object.fromEntries(row.translations.map((t) => [t.lang, t.name]));
      expect(names.fr_FR, `product ${row.id}`).toBeTruthy();
      expect(names.en_US, `product ${row.id}`).toBeTruthy();
    }
  });

  it('gives every product a priced declination, in half-bottles, bottles and magnums', async () => {
    const rows = await db().query.product.findMany({ with: { declinations: true } });
    expect(rows).toHaveLength(products.length);
    for (const row of rows) expect(row.declinations.some((d) => d.price > 0), `product ${row.id}`).toBe(true);
    const capacities = new Set(
      rows.flatMap((row) => row.declinations.filter((d) => d.capacity !== null).map((d) => (d.capacityUnit === 'LITER' ? d.capacity! * 100 : d.capacity))),
    );
    expect([...capacities]).toEqual(expect.arrayContaining([37.5, 75, 150]));
  });

  it('has boxes, a dematerialized product and a nearly sold-out declination', async () => {
    const rows = await db().query.product.findMany({ with: { declinations: true } });
    const boxes = rows.filter((row) => row.type === 'BOX');
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const box of boxes) expect(box.declinations.every((d) => (d.setQuantity ?? 0) >= 2)).toBe(true);
    expect(rows.some((row) => row.type === 'OTHER' && row.isDematerialized && !row.hasShippingFees)).toBe(true);
    expect(rows.flatMap((row) => row.declinations).some((d) => d.tracksStock && d.quantity !== null && d.quantity <= 3)).toBe(true);
  });

  it('sells wine and everything else of the estate at 20 % VAT, as French law has it', async () => {
    const rows = await db().select({ type: schema.product.type, vatRate: schema.product.vatRate }).from(schema.product);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['WINE', 'BOX', 'OTHER']));
    expect(rows.filter((row) => row.vatRate !== 2000)).toEqual([]);
  });

  it('finds “Les Côtes du Clos” when a visitor searches for “cote”', async () => {
    const { rows } = await db().execute<{ name: string }>(
      sql`select name from product_translation where unaccent(name) ilike unaccent(${'%cote%'}) and lang = 'fr_FR'`,
    );
    expect(rows.map((r) => r.name)).toContain('Les Côtes du Clos');
  });

  it('stores every site parameter of its list', async () => {
    const rows = await db().select({ type: schema.siteParameter.type, value: schema.siteParameter.value }).from(schema.siteParameter);
    const stored = new Map(rows.map((r) => [r.type, r.value]));
    for (const p of parameters) expect(stored.has(p.type), p.type).toBe(true);
    expect(stored.get('PRIMARY_COLOR')).toBe('#B71C1C');
    expect(stored.get('FREE_SHIPPING_PRICE')).toBe('300');
    expect(stored.get('MAXIMUM_EXPEDITION_BOTTLE')).toBeNull();
  });

  it('writes the legal texts in both languages, with the company placeholders and links', async () => {
    const rows = await db().query.siteParameter.findMany({ with: { translations: true } });
    const text = (type: string, lang: string) => rows.find((r) => r.type === type)?.translations.find((t) => t.lang === lang)?.value ?? '';
    for (const lang of ['fr_FR', 'en_US']) {
      const notice = text('LEGAL_NOTICE', lang);
      for (const field of ['LEGAL_AGENT', 'LEGAL_COMPANY_NAME', 'CORPORATE_FORM', 'SHARE_CAPITAL', 'RCS_NUMBER', 'SIRET_NUMBER', 'HEAD_OFFICE', 'COMPANY_PHONE']) {
        expect(notice, `${field} in ${lang}`).toContain(`{{${field}}}`);
      }
      expect(notice).toMatch(/href="(\/en_US)?\/use-terms"/);
      expect(notice).toMatch(/href="(\/en_US)?\/privacy-policy"/);
      const sale = text('SALE_TERMS', lang);
      expect(sale).toContain('{{FREE_SHIPPING_PRICE}}');
      expect(sale).toContain('{{FREE_SHIPPING_BOTTLE}}');
      expect(sale).toContain('L3342-1');
      expect(text('PRIVACY_POLICY', lang)).toMatch(/30 (jours|days)/);
      expect(text('COOKIE_POLICY', lang)).toMatch(/13 (mois|months)/);
    }
    expect(text('SALE_TERMS', 'fr_FR')).toContain("L'abus d'alcool est dangereux pour la santé, à consommer avec modération");
  });

  it('publishes a blog in two folders, two albums, services and an upcoming event', async () => {
    const folders = await db().query.blogFolder.findMany({ with: { posts: true } });
    expect(folders).toHaveLength(2);
    for (const folder of folders) expect(folder.posts.length).toBeGreaterThanOrEqual(3);
    const albums = await db().query.album.findMany({ with: { media: true } });
    expect(albums).toHaveLength(2);
    expect(albums.flatMap((a) => a.media).some((m) => m.videoUrl !== null)).toBe(true);
    expect(await db().$count(schema.service)).toBeGreaterThanOrEqual(4);
    const events = await db().query.elementList.findFirst({ where: (l, { eq }) => eq(l.route, 'evenements'), with: { elements: true } });
    expect(events?.elements.some((e) => e.startsAt !== null && e.startsAt > new Date())).toBe(true);
    expect(await db().$count(schema.news, sql`${schema.news.promoted}`)).toBe(2);
  });

  it('draws its pictures as SVG files kept in the database', async () => {
    const rows = await db().select({ mime: schema.media.mime, size: schema.media.byteSize }).from(schema.media);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      expect(row.mime).toBe('image/svg+xml');
      expect(row.size).toBeGreaterThan(0);
    }
    expect(await db().$count(schema.logo)).toBe(5);
  });

  it('changes nothing when run on a seeded database', async () => {
    const before = await counts();
    await seedDemoEstate(db());
    expect(await counts()).toEqual(before);
  });
});

describe('the demo content', () => {
  const texts = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

  it('blends grapes to 100 % and gives sweet wines more sugar than dry ones', () => {
    for (const wine of wines) expect(wine.grapes.reduce((sum, g) => sum + g.percent, 0), wine.key).toBe(100);
    const sugars = (colour: string) => wines.filter((w) => w.colour === colour).map((w) => w.nutrition.sugars);
    expect(Math.min(...sugars('sweet-white'))).toBeGreaterThan(Math.max(...sugars('red')) * 10);
  });

  it('says every text in both languages, without placeholder prose', () => {
    const localized = (value: unknown): Localized[] =>
      value && typeof value === 'object'
        ? 'fr_FR' in value && 'en_US' in value
          ? [value as Localized]
          : Object.values(value).flatMap(localized)
        : [];
    for (const text of localized(products)) {
      expect(text.fr_FR.trim()).not.toBe('');
      expect(text.en_US.trim()).not.toBe('');
    }
    expect(texts(products).join(' ')).not.toMatch(/lorem|ipsum|example|exemple/i);
  });

  it('names in each legal text, the demo’s and an empty shop’s, only placeholders the parameters can fill', () => {
    for (const legal of [...legalTexts(estateLegalSpecifics), ...legalTexts(emptyLegalSpecifics)]) {
      for (const html of [legal.html.fr_FR, legal.html.en_US]) {
        const used = [...html.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
        expect(used.length, legal.key).toBeGreaterThan(0);
        for (const name of used) expect(legalPlaceholders, `${legal.key}: ${name}`).toContain(name);
      }
    }
  });
});
