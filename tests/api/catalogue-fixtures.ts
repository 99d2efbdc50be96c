import { and, eq } from 'drizzle-orm';
import { declination, productTranslation, user } from '~/server/db/schema';
import { hashPassword } from '~/server/services/passwords';
import { openSession } from '~/server/services/sessions';
import type { TestShop } from './harness';

// What the catalogue tests share: finding the demo estate's products by name, signing in as an
// admin or a customer, changing a site parameter.

/** The id of a demo product by its French name (ids depend on the order of the seed). */
export async function productId(shop: TestShop, name: string): Promise<number> {
  const [row] = await shop.db
    .select({ id: productTranslation.productId })
    .from(productTranslation)
    .where(and(eq(productTranslation.lang, 'fr_FR'), eq(productTranslation.name, name)));
  if (!row) throw new Error(`no demo product named ${name}`);
  return row.id;
}

/** A declination of the demo estate by its reference (TIL-SCT-2024-75…). */
export async function declinationByReference(shop: TestShop, reference: string) {
  const [row] = await shop.db.select().from(declination).where(eq(declination.reference, reference));
  if (!row) throw new Error(`no demo declination ${reference}`);
  return row;
}

/** The session cookie of a new confirmed account with this role. */
export async function signedIn(shop: TestShop, role: 'CUSTOMER' | 'ADMIN' | 'SUPER_ADMIN', email: string): Promise<string> {
  const [row] = await shop.db
    .insert(user)
    .values({ email, role, passwordHash: await hashPassword('vendanges2026'), emailConfirmedAt: shop.clock.now, termsAcceptedAt: shop.clock.now })
    .returning({ id: user.id });
  return `token=${await openSession(shop.deps, row.id, 'vitest')}`;
}

