import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const newcomer = (email: string) => ({
  email,
  password: 'vendanges2026',
  firstname: 'Camille',
  lastname: 'Moreau',
  acceptTerms: true,
});


/** The activation link of the last e-mail sent to `email`. */
async function confirmationToken(email: string): Promise<string> {
  const mail = (await shop.outbox()).filter((m) => m.to === email).at(-1);
  const token = mail?.text.match(/confirm=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no activation link sent to ${email}`);
  return token;
}

describe('registration', () => {
  it('requires accepting the terms, in the caller language', async () => {
    const fr = await shop.post('/register', { ...newcomer('a@example.fr'), acceptTerms: false });
    expect(fr.status).toBe(400);
    expect(fr.json).toEqual({
      success: false,
      data: null,
      message: "Vous devez accepter les conditions générales d’utilisation pour créer un compte.",
    });
    const en = await shop.post('/register', { ...newcomer('a@example.fr'), acceptTerms: undefined }, { lang: 'en_US' });
    expect(en.status).toBe(400);
    expect(en.json.message).toBe('You must accept the terms of use to create an account.');
  });

  it('explains each bad field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'pas-un-email' }, 'Saisissez une adresse e-mail valide.'],
      [{ email: undefined }, "L’adresse e-mail est obligatoire."],
      [{ password: 'court1' }, 'Le mot de passe doit contenir au moins 8 caractères.'],
      [{ password: 'seulementdeslettres' }, 'Le mot de passe doit contenir au moins une lettre et un chiffre.'],
      [{ firstname: '' }, 'Le prénom est obligatoire.'],
      [{ phone: '12' }, "Le numéro de téléphone n’est pas valide."],
      [{ birthdate: '2001-02-30' }, "La date de naissance n’est pas valide."],
      [{ birthdate: '21/11/2001' }, "La date de naissance n’est pas valide."],
    ];
    for (const [change, message] of cases) {
      const answer = await shop.post('/register', { ...newcomer('b@example.fr'), ...change });
      expect({ change, status: answer.status, message: answer.json.message }).toEqual({ change, status: 400, message });
    }
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const answer = await shop.post('/register', '{"email":', {});
    expect(answer.status).toBe(400);
    expect(answer.json.success).toBe(false);
  });

  it('asks for the birthdate and blocks minors when the parameters say so', async () => {
    await shop.setParameter('ASK_BIRTHDATE_AT_REGISTER', 'true');
    const missing = await shop.post('/register', newcomer('c@example.fr'));
    expect(missing.json.message).toBe('La date de naissance est obligatoire.');
    await shop.setParameter('BLOCK_MINORS_FROM_REGISTERING', 'true');
    const seventeen = new Date(shop.clock.now);
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const minor = await shop.post('/register', { ...newcomer('c@example.fr'), birthdate: seventeen.toISOString().slice(0, 10) }, { lang: 'en_US' });
    expect(minor.status).toBe(400);
    expect(minor.json.message).toBe('You must be at least 18 years old to create an account.');
    const adult = await shop.post('/register', { ...newcomer('c@example.fr'), birthdate: '1990-04-12' });
    expect(adult.status).toBe(200);
    await shop.setParameter('ASK_BIRTHDATE_AT_REGISTER', null);
    await shop.setParameter('BLOCK_MINORS_FROM_REGISTERING', null);
  });

  it('accepts only mobile phones when ALLOW_ONLY_MOBILE_PHONE is on', async () => {
    await shop.setParameter('ALLOW_ONLY_MOBILE_PHONE', 'true');
    const landline = await shop.post('/register', { ...newcomer('d@example.fr'), phone: '02 41 51 00 00' });
    expect(landline.json.message).toBe('Merci d’indiquer un numéro de téléphone mobile.');
    const mobile = await shop.post('/register', { ...newcomer('d@example.fr'), phone: '06 12 34 56 78' });
    expect(mobile.status).toBe(200);
    await shop.setParameter('ALLOW_ONLY_MOBILE_PHONE', 'false');
  });

  it('gives the same answer whether or not the e-mail has an account', async () => {
    const first = await shop.post('/register', newcomer('e@example.fr'));
    const again = await shop.post('/register', { ...newcomer('E@Example.fr'), password: 'autrechose99' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json.message).toBe(first.json.message!.replace('e@example.fr', 'E@Example.fr'));
    const mails = (await shop.outbox()).filter((m) => m.to === 'e@example.fr');
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('Activez votre compte'),
      expect.stringContaining('Votre compte'),
    ]);
  });
});

describe('sign-in', () => {
  const email = 'f@example.fr';

  it('needs the e-mail confirmed first, then signs in with an HttpOnly SameSite=Lax cookie for 86400 s', async () => {
    await shop.post('/register', newcomer(email));
    const early = await shop.post('/login', { email, password: 'vendanges2026' });
    expect(early.status).toBe(403);
    expect(early.json.message).toContain("n’est pas encore confirmée");

    const confirmed = await shop.post('/register/confirm', { token: await confirmationToken(email) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.data).toMatchObject({ email, firstname: 'Camille', role: 'CUSTOMER' });
    const reused = await shop.post('/register/confirm', { token: await confirmationToken(email) });
    expect(reused.status).toBe(400);

    const login = await shop.post('/login', { email: 'F@example.fr ', password: 'vendanges2026' });
    expect(login.status).toBe(200);
    const token = login.headers.getSetCookie().find((c) => c.startsWith('token='))!;
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    expect(token).toMatch(/Max-Age=86400/);
    expect(login.headers.getSetCookie().some((c) => c.startsWith('idSite=1'))).toBe(true);

    const cookie = sessionCookie(login.headers);
    const me = await shop.get('/user', { cookie });
    expect(me.json.data).toMatchObject({ email, firstname: 'Camille', lastname: 'Moreau' });
    expect(me.json.data).not.toHaveProperty('passwordHash');
    expect((await shop.get('/logged', { cookie })).json.data).toEqual({ logged: true, role: 'CUSTOMER', memberDiscount: 0 });

    const bearer = cookie.match(/token=([^;]+)/)![1];
    const viaHeader = await shop.get('/user', { headers: { authorization: `Bearer ${bearer}` } });
    expect(viaHeader.json.data.email).toBe(email);

    await shop.post('/logout', {}, { cookie });
    expect((await shop.get('/user', { cookie })).json.data).toBeNull();
    expect((await shop.get('/logged', { cookie })).json.data).toEqual({ logged: false, role: null, memberDiscount: 0 });
  });

  it('ends the session after 86400 s', async () => {
    const login = await shop.post('/login', { email, password: 'vendanges2026' });
    const cookie = sessionCookie(login.headers);
    const started = shop.clock.now;
    shop.clock.now = new Date(started.getTime() + 86_401_000);
    expect((await shop.get('/user', { cookie })).json.data).toBeNull();
    shop.clock.now = started;
  });

  it('says the same for an unknown e-mail and a wrong password', async () => {
    const unknown = await shop.post('/login', { email: 'personne@example.fr', password: 'vendanges2026' }, { headers: { 'x-test-ip': '198.51.100.1' } });
    const wrong = await shop.post('/login', { email, password: 'mauvais123' }, { headers: { 'x-test-ip': '198.51.100.1' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json.message).toBe('E-mail ou mot de passe incorrect.');
    expect(wrong.json.message).toBe(unknown.json.message);
  });

  it('refuses a sign-in posted from another site, or from a page with no origin (a sandboxed frame, a file)', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const answer = await shop.post('/login', { email, password: 'vendanges2026' }, { headers: { origin } });
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe('Cette action doit être faite depuis le site du domaine.');
    }
    const ours = await shop.post('/login', { email, password: 'vendanges2026' }, { headers: { origin: 'http://shop.test' } });
    expect(ours.status).toBe(200);
  });
});
