import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popup } from '~/server/db/schema';
import { activePopupSchema, popupSchema, reviewListSchema } from '~/lib/contracts/content';
import { startTestShop, type TestShop } from './harness';
import { signIn } from './engagement-support';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('GET /google/reviews', () => {
  it('gives the stored reviews, newest first, with the average and the link to leave one', async () => {
    const { status, json } = await shop.get('/google/reviews');
    expect(status).toBe(200);
    expect(json.data.total).toBe(5);
    expect(json.data.averageRating).toBe(4.6);
    expect(json.data.reviewUrl).toMatch(/^https:\/\/g\.page\//);
    expect(json.data.reviews.map((r: { author: string }) => r.author)).toEqual(['Thomas G.', 'Élodie R.', 'Sophie L.', 'Mark and Helen T.', 'Jean-Marc P.']);
    expect(json.data.reviews[0]).toMatchObject({ rating: 4, lang: 'fr_FR', text: expect.stringContaining('Grolleau') });
  });

  it('keeps the reviews published since `from`, with at least `minRating` stars', async () => {
    const since = await shop.get(`/google/reviews?from=${shop.demoDate('2026-08-01T00:00:00Z').toISOString().slice(0, 10)}`);
    expect(since.json.data.reviews.map((r: { author: string }) => r.author)).toEqual(['Thomas G.', 'Élodie R.', 'Sophie L.']);
    const best = await shop.get('/google/reviews?minRating=5&nbItem=2');
    expect(best.json.data.reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 5]);
  });

  it('refuses a `from` that is not a date', async () => {
    const bad = await shop.get('/google/reviews?from=hier');
    expect(bad.status).toBe(400);
    expect(bad.json.success).toBe(false);
    expect((await shop.get('/google/reviews?minRating=9')).status).toBe(400);
  });
});

describe('popups', () => {
  it('lists the popups on now, and gives one with its content in the caller language', async () => {
    shop.clock.now = shop.demoDate('2027-01-10T10:00:00Z');
    const active = await shop.get('/popup?active=1');
    expect(active.status).toBe(200);
    expect(active.json.data).toEqual([{ id: expect.any(Number), delaySeconds: 3, showOnEveryReload: false, endsAt: shop.demoDate('2027-04-18T22:00:00Z').toISOString() }]);
    const id = active.json.data[0].id;
    const en = await shop.get(`/popup/${id}`, { lang: 'en_US' });
    expect(en.json.data).toMatchObject({
      id,
      title: 'Open days on 17 and 18 April 2027',
      buttonLabel: 'Register',
      buttonLink: '/en_US/oenotourisme',
      image: { url: expect.stringMatching(/^\/api\/media\//) },
    });
    expect(en.json.data.content).toContain('celebrate spring');
  });

  it('lists none before or after their dates, nor a popup switched off', async () => {
    shop.clock.now = shop.demoDate('2027-05-01T10:00:00Z');
    expect((await shop.get('/popup')).json.data).toEqual([]);
    shop.clock.now = shop.demoDate('2027-01-10T10:00:00Z');
    await shop.db.update(popup).set({ isValid: false });
    expect((await shop.get('/popup?active=1')).json.data).toEqual([]);
    const [{ id }] = await shop.db.select({ id: popup.id }).from(popup);
    const missing = await shop.get(`/popup/${id}`);
    expect([missing.status, missing.json.message]).toEqual([404, "Cette annonce n’existe pas ou n’est plus en ligne."]);
    await shop.db.update(popup).set({ isValid: true }).where(eq(popup.id, id));
    expect((await shop.get('/popup/abc')).status).toBe(400);
  });
});

describe('PUT /admin/parameter/{type}', () => {
  it('lets an admin set an analytics id, dropping every cached page', async () => {
    const admin = await signIn(shop, 'antoine@domaine-des-tilleuls.fr', 'ADMIN');
    shop.invalidated.length = 0;
    const { status, json } = await shop.put('/admin/parameter/GOOGLE_ANALYTICS_ID', { value: 'G-TILLEULS1' }, { cookie: admin });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ type: 'GOOGLE_ANALYTICS_ID', value: 'G-TILLEULS1' });
    await expect.poll(() => shop.invalidated.flat()).toContain('frame');
    const parameters = await shop.get('/parameter');
    expect(parameters.json.data.find((p: { type: string }) => p.type === 'GOOGLE_ANALYTICS_ID').value).toBe('G-TILLEULS1');
    const cleared = await shop.put('/admin/parameter/GOOGLE_ANALYTICS_ID', { value: '' }, { cookie: admin });
    expect(cleared.json.data.value).toBeNull();
  });

  it('checks the value against the kind of the parameter, and knows its parameters', async () => {
    const admin = await signIn(shop, 'paul@domaine-des-tilleuls.fr', 'ADMIN');
    const notBoolean = await shop.put('/admin/parameter/HIDE_CONTACT_PAGE', { value: 'peut-être' }, { cookie: admin });
    expect([notBoolean.status, notBoolean.json.message]).toEqual([400, '«\u00a0Masquer la page contact\u00a0» vaut oui ou non.']);
    const unknown = await shop.put('/admin/parameter/NO_SUCH_SETTING', { value: '1' }, { cookie: admin, lang: 'en_US' });
    expect([unknown.status, unknown.json.message]).toEqual([404, 'The parameter NO_SUCH_SETTING does not exist.']);
    expect((await shop.put('/admin/parameter/lower_case', { value: '1' }, { cookie: admin })).status).toBe(400);
  });

  it('refuses visitors and customers', async () => {
    const visitor = await shop.put('/admin/parameter/GOOGLE_ANALYTICS_ID', { value: 'G-PIRATE' });
    expect(visitor.status).toBe(401);
    const customer = await shop.put('/admin/parameter/GOOGLE_ANALYTICS_ID', { value: 'G-PIRATE' }, { cookie: await signIn(shop, 'lucie@example.fr') });
    expect(customer.status).toBe(403);
  });
});

describe('PUT /admin/site', () => {
  it('lets an admin stop selling online and start again, the site info and every cached page following', async () => {
    const admin = await signIn(shop, 'celine@domaine-des-tilleuls.fr', 'ADMIN');
    expect((await shop.get('/site/info')).json.data.isECommerce).toBe(true);
    shop.invalidated.length = 0;
    const off = await shop.put('/admin/site', { isECommerce: false }, { cookie: admin });
    expect([off.status, off.json.data]).toEqual([200, { isECommerce: false }]);
    await expect.poll(() => shop.invalidated.flat()).toContain('frame');
    // The site info is kept in memory: the invalidation drops it (on PostgreSQL, once its
    // notification comes back).
    const isECommerce = async () => (await shop.get('/site/info')).json.data.isECommerce;
    await expect.poll(isECommerce).toBe(false);
    expect((await shop.put('/admin/site', { isECommerce: 'non' }, { cookie: admin })).status).toBe(400);
    expect((await shop.put('/admin/site', { isECommerce: true }, { cookie: admin })).json.data).toEqual({ isECommerce: true });
    await expect.poll(isECommerce).toBe(true);
  });

  it('refuses visitors and customers', async () => {
    expect((await shop.put('/admin/site', { isECommerce: false })).status).toBe(401);
    expect((await shop.put('/admin/site', { isECommerce: false }, { cookie: await signIn(shop, 'hugo@example.fr') })).status).toBe(403);
    expect((await shop.get('/site/info')).json.data.isECommerce).toBe(true);
  });
});

describe('the popup and review contract (src/lib/contracts/content.ts)', () => {
  it('describes exactly what the popup and review calls answer', async () => {
    shop.clock.now = shop.demoDate('2027-01-10T10:00:00Z');
    const [active] = (await shop.get('/popup?active=1')).json.data;
    expect(activePopupSchema.parse(active)).toEqual(active);
    const shown = (await shop.get(`/popup/${active.id}`)).json.data;
    expect(shown.image).not.toBeNull();
    expect(popupSchema.parse(shown)).toEqual(shown);
    const reviews = (await shop.get('/google/reviews')).json.data;
    expect(reviewListSchema.parse(reviews)).toEqual(reviews);
    expect(reviewListSchema.safeParse({ ...reviews, reviews: [{ ...reviews.reviews[0], rating: '5' }] }).success).toBe(false);
  });
});
