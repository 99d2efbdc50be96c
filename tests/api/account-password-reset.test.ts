import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttle } from '~/server/db/schema';
import { startTestShop, type TestShop } from './harness';
import { mailedToken, newCustomer, PASSWORD, signIn } from './account-support';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const resetLink = /\/password\/reset\/([\w-]+)/;

/** Each request from its own network address, so that only the per-address limit is at play. */
let ip = 0;
const ask = (email: string, lang?: string) => shop.put('/password/reset/ask', { email }, { lang, headers: { 'x-test-ip': `198.51.100.${++ip}` } });

/** The links asked by the tests before are not counted against this one. */
const forgetEarlierAsks = () => shop.db.delete(throttle);

describe('asking for a reset link', () => {
  it('gives the same answer whether or not the e-mail has an account, and mails only an account', async () => {
    await newCustomer(shop, 'ana@example.fr');
    const before = await shop.outbox();
    const known = await ask('ana@example.fr');
    const unknown = await ask('personne@example.fr');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json.message).toBe(
      'Si un compte existe à l’adresse ana@example.fr, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Ce lien est valable une heure.',
    );
    expect(unknown.json.message).toBe(known.json.message!.replace('ana@example.fr', 'personne@example.fr'));
    const sent = (await shop.outbox()).slice(before.length);
    expect(sent.map((m) => m.to)).toEqual(['ana@example.fr']);
    expect(sent[0].subject).toBe('Choisissez un nouveau mot de passe – Domaine des Tilleuls');
    expect(sent[0].text).toMatch(/http:\/\/shop\.test\/password\/reset\/[\w-]{40,}/);

    const en = await ask('nobody@example.com', 'en_US');
    expect(en.json.message).toBe(
      'If there is an account for nobody@example.com, an e-mail has just been sent to it with a link to choose a new password. The link is valid for one hour.',
    );
  });

  it('mails the link in the language of the request', async () => {
    await newCustomer(shop, 'ben@example.com');
    await ask('ben@example.com', 'en_US');
    const mail = (await shop.outbox()).filter((m) => m.to === 'ben@example.com').at(-1)!;
    expect(mail.subject).toBe('Choose a new password – Domaine des Tilleuls');
    expect(mail.text).toMatch(/http:\/\/shop\.test\/en_US\/password\/reset\/[\w-]+/);
  });

  it('refuses a malformed address', async () => {
    const answer = await ask('pas-un-email');
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('Saisissez une adresse e-mail valide.');
  });

  it('is rate limited per address, known or not', async () => {
    await forgetEarlierAsks();
    for (const email of ['limite@example.fr', 'ana@example.fr']) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).status).toBe(200);
      const blocked = await ask(email);
      expect(blocked.status).toBe(429);
      expect(blocked.json.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ minutes?\.$/);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    await forgetEarlierAsks();
  });
});

describe('setting the new password', () => {
  const email = 'claire@example.fr';
  let cookie: string;
  beforeAll(async () => {
    cookie = await newCustomer(shop, email);
  });

  it('follows the registration password rules', async () => {
    await ask(email);
    const token = await mailedToken(shop, email, resetLink);
    const short = await shop.put('/password/reset', { token, password: 'court1' });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    const weak = await shop.put('/password/reset', { token, password: 'seulementdeslettres' }, { lang: 'en_US' });
    expect(weak.json.message).toBe('The password must contain at least one letter and one digit.');
  });

  it('works once, ends every session, and the new password signs in', async () => {
    const other = await signIn(shop, email, PASSWORD);
    await ask(email);
    const token = await mailedToken(shop, email, resetLink);
    const reset = await shop.put('/password/reset', { token, password: 'tilleuls2027' });
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe('Votre mot de passe est modifié. Connectez-vous avec le nouveau.');
    expect((await shop.get('/user', { cookie })).json.data).toBeNull();
    expect((await shop.get('/user', { cookie: other.cookie })).json.data).toBeNull();
    expect((await signIn(shop, email, PASSWORD)).status).toBe(401);
    expect((await signIn(shop, email, 'tilleuls2027')).status).toBe(200);
    expect((await shop.outbox()).filter((m) => m.to === email).at(-1)!.subject).toContain('Votre mot de passe a été modifié');

    const again = await shop.put('/password/reset', { token, password: 'encoreautre2028' });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('Ce lien n’est plus valide\u00a0: il a déjà servi ou a expiré (il est valable une heure). Demandez-en un nouveau.');
    const inEnglish = await shop.put('/password/reset', { token, password: 'encoreautre2028' }, { lang: 'en_US' });
    expect(inEnglish.json.message).toBe('This link is no longer valid: it has already been used or has expired (it is valid for one hour). Ask for a new one.');
  });

  it('makes the older links of the account useless', async () => {
    await ask(email);
    const first = await mailedToken(shop, email, resetLink);
    await ask(email);
    const second = await mailedToken(shop, email, resetLink);
    expect((await shop.put('/password/reset', { token: second, password: 'tilleuls2028' })).status).toBe(200);
    expect((await shop.put('/password/reset', { token: first, password: 'tilleuls2029' })).status).toBe(400);
  });

  it('refuses a link after one hour', async () => {
    await forgetEarlierAsks();
    await ask(email);
    const token = await mailedToken(shop, email, resetLink);
    const started = shop.clock.now;
    shop.clock.now = new Date(started.getTime() + 60 * 60_000 + 1_000);
    expect((await shop.put('/password/reset', { token, password: 'tilleuls2030' })).status).toBe(400);
    // The same link within the hour: it was the hour, not the link, that was refused.
    shop.clock.now = new Date(started.getTime() + 59 * 60_000);
    expect((await shop.put('/password/reset', { token, password: 'tilleuls2030' })).status).toBe(200);
  });

  it('activates an account whose first e-mail was never confirmed', async () => {
    const pending = 'jamais.active@example.fr';
    await shop.post('/register', { email: pending, password: PASSWORD, firstname: 'Paul', lastname: 'Roy', acceptTerms: true }, { headers: { 'x-test-ip': '192.0.2.200' } });
    expect((await signIn(shop, pending, PASSWORD)).status).toBe(403);
    await ask(pending);
    await shop.put('/password/reset', { token: await mailedToken(shop, pending, resetLink), password: 'tilleuls2027' });
    expect((await signIn(shop, pending, 'tilleuls2027')).status).toBe(200);
  });
});

describe('a reset link outlived by the change it was asked before', () => {
  const emailChangeLink = /\/account\/profil\?email=([\w-]+)/;

  it('dies when the e-mail address changes: the old mailbox no longer takes the account', async () => {
    await forgetEarlierAsks();
    const cookie = await newCustomer(shop, 'ancienne@example.fr');
    await ask('ancienne@example.fr');
    const oldMailboxLink = await mailedToken(shop, 'ancienne@example.fr', resetLink);

    expect((await shop.put('/user', { email: 'nouvelle@example.fr', firstname: 'Camille', lastname: 'Moreau', phone: null, birthdate: null, currentPassword: PASSWORD }, { cookie })).status).toBe(200);
    expect((await shop.post('/user/email/confirm', { token: await mailedToken(shop, 'nouvelle@example.fr', emailChangeLink) })).status).toBe(200);

    const taken = await shop.put('/password/reset', { token: oldMailboxLink, password: 'pirate2027' });
    expect(taken.status).toBe(400);
    expect(taken.json.message).toBe('Ce lien n’est plus valide\u00a0: il a déjà servi ou a expiré (il est valable une heure). Demandez-en un nouveau.');
    expect((await signIn(shop, 'nouvelle@example.fr', 'pirate2027')).status).toBe(401);
    expect((await signIn(shop, 'nouvelle@example.fr', PASSWORD)).status).toBe(200);
  });

  it('dies when the customer changes the password in the account', async () => {
    const cookie = await newCustomer(shop, 'prudente@example.fr');
    await ask('prudente@example.fr');
    const asked = await mailedToken(shop, 'prudente@example.fr', resetLink);

    expect((await shop.put('/user/password', { currentPassword: PASSWORD, password: 'tilleuls2027' }, { cookie })).status).toBe(200);

    expect((await shop.put('/password/reset', { token: asked, password: 'autre2028x' })).status).toBe(400);
    expect((await signIn(shop, 'prudente@example.fr', 'tilleuls2027')).status).toBe(200);
  });

  it('takes a pending e-mail change with it when a reset sets a new password', async () => {
    // Someone who had the session and the password asked to move the account to their own mailbox;
    // the owner takes the account back with a reset link, and the move must not happen afterwards.
    await forgetEarlierAsks();
    const cookie = await newCustomer(shop, 'reprise@example.fr');
    await shop.put('/user', { email: 'intrus@example.fr', firstname: 'Camille', lastname: 'Moreau', phone: null, birthdate: null, currentPassword: PASSWORD }, { cookie });
    const move = await mailedToken(shop, 'intrus@example.fr', emailChangeLink);
    await ask('reprise@example.fr');
    expect((await shop.put('/password/reset', { token: await mailedToken(shop, 'reprise@example.fr', resetLink), password: 'tilleuls2027' })).status).toBe(200);

    expect((await shop.post('/user/email/confirm', { token: move })).status).toBe(400);
    expect((await signIn(shop, 'reprise@example.fr', 'tilleuls2027')).status).toBe(200);
  });
});
