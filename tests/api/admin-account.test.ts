import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readConfig } from '~/server/config';
import { siteParameter, user } from '~/server/db/schema';
import { createAdmin, ensureAdmin } from '~/server/services/admin/people/appoint-admin';
import { startTestShop, type TestShop } from './harness';

// The first administrator never has a password in the logs: they get a single-use link, valid one
// hour, to choose it on the password-reset page (mailed; printed once when there is no SMTP relay).

const linkIn = (text: string) => /https?:\/\/\S+\/password\/reset\/([\w-]+)/.exec(text);

async function choosePassword(shop: TestShop, link: string, password: string) {
  return shop.put('/password/reset', { token: linkIn(link)![1], password });
}

describe('ADMIN_EMAIL on a new shop in production', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ newShop: true, env: { NODE_ENV: 'production', ADMIN_EMAIL: 'Claire@Vignoble.test' } });
  });
  afterAll(() => shop.close());

  it('creates the SUPER_ADMIN without a password and mails a link that lets them choose one and sign in', async () => {
    const printed: string[] = [];
    expect(await ensureAdmin(shop.deps, (line) => printed.push(line))).toBe('claire@vignoble.test');
    const [row] = await shop.db.select().from(user).where(eq(user.email, 'claire@vignoble.test'));
    expect(row).toMatchObject({ role: 'SUPER_ADMIN', passwordHash: null });

    const [mail] = await shop.outbox();
    expect(mail.to).toBe('claire@vignoble.test');
    expect(mail.subject).toMatch(/^Choisissez votre mot de passe d’administrateur/);
    expect(mail.text).toContain('valable une heure');
    const link = linkIn(mail.text)![0];
    expect(link).toMatch(/^http:\/\/shop\.test\/password\/reset\//);
    // No SMTP relay here: the one line that carries the link, and nothing else secret.
    expect(printed).toEqual([`Administrator claire@vignoble.test: choose your administrator password within one hour at ${link}`]);

    expect((await shop.post('/login', { email: 'claire@vignoble.test', password: 'vendanges2026' })).status).toBe(401);
    expect((await choosePassword(shop, link, 'vendanges2026')).status).toBe(200);
    expect((await shop.post('/login', { email: 'claire@vignoble.test', password: 'vendanges2026' })).status).toBe(200);
    expect((await choosePassword(shop, link, 'vendanges2027')).status).toBe(400);

    const again: string[] = [];
    expect(await ensureAdmin(shop.deps, (line) => again.push(line))).toBeNull();
    expect(again).toEqual([]);
  });

  it('npm run admin -- create EMAIL appoints another one, whose link expires after an hour', async () => {
    const printed: string[] = [];
    await createAdmin(shop.deps, ' Antoine@Vignoble.test ', (line) => printed.push(line));
    const [row] = await shop.db.select().from(user).where(eq(user.email, 'antoine@vignoble.test'));
    expect(row.role).toBe('SUPER_ADMIN');
    expect(printed).toHaveLength(1);
    const link = linkIn(printed[0])![0];
    expect((await shop.outbox()).at(-1)!.text).toContain(link);

    shop.clock.now = new Date(shop.clock.now.getTime() + 61 * 60_000);
    const expired = await choosePassword(shop, link, 'vendanges2026');
    expect(expired.status).toBe(400);
    expect((await shop.post('/login', { email: 'antoine@vignoble.test', password: 'vendanges2026' })).status).toBe(401);
  });

  it('with an SMTP relay, says the link is mailed without printing it', async () => {
    const relayed = await startTestShop({ newShop: true, env: { NODE_ENV: 'production', ADMIN_EMAIL: 'owner@vignoble.test' }, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const printed: string[] = [];
      await ensureAdmin(relayed.deps, (line) => printed.push(line));
      expect(printed).toEqual(['Administrator owner@vignoble.test: a link to choose their password, valid one hour, is on its way by mail.']);
    } finally {
      await relayed.close();
    }
  });
});

describe('without ADMIN_EMAIL', () => {
  it('creates no administrator in production and says how to get one', async () => {
    const shop = await startTestShop({ newShop: true, env: { NODE_ENV: 'production' } });
    try {
      const printed: string[] = [];
      expect(await ensureAdmin(shop.deps, (line) => printed.push(line))).toBeNull();
      expect(await shop.db.$count(user)).toBe(0);
      expect(printed).toEqual(['The shop has no administrator: set ADMIN_EMAIL and restart it, or run `npm run admin -- create EMAIL`.']);
    } finally {
      await shop.close();
    }
  });

  it('gives the embedded demo admin@<its domain>, with the link printed', async () => {
    const shop = await startTestShop();
    try {
      const [company] = await shop.db.select({ value: siteParameter.value }).from(siteParameter).where(eq(siteParameter.type, 'COMPANY_EMAIL'));
      const email = `admin@${company.value!.split('@')[1]}`;
      const printed: string[] = [];
      expect(await ensureAdmin(shop.deps, (line) => printed.push(line))).toBe(email);
      expect(printed).toHaveLength(1);
      expect(printed[0]).not.toMatch(/password:/);
      expect((await choosePassword(shop, printed[0], 'vendanges2026')).status).toBe(200);
      expect((await shop.post('/login', { email, password: 'vendanges2026' })).status).toBe(200);
    } finally {
      await shop.close();
    }
  });
});

describe('DEMO and the embedded default', () => {
  it('serve the demo on the embedded database in development only, unless DEMO says otherwise', () => {
    expect(readConfig({}).demo).toBe(true);
    expect(readConfig({ DEMO: '0' }).demo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db.test/shop' }).demo).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEMO: '1' }).demo).toBe(true);
    expect(() => readConfig({ ADMIN_EMAIL: 'not an address' })).toThrow(/ADMIN_EMAIL/);
  });
});
