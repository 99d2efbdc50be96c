import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscription } from '~/server/db/schema';
import { startTestShop, type TestShop } from './harness';
import { mailedToken, newCustomer } from './account-support';

let shop: TestShop;
let lists: { id: number; name: string }[];
beforeAll(async () => {
  shop = await startTestShop();
  lists = (await shop.get('/newsletter/lists')).json.data;
});
afterAll(() => shop.close());

let ip = 0;
const signUp = (email: string, listIds: number[], lang?: string) =>
  shop.post('/newsletter/subscribe', { email, lists: listIds }, { lang, headers: { 'x-test-ip': `198.51.100.${++ip}` } });

const confirmLink = /\/newsletter\?confirm=([\w-]+)/;

async function rowsOf(email: string) {
  return shop.db.select().from(newsletterSubscription).where(eq(newsletterSubscription.email, email));
}

describe('the lists', () => {
  it('are named in the caller language', async () => {
    expect(lists.map((l) => l.name)).toEqual(['Actualités du domaine', 'Offres et ventes privées']);
    const en = await shop.get('/newsletter/lists', { lang: 'en_US' });
    expect(en.json.data.map((l: { name: string }) => l.name)).toEqual(['Estate news', 'Offers and private sales']);
  });
});

describe('the public sign-up', () => {
  it('adds nothing before the link mailed to the address is followed (double opt-in)', async () => {
    const answer = await signUp('Rose@Example.fr', [lists[0].id, lists[1].id]);
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Merci\u202f! Pour confirmer votre inscription, cliquez sur le lien que nous venons d’envoyer à Rose@Example.fr.');
    const waiting = await rowsOf('rose@example.fr');
    expect(waiting).toHaveLength(2);
    expect(waiting.every((row) => row.confirmedAt === null)).toBe(true);

    const mail = (await shop.outbox()).filter((m) => m.to === 'rose@example.fr').at(-1)!;
    expect(mail.subject).toBe('Confirmez votre inscription – Domaine des Tilleuls');
    expect(mail.text).toContain('Actualités du domaine');
    const token = await mailedToken(shop, 'rose@example.fr', confirmLink);
    const confirmed = await shop.post('/newsletter/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe('Votre inscription est confirmée. À bientôt dans votre boîte de réception\u202f!');
    const rows = await rowsOf('rose@example.fr');
    expect(rows.map((row) => row.listId).sort()).toEqual([lists[0].id, lists[1].id].sort());
    expect(rows.every((row) => row.confirmedAt !== null && row.confirmationTokenHash === null)).toBe(true);

    const again = await shop.post('/newsletter/confirm', { token }, { lang: 'en_US' });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/^This confirmation link is no longer valid/);
  });

  it('gives the same answer whether or not the address already receives the lists', async () => {
    const before = (await shop.outbox()).length;
    const known = await signUp('rose@example.fr', [lists[0].id]);
    const unknown = await signUp('iris@example.fr', [lists[0].id]);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json.message).toBe(unknown.json.message!.replace('iris@example.fr', 'rose@example.fr'));
    expect((await shop.outbox()).slice(before).map((m) => m.to)).toEqual(['iris@example.fr']);
    expect((await rowsOf('rose@example.fr')).every((row) => row.confirmedAt !== null)).toBe(true);
  });

  it('refuses a link older than seven days', async () => {
    await signUp('tardif@example.fr', [lists[1].id]);
    const token = await mailedToken(shop, 'tardif@example.fr', confirmLink);
    const started = shop.clock.now;
    shop.clock.now = new Date(started.getTime() + 7 * 86_400_000 + 60_000);
    expect((await shop.post('/newsletter/confirm', { token })).status).toBe(400);
    shop.clock.now = started;
    expect((await shop.post('/newsletter/confirm', { token })).status).toBe(200);
  });

  it('explains a bad request, in both languages', async () => {
    const none = await signUp('lea@example.fr', []);
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Choisissez au moins une liste.');
    expect((await signUp('lea@example.fr', [], 'en_US')).json.message).toBe('Choose at least one list.');
    const unknown = await signUp('lea@example.fr', [9999], 'en_US');
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('This list does not exist or is no longer offered.');
    expect((await signUp('pas-un-email', [lists[0].id])).json.message).toBe('Saisissez une adresse e-mail valide.');
  });

  it('is rate limited per address', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp('insistant@example.fr', [lists[0].id])).status).toBe(200);
    const blocked = await signUp('insistant@example.fr', [lists[0].id]);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/);
  });

  it('is closed when ENABLE_NEWSLETTER is off', async () => {
    await shop.setParameter('ENABLE_NEWSLETTER', 'false');
    const closed = await signUp('ferme@example.fr', [lists[0].id], 'en_US');
    expect(closed.status).toBe(403);
    expect(closed.json.message).toBe('Newsletter sign-ups are closed for now.');
    await shop.setParameter('ENABLE_NEWSLETTER', 'true');
  });
});

describe("a customer's subscriptions", () => {
  const email = 'hugo@example.fr';
  let cookie: string;
  beforeAll(async () => {
    cookie = await newCustomer(shop, email);
  });

  it('lists every list, none received at first', async () => {
    const answer = await shop.get('/user/newsletter/subscription', { cookie });
    expect(answer.json.data).toEqual(lists.map((l) => ({ listId: l.id, subscribed: false })));
    expect((await shop.get('/user/newsletter/lists', { cookie, lang: 'en_US' })).json.data[0].name).toBe('Estate news');
  });

  it('subscribes and unsubscribes per list, at once (the account address is already proved)', async () => {
    const joined = await shop.put('/user/newsletter/subscription', { choices: [{ listId: lists[0].id, subscribed: true }] }, { cookie });
    expect(joined.status).toBe(200);
    expect(joined.json.message).toBe('Vos choix sont enregistrés.');
    expect(joined.json.data).toEqual([{ listId: lists[0].id, subscribed: true }, { listId: lists[1].id, subscribed: false }]);

    const left = await shop.put('/user/newsletter/subscription', { choices: [{ listId: lists[0].id, subscribed: false }, { listId: lists[1].id, subscribed: true }] }, { cookie });
    expect(left.json.data).toEqual([{ listId: lists[0].id, subscribed: false }, { listId: lists[1].id, subscribed: true }]);
    expect((await shop.get('/user/newsletter/subscription', { cookie })).json.data).toEqual(left.json.data);
  });

  it('sees a public sign-up made with the account address once it is confirmed', async () => {
    await signUp(email, [lists[0].id]);
    expect((await shop.get('/user/newsletter/subscription', { cookie })).json.data[0].subscribed).toBe(false);
    await shop.post('/newsletter/confirm', { token: await mailedToken(shop, email, confirmLink) });
    expect((await shop.get('/user/newsletter/subscription', { cookie })).json.data[0].subscribed).toBe(true);
  });

  it('can still leave, but not join, while the newsletter is closed', async () => {
    await shop.setParameter('ENABLE_NEWSLETTER', 'false');
    const join = await shop.put('/user/newsletter/subscription', { choices: [{ listId: lists[0].id, subscribed: true }] }, { cookie });
    expect(join.status).toBe(403);
    const leave = await shop.put('/user/newsletter/subscription', { choices: [{ listId: lists[0].id, subscribed: false }, { listId: lists[1].id, subscribed: false }] }, { cookie });
    expect(leave.status).toBe(200);
    expect(leave.json.data.every((c: { subscribed: boolean }) => !c.subscribed)).toBe(true);
    await shop.setParameter('ENABLE_NEWSLETTER', 'true');
  });

  it('refuses an unknown list', async () => {
    const answer = await shop.put('/user/newsletter/subscription', { choices: [{ listId: 9999, subscribed: true }] }, { cookie });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('Cette lettre n’existe pas ou n’est plus proposée.');
  });
});
