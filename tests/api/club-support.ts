import { eq } from 'drizzle-orm';
import { address, clubFormula, clubFormulaTranslation, keptCard, user } from '~/server/db/schema';
import { hashPassword } from '~/server/services/passwords';
import { openSession } from '~/server/services/sessions';
import type { TestShop } from './harness';
import { franceId } from './order-support';

// The wine club's test fixtures: a formula, and a customer with a birth date, an address and a
// card kept at the sandbox (as a paid order with "keep this card" leaves one: tests/api/account-cards.test.ts).

let formulas = 0;

/** A formula written as the back office saves it; the test's words over sensible defaults. */
export async function aFormula(shop: TestShop, values: Partial<typeof clubFormula.$inferInsert> = {}, name = `Formule ${++formulas}`) {
  const [row] = await shop.db
    .insert(clubFormula)
    .values({ bottlesPerShipment: 6, shipmentsPerYear: 3, pricePerShipment: 9_000, memberDiscount: 1_000, shippingRate: 1_200, ...values })
    .returning();
  await shop.db.insert(clubFormulaTranslation).values([
    { formulaId: row.id, lang: 'fr_FR', name, description: 'Six bouteilles choisies par le domaine.' },
    { formulaId: row.id, lang: 'en_US', name: `${name} (EN)`, description: 'Six bottles chosen by the estate.' },
  ]);
  return row;
}

export interface ClubCustomer {
  userId: number;
  cookie: string;
  addressId: number;
  cardId: number;
  email: string;
}

/** A signed-in customer born on `birthdate` (null: none given), with an address and a kept card. */
export async function clubCustomer(shop: TestShop, email: string, birthdate: string | null = '1980-05-17', { card = true } = {}): Promise<ClubCustomer> {
  const [row] = await shop.db
    .insert(user)
    .values({ email, role: 'CUSTOMER', firstname: 'Claire', lastname: 'Membre', birthdate, passwordHash: await hashPassword('vendanges2026'), emailConfirmedAt: shop.clock.now, termsAcceptedAt: shop.clock.now })
    .returning({ id: user.id });
  const [home] = await shop.db
    .insert(address)
    .values({ userId: row.id, firstname: 'Claire', lastname: 'Membre', address: '3 rue des Vignes', postalCode: '21200', city: 'Beaune', countryId: await franceId(shop), isDefaultDelivery: true })
    .returning({ id: address.id });
  const year = shop.clock.now.getUTCFullYear() + 3;
  const kept = card
    ? (await shop.db.insert(keptCard).values({ userId: row.id, provider: 'sandbox', cardReference: `tok_${row.id}`, brand: 'Visa', last4: '4242', expMonth: 12, expYear: year, isDefault: true, lang: 'fr_FR' }).returning({ id: keptCard.id }))[0].id
    : 0;
  return { userId: row.id, cookie: `token=${await openSession(shop.deps, row.id, 'vitest')}`, addressId: home.id, cardId: kept, email };
}

export const userEmail = async (shop: TestShop, userId: number) => (await shop.db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0].email;
