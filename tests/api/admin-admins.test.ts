import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { session, user } from '~/server/db/schema';
import { adminListSchema, adminRowSchema } from '~/lib/admin/admins';
import { hashPassword } from '~/server/services/passwords';
import { openSession } from '~/server/services/sessions';
import { adminCookie } from './admin-support';
import { newCustomer, PASSWORD, signIn } from './account-support';
import { startTestShop, type TestShop } from './harness';

// The administrators: every admin reads the list; a SUPER_ADMIN invites, changes and removes them;
// the shop always keeps one SUPER_ADMIN, even when two of them act at the same moment.

let shop: TestShop;
let admin: string;
let accounts = 0;

beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

/** A new SUPER_ADMIN account with a password, and its session cookie. */
async function superAdmin(email = `patron${++accounts}@domaine.test`) {
  const [row] = await shop.db
    .insert(user)
    .values({ email, role: 'SUPER_ADMIN', passwordHash: await hashPassword(PASSWORD), emailConfirmedAt: shop.clock.now, termsAcceptedAt: shop.clock.now })
    .returning({ id: user.id });
  return { id: row.id, email, cookie: `token=${await openSession(shop.deps, row.id, 'vitest')}` };
}

/** Only these accounts are SUPER_ADMIN from now on (the others become ADMIN). */
async function onlySuperAdmins(...ids: number[]) {
  await shop.db.update(user).set({ role: 'ADMIN' }).where(and(eq(user.role, 'SUPER_ADMIN'), ids.length ? ne(user.id, ids[0]!) : undefined));
  if (ids.length) await shop.db.update(user).set({ role: 'SUPER_ADMIN' }).where(inArray(user.id, ids));
}

async function remove(path: string, cookie: string, lang = 'fr_FR') {
  const response = await shop.app.request(`/api${path}`, { method: 'DELETE', headers: { cookie, userLang: lang } }, { clientAddress: '203.0.113.7' });
  return { status: response.status, json: (await response.json()) as { message: string | null } };
}

async function roleOf(id: number) {
  const [row] = await shop.db.select({ role: user.role }).from(user).where(eq(user.id, id));
  return row?.role;
}

const superAdminCount = () => shop.db.$count(user, eq(user.role, 'SUPER_ADMIN'));

describe('the list', () => {
  it('shows every administrator to an ADMIN, who may change nothing', async () => {
    const boss = await superAdmin();
    const list = await shop.get('/admin/admins', { cookie: admin });
    expect(list.status).toBe(200);
    expect(list.json.data.you.role).toBe('ADMIN');
    expect(list.json.data.items).toEqual(expect.arrayContaining([expect.objectContaining({ email: boss.email, role: 'SUPER_ADMIN', hasPassword: true })]));
    expect(list.json.data.items[0].role).toBe('SUPER_ADMIN');

    const invite = await shop.post('/admin/admins', { email: 'nouveau@domaine.test', role: 'ADMIN', lang: 'fr_FR' }, { cookie: admin });
    expect(invite.status).toBe(403);
    expect(invite.json.message).toBe('Seul un super-administrateur peut inviter, modifier ou retirer un administrateur.');
    expect((await shop.put(`/admin/admins/${boss.id}`, { role: 'ADMIN' }, { cookie: admin })).status).toBe(403);
    expect((await remove(`/admin/admins/${boss.id}`, admin)).status).toBe(403);
    expect(await roleOf(boss.id)).toBe('SUPER_ADMIN');
    expect(await shop.db.$count(user, eq(user.email, 'nouveau@domaine.test'))).toBe(0);
  });
});

describe('an invitation', () => {
  it('creates an account without a password and mails, in French, a single-use link that lets them in', async () => {
    const boss = await superAdmin();
    const invited = await shop.post('/admin/admins', { email: ' Lea.Bernard@Domaine.test ', role: 'ADMIN', lang: 'fr_FR' }, { cookie: boss.cookie });
    expect(invited.status).toBe(200);
    expect(invited.json.data).toMatchObject({ email: 'lea.bernard@domaine.test', role: 'ADMIN', hasPassword: false });
    expect(invited.json.message).toBe('Invitation envoyée à lea.bernard@domaine.test.');

    const mail = (await shop.outbox()).filter((m) => m.to === 'lea.bernard@domaine.test').at(-1)!;
    expect(mail.subject).toMatch(/^Choisissez votre mot de passe d’administrateur/);
    const token = mail.text.match(/http:\/\/shop\.test\/password\/reset\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    expect((await shop.put('/password/reset', { token, password: 'Cabernet-Franc-49' })).status).toBe(200);
    // Once only.
    expect((await shop.put('/password/reset', { token, password: 'Cabernet-Franc-50' })).status).toBe(400);
    const session = await signIn(shop, 'lea.bernard@domaine.test', 'Cabernet-Franc-49');
    expect(session.status).toBe(200);
    expect((await shop.get('/admin/dashboard', { cookie: session.cookie })).status).toBe(200);
  });

  it('promotes a customer, mailing in English with an English link, and refuses an administrator twice', async () => {
    const boss = await superAdmin();
    const customer = await newCustomer(shop, 'sam.taylor@example.test');
    expect((await shop.get('/admin/admins', { cookie: customer })).status).toBe(403);
    const invited = await shop.post('/admin/admins', { email: 'sam.taylor@example.test', role: 'SUPER_ADMIN', lang: 'en_US' }, { cookie: boss.cookie, lang: 'en_US' });
    expect(invited.status).toBe(200);
    expect(invited.json.data).toMatchObject({ role: 'SUPER_ADMIN', hasPassword: true });
    const mail = (await shop.outbox()).filter((m) => m.to === 'sam.taylor@example.test').at(-1)!;
    // Their account is not new: the mail says they keep it and its password.
    expect(mail.subject).toMatch(/^You are now an administrator of the shop/);
    expect(mail.text).toContain('Sign in with your usual password');
    expect(mail.text).not.toMatch(/created/);
    expect(mail.text).toMatch(/http:\/\/shop\.test\/en_US\/password\/reset\/[\w-]+/);
    // Their open session is an administrator's now.
    expect((await shop.get('/admin/admins', { cookie: customer })).status).toBe(200);

    const again = await shop.post('/admin/admins', { email: 'sam.taylor@example.test', role: 'ADMIN', lang: 'fr_FR' }, { cookie: boss.cookie, lang: 'en_US' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This person is already an administrator.');
  });

  it('validates the address, the role and the language', async () => {
    const boss = await superAdmin();
    const cases: [unknown, string][] = [
      [{ email: 'pas-une-adresse', role: 'ADMIN', lang: 'fr_FR' }, 'Saisissez une adresse e-mail valide.'],
      [{ email: 'ok@domaine.test', role: 'CUSTOMER', lang: 'fr_FR' }, 'Choisissez le rôle\u00a0: administrateur ou super-administrateur.'],
      [{ email: 'ok@domaine.test', role: 'ADMIN', lang: 'de_DE' }, 'Choisissez la langue de l’e-mail.'],
      [{ role: 'ADMIN', lang: 'fr_FR' }, 'Saisissez une adresse e-mail valide.'],
    ];
    for (const [body, message] of cases) {
      const answer = await shop.post('/admin/admins', body, { cookie: boss.cookie });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.message).toBe(message);
    }
    expect(await shop.db.$count(user, eq(user.email, 'ok@domaine.test'))).toBe(0);
  });
});

describe('roles and removal', () => {
  it('promotes and demotes, but never the last SUPER_ADMIN', async () => {
    const boss = await superAdmin();
    await onlySuperAdmins(boss.id);
    const lastOne = await shop.put(`/admin/admins/${boss.id}`, { role: 'ADMIN' }, { cookie: boss.cookie });
    expect(lastOne.status).toBe(409);
    expect(lastOne.json.message).toBe('La boutique doit garder au moins un super-administrateur\u00a0: nommez-en un autre avant.');

    const [{ id: adminId }] = await shop.db.select({ id: user.id }).from(user).where(eq(user.role, 'ADMIN')).limit(1);
    expect((await shop.put(`/admin/admins/${adminId}`, { role: 'SUPER_ADMIN' }, { cookie: boss.cookie })).status).toBe(200);
    expect(await roleOf(adminId)).toBe('SUPER_ADMIN');
    // Now another one is there: stepping down is allowed.
    expect((await shop.put(`/admin/admins/${boss.id}`, { role: 'ADMIN' }, { cookie: boss.cookie })).status).toBe(200);
    expect(await roleOf(boss.id)).toBe('ADMIN');
    expect((await shop.put(`/admin/admins/${adminId}`, { role: 'CUSTOMER' }, { cookie: boss.cookie })).status).toBe(400);
  });

  it('removes an administrator: a customer again, their sessions closed; never oneself', async () => {
    const boss = await superAdmin();
    const leaving = await superAdmin();
    expect((await shop.get('/admin/dashboard', { cookie: leaving.cookie })).status).toBe(200);

    const self = await remove(`/admin/admins/${boss.id}`, boss.cookie);
    expect(self.status).toBe(409);
    expect(self.json.message).toBe('Vous ne pouvez pas vous retirer vous-même\u00a0: demandez-le à un autre super-administrateur.');

    expect((await remove(`/admin/admins/${leaving.id}`, boss.cookie)).status).toBe(200);
    expect(await roleOf(leaving.id)).toBe('CUSTOMER');
    expect(await shop.db.$count(session, eq(session.userId, leaving.id))).toBe(0);
    expect((await shop.get('/admin/dashboard', { cookie: leaving.cookie })).status).toBe(401);
    // A customer is not an administrator to remove.
    expect((await remove(`/admin/admins/${leaving.id}`, boss.cookie)).status).toBe(404);
    expect((await remove('/admin/admins/2000000000', boss.cookie)).status).toBe(404);
    expect((await remove('/admin/admins/abc', boss.cookie)).status).toBe(400);
  });

  it('keeps one SUPER_ADMIN when the last two demote or remove each other at the same moment', async () => {
    for (const change of ['demote', 'remove'] as const) {
      const first = await superAdmin();
      const second = await superAdmin();
      await onlySuperAdmins(first.id, second.id);
      const act = (by: typeof first, on: typeof first) =>
        change === 'demote' ? shop.put(`/admin/admins/${on.id}`, { role: 'ADMIN' }, { cookie: by.cookie }) : remove(`/admin/admins/${on.id}`, by.cookie);
      const answers = await Promise.all([act(first, second), act(second, first)]);
      const statuses = answers.map((answer) => answer.status).sort();
      // One goes through; the other finds its author no longer a SUPER_ADMIN (403) or the last one
      // (409), or, removed first, signed out with every session ended (401).
      expect(statuses[0], change).toBe(200);
      expect(change === 'remove' ? [401, 403, 409] : [403, 409], change).toContain(statuses[1]);
      expect(await superAdminCount(), change).toBe(1);
    }
  });
});

describe('the administrators contract (src/lib/admin/admins.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the list, an invitation and a role change answer', async () => {
    const boss = await superAdmin();
    const invited = (await shop.post('/admin/admins', { email: 'contrat@domaine.test', role: 'ADMIN', lang: 'en_US' }, { cookie: boss.cookie })).json.data;
    const promoted = (await shop.put(`/admin/admins/${invited.id}`, { role: 'SUPER_ADMIN' }, { cookie: boss.cookie })).json.data;
    const list = (await shop.get('/admin/admins', { cookie: boss.cookie })).json.data;

    expect(promoted.role).toBe('SUPER_ADMIN');
    expect(adminRowSchema.parse(invited)).toEqual(invited);
    expect(adminRowSchema.parse(promoted)).toEqual(promoted);
    expect(adminListSchema.parse(list)).toEqual(list);
    expect(adminListSchema.safeParse({ ...list, you: { ...list.you, role: 'OWNER' } }).success).toBe(false);
  });
});
