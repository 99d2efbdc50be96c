import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { keptCardSchema, type KeptCard } from '~/lib/contracts/cards';
import { keptCard, order, sandboxCard } from '~/server/db/schema';
import { createPaymentProviders } from '~/server/payments';
import { declinationOf, type Browser } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock } from './order-support';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe';

// The customer's kept cards (GET /user/cards, PUT /user/cards/{id}/default, DELETE /user/cards/{id}):
// kept from a payment where the customer ticked "keep this card", only theirs, deleted at the
// provider too, the expiry shown.

let shop: TestShop;
let fr: number;
let fakeStripe: FakeStripe;
const sandboxProviders = () => createPaymentProviders({ db: shop.db, now: shop.deps.now }, { provider: 'sandbox', sandboxSecret: shop.deps.config.sandboxSecret });

beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 10_000);
  fakeStripe = await startFakeStripe({ secretKey: 'sk_test_cards', webhookSecret: 'whsec_cards' });
});
afterAll(async () => {
  await shop?.close();
  await fakeStripe?.close();
});

/** Pays an order on the sandbox's page with `card`, keeping it or not. */
async function payOnce(customer: Browser, cartId: number, card: string, keepCard = true) {
  const answer = await customer.post('/order', homeDelivery(cartId, fr, { keepCard }));
  expect(answer.status, answer.json.message ?? undefined).toBe(200);
  const { order: placed, redirectUrl } = answer.json.data as { order: { id: number }; redirectUrl: string };
  const back = await result(customer, placed.id, await paySandbox(shop, redirectUrl, card));
  expect(back.json.data.status).toBe('PAID');
  return placed.id;
}

async function customerWithCard(card = '4242424242424242') {
  const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
  const orderId = await payOnce(customer, cartId, card);
  return { customer, orderId };
}

async function nextCart(customer: Browser) {
  const added = await customer.add('new', (await declinationOf(shop, 'TIL-HEN-2020-75')).id, { quantity: 6 });
  return added.json.data.id as number;
}

const cardsOf = async (customer: Browser) => {
  const answer = await customer.get('/user/cards');
  expect(answer.status).toBe(200);
  return answer.json.data.map((card: unknown) => keptCardSchema.parse(card)) as KeptCard[];
};

describe('kept cards', () => {
  it('answers 401 to a visitor', async () => {
    expect((await shop.get('/user/cards')).status).toBe(401);
    expect((await shop.put('/user/cards/1/default')).status).toBe(401);
  });

  it('keeps the card only when the customer asked, and shows what recognises it', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    await payOnce(customer, cartId, '4242424242424242', false);
    expect(await cardsOf(customer)).toEqual([]);
    await payOnce(customer, await nextCart(customer), '4242 4242 4242 4242');
    const [card] = await cardsOf(customer);
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242', isDefault: true, expired: false, expiresSoon: false, provider: 'sandbox' });
    // What the shop keeps: the provider's token, never the number.
    const [row] = await shop.db.select().from(keptCard).where(eq(keptCard.id, card.id));
    expect(JSON.stringify(row)).not.toMatch(/4242424242424242/);
    expect(row.cardReference).toMatch(/^sbx_card_/);
  });

  it('a second card kept is not the default; the customer chooses the default', async () => {
    const { customer } = await customerWithCard();
    await payOnce(customer, await nextCart(customer), '4000000000000341');
    const [first, second] = await cardsOf(customer);
    expect(first).toMatchObject({ last4: '4242', isDefault: true });
    expect(second).toMatchObject({ last4: '0341', isDefault: false });
    const chosen = await customer.put(`/user/cards/${second.id}/default`);
    expect(chosen.status).toBe(200);
    expect(chosen.json.message).toBe('Carte par défaut enregistrée.');
    expect(chosen.json.data.map((c: KeptCard) => [c.last4, c.isDefault])).toEqual([['0341', true], ['4242', false]]);
  });

  it('a customer can neither see, choose nor delete another customer’s card', async () => {
    const { customer } = await customerWithCard();
    const [card] = await cardsOf(customer);
    const { customer: other } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    expect(await cardsOf(other)).toEqual([]);
    const chosen = await other.put(`/user/cards/${card.id}/default`);
    expect(chosen.status).toBe(404);
    expect(chosen.json.message).toBe('Cette carte est introuvable.');
    expect((await other.delete(`/user/cards/${card.id}`)).status).toBe(404);
    expect((await other.delete(`/user/cards/${card.id}`, { lang: 'en_US' })).json.message).toBe('This card cannot be found.');
    expect(await cardsOf(customer)).toHaveLength(1);
  });

  it('deletes the card at the provider too; the next card becomes the default', async () => {
    const { customer } = await customerWithCard();
    await payOnce(customer, await nextCart(customer), '4000000000000341');
    const [first, second] = await cardsOf(customer);
    const [row] = await shop.db.select().from(keptCard).where(eq(keptCard.id, first.id));
    const deleted = await customer.delete(`/user/cards/${first.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe('Carte supprimée.');
    expect(deleted.json.data).toEqual([{ ...second, isDefault: true }]);
    const [atSandbox] = await shop.db.select().from(sandboxCard).where(eq(sandboxCard.token, row.cardReference));
    expect(atSandbox.deletedAt).not.toBeNull();
  });

  it('a provider that does not answer keeps the card, and says so', async () => {
    const { customer } = await customerWithCard();
    const [card] = await cardsOf(customer);
    // The card held at a Stripe that is down.
    const stripe = createPaymentProviders({ db: shop.db, now: shop.deps.now }, { provider: 'stripe', stripe: { secretKey: 'sk_test_cards', publishableKey: 'pk', webhookSecret: 'whsec_cards', apiBase: fakeStripe.base, timeoutMs: 1000 } });
    await shop.db.update(keptCard).set({ provider: 'stripe', customerReference: 'cus_x', cardReference: 'pm_x' }).where(eq(keptCard.id, card.id));
    const sandbox = sandboxProviders();
    shop.deps.payments = { ...sandbox, named: (name) => (name === 'stripe' ? stripe.current : sandbox.named(name)) };
    fakeStripe.faults.down = true;
    try {
      const refused = await customer.delete(`/user/cards/${card.id}`);
      expect(refused.status).toBe(503);
      expect(refused.json.message).toContain('Notre prestataire de paiement ne répond pas');
      expect(await cardsOf(customer)).toHaveLength(1);
    } finally {
      fakeStripe.faults.down = false;
      shop.deps.payments = sandbox;
    }
  });

  it('says when a card expires soon, and when it has expired; an expired card cannot pay', async () => {
    const { customer } = await customerWithCard('4000000000000069');
    const [card] = await cardsOf(customer);
    // The sandbox's card that expires: at the end of next month.
    const now = shop.clock.now;
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    expect([card.expMonth, card.expYear]).toEqual([next.getUTCMonth() + 1, next.getUTCFullYear()]);
    const expiring = (monthsFromNow: number) => {
      const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthsFromNow, 1));
      return shop.db.update(keptCard).set({ expMonth: month.getUTCMonth() + 1, expYear: month.getUTCFullYear() }).where(eq(keptCard.id, card.id));
    };
    await expiring(3);
    expect((await cardsOf(customer))[0]).toMatchObject({ expiresSoon: false, expired: false });
    // Its last month: it ends within a month.
    await expiring(0);
    expect((await cardsOf(customer))[0]).toMatchObject({ expiresSoon: true, expired: false });
    await expiring(-1);
    expect((await cardsOf(customer))[0]).toMatchObject({ expiresSoon: false, expired: true });
    const refused = await customer.post('/order', homeDelivery(await nextCart(customer), fr, { idKeptCard: card.id }), { lang: 'en_US' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('This card has expired: pay with another card.');
  });

  it('pays the next order in one click; the bank wanting the customer, the sandbox asks for the confirmation', async () => {
    const { customer } = await customerWithCard('4000002760003184');
    const [card] = await cardsOf(customer);
    const answer = await customer.post('/order', homeDelivery(await nextCart(customer), fr, { idKeptCard: card.id }));
    expect(answer.status).toBe(200);
    const { order: placed, redirectUrl } = answer.json.data as { order: { id: number }; redirectUrl: string };
    expect(redirectUrl).toMatch(/^\/api\/payment\/sandbox\/pay\/sbx_/);
    const [before] = await shop.db.select({ status: order.status }).from(order).where(eq(order.id, placed.id));
    expect(before.status).toBe('AWAITING_PAYMENT');
    const back = await result(customer, placed.id, await paySandbox(shop, redirectUrl, ''));
    expect(back.json.data.status).toBe('PAID');
  });

  it('an erased account takes its kept cards with it, at the provider too', async () => {
    const { customer, orderId } = await customerWithCard();
    const [card] = await cardsOf(customer);
    const [row] = await shop.db.select().from(keptCard).where(eq(keptCard.id, card.id));
    // Its order delivered: nothing is under way any more.
    await shop.db.update(order).set({ status: 'DELIVERED' }).where(eq(order.id, orderId));
    const erased = await customer.delete('/user', { body: { password: 'vendanges2026' } });
    expect(erased.status, erased.json.message ?? undefined).toBe(200);
    expect(await shop.db.select().from(keptCard).where(eq(keptCard.id, card.id))).toEqual([]);
    const [atSandbox] = await shop.db.select().from(sandboxCard).where(eq(sandboxCard.token, row.cardReference));
    expect(atSandbox.deletedAt).not.toBeNull();
  });
});
