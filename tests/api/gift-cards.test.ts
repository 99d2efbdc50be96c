import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { giftCardBalanceSchema, orderDetailSchema, orderDiscountQuoteSchema, type OrderDetail } from '~/lib/contracts/order';
import { giftCard, giftCardUse, order, payment } from '~/server/db/schema';
import { adminCookie } from './admin-support';
import { browser, declinationOf } from './cart-browser';
import { shownDate, startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, noDelivery, notifySandbox, paySandbox, result, setStock } from './order-support';
import { pdfText } from './pdf-text';

// Gift cards end to end through the API: issued once when the order buying them is paid, mailed
// with a printable card, spent at checkout over several orders with the balance kept, never spent
// twice by orders racing on one card, and given back when the order's payment fails.

const SECRET = 'test-sandbox-secret';
const HENRI = 'TIL-HEN-2020-75';
const CODE = /\b[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}\b/g;
const PAID_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

let shop: TestShop;
let fr: number;
beforeAll(async () => {
  shop = await startTestShop({ env: { PAYMENT_SANDBOX_SECRET: SECRET } });
  shop.clock.now = shop.demoDate('2026-11-20T10:00:00Z');
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, HENRI)).id, 5000);
});
afterAll(() => shop.close());

const notify = (reference: string, status: string) => notifySandbox(shop, SECRET, reference, status);


/** A customer buys `quantity` of a gift product, pays by card; answers the order and the mail of its codes. */
async function buy(reference: string, quantity: number, lang: 'fr_FR' | 'en_US' = 'fr_FR') {
  const { customer, cartId, email } = await customerWithCart(shop, reference, quantity, lang);
  const placed = await customer.post('/order', noDelivery(cartId, fr), { lang });
  expect(placed.status).toBe(200);
  const { order: o, redirectUrl } = placed.json.data;
  const back = await paySandbox(shop, redirectUrl, PAID_CARD);
  expect((await result(customer, o.id, back)).json.data.status).toBe('PAID');
  const mail = (await shop.outbox()).find((m) => m.to === email && m.attachments?.length);
  return { order: o, email, redirectUrl, mail: mail!, codes: mail ? [...mail.text.matchAll(CODE)].map((m) => m[0]) : [] };
}

/** A signed-in customer with six bottles of Cuvée Henri (192 € and the delivery) in the cart. */
const winesBuyer = () => customerWithCart(shop, HENRI, 6);

const balanceOf = async (code: string) => (await browser(shop, '198.51.77.1').get(`/gift-card/${code}`)).json.data.balance as number;

describe('issuing gift cards', () => {
  it('issues one code per card bought, once however often the payment is confirmed, and mails them with their cards to print', async () => {
    const { customer, cartId, email } = await customerWithCart(shop, 'TIL-CAD-50', 2, 'en_US');
    const { order: o, redirectUrl } = (await customer.post('/order', noDelivery(cartId, fr), { lang: 'en_US' })).json.data;
    const reference = redirectUrl.split('/').at(-1)!;
    await Promise.all([notify(reference, 'PAID'), notify(reference, 'PAID'), notify(reference, 'PAID')]);
    const back = await paySandbox(shop, redirectUrl, PAID_CARD);
    await Promise.all([notify(reference, 'PAID'), result(customer, o.id, back)]);

    const cards = await shop.db.select().from(giftCard).where(eq(giftCard.orderId, o.id));
    expect(cards.map((c) => [c.kind, c.value, c.balance, c.unit])).toEqual([
      ['GIFT_CARD', 5000, 5000, 1],
      ['GIFT_CARD', 5000, 5000, 2],
    ]);
    const mails = (await shop.outbox()).filter((m) => m.to === email && m.attachments?.length);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('Your gift codes from Domaine des Tilleuls');
    const codes = [...mail.text.matchAll(CODE)].map((m) => m[0]);
    expect(new Set(codes).size).toBe(2);
    expect(mail.text).toContain('€50.00 gift card');
    // Only a hash of each code is kept: the database alone cannot spend a card.
    expect(cards.map((c) => c.codeEnd).sort()).toEqual(codes.map((code) => code.slice(-4)).sort());
    expect(cards.every((c) => /^[0-9a-f]{64}$/.test(c.codeHash))).toBe(true);

    expect(mail.attachments!.map((a) => [a.contentType, a.filename.startsWith('gift-card-')])).toEqual([
      ['application/pdf', true],
      ['application/pdf', true],
    ]);
    const printed = pdfText(Buffer.from(mail.attachments![0].content, 'base64')).join('\n');
    expect(printed).toContain('GIFT CARD');
    expect(printed).toContain('€50.00');
    expect(printed).toContain(codes[0]);
    expect(printed).toContain(`Valid until ${shownDate(cards[0].expiresAt)}`);
    // A year of validity, as the product page promises.
    expect(cards[0].expiresAt.getTime() - shop.clock.now.getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
  });

  it('issues a visit voucher for its visit, in French, with nothing to spend online', async () => {
    const { codes, mail } = await buy('TIL-BON-VD2', 1);
    expect(codes).toHaveLength(1);
    expect(mail.subject).toBe('Vos codes cadeaux – Domaine des Tilleuls');
    expect(mail.text).toContain('Bon cadeau « Visite et dégustation pour deux »');
    const printed = pdfText(Buffer.from(mail.attachments![0].content, 'base64')).join('\n');
    expect(printed).toContain('BON CADEAU');
    // The heading says what it is; the card says which visit, without saying it twice.
    expect(printed).toContain('« Visite et dégustation pour deux »');
    expect(printed).not.toContain('Bon cadeau «');
    const read = await browser(shop, '198.51.77.2').get(`/gift-card/${codes[0].toLowerCase()}`);
    expect(read.json.data).toMatchObject({ kind: 'VISIT_VOUCHER', value: 3600, balance: 0, usedAt: null });
    expect(printed).toContain(`Valable jusqu’au ${shownDate(new Date(read.json.data.expiresAt))}`);

    const { customer, cartId } = await winesBuyer();
    const refused = await customer.post('/order/discount', { idCart: cartId, giftCardCode: codes[0] });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Ce code est celui d’un bon de visite\u00a0: présentez-le au domaine lors de votre visite.');
  });
});

describe('spending a gift card', () => {
  it('pays a whole order, keeps the rest, then pays part of a second order', async () => {
    const { codes } = await buy('TIL-CAD-100', 1);
    const [code] = codes;

    // A 36 € visit voucher, paid entirely by the card: nothing to pay by bank card.
    const first = await customerWithCart(shop, 'TIL-BON-VD2', 1);
    const quoted = await first.customer.post('/order/discount', { idCart: first.cartId, giftCardCode: code.toLowerCase().replaceAll('-', ' ') });
    expect(quoted.status).toBe(200);
    expect(quoted.json.data).toMatchObject({ total: 3600, giftCard: { ending: code.slice(-4), balance: 10_000, amount: 3600, problem: null }, toPay: 0 });
    const placed = await first.customer.post('/order', noDelivery(first.cartId, fr));
    expect(placed.status).toBe(200);
    expect(placed.json.data.order.status).toBe('PAID');
    expect(placed.json.data.redirectUrl).toBe(`/order/cawl/result/${placed.json.data.order.id}`);
    expect(await balanceOf(code)).toBe(6400);

    // Six bottles: the card pays its last 64 €, the bank card the rest.
    const second = await winesBuyer();
    const quote = (await second.customer.post('/order/discount', { idCart: second.cartId, giftCardCode: code })).json.data;
    expect(quote.giftCard).toMatchObject({ balance: 6400, amount: 6400 });
    expect(quote.toPay).toBe(quote.total - 6400);
    const { order: o, redirectUrl } = (await second.customer.post('/order', homeDelivery(second.cartId, fr, { giftCardAmount: 6400 }))).json.data;
    const [row] = await shop.db.select({ total: order.total, giftCardTotal: order.giftCardTotal }).from(order).where(eq(order.id, o.id));
    // The quote was made before a carrier was chosen: the order adds the delivery, the card pays the same.
    expect(row.giftCardTotal).toBe(6400);
    expect(await shop.db.select({ amount: payment.amount }).from(payment).where(eq(payment.orderId, o.id))).toEqual([{ amount: row.total - 6400 }]);
    await paySandbox(shop, redirectUrl, PAID_CARD);
    expect(await balanceOf(code)).toBe(0);

    const third = await winesBuyer();
    const empty = await third.customer.post('/order/discount', { idCart: third.cartId, giftCardCode: code });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('Cette carte cadeau est entièrement utilisée\u00a0: il n’y reste rien à dépenser.');
    const uses = await shop.db.select({ amount: giftCardUse.amount }).from(giftCardUse).innerJoin(giftCard, eq(giftCard.id, giftCardUse.giftCardId)).where(eq(giftCard.codeEnd, code.slice(-4)));
    expect(uses.map((u) => u.amount).sort()).toEqual([3600, 6400]);
  });

  it('lets only one of two orders racing on a card spend it', async () => {
    const { codes } = await buy('TIL-CAD-50', 1);
    const buyers = [await winesBuyer(), await winesBuyer()];
    for (const b of buyers) expect((await b.customer.post('/order/discount', { idCart: b.cartId, giftCardCode: codes[0] })).json.data.giftCard.amount).toBe(5000);

    const answers = await Promise.all(buyers.map((b) => b.customer.post('/order', homeDelivery(b.cartId, fr, { giftCardAmount: 5000 }))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.message).toBe('Cette carte cadeau est entièrement utilisée\u00a0: il n’y reste rien à dépenser.');
    expect(await balanceOf(codes[0])).toBe(0);
    const placed = answers.find((a) => a.status === 200)!.json.data.order;
    expect(await shop.db.select({ amount: giftCardUse.amount }).from(giftCardUse).where(eq(giftCardUse.orderId, placed.id))).toEqual([{ amount: 5000 }]);
  });

  it('refuses an order whose card no longer gives what the customer was quoted', async () => {
    const { codes } = await buy('TIL-CAD-100', 1);
    const late = await winesBuyer();
    expect((await late.customer.post('/order/discount', { idCart: late.cartId, giftCardCode: codes[0] })).json.data.giftCard.amount).toBe(10_000);
    // Meanwhile the card pays a 30 € gift card for someone else.
    const other = await customerWithCart(shop, 'TIL-CAD-30', 1);
    await other.customer.post('/order/discount', { idCart: other.cartId, giftCardCode: codes[0] });
    expect((await other.customer.post('/order', noDelivery(other.cartId, fr))).json.data.order.status).toBe('PAID');

    const refused = await late.customer.post('/order', homeDelivery(late.cartId, fr, { giftCardAmount: 10_000 }));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Le solde de votre carte cadeau a changé depuis que vous l’avez ajoutée. Vérifiez le nouveau total avant de payer.');
    const requote = (await late.customer.post('/order/discount', { idCart: late.cartId })).json.data;
    expect(requote.giftCard).toMatchObject({ balance: 7000, amount: 7000 });
  });

  it('gives the card’s share back when the payment fails, and the cart keeps the card', async () => {
    const { codes } = await buy('TIL-CAD-50', 1);
    const { customer, cartId } = await winesBuyer();
    await customer.post('/order/discount', { idCart: cartId, giftCardCode: codes[0] });
    const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
    expect(await balanceOf(codes[0])).toBe(0);
    const back = await paySandbox(shop, redirectUrl, DECLINED_CARD);
    expect((await result(customer, o.id, back)).json.data.status).toBe('PAYMENT_FAILED');
    expect(await balanceOf(codes[0])).toBe(5000);
    const [use] = await shop.db.select().from(giftCardUse).where(eq(giftCardUse.orderId, o.id));
    expect(use.releasedAt).not.toBeNull();
    const again = (await customer.post('/order/discount', { idCart: cartId })).json.data;
    expect(again.giftCard).toMatchObject({ balance: 5000, amount: 5000 });
  });

  it('takes the share again when a payment confirmed late revives the order, and refunds it when the card was spent meanwhile', async () => {
    /** An order of six bottles paying 50 € with the card, whose hold then runs out unpaid. */
    async function endedUnpaid(code: string) {
      const { customer, cartId } = await winesBuyer();
      await customer.post('/order/discount', { idCart: cartId, giftCardCode: code });
      const { order: o, redirectUrl } = (await customer.post('/order', homeDelivery(cartId, fr))).json.data;
      shop.clock.now = new Date(shop.clock.now.getTime() + 31 * 60_000);
      expect((await customer.get(`/order/${o.id}`)).json.data.status).toBe('CANCELLED');
      return { customer, order: o, reference: redirectUrl.split('/').at(-1)! };
    }

    const { codes: [code] } = await buy('TIL-CAD-50', 1);
    const revived = await endedUnpaid(code);
    expect(await balanceOf(code)).toBe(5000);
    expect((await notify(revived.reference, 'PAID')).status).toBe(200);
    expect((await revived.customer.get(`/order/${revived.order.id}`)).json.data).toMatchObject({ status: 'PAID', giftCardPayment: { ending: code.slice(-4), amount: 5000 } });
    expect(await balanceOf(code)).toBe(0);

    // Another card, given back by an order that ended, then spent by a quicker order before the late payment.
    const { codes: [second] } = await buy('TIL-CAD-50', 1);
    const late = await endedUnpaid(second);
    const quicker = await winesBuyer();
    await quicker.customer.post('/order/discount', { idCart: quicker.cartId, giftCardCode: second });
    expect((await quicker.customer.post('/order', homeDelivery(quicker.cartId, fr))).status).toBe(200);
    expect((await notify(late.reference, 'PAID')).status).toBe(200);
    expect((await late.customer.get(`/order/${late.order.id}`)).json.data.status).toBe('REFUNDED');
    expect(await balanceOf(second)).toBe(0);
  });

  it('refuses unknown codes, then stops an address that keeps guessing', async () => {
    const guesser = browser(shop, '198.51.77.99');
    const unknown = await guesser.get('/gift-card/AAAA-BBBB-CCCC-DDDD', { lang: 'en_US' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('This gift card code does not exist. Check the 16 characters printed on the card.');
    const { customer, cartId } = await winesBuyer();
    const typo = await customer.post('/order/discount', { idCart: cartId, giftCardCode: 'pas-un-code' });
    expect(typo.status).toBe(400);
    expect(typo.json.message).toBe('Ce code de carte cadeau n’existe pas. Vérifiez les 16\u00a0caractères imprimés sur la carte.');

    for (let i = 1; i < 10; i++) expect((await guesser.get(`/gift-card/AAAA-BBBB-CCCC-${String(i).padStart(4, '2')}`)).status).toBe(404);
    const stopped = await guesser.get('/gift-card/AAAA-BBBB-CCCC-EEEE');
    expect(stopped.status).toBe(429);
    expect(stopped.json.message).toBe('Trop de codes inconnus saisis. Réessayez dans 60\u00a0minutes.');
  });
});

describe('the order contract’s gift card shapes (src/lib/contracts/order.ts)', () => {
  it('describes exactly a card’s balance, a quote it pays part of, and the orders that bought and spent it', async () => {
    const { order: bought, codes } = await buy('TIL-CAD-100', 1);
    const balance = (await browser(shop, '198.51.77.2').get(`/gift-card/${codes[0]}`)).json.data;
    const { customer, cartId } = await winesBuyer();
    const quote = (await customer.post('/order/discount', { idCart: cartId, giftCardCode: codes[0] })).json.data;
    const spent = (await customer.post('/order', homeDelivery(cartId, fr, { giftCardAmount: quote.giftCard.amount }))).json.data.order as OrderDetail;
    const buyer = (await shop.get(`/order/${bought.id}`, { cookie: await adminCookie(shop) })).json.data as OrderDetail;

    expect(buyer.giftCards).toHaveLength(1);
    expect(spent.giftCardPayment).toMatchObject({ amount: 10_000, left: 0 });
    expect(giftCardBalanceSchema.parse(balance)).toEqual(balance);
    expect(orderDiscountQuoteSchema.parse(quote)).toEqual(quote);
    expect(orderDetailSchema.parse(spent)).toEqual(spent);
    expect(orderDetailSchema.parse(buyer)).toEqual(buyer);
    expect(giftCardBalanceSchema.safeParse({ ...balance, kind: 'COUPON' }).success).toBe(false);
  });
});
