import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionStateSchema } from '~/lib/contracts/account';
import { cartSchema } from '~/lib/contracts/cart';
import { clubMembership, orderLine, user } from '~/server/db/schema';
import { aFormula } from './club-support';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock } from './order-support';

// The member price (docs/club.md, "The member price"): while a member is ACTIVE or PAUSED, the
// server takes the formula's discount off every wine of their cart, and the order is placed at
// that price; anyone else, and a member once cancelled, pays the catalogue price.

const WINE = 'TIL-HEN-2020-75';
let shop: TestShop;
let fr: number;
beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
});
afterAll(() => shop.close());

async function makeMember(email: string, status: 'ACTIVE' | 'PAUSED' | 'WAITING', formulaId: number) {
  const [row] = await shop.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const [membership] = await shop.db
    .insert(clubMembership)
    .values({ userId: row.id, formulaId, status, since: status === 'WAITING' ? null : shop.clock.now, pausedUntil: status === 'PAUSED' ? '2099-01-01' : null, deliveryMode: 'COLLECTION', termsAcceptedAt: shop.clock.now, termsVersion: 'test', lang: 'fr_FR' })
    .returning();
  return membership;
}

describe('the member price', () => {
  it('takes the formula’s discount off each wine of a member’s cart, and the order is placed at it', async () => {
    const formula = await aFormula(shop, { memberDiscount: 1_500 });
    const { customer, email, cartId, item } = await customerWithCart(shop, WINE, 6);
    await setStock(shop, item.id, 1_000);
    const before = cartSchema.parse((await customer.post(`/cart/${cartId}`, {})).json.data);
    const [line] = before.products;
    expect(line.memberDiscount).toBe(0);
    const catalogue = line.unitPrice;

    const membership = await makeMember(email, 'ACTIVE', formula.id);
    const member = cartSchema.parse((await customer.post(`/cart/${cartId}`, {})).json.data);
    const off = Math.round((catalogue * 1_500) / 10_000);
    expect(member.products[0]).toMatchObject({ basePrice: catalogue, memberDiscount: off, unitPrice: catalogue - off, lineTotal: (catalogue - off) * 6 });
    expect(member.totals.products).toBe((catalogue - off) * 6);

    const placed = await customer.post('/order', homeDelivery(cartId, fr));
    expect(placed.status, placed.json.message ?? undefined).toBe(200);
    expect(placed.json.data.order.totals.products).toBe((catalogue - off) * 6);
    const lines = await shop.db.select().from(orderLine).where(eq(orderLine.orderId, placed.json.data.order.id));
    expect(lines.map((written) => [written.unitPrice, written.quantity])).toEqual([[catalogue - off, 6]]);

    // Cancelled, the member pays the catalogue price again.
    await shop.db.update(clubMembership).set({ status: 'CANCELLED', endsAt: shop.clock.now }).where(eq(clubMembership.id, membership.id));
    const added = await customer.add('new', item.id, { quantity: 6 });
    expect(cartSchema.parse(added.json.data).products[0]).toMatchObject({ memberDiscount: 0, unitPrice: catalogue });
  });

  it('keeps it during a pause, and gives none to a customer on the waiting list', async () => {
    const formula = await aFormula(shop, { memberDiscount: 1_000 });
    const paused = await customerWithCart(shop, WINE, 6);
    await makeMember(paused.email, 'PAUSED', formula.id);
    const pausedCart = cartSchema.parse((await paused.customer.post(`/cart/${paused.cartId}`, {})).json.data);
    expect(pausedCart.products[0].memberDiscount).toBe(Math.round((pausedCart.products[0].basePrice * 1_000) / 10_000));

    const waiting = await customerWithCart(shop, WINE, 6);
    await makeMember(waiting.email, 'WAITING', formula.id);
    const waitingCart = cartSchema.parse((await waiting.customer.post(`/cart/${waiting.cartId}`, {})).json.data);
    expect(waitingCart.products[0]).toMatchObject({ memberDiscount: 0, unitPrice: waitingCart.products[0].basePrice });
  });

  it('is told by the session’s state, which the wine pages read: the discount for a member, 0 for anyone else', async () => {
    const formula = await aFormula(shop, { memberDiscount: 1_500 });
    const member = await customerWithCart(shop, WINE, 1);
    expect((await member.customer.get('/logged')).json.data).toEqual({ logged: true, role: 'CUSTOMER', memberDiscount: 0 });
    const membership = await makeMember(member.email, 'ACTIVE', formula.id);
    expect(sessionStateSchema.parse((await member.customer.get('/logged')).json.data)).toEqual({ logged: true, role: 'CUSTOMER', memberDiscount: 1_500 });

    await shop.db.update(clubMembership).set({ status: 'PAUSED', pausedUntil: '2099-01-01' }).where(eq(clubMembership.id, membership.id));
    expect((await member.customer.get('/logged')).json.data.memberDiscount).toBe(1_500);
    await shop.db.update(clubMembership).set({ status: 'CANCELLED', endsAt: shop.clock.now }).where(eq(clubMembership.id, membership.id));
    expect((await member.customer.get('/logged')).json.data.memberDiscount).toBe(0);

    const waiting = await customerWithCart(shop, WINE, 1);
    await makeMember(waiting.email, 'WAITING', formula.id);
    expect((await waiting.customer.get('/logged')).json.data.memberDiscount).toBe(0);
    expect((await shop.get('/logged')).json.data).toEqual({ logged: false, role: null, memberDiscount: 0 });
  });
});
