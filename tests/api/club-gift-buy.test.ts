import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartSchema } from '~/lib/contracts/cart';
import { clubOfferSchema, membershipSchema } from '~/lib/contracts/club';
import { clubGift, discount, order, orderLine } from '~/server/db/schema';
import { browser, declinationOf, type Browser } from './cart-browser';
import { aFormula, clubCustomer } from './club-support';
import { startTestShop, type TestShop } from './harness';
import { franceId, homeDelivery, noDelivery, notifySandbox, paySandbox, result, setStock } from './order-support';

// Buying a gift membership of the wine club (docs/club.md, "Gift memberships"): a line of the
// wine cart at the formula's price, ordered without a delivery when nothing else is shipped, paid
// as gift cards are; the payment issues the code and mails the recipient once, however often it is
// confirmed; the recipient joins with it.

const SECRET = 'test-sandbox-secret';
const PAID_CARD = '4242424242424242';
const CODE = /\b[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}\b/;

let shop: TestShop;
let fr: number;
let buyers = 0;
beforeAll(async () => {
  shop = await startTestShop({ env: { PAYMENT_SANDBOX_SECRET: SECRET } });
  shop.clock.now = shop.demoDate('2026-11-20T10:00:00Z');
  fr = await franceId(shop);
});
afterAll(() => shop.close());

const notify = (reference: string, status: string) => notifySandbox(shop, SECRET, reference, status);


async function aBuyer(): Promise<{ customer: Browser; email: string }> {
  buyers += 1;
  const customer = browser(shop, `198.51.120.${buyers}`);
  const email = `offre${buyers}@example.fr`;
  await customer.signUp(email);
  return { customer, email };
}

const gift = (formulaId: number, extra: Record<string, unknown> = {}) => ({
  formulaId,
  recipientName: 'Louise Martin',
  recipientEmail: 'louise.cadeau@example.fr',
  lang: 'fr_FR',
  message: 'Bon anniversaire, Louise !',
  ...extra,
});

const mailsTo = async (email: string) => (await shop.outbox()).filter((mail) => mail.to === email);

describe('buying a gift membership', () => {
  it('shows each formula offered as a gift with its shipments and price', async () => {
    const formula = await aFormula(shop, { giftShipments: 3, giftPrice: 24_000 }, 'Offre affichée');
    const none = await aFormula(shop, {}, 'Pas offerte');
    const offer = clubOfferSchema.parse((await shop.get('/club/formula')).json.data);
    expect(offer.formulas.find((f) => f.id === formula.id)?.gift).toEqual({ shipments: 3, price: 24_000 });
    expect(offer.formulas.find((f) => f.id === none.id)?.gift).toBeNull();
  });

  it('is a cart line at the formula’s price, ordered without delivery, paid, issued and mailed once, then redeemed', async () => {
    const formula = await aFormula(shop, { giftShipments: 3, giftPrice: 24_000 }, 'Trois envois');
    const { customer, email } = await aBuyer();
    // A price sent by the buyer is no field of the request: refused, never used.
    const priced = await customer.post('/cart/new/club-gift', { ...gift(formula.id), price: 1 });
    expect(priced.status).toBe(400);
    const added = await customer.post('/cart/new/club-gift', gift(formula.id, { recipientEmail: ' Louise.Cadeau@Example.fr ' }));
    expect(added.status, added.json.message ?? undefined).toBe(200);
    expect(added.json.message).toBe('L’adhésion offerte est dans votre panier.');
    const cart = cartSchema.parse(added.json.data);
    expect(cart.clubGifts).toEqual([
      expect.objectContaining({ index: 0, formulaId: formula.id, label: 'Adhésion offerte – Trois envois, 3 expéditions', shipments: 3, unitPrice: 24_000, vatRate: 2000, recipientEmail: 'louise.cadeau@example.fr', problem: null }),
    ]);
    expect(cart).toMatchObject({ totalProduct: 1, totals: { products: 24_000, discount: 0, total: 24_000 }, needsShipping: false, bottles: 0 });

    const placed = await customer.post('/order', { ...noDelivery(cart.id, fr), expectedTotal: 24_000 });
    expect(placed.status, placed.json.message ?? undefined).toBe(200);
    const { order: o, redirectUrl } = placed.json.data;
    const [line] = await shop.db.select().from(orderLine).where(eq(orderLine.orderId, o.id));
    expect(line).toMatchObject({ productId: null, productType: 'OTHER', name: 'Adhésion offerte – Trois envois, 3 expéditions', unitPrice: 24_000, quantity: 1, isDematerialized: true, hasShippingFees: false, vatRate: 2000 });
    const [row] = await shop.db.select().from(order).where(eq(order.id, o.id));
    expect(row).toMatchObject({ deliveryType: 'NO_DELIVERY', shippingFees: 0, total: 24_000 });
    // Nothing issued before the payment.
    expect(await shop.db.select().from(clubGift).where(eq(clubGift.orderId, o.id))).toEqual([]);

    const reference = redirectUrl.split('/').at(-1)!;
    await Promise.all([notify(reference, 'PAID'), notify(reference, 'PAID')]);
    const back = await paySandbox(shop, redirectUrl, PAID_CARD);
    await Promise.all([notify(reference, 'PAID'), result(customer, o.id, back)]);

    const gifts = await shop.db.select().from(clubGift).where(eq(clubGift.orderId, o.id));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ formulaId: formula.id, shipments: 3, price: 24_000, orderLineId: line.id, recipientName: 'Louise Martin', lang: 'fr_FR', membershipId: null });
    const mails = await mailsTo('louise.cadeau@example.fr');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Une adhésion au club vous est offerte – /);
    expect(mails[0].text).toContain('Bon anniversaire, Louise !');
    const code = mails[0].text.match(CODE)![0];
    expect(mails[0].text).toContain(`/club/adherer/${formula.id}?cadeau=${code}`);
    // The buyer has the order's confirmation, not the code.
    expect((await mailsTo(email)).some((mail) => mail.text.includes(code))).toBe(false);

    const offer = clubOfferSchema.parse((await shop.get('/club/formula')).json.data);
    const recipient = await clubCustomer(shop, 'louise.cadeau@example.fr', '1985-01-02', { card: false });
    const joined = await shop.post('/user/club', { formulaId: formula.id, deliveryMode: 'COLLECTION', giftCode: code, acceptTerms: true, termsVersion: offer.termsVersion }, { cookie: recipient.cookie });
    expect(joined.status, joined.json.message ?? undefined).toBe(200);
    expect(membershipSchema.parse(joined.json.data)).toMatchObject({ status: 'ACTIVE', giftShipmentsLeft: 3 });
  });

  it('goes with wines in one order: the wines shipped, the gift a dematerialized line issued in the recipient’s language', async () => {
    const formula = await aFormula(shop, { giftShipments: 2, giftPrice: 15_000 }, 'Avec du vin');
    const { customer } = await aBuyer();
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    await setStock(shop, henri.id, 5000);
    const wines = await customer.add('new', henri.id, { quantity: 6 });
    expect(wines.status).toBe(200);
    const added = await customer.post(`/cart/${wines.json.data.id}/club-gift`, gift(formula.id, { recipientEmail: 'paul.cadeau@example.com', lang: 'en_US', message: '' }));
    const cart = cartSchema.parse(added.json.data);
    expect(cart.totals.products).toBe(cart.products[0].lineTotal + 15_000);
    expect(cart).toMatchObject({ totalProduct: 7, bottles: 6, needsShipping: true });

    const placed = await customer.post('/order', homeDelivery(cart.id, fr));
    expect(placed.status, placed.json.message ?? undefined).toBe(200);
    const { order: o, redirectUrl } = placed.json.data;
    const lines = await shop.db.select().from(orderLine).where(eq(orderLine.orderId, o.id)).orderBy(orderLine.id);
    expect(lines.map((l) => [l.productType, l.isDematerialized, l.unitPrice])).toEqual([
      ['WINE', false, cart.products[0].unitPrice],
      ['OTHER', true, 15_000],
    ]);
    const back = await paySandbox(shop, redirectUrl, PAID_CARD);
    await result(customer, o.id, back);
    const [issued] = await shop.db.select().from(clubGift).where(eq(clubGift.orderId, o.id));
    expect(issued).toMatchObject({ orderLineId: lines[1].id, price: 15_000, lang: 'en_US', message: '' });
    const [mail] = await mailsTo('paul.cadeau@example.com');
    expect(mail.subject).toMatch(/^You have been given a wine club membership – /);
    expect(mail.text).toContain('/en_US/club/adherer/');
  });

  it('counts in the products for a cart code, as a gift card does', async () => {
    const formula = await aFormula(shop, { giftShipments: 2, giftPrice: 10_000 }, 'Avec un code');
    await shop.db.insert(discount).values({ code: 'CADEAU10', type: 'PERCENT', detailType: 'CART', amount: 1000, isActive: true });
    const { customer } = await aBuyer();
    const added = await customer.post('/cart/new/club-gift', gift(formula.id));
    const coded = await customer.post(`/cart/${added.json.data.id}`, { discountCode: 'cadeau10' });
    expect(coded.status, coded.json.message ?? undefined).toBe(200);
    expect(cartSchema.parse(coded.json.data).totals).toEqual({ products: 10_000, discount: 1_000, total: 9_000 });
  });

  it('is removed from the cart by its place, and a cart of removed gifts cannot be ordered', async () => {
    const formula = await aFormula(shop, { giftShipments: 1, giftPrice: 8_000 }, 'Retirée');
    const { customer } = await aBuyer();
    const added = await customer.post('/cart/new/club-gift', gift(formula.id));
    const cartId = added.json.data.id as number;
    await customer.post(`/cart/${cartId}/club-gift`, gift(formula.id, { recipientName: 'Second' }));
    const removed = await customer.delete(`/cart/${cartId}/club-gift/0`);
    expect(removed.status).toBe(200);
    expect(cartSchema.parse(removed.json.data).clubGifts.map((g) => [g.index, g.recipientName])).toEqual([[0, 'Second']]);
    expect((await customer.delete(`/cart/${cartId}/club-gift/5`)).json.message).toBe('Cette adhésion offerte n’est plus dans votre panier.');
    await customer.delete(`/cart/${cartId}/club-gift/0`);
    const placed = await customer.post('/order', noDelivery(cartId, fr));
    expect(placed.status).toBe(400);
    // Another visitor cannot touch it.
    const stranger = (await aBuyer()).customer;
    expect((await stranger.post(`/cart/${cartId}/club-gift`, gift(formula.id))).status).toBe(404);
  });

  it('is refused when the formula stopped being offered before the order', async () => {
    const formula = await aFormula(shop, { giftShipments: 1, giftPrice: 8_000 }, 'Plus offerte');
    const { customer } = await aBuyer();
    const added = await customer.post('/cart/new/club-gift', gift(formula.id));
    const { clubFormula } = await import('~/server/db/schema');
    await shop.db.update(clubFormula).set({ giftShipments: null, giftPrice: null }).where(eq(clubFormula.id, formula.id));
    const cart = cartSchema.parse((await customer.post(`/cart/${added.json.data.id}`, {})).json.data);
    expect(cart.clubGifts[0]).toMatchObject({ unitPrice: 0, problem: 'Cette formule ne peut pas être offerte.' });
    const placed = await customer.post('/order', noDelivery(cart.id, fr));
    expect(placed.status).toBe(400);
    expect(placed.json.message).toContain('Cette formule ne peut pas être offerte.');
  });

  it('refuses bad input in French and English, and a guest', async () => {
    const formula = await aFormula(shop, { giftShipments: 1, giftPrice: 8_000 }, 'Erreurs');
    const plain = await aFormula(shop, {}, 'Non offerte');
    const { customer } = await aBuyer();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [gift(formula.id, { recipientName: '  ' }), 400, 'Indiquez le nom de la personne à qui vous l’offrez (120 caractères au plus).', 'Enter the name of the person you are giving it to (120 characters at most).'],
      [gift(formula.id, { recipientEmail: 'louise@' }), 400, 'Indiquez une adresse e-mail valide pour la personne à qui vous l’offrez.', 'Enter a valid e-mail address for the person you are giving it to.'],
      [gift(formula.id, { message: 'x'.repeat(501) }), 400, 'Votre message doit tenir en 500 caractères.', 'Your message must fit in 500 characters.'],
      [gift(formula.id, { formulaId: 'deux' }), 400, 'Choisissez la formule à offrir.', 'Choose the plan to give.'],
      [gift(plain.id), 400, 'Cette formule ne peut pas être offerte.', 'This formula cannot be given as a gift.'],
      [gift(999_999), 404, 'Cette formule n’est pas proposée.', 'This plan is not on offer.'],
    ];
    for (const [body, status, french, english] of cases) {
      const frAnswer = await customer.post('/cart/new/club-gift', body);
      expect(frAnswer.status, french).toBe(status);
      expect(frAnswer.json.message).toBe(french);
      const enAnswer = await customer.post('/cart/new/club-gift', body, { lang: 'en_US' });
      expect(enAnswer.json.message).toBe(english);
    }
    const guest = browser(shop, '198.51.121.1');
    const refused = await guest.post('/cart/new/club-gift', gift(formula.id));
    expect(refused.status).toBe(401);
    expect(refused.json.message).toBe('Connectez-vous pour offrir une adhésion au club.');
    expect((await guest.post('/cart/new/club-gift', gift(formula.id), { lang: 'en_US' })).json.message).toBe('Sign in to give a club membership.');
  });
});
