import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { order, orderLine, product, user } from '~/server/db/schema';
import { invoiceContent } from '~/server/services/orders/invoice-content';
import { readableOrder } from '~/server/services/orders/read';
import { adminCookie, moveTo } from './admin-support';
import { declinationOf, type Browser } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock } from './order-support';

// The invoice as French law wants it: prices without and with VAT, the VAT per rate on what was
// paid at that rate (discount and shipping shared out pro rata), the seller's identifiers and the
// excise notice; and it outlives the buyer's account for the ten years the law keeps it.

const NBSP = '\u00a0';
const euros = (text: string) => `${text}${NBSP}€`;
const ADMIN = { userId: 0, sessionId: 0, role: 'ADMIN', memberDiscount: 0 } as const;

let shop: TestShop;
let fr: number;
let colissimo: number;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  fr = await franceId(shop);
  admin = await adminCookie(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
  // The invoices below ship nine bottles, their figures worked out by hand: no whole cases asked.
  await shop.setParameter('BOTTLE_MULTIPLE', null);
  const { customer } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
  const fees = await customer.post('/calculate/shipping-fees', { postalCode: '49400', country: 'FR' });
  colissimo = fees.json.data.carriers.find((c: any) => c.serviceCode === 'COLISSIMO_DOMICILE').idCarrier;
});
afterAll(() => shop.close());

async function setVatRate(reference: string, vatRate: number) {
  await shop.db.update(product).set({ vatRate }).where(eq(product.id, (await declinationOf(shop, reference)).productId));
}

async function add(customer: Browser, cartId: number, reference: string, quantity: number) {
  const added = await customer.add(cartId, (await declinationOf(shop, reference)).id, { quantity });
  if (added.status !== 200) throw new Error(`add refused: ${added.json.message}`);
}

/** Places the cart's order with Colissimo to the door and pays it with the sandbox's test card. */
async function placeAndPay(customer: Browser, cartId: number, extra: Record<string, unknown> = {}) {
  const placed = await customer.post('/order', homeDelivery(cartId, fr, { delivery: { type: 'DELIVERY', idCarrier: colissimo }, ...extra }));
  if (placed.status !== 200) throw new Error(`order refused: ${placed.json.message}`);
  const { order: created, redirectUrl } = placed.json.data;
  const outcome = await result(customer, created.id, await paySandbox(shop, redirectUrl, '4242 4242 4242 4242'));
  if (outcome.json.data?.status !== 'PAID') throw new Error(`payment failed: ${JSON.stringify(outcome.json)}`);
  return created.id as number;
}

describe('the VAT on the invoice', () => {
  it('states it per rate, the discount and the shipping shared pro rata, adding up to the total to the cent', async () => {
    // The sommelier knife at 5.5 % for the test: wine stays at 20 %.
    await setVatRate('TIL-ACC-LIM', 550);
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    await add(customer, cartId, 'TIL-ACC-LIM', 2);
    await add(customer, cartId, 'TIL-SCT-2024-75', 3);
    const quote = await customer.post('/order/discount', { idCart: cartId, idCarrier: colissimo, postalCode: '49400', idCountry: fr, discountCode: 'BIENVENUE10' });
    // 192 € + 48 € + 40.50 € of products, 10 % off, 19.90 € for nine bottles.
    expect(quote.json.data).toEqual({ value: { code: 'BIENVENUE10' }, subtotal: 28_050, discount: 2805, shippingFees: 1990, total: 27_235, giftCard: null, toPay: 27_235 });
    const orderId = await placeAndPay(customer, cartId);

    // The rate is the one of the sale: a later change in the catalogue does not rewrite the invoice.
    await setVatRate('TIL-ACC-LIM', 2000);
    const lines = await shop.db.select({ reference: orderLine.reference, vatRate: orderLine.vatRate }).from(orderLine).where(eq(orderLine.orderId, orderId));
    expect(lines).toEqual(expect.arrayContaining([{ reference: 'TIL-ACC-LIM', vatRate: 550 }, { reference: 'TIL-HEN-2020-75', vatRate: 2000 }, { reference: 'TIL-SCT-2024-75', vatRate: 2000 }]));

    const row = await readableOrder(shop.db, ADMIN, orderId);
    const content = await invoiceContent(shop.deps, 1, 'fr_FR', row);
    // 5.5 %: 48 € less 4.80 € of the discount (48/280.50 of it) plus 3.41 € of the shipping.
    // 20 %: 232.50 € less 23.25 € plus 16.49 €. 1.90 € of shipping splits 3.4053 / 16.4947: the cent left goes to 5.5 %.
    expect(content.breakdown.rates).toEqual([
      { rate: 550, base: 4418, vat: 243, total: 4661 },
      { rate: 2000, base: 18_812, vat: 3762, total: 22_574 },
    ]);
    expect(content.breakdown).toMatchObject({ base: 23_230, vat: 4005, total: row.total });
    expect(row.total).toBe(27_235);
    for (const rate of content.breakdown.rates) expect(rate.vat).toBe(Math.round((rate.total * rate.rate) / (10_000 + rate.rate)));

    expect(content.vat.rows).toEqual([
      { rate: `5,5${NBSP}%`, base: euros('44,18'), vat: euros('2,43'), total: euros('46,61') },
      { rate: `20${NBSP}%`, base: euros('188,12'), vat: euros('37,62'), total: euros('225,74') },
    ]);
    expect(content.vat.columns).toEqual({ rate: 'Taux', base: 'Base HT', vat: 'TVA', total: 'Total TTC' });
    expect(content.charges).toEqual([
      { label: 'Total des produits', value: euros('280,50') },
      { label: 'Remise (code BIENVENUE10)', value: `− ${euros('28,05')}` },
      { label: 'Frais de livraison', value: euros('19,90') },
    ]);
    expect(content.totals).toEqual([
      { label: 'Total HT', value: euros('232,30') },
      { label: 'Total TVA', value: euros('40,05') },
      { label: 'Total TTC', value: euros('272,35'), strong: true },
    ]);
    // Unit prices without and with VAT: 24 € at 5.5 % is 22.75 € + 1.25 €.
    expect(content.lines.find((line) => line.detail === 'Réf. TIL-ACC-LIM')).toEqual(
      expect.objectContaining({ quantity: '2', vatRate: `5,5${NBSP}%`, unitPriceExcludingVat: euros('22,75'), unitPrice: euros('24,00'), total: euros('48,00') }),
    );
    expect(content.lines.find((line) => line.detail === 'Réf. TIL-HEN-2020-75')).toEqual(
      expect.objectContaining({ vatRate: `20${NBSP}%`, unitPriceExcludingVat: euros('26,67'), unitPrice: euros('32,00') }),
    );

    expect(content.estate.lines).toEqual(expect.arrayContaining(['SIRET 412 587 966 00018', 'N° TVA intracommunautaire FR66 412 587 966', 'RCS Angers 412 587 966']));
    expect(content.notices).toEqual([
      'Prix en euros, toutes taxes comprises (TVA et droits d’accises inclus).',
      'La remise et les frais de livraison sont répartis entre les taux de TVA au prorata des produits qu’ils concernent.',
      'Vente à distance de produits soumis à accises',
    ]);

    const en = await invoiceContent(shop.deps, 1, 'en_US', row);
    expect(en.vat.rows.map((r) => r.rate)).toEqual(['5.5%', '20%']);
    expect(en.totals.map((t) => [t.label, t.value])).toEqual([['Total excl. VAT', '€232.30'], ['Total VAT', '€40.05'], ['Total incl. VAT', '€272.35']]);
    expect(en.estate.lines).toEqual(expect.arrayContaining(['SIRET 412 587 966 00018', 'EU VAT no. FR66 412 587 966']));
    expect(en.notices).toEqual(expect.arrayContaining(['Vente à distance de produits soumis à accises', '(Distance sale of goods subject to excise duty)']));

    for (const lang of ['fr_FR', 'en_US']) {
      const pdf = await customer.get(`/order/${orderId}/invoice?lang=${lang}`);
      expect(pdf.status).toBe(200);
      expect(new TextDecoder().decode((pdf.json.data as Uint8Array).slice(0, 5))).toBe('%PDF-');
    }
  });

  it('charges the shipping at the rates of the goods shipped, not of what is e-mailed', async () => {
    // For the test, the gift card at 10 % and the knife at 5.5 %, to tell the three rates apart.
    await setVatRate('TIL-CAD-50', 1000);
    await setVatRate('TIL-ACC-LIM', 550);
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    await add(customer, cartId, 'TIL-ACC-LIM', 2);
    await add(customer, cartId, 'TIL-CAD-50', 1);
    const orderId = await placeAndPay(customer, cartId);
    const row = await readableOrder(shop.db, ADMIN, orderId);
    expect(row).toMatchObject({ productsTotal: 29_000, discountTotal: 0, shippingFees: 1490, total: 30_490 });

    const { breakdown, notices } = await invoiceContent(shop.deps, 1, 'fr_FR', row);
    // 14.90 € for 48 € of knives and 192 € of wine: 2.98 € and 11.92 €; the gift card carries none.
    expect(breakdown.rates).toEqual([
      { rate: 550, base: 4832, vat: 266, total: 5098 },
      { rate: 1000, base: 4545, vat: 455, total: 5000 },
      { rate: 2000, base: 16_993, vat: 3399, total: 20_392 },
    ]);
    expect(breakdown.base + breakdown.vat).toBe(row.total);
    expect(notices).toContain('Vente à distance de produits soumis à accises');
  });

  it('shows one rate and no word of sharing when everything is at 20 %', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const quote = await customer.post('/order/discount', { idCart: cartId, idCarrier: colissimo, postalCode: '49400', idCountry: fr, discountCode: 'LIVRAISON' });
    expect(quote.json.data).toMatchObject({ discount: 1490, shippingFees: 1490, total: 19_200 });
    const row = await readableOrder(shop.db, ADMIN, await placeAndPay(customer, cartId));
    const content = await invoiceContent(shop.deps, 1, 'fr_FR', row);
    // A code on the shipping fee: what is left to tax is the wine, 192 €.
    expect(content.breakdown.rates).toEqual([{ rate: 2000, base: 16_000, vat: 3200, total: 19_200 }]);
    expect(content.notices).toEqual(['Prix en euros, toutes taxes comprises (TVA et droits d’accises inclus).', 'Vente à distance de produits soumis à accises']);
  });
});

describe('an invoice after its buyer deleted the account', () => {
  it('keeps who was billed and where, and nothing else of the person', async () => {
    const { customer, email, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const billing = { firstname: 'Camille', lastname: 'Moreau', company: 'Cave Moreau', address: '12 rue des Tonneliers', postalCode: '49400', city: 'Saumur', idCountry: fr, phone: '0612345678' };
    const delivery = { firstname: 'Louise', lastname: 'Martin', address: '3 place du Marché', postalCode: '49400', city: 'Saumur', idCountry: fr };
    const paidId = await placeAndPay(customer, cartId, { address: { billing, delivery }, message: 'Sonnez chez la voisine' });
    await moveTo(shop, admin, paidId, 'PREPARING', 'SHIPPED', 'DELIVERED');

    // An order never paid has no invoice: it keeps nothing of the buyer.
    const unpaidCart = (await customer.add('new', (await declinationOf(shop, 'TIL-HEN-2020-75')).id, { quantity: 6 })).json.data.id;
    const unpaid = (await customer.post('/order', homeDelivery(unpaidCart, fr, { address: { billing, delivery } }))).json.data;
    await result(customer, unpaid.order.id, await paySandbox(shop, unpaid.redirectUrl, null));

    const paidRow = await readableOrder(shop.db, ADMIN, paidId);
    const before = await invoiceContent(shop.deps, 1, 'fr_FR', paidRow);
    expect(before.parties[0].lines).toEqual(['Camille Moreau', 'Cave Moreau', '12 rue des Tonneliers', '49400 Saumur', 'France', email, '06 12 34 56 78']);

    const deleted = await customer.delete('/user', { body: { password: 'vendanges2026' } });
    expect(deleted.status).toBe(200);

    const [account] = await shop.db.select().from(user).where(eq(user.id, paidRow.userId!));
    expect(account).toMatchObject({ firstname: null, lastname: null, phone: null, passwordHash: null });
    expect(account.email).not.toBe(email);
    const [paid] = await shop.db.select().from(order).where(eq(order.id, paidId));
    expect(paid).toMatchObject({ userId: null, phone: null, message: null, status: 'DELIVERED' });
    expect(paid.email).toMatch(/^deleted-\d+-[0-9a-f]+@deleted\.invalid$/);
    expect(paid.billingAddress).toMatchObject({ firstname: 'Camille', lastname: 'Moreau', company: 'Cave Moreau', address: '12 rue des Tonneliers', postalCode: '49400', city: 'Saumur', phone: null });
    expect(paid.shippingAddress).toMatchObject({ firstname: '', lastname: '', address: '', postalCode: '49400', city: 'Saumur' });
    expect(JSON.stringify(paid)).not.toMatch(/Louise|Martin|Marché|voisine|0612345678|\+33612345678/);

    const after = await invoiceContent(shop.deps, 1, 'fr_FR', await readableOrder(shop.db, ADMIN, paidId));
    expect(after.parties[0].lines).toEqual(['Camille Moreau', 'Cave Moreau', '12 rue des Tonneliers', '49400 Saumur', 'France']);
    expect(after.parties[1].lines).toEqual(['À domicile avec Colissimo', '49400 Saumur', 'France']);
    expect(after.totals).toEqual(before.totals);
    expect((await shop.app.request(`/api/order/${paidId}/invoice`, { headers: { cookie: admin } })).status).toBe(200);

    const [never] = await shop.db.select().from(order).where(eq(order.id, unpaid.order.id));
    expect(never.invoiceNumber).toBeNull();
    expect(never.billingAddress).toMatchObject({ firstname: '', lastname: '', company: null, address: '', phone: null, city: 'Saumur' });
  });
});
