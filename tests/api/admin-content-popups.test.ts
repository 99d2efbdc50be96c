import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPopupListSchema, adminPopupSchema } from '~/lib/admin/content/popups';
import { adminCookie } from './admin-support';
import { remove } from './admin-content-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The back office's popups: written in both languages with their period, and on for visitors at once.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2027-03-01T10:00:00Z');
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const openDays = {
  texts: { fr_FR: { title: 'Portes ouvertes', content: '<p>Les 17 et 18 avril.</p>', buttonLabel: 'Le programme', buttonLink: '/evenements' } },
  isPublished: true,
  showOnEveryReload: false,
  delaySeconds: 3,
  startsAt: '2027-02-01T00:00:00+01:00',
  endsAt: '2027-04-19T00:00:00+02:00',
  position: 0,
  mediaId: null,
};

describe('popups in the back office', () => {
  it('refuses visitors and customers', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-popups@example.fr');
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.post('/admin/popup', openDays, { cookie })).status).toBe(status);
    }
  });

  it('creates a popup visitors get at once, edits and deletes it', async () => {
    const created = await shop.post('/admin/popup', openDays, { cookie: admin });
    expect(created.status).toBe(200);
    const { id } = created.json.data;
    expect((await shop.get('/popup?active=1')).json.data.map((p: { id: number }) => p.id)).toContain(id);
    expect((await shop.get(`/popup/${id}`, { lang: 'en_US' })).json.data).toMatchObject({ title: 'Portes ouvertes', buttonLink: '/evenements' });
    const off = await shop.put(`/admin/popup/${id}`, { ...openDays, isPublished: false }, { cookie: admin });
    expect(off.json.data.isPublished).toBe(false);
    expect((await shop.get('/popup?active=1')).json.data.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await remove(shop, `/admin/popup/${id}`, admin)).status).toBe(200);
    expect((await remove(shop, `/admin/popup/${id}`, admin)).status).toBe(404);
  });

  it('refuses a period backwards, a script link and a bad delay', async () => {
    const cases: [unknown, string][] = [
      [{ ...openDays, endsAt: '2027-01-01T00:00:00Z' }, 'The end must come after the start.'],
      [{ ...openDays, texts: { fr_FR: { ...openDays.texts.fr_FR, buttonLink: 'javascript:alert(1)' } } }, 'The link must start with https:// or /.'],
      [{ ...openDays, delaySeconds: -1 }, 'The delay must be a whole number of seconds, from 0 to 600.'],
    ];
    for (const [body, message] of cases) {
      expect(await shop.post('/admin/popup', body, { cookie: admin, lang: 'en_US' })).toMatchObject({ status: 400, json: { message } });
    }
  });
});

describe('the popups contract (src/lib/admin/content/popups.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the list, one popup and a save answer', async () => {
    const created = (await shop.post('/admin/popup', openDays, { cookie: admin })).json.data;
    const open = { ...openDays, startsAt: null, endsAt: null, texts: { fr_FR: { title: 'Les vendanges', content: '<p>En septembre.</p>' }, en_US: { title: 'The harvest', content: '' } } };
    const saved = (await shop.put(`/admin/popup/${created.id}`, open, { cookie: admin, lang: 'en_US' })).json.data;
    const one = (await shop.get(`/admin/popup/${created.id}`, { cookie: admin })).json.data;
    const list = (await shop.get('/admin/popup', { cookie: admin })).json.data;

    expect(saved.texts.en_US).toMatchObject({ title: 'The harvest', buttonLink: null });
    for (const answer of [created, saved, one]) expect(adminPopupSchema.parse(answer)).toEqual(answer);
    expect(adminPopupListSchema.parse(list)).toEqual(list);
    expect(adminPopupSchema.safeParse({ ...one, delaySeconds: '3' }).success).toBe(false);
  });
});
