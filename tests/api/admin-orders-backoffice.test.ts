import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { order as orderTable, orderRefund, orderReturn, payment, sandboxPayment } from '~/server/db/schema';
import { settleRefunds } from '~/server/services/orders/refunds';
import { adminOrderPageSchema, adminOrderViewSchema, adminReturnPageSchema, adminReturnRowSchema } from '~/lib/admin/orders';
import { adminCookie, moveTo, paidOrder } from './admin-support';
import { browser, declinationOf, NBSP } from './cart-browser';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';
import { setStock } from './order-support';

// The back office's orders: the list with its search and filters, one order with its payments,
// refunds through the payment provider (decided first, given after, tried again when the provider
// fails, never beyond what was paid even when asked twice at once) and the answers to returns.

let shop: TestShop;
let admin: string;
let customerCookie: string;
const providers = () => shop.deps.payments;
let original: ReturnType<typeof providers>;
beforeAll(async () => {
  shop = await startTestShop();
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 1000);
  admin = await adminCookie(shop);
  customerCookie = await signedIn(shop, 'CUSTOMER', 'client-curieux@example.fr');
  original = shop.deps.payments;
});
afterEach(() => {
  shop.deps.payments = original;
});
afterAll(() => shop.close());

const paymentOf = async (orderId: number) => (await shop.db.select().from(payment).where(eq(payment.orderId, orderId)))[0];
const orderRow = async (orderId: number) => (await shop.db.select().from(orderTable).where(eq(orderTable.id, orderId)))[0];
const mailsTo = async (email: string) => (await shop.outbox()).filter((m) => m.to === email);
const refund = (orderId: number, body: unknown, cookie = admin) => shop.post(`/admin/orders/${orderId}/refunds`, body, { cookie });

async function askedReturn(quantity = 2, lang: 'fr_FR' | 'en_US' = 'fr_FR') {
  const paid = await paidOrder(shop, 'TIL-HEN-2020-75', 6, lang);
  await moveTo(shop, admin, paid.order.id, 'PREPARING', 'SHIPPED', 'DELIVERED');
  const line = paid.order.lines[0];
  const asked = await paid.customer.post(`/order/${paid.order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: line.id, quantity }] });
  if (asked.status !== 200) throw new Error(`return refused: ${asked.json.message}`);
  return { ...paid, line, returnId: asked.json.data.id as number };
}

describe('who may call', () => {
  it('refuses visitors (401) and customers (403) on every back-office order call', async () => {
    const { order } = await paidOrder(shop);
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/orders'],
      ['GET', `/admin/orders/${order.id}`],
      ['POST', `/admin/orders/${order.id}/refunds`, { amount: 100 }],
      ['GET', `/admin/orders/${order.id}/picking-slip`],
      ['GET', '/admin/returns'],
      ['POST', '/admin/returns/1/accept', {}],
      ['POST', '/admin/returns/1/refuse', { reason: 'Non' }],
      ['POST', '/admin/returns/1/received', {}],
    ];
    for (const [method, path, body] of calls) {
      const send = (cookie?: string) => (method === 'GET' ? shop.get(path, { cookie }) : shop.post(path, body, { cookie }));
      expect((await send()).status, `${method} ${path} as a visitor`).toBe(401);
      expect((await send(customerCookie)).status, `${method} ${path} as a customer`).toBe(403);
    }
    expect(await shop.db.select().from(orderRefund).where(eq(orderRefund.orderId, order.id))).toEqual([]);
  });
});

describe('GET /admin/orders', () => {
  it('finds orders by number, e-mail or name, filters by status, delivery and days, newest first', async () => {
    const first = await paidOrder(shop);
    const second = await paidOrder(shop);
    await shop.db
      .update(orderTable)
      .set({ billingAddress: sql`jsonb_set(jsonb_set(${orderTable.billingAddress}, '{firstname}', '"Apolline"'), '{lastname}', '"Verdier"')` })
      .where(eq(orderTable.id, second.order.id));
    await moveTo(shop, admin, first.order.id, 'PREPARING');

    const all = (await shop.get('/admin/orders?nbItem=100', { cookie: admin })).json.data;
    expect(all.items.map((o: any) => o.id).slice(0, 2)).toEqual([second.order.id, first.order.id]);
    expect(all.items[0]).toMatchObject({ number: second.order.number, customerName: 'Apolline Verdier', email: second.email, deliveryType: 'DELIVERY', refunded: 0 });

    const ids = async (query: string) => (await shop.get(`/admin/orders?nbItem=100&${query}`, { cookie: admin })).json.data.items.map((o: any) => o.id);
    expect(await ids(`search=${first.order.number}`)).toEqual([first.order.id]);
    expect(await ids(`search=${encodeURIComponent(second.email.toUpperCase())}`)).toEqual([second.order.id]);
    expect(await ids('search=verdier')).toEqual([second.order.id]);
    expect(await ids('search=%25')).toEqual([]);
    expect(await ids('status=PREPARING')).toContain(first.order.id);
    expect(await ids('status=PREPARING')).not.toContain(second.order.id);
    expect(await ids('status=PAID,PREPARING&deliveryType=DELIVERY,PICKUP')).toContain(first.order.id);
    expect(await ids('deliveryType=CLICK_AND_COLLECT')).not.toContain(first.order.id);

    // Days are the estate's (Paris) days, both ends included.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(shop.clock.now);
    expect(await ids(`from=${today}&to=${today}&search=${first.order.number}`)).toEqual([first.order.id]);
    expect(await ids(`to=2001-01-01&search=${first.order.number}`)).toEqual([]);

    const page = (await shop.get('/admin/orders?nbItem=1&page=2', { cookie: admin })).json.data;
    expect(page).toMatchObject({ page: 2, nbItem: 1, total: all.total });
    expect(page.items.map((o: any) => o.id)).toEqual([all.items[1].id]);
  });

  it('finds a customer by their name whatever its accents, case and word order', async () => {
    const paid = await paidOrder(shop);
    await shop.db
      .update(orderTable)
      .set({ billingAddress: sql`jsonb_set(jsonb_set(${orderTable.billingAddress}, '{firstname}', '"Héloïse"'), '{lastname}', '"Vasseur"')` })
      .where(eq(orderTable.id, paid.order.id));
    const ids = async (search: string) => (await shop.get(`/admin/orders?nbItem=100&search=${encodeURIComponent(search)}`, { cookie: admin })).json.data.items.map((o: any) => o.id);
    for (const search of ['heloise', 'HELOISE', 'Héloïse Vasseur', 'Vasseur Héloïse', 'vasseur heloise', '  héloise   VASSEUR ', 'Hélo Vass']) {
      expect(await ids(search), search).toEqual([paid.order.id]);
    }
    // Every word must be found: another customer's first name with her last name finds nobody.
    expect(await ids('Héloïse Verdier')).toEqual([]);
    // A word may be found in the number or the e-mail as well as in the name.
    expect(await ids(`vasseur ${paid.order.number}`)).toEqual([paid.order.id]);
  });

  it('says what is wrong with a filter, in the caller’s language', async () => {
    const bad = async (query: string, lang = 'fr_FR') => {
      const answer = await shop.get(`/admin/orders?${query}`, { cookie: admin, lang });
      expect(answer.status).toBe(400);
      return answer.json.message;
    };
    expect(await bad('status=LOST')).toBe('Ce statut n’existe pas.');
    expect(await bad('deliveryType=DRONE', 'en_US')).toBe('This delivery method does not exist.');
    expect(await bad('from=31/12/2025')).toBe('Indiquez une date au format aaaa-mm-jj.');
    expect(await bad('from=2026-03-02&to=2026-03-01')).toBe('La date de fin précède la date de début.');
    expect(await bad('page=0')).toBeTruthy();
  });
});

describe('one order', () => {
  it('shows its lines, customer, payments, what is refundable and its history; the picking slip is a PDF without prices', async () => {
    const { order, email } = await paidOrder(shop, 'TIL-HEN-2020-75', 12);
    const view = await shop.get(`/admin/orders/${order.id}`, { cookie: admin });
    expect(view.status).toBe(200);
    const data = view.json.data;
    expect(data.order).toMatchObject({ id: order.id, number: order.number, status: 'PAID', deliveryType: 'DELIVERY', hasInvoice: true });
    expect(data.order.lines[0]).toMatchObject({ quantity: 12 });
    expect(data.customer).toMatchObject({ name: 'Camille Moreau', email });
    expect(data.payments).toEqual([expect.objectContaining({ provider: 'sandbox', status: 'CAPTURED', amount: data.order.total, refundAsked: 0, refunded: 0 })]);
    expect(data.refundable).toBe(data.order.total);
    expect(data.status.history.map((h: any) => h.status)).toEqual(['AWAITING_PAYMENT', 'PAID']);
    expect((await shop.get('/admin/orders/999999', { cookie: admin })).status).toBe(404);
    expect((await shop.get('/admin/orders/abc', { cookie: admin })).status).toBe(400);

    const slip = await shop.app.request(`/api/admin/orders/${order.id}/picking-slip?lang=en_US`, { headers: { cookie: admin } });
    expect(slip.status).toBe(200);
    expect(slip.headers.get('content-type')).toBe('application/pdf');
    expect(slip.headers.get('content-disposition')).toContain(`picking-slip-${order.number}.pdf`);
    const bytes = new Uint8Array(await slip.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    // Both documents open in the browser to be printed, rather than being saved.
    expect(slip.headers.get('content-disposition')).toBe(`inline; filename="picking-slip-${order.number.toLowerCase()}.pdf"`);
    const invoice = await shop.app.request(`/api/order/${order.id}/invoice?print=1`, { headers: { cookie: admin } });
    expect(invoice.headers.get('content-disposition')).toMatch(/^inline; filename="facture-[a-z0-9-]+\.pdf"$/);
    expect((await shop.app.request(`/api/order/${order.id}/invoice?print=yes`, { headers: { cookie: admin } })).status).toBe(400);
  });

  it('names the discount code the customer used', async () => {
    const { order } = await paidOrder(shop);
    expect((await shop.get(`/admin/orders/${order.id}`, { cookie: admin })).json.data.discountCode).toBeNull();
    await shop.db
      .update(orderTable)
      .set({ discount: { id: 1, code: 'NOEL2026', type: 'EURO', amount: 1500, detailType: 'CART' } })
      .where(eq(orderTable.id, order.id));
    expect((await shop.get(`/admin/orders/${order.id}`, { cookie: admin })).json.data.discountCode).toBe('NOEL2026');
  });
});

describe('refunds', () => {
  it('refuses a bad amount or one beyond what is refundable, and writes nothing', async () => {
    const { order } = await paidOrder(shop);
    const total = (await orderRow(order.id)).total;
    for (const amount of [0, -5, 12.5, '1000', null]) {
      const answer = await refund(order.id, { amount });
      expect(answer.status, `amount ${amount}`).toBe(400);
      expect(answer.json.message).toBe('Le montant à rembourser doit être un nombre entier de centimes supérieur à 0.');
    }
    const beyond = await refund(order.id, { amount: total + 1 }, admin);
    expect(beyond.status).toBe(400);
    expect(beyond.json.message).toBe('Ce montant dépasse ce qui reste remboursable sur cette commande.');
    expect((await refund(order.id, { amount: 100, note: 'x'.repeat(501) })).status).toBe(400);
    expect(await paymentOf(order.id)).toMatchObject({ refundAskedAmount: 0, refundedAmount: 0, status: 'CAPTURED' });
    expect(await shop.db.select().from(orderRefund).where(eq(orderRefund.orderId, order.id))).toEqual([]);
  });

  it('refunds part, then the rest: given back by the provider, the order ends refunded, the customer is told each time in their language', async () => {
    const { order, email } = await paidOrder(shop, 'TIL-HEN-2020-75', 6, 'en_US');
    const total = (await orderRow(order.id)).total;
    const part = await refund(order.id, { amount: 1000, note: 'Broken bottle' });
    expect(part.status).toBe(200);
    expect(part.json.message).toContain('Le remboursement est enregistré');
    expect(part.json.data).toMatchObject({ refundable: total - 1000, order: { status: 'PAID' } });
    expect(part.json.data.refunds).toEqual([expect.objectContaining({ amount: 1000, note: 'Broken bottle', settled: true })]);
    expect(await paymentOf(order.id)).toMatchObject({ refundAskedAmount: 1000, refundedAmount: 1000, status: 'CAPTURED' });
    const [atBank] = await shop.db.select().from(sandboxPayment).where(eq(sandboxPayment.reference, (await paymentOf(order.id)).providerReference!));
    expect(atBank.refundedAmount).toBe(1000);

    const rest = await refund(order.id, { amount: total - 1000 });
    expect(rest.status).toBe(200);
    expect(rest.json.data).toMatchObject({ refundable: 0, order: { status: 'REFUNDED' } });
    expect(rest.json.data.status.history.at(-1)).toMatchObject({ status: 'REFUNDED' });
    expect(await paymentOf(order.id)).toMatchObject({ refundAskedAmount: total, refundedAmount: total, status: 'REFUNDED' });
    expect((await refund(order.id, { amount: 1 })).json.message).toBe('Il ne reste rien à rembourser par carte sur cette commande.');

    const list = (await shop.get(`/admin/orders?search=${order.number}`, { cookie: admin })).json.data.items;
    expect(list[0]).toMatchObject({ status: 'REFUNDED', refunded: total });

    const mails = await mailsTo(email);
    const partly = mails.find((m) => m.subject === `Your order ${order.number}: partial refund`)!;
    expect(partly.text).toContain('€10.00');
    expect(partly.text).toContain('Reason: Broken bottle');
    expect(mails.some((m) => m.subject === `Your order ${order.number}: refund`)).toBe(true);
  });

  it('keeps the decision when the provider fails, and the worker gives the money back once it answers', async () => {
    const { order, email } = await paidOrder(shop);
    const refusing = { ...original.sandbox, refund: async () => Promise.reject(new Error('provider down')) };
    shop.deps.payments = { ...original, named: (name) => (name === 'sandbox' ? refusing : original.named(name)) };
    const asked = await refund(order.id, { amount: 2500 });
    expect(asked.status).toBe(200);
    expect(asked.json.data.refunds).toEqual([expect.objectContaining({ amount: 2500, settled: false })]);
    expect(await paymentOf(order.id)).toMatchObject({ refundAskedAmount: 2500, refundedAmount: 0 });
    // The customer is told of the decision, whatever the bank's delay.
    expect((await mailsTo(email)).some((m) => m.subject === `Votre commande ${order.number}${NBSP}: remboursement partiel`)).toBe(true);
    // Still refused: still due.
    expect(await settleRefunds(shop.deps)).toBe(0);

    shop.deps.payments = original;
    const worker = await shop.startWorker();
    await vi.waitUntil(async () => (await paymentOf(order.id)).refundedAmount !== 0, { timeout: 10_000, message: 'the worker never gave the refund back' });
    await worker.stop();
    expect(await paymentOf(order.id)).toMatchObject({ refundAskedAmount: 2500, refundedAmount: 2500 });
    const view = (await shop.get(`/admin/orders/${order.id}`, { cookie: admin })).json.data;
    expect(view.refunds).toEqual([expect.objectContaining({ amount: 2500, settled: true })]);
    expect(view.order.status).toBe('PAID');
  });

  it('never gives back more than was paid when two refunds are asked at once', async () => {
    const { order } = await paidOrder(shop);
    const total = (await orderRow(order.id)).total;
    const share = Math.ceil(total * 0.6);
    const answers = await Promise.all([refund(order.id, { amount: share }), refund(order.id, { amount: share })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.json.message).toBe('Ce montant dépasse ce qui reste remboursable sur cette commande.');
    const paid = await paymentOf(order.id);
    expect(paid).toMatchObject({ refundAskedAmount: share, refundedAmount: share });
    const rows = await shop.db.select().from(orderRefund).where(eq(orderRefund.orderId, order.id));
    expect(rows.map((r) => r.amount)).toEqual([share]);
  });
});

describe('returns', () => {
  const labelOf = (customer: { cookies: Map<string, string> }, orderId: number, returnId: number) =>
    shop.app.request(`/api/order/${orderId}/back-products/${returnId}/label`, { headers: { cookie: [...customer.cookies].map(([n, v]) => `${n}=${v}`).join('; ') } }, { clientAddress: '198.51.100.9' });

  it('accepts, sends the label, receives the parcel and refunds the returned lines; the customer follows every step', async () => {
    const { customer, email, order, line, returnId } = await askedReturn(2);
    const listed = (await shop.get('/admin/returns?status=ASKED&nbItem=100', { cookie: admin })).json.data.items;
    const row = listed.find((r: any) => r.id === returnId);
    expect(row).toMatchObject({ number: order.number, email, status: 'ASKED', reason: 'Rétractation' });
    const unitPrice = (await shop.get(`/admin/orders/${order.id}`, { cookie: admin })).json.data.order.lines[0].unitPrice;
    expect(row.linesAmount).toBe(2 * unitPrice);

    expect((await shop.post(`/admin/returns/${returnId}/received`, {}, { cookie: admin })).json.message).toBe('Ce retour n’en est pas à une étape où cette réponse est possible.');
    const accepted = await shop.post(`/admin/returns/${returnId}/accept`, {}, { cookie: admin });
    expect(accepted.status).toBe(200);
    expect(accepted.json.data).toMatchObject({ status: 'ACCEPTED', statusLabel: 'Accepté' });
    expect((await shop.post(`/admin/returns/${returnId}/accept`, {}, { cookie: admin })).status).toBe(400);
    expect((await mailsTo(email)).some((m) => m.subject === `Votre retour pour la commande ${order.number} est accepté`)).toBe(true);

    // A label that is not a PDF, or a link that is not http(s), is refused.
    const upload = (form: FormData) => shop.app.request(`/api/admin/returns/${returnId}/label`, { method: 'PUT', headers: { cookie: admin }, body: form });
    const notPdf = new FormData();
    notPdf.set('image', new File([new TextEncoder().encode('hello')], 'label.pdf', { type: 'application/pdf' }));
    const refusedFile = await upload(notPdf);
    expect(refusedFile.status).toBe(400);
    expect((await refusedFile.json()).message).toBe('L’étiquette doit être un fichier PDF.');
    const badLink = new FormData();
    badLink.set('link', 'javascript:alert(1)');
    expect((await upload(badLink)).status).toBe(400);

    const pdf = new TextEncoder().encode('%PDF-1.4\n% a return label\n%%EOF\n');
    const form = new FormData();
    form.set('image', new File([pdf], 'etiquette.pdf', { type: 'application/pdf' }));
    const sent = await upload(form);
    expect(sent.status).toBe(200);
    const labelled = (await sent.json()).data;
    expect(labelled).toMatchObject({ status: 'LABEL_SENT', labelUrl: `/api/order/${order.id}/back-products/${returnId}/label` });
    const labelMail = (await mailsTo(email)).find((m) => m.subject === `L’étiquette de retour de votre commande ${order.number}`)!;
    expect(labelMail.text).toContain(`http://shop.test/api/order/${order.id}/back-products/${returnId}/label`);
    // The customer downloads it; another customer does not.
    const download = await labelOf(customer, order.id, returnId);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
    const stranger = browser(shop, '198.51.100.77');
    expect((await labelOf(stranger, order.id, returnId)).status).toBe(401);

    const received = await shop.post(`/admin/returns/${returnId}/received`, {}, { cookie: admin });
    expect(received.json.data.status).toBe('PRODUCT_RECEIVED');
    expect((await mailsTo(email)).some((m) => m.subject === `Nous avons reçu votre retour (commande ${order.number})`)).toBe(true);

    const refunded = await refund(order.id, { amount: 2 * unitPrice, returnId });
    expect(refunded.status).toBe(200);
    expect(refunded.json.data.returns[0]).toMatchObject({ id: returnId, status: 'REFUNDED', refundAmount: 2 * unitPrice });
    expect(refunded.json.data.order.status).toBe('DELIVERED');
    // The same return cannot be refunded twice.
    expect((await refund(order.id, { amount: 100, returnId })).json.message).toBe('Ce retour n’appartient pas à la commande ou ses produits ne sont pas encore reçus.');

    const back = (await customer.get(`/order-back?order=${order.id}`)).json.data;
    expect(back.returns[0]).toMatchObject({ status: 'REFUNDED', refundAmount: 2 * unitPrice, lines: [{ idOrderLine: line.id, quantity: 2 }] });
  });

  it('refuses with a reason the customer reads, and a label given as a link opens there', async () => {
    const { customer, email, order, returnId } = await askedReturn(1, 'en_US');
    const noReason = await shop.post(`/admin/returns/${returnId}/refuse`, { reason: '  ' }, { cookie: admin });
    expect(noReason.status).toBe(400);
    expect(noReason.json.message).toBe('Dites au client pourquoi le retour est refusé (1 000 caractères au plus).');
    const refused = await shop.post(`/admin/returns/${returnId}/refuse`, { reason: 'Bottle opened and half drunk' }, { cookie: admin });
    expect(refused.status).toBe(200);
    expect(refused.json.data).toMatchObject({ status: 'REFUSED', refusalReason: 'Bottle opened and half drunk' });
    const mail = (await mailsTo(email)).find((m) => m.subject === `Answer to your return request (order ${order.number})`)!;
    expect(mail.text).toContain('Reason for the refusal: Bottle opened and half drunk');
    const back = (await customer.get(`/order-back?order=${order.id}`, { lang: 'en_US' })).json.data;
    expect(back.returns[0]).toMatchObject({ status: 'REFUSED', statusLabel: 'Refused', refusalReason: 'Bottle opened and half drunk' });
    // Refused, its bottles can be asked back again.
    expect(back.lines[0].returnableQuantity).toBe(6);
    expect((await shop.post(`/admin/returns/${returnId}/accept`, {}, { cookie: admin })).status).toBe(400);

    const other = await askedReturn(1);
    const form = new FormData();
    form.set('link', 'https://carrier.example/labels/XY123.pdf');
    const sent = await shop.app.request(`/api/admin/returns/${other.returnId}/label`, { method: 'PUT', headers: { cookie: admin }, body: form });
    expect(sent.status).toBe(200);
    expect((await sent.json()).data).toMatchObject({ status: 'LABEL_SENT', labelUrl: 'https://carrier.example/labels/XY123.pdf' });
    const opened = await labelOf(other.customer, other.order.id, other.returnId);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('https://carrier.example/labels/XY123.pdf');
    const row = (await shop.db.select().from(orderReturn).where(eq(orderReturn.id, other.returnId)))[0];
    expect(row.acceptedAt).not.toBeNull();
  });
});

describe('the back office orders contract (src/lib/admin/orders.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the orders and returns calls answer', async () => {
    const { order, returnId } = await askedReturn(1);
    const accepted = (await shop.post(`/admin/returns/${returnId}/accept`, {}, { cookie: admin })).json.data;
    const refunded = (await refund(order.id, { amount: 500, note: 'Geste commercial' })).json.data;
    const view = (await shop.get(`/admin/orders/${order.id}`, { cookie: admin })).json.data;
    const orders = (await shop.get(`/admin/orders?search=${order.number}`, { cookie: admin })).json.data;
    const returns = (await shop.get('/admin/returns?status=ACCEPTED&nbItem=100', { cookie: admin })).json.data;

    expect(view.payments).toHaveLength(1);
    expect(view.refunds).toHaveLength(1);
    expect(view.returns).toHaveLength(1);
    expect(orders.items).toHaveLength(1);
    expect(returns.items.some((r: { id: number }) => r.id === returnId)).toBe(true);
    expect(adminOrderViewSchema.parse(view)).toEqual(view);
    expect(adminOrderViewSchema.parse(refunded)).toEqual(refunded);
    expect(adminOrderPageSchema.parse(orders)).toEqual(orders);
    expect(adminReturnPageSchema.parse(returns)).toEqual(returns);
    expect(adminReturnRowSchema.parse(accepted)).toEqual(accepted);
    expect(adminOrderViewSchema.safeParse({ ...view, refunds: [{ ...view.refunds[0], settled: 'yes' }] }).success).toBe(false);
    expect(adminReturnRowSchema.safeParse({ ...accepted, status: 'LOST' }).success).toBe(false);
  });
});
