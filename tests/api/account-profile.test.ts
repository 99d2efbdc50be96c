import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newsletterChoiceSchema,
  newsletterListSchema,
  profileChangeSchema,
  profileSchema,
  registrationSchema,
  sessionStateSchema,
  type ProfileChange,
  type Registration,
} from '~/lib/contracts/account';
import { startTestShop, type TestShop } from './harness';
import { deleteWithBody, mailedToken, newCustomer, PASSWORD, signIn } from './account-support';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const details = { email: 'camille@example.fr', firstname: 'Camille', lastname: 'Moreau', phone: null, birthdate: null };

describe('the /user endpoints', () => {
  it('answer 401 to a visitor, in the caller language', async () => {
    const calls = [
      () => shop.put('/user', details),
      () => shop.put('/user/password', { currentPassword: PASSWORD, password: 'nouveau2026' }),
      () => deleteWithBody(shop, '/user', { password: PASSWORD }),
      () => shop.get('/user/newsletter/lists'),
      () => shop.get('/user/newsletter/subscription'),
      () => shop.put('/user/newsletter/subscription', { choices: [] }),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ success: false, data: null, message: 'Connectez-vous pour continuer.' });
    }
    const en = await shop.get('/user/newsletter/subscription', { lang: 'en_US' });
    expect(en.status).toBe(401);
    expect(en.json.message).toBe('Please sign in to continue.');
  });
});

describe('PUT /user', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await newCustomer(shop, 'camille@example.fr');
  });

  it('saves names, phone and birthdate, the phone in international form', async () => {
    const answer = await shop.put('/user', { ...details, firstname: ' Camille ', lastname: 'Moreau-Petit', phone: '06 12 34 56 78', birthdate: '1988-05-14' }, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Vos informations sont enregistrées.');
    expect(answer.json.data).toMatchObject({ email: 'camille@example.fr', firstname: 'Camille', lastname: 'Moreau-Petit', phone: '+33612345678', birthdate: '1988-05-14' });
    expect((await shop.get('/user', { cookie })).json.data).toMatchObject({ lastname: 'Moreau-Petit', phone: '+33612345678' });
  });

  it('applies the registration rules, in both languages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstname: '' }, 'Le prénom est obligatoire.', 'The first name is required.'],
      [{ phone: '12' }, "Le numéro de téléphone n’est pas valide.", 'This phone number is not valid.'],
      [{ birthdate: '1990-02-30' }, "La date de naissance n’est pas valide.", 'This date of birth is not valid.'],
      [{ email: 'pas-un-email' }, 'Saisissez une adresse e-mail valide.', 'Enter a valid e-mail address.'],
    ];
    for (const [change, fr, en] of cases) {
      const inFrench = await shop.put('/user', { ...details, ...change }, { cookie });
      const inEnglish = await shop.put('/user', { ...details, ...change }, { cookie, lang: 'en_US' });
      expect({ change, status: inFrench.status, fr: inFrench.json.message, en: inEnglish.json.message }).toEqual({ change, status: 400, fr, en });
    }
  });

  it('follows ALLOW_ONLY_MOBILE_PHONE, ASK_BIRTHDATE_AT_REGISTER and BLOCK_MINORS_FROM_REGISTERING', async () => {
    await shop.setParameter('ALLOW_ONLY_MOBILE_PHONE', 'true');
    const landline = await shop.put('/user', { ...details, phone: '02 41 51 00 00' }, { cookie });
    expect(landline.json.message).toBe("Merci d’indiquer un numéro de téléphone mobile.");
    expect((await shop.put('/user', { ...details, phone: '07 98 76 54 32' }, { cookie })).status).toBe(200);
    await shop.setParameter('ALLOW_ONLY_MOBILE_PHONE', 'false');

    await shop.setParameter('ASK_BIRTHDATE_AT_REGISTER', 'true');
    const missing = await shop.put('/user', details, { cookie });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('La date de naissance est obligatoire.');
    await shop.setParameter('BLOCK_MINORS_FROM_REGISTERING', 'true');
    const seventeen = new Date(shop.clock.now);
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const minor = await shop.put('/user', { ...details, birthdate: seventeen.toISOString().slice(0, 10) }, { cookie, lang: 'en_US' });
    expect(minor.status).toBe(400);
    expect(minor.json.message).toBe('You must be at least 18 years old to create an account.');
    expect((await shop.put('/user', { ...details, birthdate: '1988-05-14' }, { cookie })).status).toBe(200);
    await shop.setParameter('ASK_BIRTHDATE_AT_REGISTER', null);
    await shop.setParameter('BLOCK_MINORS_FROM_REGISTERING', null);
  });
});

describe('changing the e-mail address', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await newCustomer(shop, 'louise@example.fr');
    await newCustomer(shop, 'deja.pris@example.fr');
  });

  it('needs the current password', async () => {
    const none = await shop.put('/user', { ...details, email: 'louise.neuve@example.fr' }, { cookie });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Saisissez votre mot de passe actuel pour confirmer.');
    const wrong = await shop.put('/user', { ...details, email: 'louise.neuve@example.fr', currentPassword: 'pas-le-bon-1' }, { cookie, lang: 'en_US' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('The current password is incorrect.');
    expect((await shop.get('/user', { cookie })).json.data.email).toBe('louise@example.fr');
  });

  it('switches only once the link mailed to the new address is followed, then tells the old one', async () => {
    const asked = await shop.put('/user', { ...details, email: 'Louise.Neuve@example.fr', currentPassword: PASSWORD }, { cookie });
    expect(asked.status).toBe(200);
    expect(asked.json.message).toBe(
      'Pour confirmer votre nouvelle adresse, cliquez sur le lien que nous venons d’envoyer à louise.neuve@example.fr. D’ici là, votre compte garde son adresse actuelle.',
    );
    expect(asked.json.data.email).toBe('louise@example.fr');

    const token = await mailedToken(shop, 'louise.neuve@example.fr', /\/account\/profil\?email=([\w-]+)/);
    const confirmed = await shop.post('/user/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.message).toBe('Votre nouvelle adresse e-mail est confirmée.');
    expect((await shop.get('/user', { cookie })).json.data.email).toBe('louise.neuve@example.fr');
    const notice = (await shop.outbox()).filter((m) => m.to === 'louise@example.fr').at(-1)!;
    expect(notice.subject).toContain('Votre adresse e-mail a été modifiée');
    expect(notice.text).toContain('louise.neuve@example.fr');

    const again = await shop.post('/user/email/confirm', { token }, { lang: 'en_US' });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/^This confirmation link is no longer valid/);
    expect((await signIn(shop, 'louise.neuve@example.fr', PASSWORD)).status).toBe(200);
    expect((await signIn(shop, 'louise@example.fr', PASSWORD)).status).toBe(401);
  });

  it('answers the same when another account has the address, and tells that address instead', async () => {
    const before = (await shop.outbox()).length;
    const taken = await shop.put('/user', { ...details, email: 'deja.pris@example.fr', currentPassword: PASSWORD }, { cookie });
    const free = await shop.put('/user', { ...details, email: 'libre@example.fr', currentPassword: PASSWORD }, { cookie });
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(taken.json.message).toBe(free.json.message!.replace('libre@example.fr', 'deja.pris@example.fr'));
    expect(taken.json.data).toEqual(free.json.data);
    const sent = (await shop.outbox()).slice(before);
    const toTaken = sent.find((m) => m.to === 'deja.pris@example.fr')!;
    expect(toTaken.subject).toContain('Votre compte');
    expect(toTaken.text).not.toMatch(/email=/);
    expect(sent.find((m) => m.to === 'libre@example.fr')!.text).toMatch(/\/account\/profil\?email=/);
    expect((await shop.get('/user', { cookie })).json.data.email).toBe('louise.neuve@example.fr');
  });

  it('refuses a link after 24 hours', async () => {
    await shop.put('/user', { ...details, email: 'plus-tard@example.fr', currentPassword: PASSWORD }, { cookie });
    const token = await mailedToken(shop, 'plus-tard@example.fr', /email=([\w-]+)/);
    const started = shop.clock.now;
    shop.clock.now = new Date(started.getTime() + 24 * 3_600_000 + 60_000);
    expect((await shop.post('/user/email/confirm', { token })).status).toBe(400);
    shop.clock.now = started;
  });
});

describe('changing the e-mail address again and again', () => {
  it('mails new addresses five times an hour at most', async () => {
    const cookie = await newCustomer(shop, 'bavard@example.fr');
    for (let i = 1; i <= 5; i++) {
      expect((await shop.put('/user', { ...details, email: `essai${i}@example.fr`, currentPassword: PASSWORD }, { cookie })).status).toBe(200);
    }
    const sixth = await shop.put('/user', { ...details, email: 'essai6@example.fr', currentPassword: PASSWORD }, { cookie, lang: 'en_US' });
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect((await shop.outbox()).some((m) => m.to === 'essai6@example.fr')).toBe(false);
  });
});

describe('PUT /user/password', () => {
  const email = 'jules@example.fr';
  let cookie: string;
  beforeAll(async () => {
    cookie = await newCustomer(shop, email);
  });

  it('needs the right current password and a new one under the registration rules', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currentPassword: '' }, 'Saisissez votre mot de passe actuel pour confirmer.', 'Enter your current password to confirm.'],
      [{ currentPassword: 'pas-le-bon-1' }, 'Le mot de passe actuel est incorrect.', 'The current password is incorrect.'],
      [{ password: 'court1' }, 'Le mot de passe doit contenir au moins 8 caractères.', 'The password must be at least 8 characters long.'],
      [{ password: 'seulementdeslettres' }, 'Le mot de passe doit contenir au moins une lettre et un chiffre.', 'The password must contain at least one letter and one digit.'],
      [{ password: PASSWORD }, 'Le nouveau mot de passe doit être différent de l’actuel.', 'The new password must be different from the current one.'],
    ];
    for (const [change, fr, en] of cases) {
      const body = { currentPassword: PASSWORD, password: 'tilleuls2027', ...change };
      const inFrench = await shop.put('/user/password', body, { cookie });
      const inEnglish = await shop.put('/user/password', body, { cookie, lang: 'en_US' });
      expect({ change, status: inFrench.status, fr: inFrench.json.message, en: inEnglish.json.message }).toEqual({ change, status: 400, fr, en });
    }
  });

  it('ends the other sessions, keeps this one, and the new password signs in', async () => {
    const elsewhere = await signIn(shop, email, PASSWORD);
    expect((await shop.get('/user', { cookie: elsewhere.cookie })).json.data.email).toBe(email);

    const changed = await shop.put('/user/password', { currentPassword: PASSWORD, password: 'tilleuls2027' }, { cookie });
    expect(changed.status).toBe(200);
    expect(changed.json.message).toBe('Votre mot de passe est modifié. Vos autres sessions ont été fermées.');
    expect((await shop.get('/user', { cookie })).json.data.email).toBe(email);
    expect((await shop.get('/user', { cookie: elsewhere.cookie })).json.data).toBeNull();

    expect((await signIn(shop, email, PASSWORD)).status).toBe(401);
    expect((await signIn(shop, email, 'tilleuls2027')).status).toBe(200);
    expect((await shop.outbox()).filter((m) => m.to === email).at(-1)!.subject).toContain('Votre mot de passe a été modifié');
  });

  it('stops listening after five wrong current passwords', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await shop.put('/user/password', { currentPassword: `faux${i}xxxx`, password: 'autre2028x' }, { cookie })).status).toBe(400);
    }
    const blocked = await shop.put('/user/password', { currentPassword: 'tilleuls2027', password: 'autre2028x' }, { cookie, lang: 'en_US' });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  });
});

describe('bad input to the account endpoints', () => {
  it('gets a 4xx with a message, never a 500', async () => {
    const cookie = await newCustomer(shop, 'robuste@example.fr');
    const bodies: unknown[] = ['', 'null', '[]', '"text"', '{"email":', '{}', { email: 42, password: [] }, { token: null },
      { email: 'x'.repeat(5000), password: 'y'.repeat(5000), currentPassword: 'z'.repeat(5000) },
      { choices: [{ listId: 1e12, subscribed: true }], lists: [1e12] }, { choices: 'all', lists: ['a'] }, { token: 'x'.repeat(500) }];
    const calls: [string, string][] = [
      ['PUT', '/user'], ['PUT', '/user/password'], ['DELETE', '/user'], ['PUT', '/user/newsletter/subscription'],
      ['POST', '/user/email/confirm'], ['POST', '/newsletter/subscribe'], ['POST', '/newsletter/confirm'],
      ['PUT', '/password/reset/ask'], ['PUT', '/password/reset'],
    ];
    for (const [method, path] of calls) {
      for (const body of bodies) {
        const answer = method === 'DELETE'
          ? await deleteWithBody(shop, path, body, { cookie })
          : await (method === 'PUT' ? shop.put : shop.post)(path, body, { cookie });
        expect({ method, path, body, status: answer.status >= 400 && answer.status < 500 }).toEqual({ method, path, body, status: true });
        expect(answer.json.message).toEqual(expect.any(String));
      }
    }
    const choices = await shop.put('/user/newsletter/subscription', { choices: [{ listId: 'une', subscribed: 'oui' }] }, { cookie });
    expect(choices.json.message).toBe('Cette lettre n’existe pas ou n’est plus proposée.');
    const notAList = await shop.put('/user/newsletter/subscription', { choices: 'toutes' }, { cookie, lang: 'en_US' });
    expect(notAList.json.message).toBe('Your subscription choices are not valid.');
  });
});

describe('the account contract (src/lib/contracts/account.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // pages' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the account calls answer', async () => {
    const cookie = await newCustomer(shop, 'contrat@example.fr', { phone: '06 12 34 56 78', birthdate: '1985-09-21' });
    const profile = (await shop.get('/user', { cookie })).json.data;
    const change: ProfileChange = { email: 'contrat@example.fr', firstname: 'Claire', lastname: 'Moreau', phone: null, birthdate: '1985-09-21', currentPassword: null };
    const changed = (await shop.put('/user', change, { cookie })).json.data;
    const session = (await shop.get('/logged', { cookie })).json.data;
    const lists = (await shop.get('/user/newsletter/lists', { cookie })).json.data;
    const choices = (await shop.put('/user/newsletter/subscription', { choices: [{ listId: lists[0].id, subscribed: true }] }, { cookie })).json.data;

    expect(profile).toMatchObject({ phone: '+33612345678', birthdate: '1985-09-21', role: 'CUSTOMER' });
    expect(profileSchema.parse(profile)).toEqual(profile);
    expect(profileSchema.parse(changed)).toEqual(changed);
    expect(sessionStateSchema.parse(session)).toEqual({ logged: true, role: 'CUSTOMER', memberDiscount: 0 });
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(newsletterListSchema.parse(list)).toEqual(list);
    expect(choices).toContainEqual({ listId: lists[0].id, subscribed: true });
    for (const choice of choices) expect(newsletterChoiceSchema.parse(choice)).toEqual(choice);
    expect(profileSchema.safeParse({ ...profile, role: 'VISITOR' }).success).toBe(false);
  });

  it('reads the requests the account pages send, with the messages the routes answer', () => {
    const registration: Registration = { email: ' Lea@Example.fr ', password: PASSWORD, firstname: 'Léa', lastname: 'Roy', phone: null, birthdate: '', acceptTerms: true };
    expect(registrationSchema.parse(registration)).toMatchObject({ email: 'Lea@Example.fr', birthdate: '' });
    expect(registrationSchema.safeParse({ ...registration, acceptTerms: false }).error?.issues[0].message).toBe('register.termsRequired');
    expect(profileChangeSchema.safeParse({ ...details, currentPassword: 'x'.repeat(201) }).error?.issues[0].message).toBe('account:errors.currentPasswordWrong');
  });
});
