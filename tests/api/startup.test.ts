import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '~/server/db/schema';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('the envelope and errors', () => {
  it('wraps every answer as { success, data, message }', async () => {
    const answer = await shop.get('/site/info');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(['data', 'message', 'success']);
    expect(answer.json.success).toBe(true);
  });

  it('answers an unknown route with a 404 in the caller language', async () => {
    const fr = await shop.get('/nothing-here');
    expect(fr.status).toBe(404);
    expect(fr.json).toEqual({ success: false, data: null, message: "Cette adresse de l’API n’existe pas." });
    const en = await shop.get('/nothing-here', { lang: 'en_US' });
    expect(en.json.message).toBe('This API address does not exist.');
  });

  it('refuses an unknown site id', async () => {
    const answer = await shop.get('/parameter', { headers: { idSite: '42' } });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('Site inconnu.');
    expect((await shop.get('/parameter', { headers: { idSite: 'abc' } })).status).toBe(400);
    expect((await shop.get('/parameter', { headers: { idSite: '1' } })).status).toBe(200);
  });

  it('serves its OpenAPI document', async () => {
    const response = await shop.app.request('/api/openapi.json');
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/parameter', '/api/site/info', '/api/register', '/api/login', '/api/news', '/api/element/{route}']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    // The shared contracts (src/lib/contracts) are the document's named schemas, and the routes answer them.
    for (const name of ['Cart', 'CartLine', 'CartRequest', 'ProductCustomization', 'Profile', 'SiteInfo', 'SiteParameter', 'CompanyAddress', 'PresentedImage', 'PageNode', 'CmsPage', 'NewsArticle', 'BlogPost', 'Album']) {
      expect(Object.keys(doc.components.schemas)).toContain(name);
    }
    expect(JSON.stringify(doc.paths['/api/cart'].post)).toContain('#/components/schemas/Cart"');
    // The tree of pages refers to itself for its children.
    expect(JSON.stringify(doc.components.schemas.PageNode)).toContain('#/components/schemas/PageNode"');
  });
});

describe('start-up calls, each with real data', () => {
  it('GET /parameter gives every parameter with its kind, visitor texts in the caller language', async () => {
    const fr = await shop.get('/parameter');
    const types = fr.json.data.map((p: { type: string }) => p.type);
    for (const type of ['PRIMARY_COLOR', 'ACCENT_COLOR', 'COMPANY_NAME', 'SHOW_SEARCHBAR', 'FREE_SHIPPING_BOTTLE', 'DISPLAY_ALCOHOL_SELLING_MESSAGE']) {
      expect(types).toContain(type);
    }
    const byType = Object.fromEntries(fr.json.data.map((p: { type: string; value: string }) => [p.type, p]));
    expect(byType.PRIMARY_COLOR).toMatchObject({ kind: 'STRING', value: '#B71C1C' });
    expect(byType.ACCENT_COLOR.value).toBe('#0E8D45');
    expect(byType.BOTTLE_MULTIPLE.value).toBe('6');
    expect(byType.MINIMUM_EXPEDITION_BOTTLE.value).toBe('6');
    expect(byType.FREE_SHIPPING_BOTTLE.value).toBe('60');
    expect(byType.CLICK_AND_COLLECT_HOURS.value).toBe('12');
    expect(byType.SHOW_SEARCHBAR).toMatchObject({ kind: 'BOOLEAN' });
    const en = await shop.get('/parameter', { lang: 'en_US' });
    const shippingFr = byType.SHIPPING_MESSAGE?.value;
    const shippingEn = en.json.data.find((p: { type: string }) => p.type === 'SHIPPING_MESSAGE')?.value;
    expect(shippingFr).toBeTruthy();
    expect(shippingEn).toBeTruthy();
    expect(shippingEn).not.toBe(shippingFr);
  });

  it('GET /site/info describes the estate, its fonts and logos', async () => {
    const { data } = (await shop.get('/site/info')).json;
    expect(data).toMatchObject({ isWinemaker: true, isECommerce: true, isBuilding: false, defaultLang: 'fr_FR' });
    expect(data.fonts.map((f: { family: string }) => f.family)).toContain('Montserrat');
    expect(data.languages.map((l: { code: string }) => l.code).sort()).toEqual(['en_US', 'fr_FR']);
    const logo = data.logos.find((l: { type: string }) => l.type === 'LOGO');
    expect(logo.url).toMatch(/^\/api\/media\/\d+\//);
    const image = await shop.app.request(logo.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });

  it('GET /logged and GET /user answer a visitor', async () => {
    expect((await shop.get('/logged')).json.data).toEqual({ logged: false, role: null, memberDiscount: 0 });
    expect((await shop.get('/user')).json).toEqual({ success: true, data: null, message: null });
  });

  it('GET /news?promoted=true gives the promoted news, newest first', async () => {
    const { data } = (await shop.get('/news?promoted=true')).json;
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.news.every((n: { promoted: boolean }) => n.promoted)).toBe(true);
    const dates = data.news.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(data.news[0].title).toBeTruthy();
  });

  it('GET /admin/address/type (for the admin panel) and GET /company/address', async () => {
    const types = (await shop.get('/admin/address/type', { cookie: await signedIn(shop, 'ADMIN', 'gerant@domaine.test') })).json.data;
    expect(types.length).toBeGreaterThan(0);
    expect(types[0]).toEqual({ id: expect.any(Number), value: expect.any(String) });
    const addresses = (await shop.get('/company/address')).json.data;
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses[0]).toMatchObject({ city: expect.any(String), postalCode: expect.stringMatching(/^\d{5}$/) });
    expect(addresses.flatMap((a: { type: { value: string }[] }) => a.type.map((t) => t.value)).length).toBeGreaterThan(0);
  });

  it('GET /variation gives the variations and their details', async () => {
    const { data } = (await shop.get('/variation')).json;
    expect(data.length).toBeGreaterThan(0);
    expect(data[0].detail.length).toBeGreaterThan(0);
    expect(data[0].detail[0]).toEqual({ id: expect.any(Number), label: expect.any(String) });
  });

  it('GET /external-app/{app}/config/public gives only the public part, and 404 for an unknown app', async () => {
    const unknown = await shop.get('/external-app/nothing/config/public', { lang: 'en_US' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Unknown application: nothing.');
    const bad = await shop.get('/external-app/NOT_VALID!/config/public');
    expect(bad.status).toBe(400);
  });

  it('GET /element/logo-footer and /element/link-footer with page 1 and 100 items', async () => {
    const logos = (await shop.get('/element/logo-footer?page=1&nbItem=100')).json.data;
    expect(logos.total).toBeGreaterThan(0);
    expect(logos.items[0].image.url).toMatch(/^\/api\/media\//);
    const links = (await shop.get('/element/link-footer?page=1&nbItem=100', { lang: 'en_US' })).json.data;
    expect(links.total).toBeGreaterThan(0);
    expect(links.items.every((l: { link: string | null }) => l.link)).toBe(true);
    expect((await shop.get('/element/no-such-list')).status).toBe(404);
  });
});

describe('list-query conventions on a real list', () => {
  it('pages by 10 by default', async () => {
    const all = (await shop.get('/news?nbItem=100')).json.data;
    expect(all.total).toBeGreaterThanOrEqual(6);
    const first = (await shop.get('/news')).json.data;
    expect(first.news.length).toBe(Math.min(10, all.total));
    const second = (await shop.get('/news?nbItem=2&page=2')).json.data;
    expect(second.news.map((n: { id: number }) => n.id)).toEqual(all.news.slice(2, 4).map((n: { id: number }) => n.id));
  });

  it('applies each operator', async () => {
    const all = (await shop.get('/news?nbItem=100&orderBy=id')).json.data.news as { id: number; title: string; publishedAt: string }[];
    const ids = all.map((n) => n.id);
    const pick = async (query: string) => ((await shop.get(`/news?nbItem=100&orderBy=id&${query}`)).json.data.news as { id: number }[]).map((n) => n.id);
    const middle = ids[Math.floor(ids.length / 2)];
    expect(await pick(`id=${middle}`)).toEqual([middle]);
    expect(await pick(`id=${ids[0]},${ids[1]}`)).toEqual([ids[0], ids[1]]);
    expect(await pick(`id=df:${middle}`)).toEqual(ids.filter((id) => id !== middle));
    expect(await pick(`id=lt:${middle}`)).toEqual(ids.filter((id) => id < middle));
    expect(await pick(`id=lte:${middle}`)).toEqual(ids.filter((id) => id <= middle));
    expect(await pick(`id=gt:${middle}`)).toEqual(ids.filter((id) => id > middle));
    expect(await pick(`id=gte:${middle}`)).toEqual(ids.filter((id) => id >= middle));
    const word = all[0].title.split(/\s+/).find((w) => w.length > 4)!;
    const found = await pick(`title=lk:${encodeURIComponent(word.toUpperCase())}`);
    expect(found).toContain(all[0].id);
    expect(await pick('title=')).toEqual(ids);
    expect(await pick('title=lk:%25')).toEqual([]);
  });

  it('sorts both ways', async () => {
    const asc = (await shop.get('/news?nbItem=100&orderBy=publishedAt')).json.data.news.map((n: { id: number }) => n.id);
    const desc = (await shop.get('/news?nbItem=100&orderBy=-publishedAt')).json.data.news.map((n: { id: number }) => n.id);
    expect(desc).toEqual([...asc].reverse());
  });

  it('turns a bad list query into a clear 400', async () => {
    const cases: [string, string][] = [
      ['nbItem=0', '« nbItem » doit être un nombre entier supérieur à 0.'],
      ['nbItem=500', "Le nombre d’éléments par page ne peut pas dépasser 100."],
      ['colour=RED', "Le filtre « colour\u00a0» n’existe pas pour cette liste."],
      ['id=gte:beaucoup', 'Le filtre « id » attend un nombre entier.'],
      ['orderBy=colour', 'Impossible de trier par « colour ».'],
      ['publishedAt=lt:hier', 'Le filtre « publishedAt » attend une date.'],
    ];
    for (const [query, message] of cases) {
      const answer = await shop.get(`/news?${query}`);
      expect({ query, status: answer.status, message: answer.json.message }).toEqual({ query, status: 400, message });
    }
  });
});

describe('visits', () => {
  it('logs a visit that came with ?from=', async () => {
    const answer = await shop.get('/site/visit/newsletter-novembre?path=/');
    expect(answer.status).toBe(200);
    expect(answer.json.success).toBe(true);
  });

  it('counts a visitor once per source every 30 minutes, and answers each call alike', async () => {
    const visitsFrom = async (from: string) => (await shop.db.select({ n: count() }).from(visit).where(eq(visit.from, from)))[0].n;
    const from = (address: string, source = 'affiche-salon') => shop.get(`/site/visit/${source}?path=/`, { headers: { 'x-test-ip': address } });
    const started = shop.clock.now;
    try {
      const first = await from('192.0.2.61');
      const again = await Promise.all(Array.from({ length: 20 }, () => from('192.0.2.61')));
      for (const answer of again) expect({ status: answer.status, json: answer.json }).toEqual({ status: first.status, json: first.json });
      expect(first.status).toBe(200);
      expect(await visitsFrom('affiche-salon')).toBe(1);

      // Another visitor, or the same one from another source, is another visit.
      await from('192.0.2.62');
      await from('192.0.2.61', 'qr-etiquette');
      expect(await visitsFrom('affiche-salon')).toBe(2);
      expect(await visitsFrom('qr-etiquette')).toBe(1);

      shop.clock.now = new Date(started.getTime() + 29 * 60_000);
      await from('192.0.2.61');
      expect(await visitsFrom('affiche-salon')).toBe(2);
      shop.clock.now = new Date(started.getTime() + 30 * 60_000);
      await from('192.0.2.61');
      await from('192.0.2.61');
      expect(await visitsFrom('affiche-salon')).toBe(3);
    } finally {
      shop.clock.now = started;
    }
  });
});
