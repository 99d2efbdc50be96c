import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { siteParameter, user } from '~/server/db/schema';
import { ensureAdmin } from '~/server/services/admin-account';
import { startTestShop, type TestShop } from './harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('the first administrator', () => {
  it('is created once, on the estate’s domain, and its password is printed only then', async () => {
    const [company] = await shop.db.select({ value: siteParameter.value }).from(siteParameter).where(eq(siteParameter.type, 'COMPANY_EMAIL'));
    const domain = company.value!.split('@')[1];
    const printed: string[] = [];
    const admin = await ensureAdmin(shop.deps, (line) => printed.push(line));

    expect(admin?.email).toBe(`admin@${domain}`);
    expect(admin?.password).toMatch(/^[\w-]{24}$/);
    expect(printed).toEqual([`Admin account created: admin@${domain} / password: ${admin!.password}`]);
    const [row] = await shop.db.select().from(user).where(eq(user.email, admin!.email));
    expect(row.role).toBe('SUPER_ADMIN');
    expect(row.emailConfirmedAt).not.toBeNull();
    expect(row.passwordHash).not.toContain(admin!.password);

    const signedIn = await shop.post('/login', { email: admin!.email, password: admin!.password });
    expect(signedIn.status).toBe(200);

    const again: string[] = [];
    expect(await ensureAdmin(shop.deps, (line) => again.push(line))).toBeNull();
    expect(again).toEqual([]);
  });

  it('gets a new random password on every fresh database', async () => {
    const other = await startTestShop();
    try {
      const first = await ensureAdmin(shop.deps, () => undefined);
      const fresh = await ensureAdmin(other.deps, () => undefined);
      expect(first).toBeNull();
      expect(fresh?.password).toBeTruthy();
      const [kept] = await shop.db.select({ hash: user.passwordHash }).from(user).where(eq(user.role, 'SUPER_ADMIN'));
      const [made] = await other.db.select({ hash: user.passwordHash }).from(user).where(eq(user.role, 'SUPER_ADMIN'));
      expect(made.hash).not.toBe(kept.hash);
    } finally {
      await other.close();
    }
  });
});
