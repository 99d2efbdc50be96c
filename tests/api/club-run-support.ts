import { and, eq, inArray, sql } from 'drizzle-orm';
import { cardCharge, clubBox, clubBoxLine, clubMembership, clubShipment, clubShipmentWine, keptCard, order, orderLine, sandboxCard, sandboxPayment, type SandboxCardBehaviour } from '~/server/db/schema';
import { holdBoxBottles } from '~/server/services/club/box-stock';
import { declinationOf } from './cart-browser';
import { aFormula, clubCustomer, type ClubCustomer } from './club-support';
import type { TestShop } from './harness';
import { setStock } from './order-support';

// The charge run's fixtures: a formula, members whose kept card behaves as one of the sandbox's
// test cards kept (it pays, is declined, or asks for the member's authentication), an OPEN
// shipment due and each member's PLANNED box with its lines, written as the model says
// (src/server/db/schema/club.ts), as the owner's shipment preparation leaves them: their bottles
// taken from the wine's stock.

/** The wine of the boxes: the demo estate's, 6 bottles at 15 € each. */
export const BOX_WINE = 'TIL-SCT-2024-75';
export const BOTTLES = 6;
export const UNIT_PRICE = 1_500;

let members = 0;

export interface RunMember extends ClubCustomer {
  membershipId: number;
  token: string;
}

/** A sandbox card kept for `userId` that behaves as `behaviour` (the test cards of the sandbox's page). */
export async function keptSandboxCard(shop: TestShop, userId: number, behaviour: SandboxCardBehaviour, { isDefault = true } = {}) {
  const token = `sbx_card_run_${userId}_${++members}`;
  const year = shop.clock.now.getUTCFullYear() + 3;
  await shop.db.insert(sandboxCard).values({ token, behaviour, brand: 'Visa', last4: '4242', expMonth: 12, expYear: year });
  if (isDefault) await shop.db.update(keptCard).set({ isDefault: false }).where(eq(keptCard.userId, userId));
  const [card] = await shop.db
    .insert(keptCard)
    .values({ userId, provider: 'sandbox', cardReference: token, brand: 'Visa', last4: behaviour === 'KEEP' ? '4242' : behaviour === 'DECLINE_LATER' ? '0341' : '3184', expMonth: 12, expYear: year, isDefault, lang: 'fr_FR', createdAt: shop.clock.now })
    .returning({ id: keptCard.id });
  return { cardId: card.id, token };
}

/** An ACTIVE member of `formulaId` whose card behaves as `behaviour`. */
export async function aMember(shop: TestShop, formulaId: number, behaviour: SandboxCardBehaviour = 'KEEP', values: Partial<typeof clubMembership.$inferInsert> = {}, lang: 'fr_FR' | 'en_US' = 'fr_FR'): Promise<RunMember> {
  const customer = await clubCustomer(shop, `run-${++members}-${Date.now()}@example.fr`, '1980-05-17', { card: false });
  const { cardId, token } = await keptSandboxCard(shop, customer.userId, behaviour);
  const [row] = await shop.db
    .insert(clubMembership)
    .values({ userId: customer.userId, formulaId, status: 'ACTIVE', since: shop.clock.now, keptCardId: cardId, deliveryMode: 'SHIPPING', addressId: customer.addressId, termsAcceptedAt: shop.clock.now, termsVersion: 'test', lang, ...values })
    .returning({ id: clubMembership.id });
  return { ...customer, cardId, token, membershipId: row.id };
}

/** An OPEN shipment of the formula charged on `chargeOn` (the estate's day), of BOTTLES × BOX_WINE. */
export async function anOpenShipment(shop: TestShop, formulaId: number, chargeOn: string, title = `Envoi ${++members}`) {
  const wine = await declinationOf(shop, BOX_WINE);
  const [row] = await shop.db
    .insert(clubShipment)
    .values({ formulaId, title, status: 'OPEN', chargeOn, cutoffAt: new Date(`${chargeOn}T00:00:00Z`), price: BOTTLES * UNIT_PRICE })
    .returning();
  await shop.db.insert(clubShipmentWine).values({ shipmentId: row.id, declinationId: wine.id, quantity: BOTTLES, unitPrice: UNIT_PRICE });
  return { ...row, declinationId: wine.id };
}

/** Each member's PLANNED box of the shipment, as the preparation makes them (lines, price, delivery fee). */
export async function plannedBoxes(shop: TestShop, shipment: { id: number; declinationId: number }, memberships: number[], deliveryFee = 1_200) {
  if (!memberships.length) return [];
  const rows = await shop.db
    .insert(clubBox)
    .values(memberships.map((membershipId) => ({ shipmentId: shipment.id, membershipId, price: BOTTLES * UNIT_PRICE, deliveryFee, deliveryMode: 'SHIPPING' as const })))
    .returning({ id: clubBox.id, membershipId: clubBox.membershipId });
  await shop.db.insert(clubBoxLine).values(rows.map((box) => ({ boxId: box.id, declinationId: shipment.declinationId, quantity: BOTTLES, unitPrice: UNIT_PRICE })));
  // As announcing does: the planned boxes' bottles are out of the stock (docs/club.md, "The stock of the boxes").
  await holdBoxBottles(shop.db, rows.map((box) => box.id));
  return rows;
}

/** A formula, its shipment due today and `behaviours.length` members with their boxes; the wine's stock set. */
export async function aRun(shop: TestShop, behaviours: SandboxCardBehaviour[], stock = 10_000) {
  const formula = await aFormula(shop, { shippingRate: 1_200 });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(shop.clock.now);
  const shipment = await anOpenShipment(shop, formula.id, today);
  await setStock(shop, shipment.declinationId, stock);
  const people: RunMember[] = [];
  for (const behaviour of behaviours) people.push(await aMember(shop, formula.id, behaviour));
  const boxes = await plannedBoxes(shop, shipment, people.map((p) => p.membershipId));
  return { formula, shipment, members: people, boxes };
}

export const boxOf = async (shop: TestShop, shipmentId: number, membershipId: number) =>
  (await shop.db.select().from(clubBox).where(and(eq(clubBox.shipmentId, shipmentId), eq(clubBox.membershipId, membershipId))))[0];

export const shipmentOf = async (shop: TestShop, id: number) => (await shop.db.select().from(clubShipment).where(eq(clubShipment.id, id)))[0];

/** What the sandbox took: its PAID payments for the given users' cards, per card token. */
export async function paidAtSandbox(shop: TestShop, tokens: string[]) {
  if (!tokens.length) return new Map<string, number>();
  const rows = await shop.db
    .select({ token: sandboxPayment.cardToken, n: sql<number>`count(*)::int` })
    .from(sandboxPayment)
    .where(and(inArray(sandboxPayment.cardToken, tokens), eq(sandboxPayment.status, 'PAID')))
    .groupBy(sandboxPayment.cardToken);
  return new Map(rows.map((row) => [row.token ?? '', row.n]));
}

/** The orders made for the given users, with their bottles. */
export async function ordersOf(shop: TestShop, userIds: number[]) {
  if (!userIds.length) return [];
  return shop.db
    .select({ id: order.id, userId: order.userId, status: order.status, total: order.total, invoiceNumber: order.invoiceNumber, bottles: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLine} l where l.order_id = ${order}.id)` })
    .from(order)
    .where(inArray(order.userId, userIds));
}

export const chargesOf = (shop: TestShop, userId: number) => shop.db.select().from(cardCharge).where(eq(cardCharge.userId, userId));
