import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderStatusSchema, orderBackSchema, orderGenericValueSchema, orderReturnViewSchema, returnsOpenSchema, trackingLinkSchema } from '~/lib/contracts/order-return';
import { formatDate, formatDateTime } from '~/lib/dates';
import { orderBackSetting } from '~/server/db/schema';
import { invoiceContent } from '~/server/services/orders/invoice-content';
import { readableOrder } from '~/server/services/orders/read';
import { adminCookie, moveTo, paidOrder } from './admin-support';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock } from './order-support';

// After the payment: the customer sends products back within 14 days of delivery (the estate is
// mailed), and downloads the invoice. Nobody else reads or touches either.

const DAY = 86_400_000;
const NBSP = '\u00a0';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

describe('what the return form offers', () => {
  it('says returns are open and lists the reasons in the caller’s language', async () => {
    expect((await shop.get('/order/back-products/is-active')).json.data).toEqual({ isActive: true });
    const fr = await shop.get('/order-generic-values/RETURN_REASON');
    expect(fr.json.data.map((v: any) => v.value)).toEqual([
      'Bouteille cassée pendant le transport',
      'Bouteille bouchonnée ou défectueuse',
      'Produit différent de la commande',
      'Rétractation',
      'Autre raison',
    ]);
    expect((await shop.get('/order-generic-values/RETURN_REASON', { lang: 'en_US' })).json.data[0].value).toBe('Bottle broken in transit');
    expect((await shop.get('/order-generic-values/NOTHING_HERE')).json.data).toEqual([]);
    const bad = await shop.get('/order-generic-values/return-reason');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Ce type de valeurs n’existe pas.');
  });
});

describe('a return, from delivery to the 14th day', () => {
  it('lets the customer send back part of a delivered order, caps the quantities and mails the estate', async () => {
    const { customer, email, order } = await paidOrder(shop);
    const line = order.lines[0];

    // Paid, not delivered yet: the customer may already withdraw.
    const before = await customer.get(`/order-back?order=${order.id}`);
    expect(before.status).toBe(200);
    expect(before.json.data).toMatchObject({ isActive: true, number: order.number, deliveredAt: null, returnUntil: null, canAsk: true, closedReason: null, returns: [] });
    expect(before.json.data.message).toContain('14 jours');
    expect(before.json.data.lines).toEqual([{ idOrderLine: line.id, name: line.name, quantity: 6, returnedQuantity: 0, returnableQuantity: 6 }]);

    await moveTo(shop, admin, order.id, 'PREPARING', 'SHIPPED', 'DELIVERED');
    const back = (await customer.get(`/order-back?order=${order.id}`)).json.data;
    const delivered = new Date(back.deliveredAt);
    expect(Math.abs(delivered.getTime() - shop.clock.now.getTime())).toBeLessThan(5000);
    // The window ends at midnight, Paris time, after the 14th day following delivery.
    expect(formatDateTime(back.returnUntil).slice(11)).toBe('00:00:00');
    expect(formatDate(new Date(new Date(back.returnUntil).getTime() - 1))).toBe(formatDate(new Date(delivered.getTime() + 14 * DAY)));

    const asked = await customer.post(`/order/${order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: line.id, quantity: 2, reason: 'Bouteille cassée pendant le transport' }] });
    expect(asked.status).toBe(200);
    expect(asked.json.message).toBe('Votre demande de retour est envoyée' + NBSP + ': le domaine vous répond rapidement.');
    expect(asked.json.data).toMatchObject({
      idOrder: order.id,
      status: 'ASKED',
      statusLabel: 'Demande envoyée',
      reason: 'Rétractation',
      lines: [{ idOrderLine: line.id, name: line.name, quantity: 2, reason: 'Bouteille cassée pendant le transport' }],
      labelUrl: null,
    });

    const mails = (await shop.outbox()).filter((m) => m.subject.includes(`retour pour la commande ${order.number}`));
    const toEstate = mails.find((m) => m.to === 'contact@domaine-des-tilleuls.fr')!;
    expect(toEstate.subject).toBe(`Demande de retour pour la commande ${order.number}`);
    expect(toEstate.text).toContain(email);
    expect(toEstate.text).toContain(`2 × ${line.name}`);
    expect(toEstate.text).toContain('Rétractation');
    expect(mails.find((m) => m.to === email)?.text).toContain(`/account/orders/${order.id}/return/${asked.json.data.id}`);

    // At most what was bought minus what is already on its way back.
    const tooMany = await customer.post(`/order/${order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: line.id, quantity: 5 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe(`${line.name}${NBSP}: vous pouvez en retourner au plus 4.`);
    const after = (await customer.get(`/order-back?order=${order.id}`)).json.data;
    expect(after.lines[0]).toMatchObject({ returnedQuantity: 2, returnableQuantity: 4 });
    expect(after.returns).toHaveLength(1);

    // Two requests at once for the last four: one goes through, the other is told why not.
    const race = await Promise.all([1, 2].map(() => customer.post(`/order/${order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: line.id, quantity: 4 }] })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 400]);
    const done = (await customer.get(`/order-back?order=${order.id}`)).json.data;
    expect(done).toMatchObject({ canAsk: false, closedReason: 'Tous les produits de cette commande font déjà l’objet d’une demande de retour.' });
    expect(done.lines[0]).toMatchObject({ returnedQuantity: 6, returnableQuantity: 0 });
  });

  it('checks what the customer sends', async () => {
    const { customer, order } = await paidOrder(shop);
    const line = order.lines[0].id;
    const cases: [unknown, string][] = [
      [{ reason: '  ', products: [{ idOrderLine: line, quantity: 1 }] }, 'Dites-nous en quelques mots pourquoi vous retournez ces produits.'],
      [{ reason: 'Rétractation', products: [] }, 'Choisissez au moins un produit à retourner.'],
      [{ reason: 'Rétractation', products: [{ idOrderLine: line, quantity: 0 }] }, 'Chaque quantité à retourner doit être un nombre entier d’au moins 1.'],
      [{ reason: 'Rétractation', products: [{ idOrderLine: line, quantity: 1.5 }] }, 'Chaque quantité à retourner doit être un nombre entier d’au moins 1.'],
      [{ reason: 'Rétractation', products: [{ idOrderLine: line, quantity: 1 }, { idOrderLine: line, quantity: 1 }] }, 'Chaque produit ne peut figurer qu’une fois dans la demande.'],
      [{ reason: 'Rétractation', products: [{ idOrderLine: 999_999, quantity: 1 }] }, 'Ce produit ne fait pas partie de la commande.'],
    ];
    for (const [body, message] of cases) {
      const answer = await customer.post(`/order/${order.id}/back-products`, body);
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, json: { message } });
    }
    // An admin reads the order but does not withdraw in the customer's name.
    const byAdmin = await shop.post(`/order/${order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: line, quantity: 1 }] }, { cookie: admin });
    expect(byAdmin.status).toBe(403);
    expect((await shop.get(`/order-back?order=${order.id}`, { cookie: admin })).status).toBe(200);
  });

  it('is closed 15 days after delivery, with the last day in the message', async () => {
    // Ordered and delivered fifteen days ago; the customer signs in again today.
    const today = new Date();
    shop.clock.now = new Date(today.getTime() - 15 * DAY);
    const { customer, email, order } = await paidOrder(shop);
    await moveTo(shop, admin, order.id, 'SHIPPED', 'DELIVERED');
    const lastDay = formatDate(new Date(shop.clock.now.getTime() + 14 * DAY));
    shop.clock.now = today;
    expect((await customer.signIn(email)).status).toBe(200);

    const back = (await customer.get(`/order-back?order=${order.id}`)).json.data;
    const closed = `Le délai de rétractation de 14 jours a pris fin le ${lastDay}. Pour un produit abîmé ou défectueux, contactez-nous directement.`;
    expect(back).toMatchObject({ canAsk: false, closedReason: closed });
    const refused = await customer.post(`/order/${order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: order.lines[0].id, quantity: 1 }] });
    expect(refused).toMatchObject({ status: 400, json: { message: closed } });
  });

  it('is closed for an unpaid order and when the estate stops taking returns', async () => {
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const unpaid = (await customer.post('/order', homeDelivery(cartId, await franceId(shop)))).json.data.order;
    expect((await customer.get(`/order-back?order=${unpaid.id}`, { lang: 'en_US' })).json.data).toMatchObject({ canAsk: false, closedReason: 'This order is not paid: there is nothing to return.' });

    const { customer: other, order } = await paidOrder(shop);
    await shop.db.update(orderBackSetting).set({ isActive: false });
    try {
      expect((await shop.get('/order/back-products/is-active')).json.data.isActive).toBe(false);
      const refused = await other.post(`/order/${order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: order.lines[0].id, quantity: 1 }] });
      expect(refused).toMatchObject({ status: 400, json: { message: 'Le domaine ne prend pas de retours en ligne pour le moment' + NBSP + ': contactez-nous.' } });
    } finally {
      await shop.db.update(orderBackSetting).set({ isActive: true });
    }
  });

  it('is nobody else’s business: another customer gets 404, a visitor 401', async () => {
    const { order } = await paidOrder(shop);
    const other = (await customerWithCart(shop, 'TIL-HEN-2020-75', 6)).customer;
    const body = { reason: 'Rétractation', products: [{ idOrderLine: order.lines[0].id, quantity: 1 }] };
    expect((await other.get(`/order-back?order=${order.id}`)).status).toBe(404);
    expect((await other.post(`/order/${order.id}/back-products`, body)).status).toBe(404);
    expect((await browser(shop).get(`/order-back?order=${order.id}`)).status).toBe(401);
    expect((await browser(shop).post(`/order/${order.id}/back-products`, body)).status).toBe(401);
  });
});

describe('the returns contract (src/lib/contracts/order-return.ts)', () => {
  // An answer equal to its parse has exactly the fields the account pages' types name.
  it('describes exactly what the return calls and the admin panel’s status calls answer', async () => {
    const { customer, order } = await paidOrder(shop);
    await moveTo(shop, admin, order.id, 'PREPARING', 'SHIPPED', 'DELIVERED');
    const asked = (await customer.post(`/order/${order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: order.lines[0].id, quantity: 1 }] })).json.data;
    await shop.post(`/admin/returns/${asked.id}/accept`, {}, { cookie: admin });
    const form = new FormData();
    form.set('link', 'https://carrier.example/labels/XY123.pdf');
    await shop.app.request(`/api/admin/returns/${asked.id}/label`, { method: 'PUT', headers: { cookie: admin }, body: form });
    const back = (await customer.get(`/order-back?order=${order.id}`)).json.data;
    const open = (await shop.get('/order/back-products/is-active')).json.data;
    const reasons = (await shop.get('/order-generic-values/RETURN_REASON')).json.data;
    const tracking = (await shop.put(`/admin/order/${order.id}/tracking-link`, { trackingLink: 'https://www.laposte.fr/suivi?code=6A1' }, { cookie: admin })).json.data;
    const status = (await shop.get(`/admin/order/${order.id}/get-status`, { cookie: admin })).json.data;

    expect(back.returns[0]).toMatchObject({ status: 'LABEL_SENT', labelUrl: 'https://carrier.example/labels/XY123.pdf' });
    expect(back.returns[0].acceptedAt).not.toBeNull();
    expect(orderReturnViewSchema.parse(asked)).toEqual(asked);
    expect(orderBackSchema.parse(back)).toEqual(back);
    expect(returnsOpenSchema.parse(open)).toEqual(open);
    expect(orderGenericValueSchema.array().parse(reasons)).toEqual(reasons);
    expect(trackingLinkSchema.parse(tracking)).toEqual(tracking);
    expect(adminOrderStatusSchema.parse(status)).toEqual(status);
    // A stage the estate does not have is not an answer of the contract.
    expect(orderReturnViewSchema.safeParse({ ...asked, status: 'LOST' }).success).toBe(false);
  });
});

describe('the invoice', () => {
  it('is a PDF for the customer and the estate once paid, 404 for anybody else', async () => {
    const { customer, order } = await paidOrder(shop);
    const pdf = await customer.get(`/order/${order.id}/invoice`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { invoiceNumber } = await readableOrder(shop.db, { userId: 0, sessionId: 0, role: 'ADMIN', memberDiscount: 0 }, order.id);
    expect(invoiceNumber).toMatch(/^F\d{4}-\d{6}$/);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="facture-${invoiceNumber!.toLowerCase()}.pdf"`);
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode((pdf.json.data as Uint8Array).slice(0, 5))).toBe('%PDF-');
    expect((await customer.get(`/order/${order.id}`)).json.data).toMatchObject({ hasInvoice: true, trackingLink: null, clickAndCollectSlot: null });

    expect((await shop.app.request(`/api/order/${order.id}/invoice?lang=en_US`, { headers: { cookie: admin } })).headers.get('content-disposition')).toBe(`attachment; filename="invoice-${invoiceNumber!.toLowerCase()}.pdf"`);
    const other = (await customerWithCart(shop, 'TIL-HEN-2020-75', 6)).customer;
    expect((await other.get(`/order/${order.id}/invoice`)).status).toBe(404);
    expect((await browser(shop).get(`/order/${order.id}/invoice`)).status).toBe(401);
  });

  it('says who sells, what, for how much, when it was paid, and the excise notice in both languages', async () => {
    const { order } = await paidOrder(shop);
    const row = await readableOrder(shop.db, { userId: 0, sessionId: 0, role: 'ADMIN', memberDiscount: 0 }, order.id);
    const fr = await invoiceContent(shop.deps, 1, 'fr_FR', row);
    expect(fr.estate.name).toBe('SCEA Domaine des Tilleuls');
    expect(fr.estate.lines).toEqual(expect.arrayContaining(['SIRET 412 587 966 00018', 'N° TVA intracommunautaire FR66 412 587 966', 'RCS Angers 412 587 966']));
    expect(fr.parties[0].lines).toEqual(expect.arrayContaining(['Camille Moreau', '12 rue des Tonneliers', '49400 Saumur']));
    expect(fr.lines).toEqual([expect.objectContaining({ label: order.lines[0].name, quantity: '6', total: `192,00${NBSP}€` })]);
    expect(fr.charges.map((c) => c.label)).toEqual(['Total des produits', 'Frais de livraison']);
    expect(fr.totals.map((t) => t.label)).toEqual(['Total HT', 'Total TVA', 'Total TTC']);
    expect(fr.totals.at(-1)!.value).toBe(`206,90${NBSP}€`);
    expect(fr.paid).toBe(`Payée par carte bancaire le ${formatDate(shop.clock.now)}`);
    expect(fr.notices).toContain('Vente à distance de produits soumis à accises');
    const en = await invoiceContent(shop.deps, 1, 'en_US', row);
    expect(en.notices).toEqual(expect.arrayContaining(['Vente à distance de produits soumis à accises', '(Distance sale of goods subject to excise duty)']));
  });

  it('waits for the payment, and numbers invoices one after the other whatever the orders in between', async () => {
    const numberOf = async (id: number) => (await readableOrder(shop.db, { userId: 0, sessionId: 0, role: 'ADMIN', memberDiscount: 0 }, id)).invoiceNumber;
    const first = await numberOf((await paidOrder(shop)).order.id);
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const unpaid = (await customer.post('/order', homeDelivery(cartId, await franceId(shop)))).json.data.order;
    expect(unpaid.hasInvoice).toBe(false);
    expect(await numberOf(unpaid.id)).toBeNull();
    const next = await numberOf((await paidOrder(shop)).order.id);
    const [year, count] = first!.slice(1).split('-');
    expect(next).toBe(`F${year}-${String(Number(count) + 1).padStart(6, '0')}`);
    const answer = await customer.get(`/order/${unpaid.id}/invoice`);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('La facture sera disponible une fois la commande payée.');
  });
});
