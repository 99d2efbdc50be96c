import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { calendarSlot, companyAddress, order as orderTable, orderStatusHistory } from '~/server/db/schema';
import { adminCookie, moveTo, paidOrder } from './admin-support';
import { declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock, stockOf } from './order-support';

// The admin panel's order calls: every customer's orders, the status and its history, the mails a
// change sends, and the carrier's tracking link.

let shop: TestShop;
let admin: string;
let wine: number;
beforeAll(async () => {
  shop = await startTestShop();
  wine = (await declinationOf(shop, 'TIL-HEN-2020-75')).id;
  await setStock(shop, wine, 500);
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

async function unpaidOrder() {
  const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
  return (await customer.post('/order', homeDelivery(cartId, await franceId(shop)))).json.data.order as { id: number; number: string };
}

describe('GET /admin/order', () => {
  it("lists every customer's orders, newest first, by status", async () => {
    const first = (await paidOrder(shop)).order;
    const second = (await paidOrder(shop)).order;
    const waiting = await unpaidOrder();
    const all = await shop.get('/admin/order?nbItem=100', { cookie: admin });
    expect(all.status).toBe(200);
    const ids = all.json.data.items.map((o: any) => o.id);
    expect(ids.slice(0, 3)).toEqual([waiting.id, second.id, first.id]);
    expect(all.json.data.total).toBe(ids.length);

    const paid = (await shop.get('/admin/order?status=PAID&nbItem=100', { cookie: admin })).json.data;
    expect(paid.items.every((o: any) => o.status === 'PAID' && o.statusLabel === 'Payée')).toBe(true);
    expect(paid.items.map((o: any) => o.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(paid.items.map((o: any) => o.id)).not.toContain(waiting.id);
    const both = (await shop.get('/admin/order?status=PAID,AWAITING_PAYMENT&nbItem=100', { cookie: admin })).json.data;
    expect(both.items.map((o: any) => o.id)).toEqual(expect.arrayContaining([first.id, second.id, waiting.id]));

    const unknown = await shop.get('/admin/order?status=SOLD', { cookie: admin });
    expect(unknown).toMatchObject({ status: 400, json: { message: 'Ce statut de commande n’existe pas.' } });
  });
});

describe('the status of an order', () => {
  it('gives the status, its history and every status to choose from', async () => {
    const { order } = await paidOrder(shop);
    const answer = await shop.get(`/admin/order/${order.id}/get-status`, { cookie: admin, lang: 'en_US' });
    expect(answer.status).toBe(200);
    expect(answer.json.data).toMatchObject({ idOrder: order.id, status: 'PAID', label: 'Paid', trackingLink: null });
    expect(answer.json.data.history.map((h: any) => h.status)).toEqual(['AWAITING_PAYMENT', 'PAID']);
    expect(answer.json.data.statuses).toHaveLength(9);
    expect(answer.json.data.statuses).toContainEqual({ value: 'DELIVERED', label: 'Delivered' });
    expect((await shop.get('/admin/order/999999/get-status', { cookie: admin })).status).toBe(404);
  });

  it('records each change with its time and its author, and mails the customer when shipped', async () => {
    const { email, order } = await paidOrder(shop);
    const saved = await shop.put(`/admin/order/${order.id}/tracking-link`, { trackingLink: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901' }, { cookie: admin });
    expect(saved.json).toMatchObject({ success: true, message: 'Le lien de suivi est enregistré.', data: { trackingLink: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901' } });

    const preparing = await shop.put(`/admin/order/${order.id}/status`, { status: 'PREPARING' }, { cookie: admin });
    expect(preparing.json).toMatchObject({ success: true, message: 'Le statut de la commande est enregistré.', data: { status: 'PREPARING', label: 'En préparation' } });
    await moveTo(shop, admin, order.id, 'SHIPPED');
    const history = await shop.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    const shipped = history.find((h) => h.status === 'SHIPPED')!;
    expect(shipped.byUserId).not.toBeNull();
    expect(Math.abs(shipped.at.getTime() - shop.clock.now.getTime())).toBeLessThan(5000);

    const mail = (await shop.outbox()).find((m) => m.to === email && m.subject === `Votre commande ${order.number} est en route`);
    expect(mail?.text).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901');
    expect(mail?.text).toContain('Colissimo');

    const seen = (await shop.get(`/order/${order.id}`, { cookie: admin })).json.data;
    expect(seen).toMatchObject({ status: 'SHIPPED', trackingLink: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901' });
  });

  it('tells the customer, in their language, where and when to collect a click-and-collect order', async () => {
    const { email, order } = await paidOrder(shop, 'TIL-HEN-2020-75', 6, 'en_US');
    const [place] = await shop.db.select().from(companyAddress).where(isNotNull(companyAddress.calendarId));
    const [slot] = await shop.db.select().from(calendarSlot).where(eq(calendarSlot.calendarId, place.calendarId!));
    await shop.db
      .update(orderTable)
      .set({ deliveryType: 'CLICK_AND_COLLECT', clickAndCollectDate: '2026-12-04', calendarSlotId: slot.id, clickAndCollectAddressId: place.id, shippingAddress: null, carrierId: null, carrierServiceName: null })
      .where(eq(orderTable.id, order.id));
    const label = `${slot.startTime.slice(0, 5)}-${slot.endTime.slice(0, 5)}`;

    const shipped = await shop.put(`/admin/order/${order.id}/status`, { status: 'SHIPPED' }, { cookie: admin });
    expect(shipped).toMatchObject({ status: 400, json: { message: 'Seule une commande livrée par transporteur peut être expédiée.' } });
    await moveTo(shop, admin, order.id, 'READY_FOR_PICKUP');
    const mail = (await shop.outbox()).find((m) => m.to === email && m.subject === `Your order ${order.number} is waiting for you at the cellar`);
    expect(mail?.text).toContain(`04/12/2026 · ${label}`);
    expect(mail?.text).toContain(place.name);

    const detail = (await shop.get(`/order/${order.id}`, { cookie: admin })).json.data;
    expect(detail).toMatchObject({ clickAndCollectDate: '2026-12-04', clickAndCollectSlot: label, clickAndCollectAddress: { name: place.name, postalCode: place.postalCode, city: place.city } });
  });

  it('refuses a change that makes no sense, with the reason', async () => {
    const { order } = await paidOrder(shop);
    const cases: [string, string][] = [
      ['PAID', 'La commande a déjà ce statut.'],
      ['AWAITING_PAYMENT', 'Les statuts de paiement sont donnés par le prestataire de paiement\u00a0: ils ne se choisissent pas ici.'],
      ['READY_FOR_PICKUP', 'Seule une commande en retrait au caveau peut être prête à retirer.'],
      ['CANCELLED', 'Une commande payée ne s’annule pas\u00a0: remboursez-la par le formulaire de remboursement.'],
      ['REFUNDED', 'Une commande se rembourse par le formulaire de remboursement, qui rend l’argent au client\u00a0: ce statut ne se choisit pas ici.'],
      ['SOLD', 'Ce statut de commande n’existe pas.'],
    ];
    for (const [status, message] of cases) {
      expect(await shop.put(`/admin/order/${order.id}/status`, { status }, { cookie: admin }), status).toMatchObject({ status: 400, json: { message } });
    }
    const { total } = (await shop.get(`/order/${order.id}`, { cookie: admin })).json.data;
    expect((await shop.post(`/admin/orders/${order.id}/refunds`, { amount: total }, { cookie: admin })).status).toBe(200);
    const over = await shop.put(`/admin/order/${order.id}/status`, { status: 'PREPARING' }, { cookie: admin });
    expect(over.json.message).toBe('Cette commande est close (annulée, remboursée ou non payée)\u00a0: son statut ne change plus.');
  });

  it('cancels an order awaiting payment and gives its stock back', async () => {
    const waiting = await unpaidOrder();
    const before = await stockOf(shop, wine);
    const notPaid = await shop.put(`/admin/order/${waiting.id}/status`, { status: 'SHIPPED' }, { cookie: admin });
    expect(notPaid.json.message).toBe('Cette commande attend encore son paiement\u00a0: elle ne peut qu’être annulée.');
    const cancelled = await shop.put(`/admin/order/${waiting.id}/status`, { status: 'CANCELLED' }, { cookie: admin });
    expect(cancelled.json.data).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.json.data.history.map((h: any) => h.status)).toEqual(['AWAITING_PAYMENT', 'CANCELLED']);
    expect(await stockOf(shop, wine)).toBe(before! + 6);
  });
});

describe('the tracking link', () => {
  it('takes an http(s) address only, and null removes it', async () => {
    const { customer, order } = await paidOrder(shop);
    const path = `/admin/order/${order.id}/tracking-link`;
    for (const trackingLink of ['javascript:alert(1)', 'ftp://colis.example/1', 'colissimo 6A123', '']) {
      expect(await shop.put(path, { trackingLink }, { cookie: admin }), trackingLink).toMatchObject({
        status: 400,
        json: { message: 'Le lien de suivi doit être une adresse web complète, commençant par http:// ou https://.' },
      });
    }
    await shop.put(path, { trackingLink: 'http://suivi.example/colis/42' }, { cookie: admin });
    expect((await shop.get(path, { cookie: admin })).json.data).toEqual({ trackingLink: 'http://suivi.example/colis/42' });
    expect((await customer.get(`/order/${order.id}`)).json.data.trackingLink).toBe('http://suivi.example/colis/42');
    const removed = await shop.put(path, { trackingLink: null }, { cookie: admin, lang: 'en_US' });
    expect(removed.json).toMatchObject({ message: 'The tracking link is removed.', data: { trackingLink: null } });
    const [row] = await shop.db.select({ link: orderTable.trackingLink }).from(orderTable).where(and(eq(orderTable.id, order.id)));
    expect(row.link).toBeNull();
  });
});

describe('shipping an order', () => {
  const LINK = 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A99887766554';
  /** The mails about the order its customer got (sign-up's welcome aside). */
  const mailsTo = async (email: string) => (await shop.outbox()).filter((m) => m.to === email && /\d{4}-\d{6}/.test(m.subject));

  it('ships with its tracking link in one change: shipped, the link stored, one mail that carries it', async () => {
    const { email, order } = await paidOrder(shop);
    const shipped = await shop.post(`/admin/orders/${order.id}/ship`, { trackingLink: LINK }, { cookie: admin });
    expect(shipped.json).toMatchObject({ success: true, message: 'La commande est expédiée\u00a0: le client est prévenu par e-mail.', data: { status: 'SHIPPED', trackingLink: LINK } });
    expect(shipped.json.data.history.map((h: any) => h.status)).toEqual(['AWAITING_PAYMENT', 'PAID', 'SHIPPED']);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Votre commande ${order.number} est confirmée`, `Votre commande ${order.number} est en route`]);
    expect(mails[1].text).toContain(LINK);

    // The same link saved again is no news: nobody is mailed.
    const again = await shop.put(`/admin/order/${order.id}/tracking-link`, { trackingLink: LINK }, { cookie: admin });
    expect(again.json.message).toBe('Le lien de suivi est enregistré.');
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('ships without a link, saying so in the mail; the link saved afterwards is mailed once, a removal is not', async () => {
    const { email, order } = await paidOrder(shop, 'TIL-HEN-2020-75', 6, 'en_US');
    const shipped = await shop.post(`/admin/orders/${order.id}/ship`, {}, { cookie: admin, lang: 'en_US' });
    expect(shipped.json).toMatchObject({ success: true, message: 'The order is shipped: the customer has been emailed.', data: { status: 'SHIPPED', trackingLink: null } });
    const [, leaving] = await mailsTo(email);
    expect(leaving.subject).toBe(`Your order ${order.number} is on its way`);
    expect(leaving.text).toContain('Parcel tracking: no online tracking for this shipment');
    expect(leaving.text).not.toContain('the carrier will send you the tracking link');

    const saved = await shop.put(`/admin/order/${order.id}/tracking-link`, { trackingLink: LINK }, { cookie: admin, lang: 'en_US' });
    expect(saved.json).toMatchObject({ message: 'The tracking link is saved and emailed to the customer.', data: { trackingLink: LINK } });
    await shop.put(`/admin/order/${order.id}/tracking-link`, { trackingLink: LINK }, { cookie: admin });
    await shop.put(`/admin/order/${order.id}/tracking-link`, { trackingLink: null }, { cookie: admin });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${order.number} is confirmed`, `Your order ${order.number} is on its way`, `Tracking for your order ${order.number}`]);
    expect(mails[2].text).toContain(LINK);
  });

  it('mails nobody for a link saved before shipping or once delivered: the shipping mail carries it', async () => {
    const { email, order } = await paidOrder(shop);
    await shop.put(`/admin/order/${order.id}/tracking-link`, { trackingLink: LINK }, { cookie: admin });
    expect(await mailsTo(email)).toHaveLength(1);
    await moveTo(shop, admin, order.id, 'SHIPPED', 'DELIVERED');
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([`Votre commande ${order.number} est confirmée`, `Votre commande ${order.number} est en route`]);
    await shop.put(`/admin/order/${order.id}/tracking-link`, { trackingLink: `${LINK}0` }, { cookie: admin });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('refuses what cannot be shipped, and a bad link, changing nothing and mailing nobody', async () => {
    const { email, order } = await paidOrder(shop);
    const bad = await shop.post(`/admin/orders/${order.id}/ship`, { trackingLink: 'javascript:alert(1)' }, { cookie: admin });
    expect(bad).toMatchObject({ status: 400, json: { success: false, message: 'Le lien de suivi doit être une adresse web complète, commençant par http:// ou https://.' } });
    const waiting = await unpaidOrder();
    expect(await shop.post(`/admin/orders/${waiting.id}/ship`, { trackingLink: LINK }, { cookie: admin })).toMatchObject({
      status: 400,
      json: { message: 'Cette commande attend encore son paiement\u00a0: elle ne peut qu’être annulée.' },
    });
    await moveTo(shop, admin, order.id, 'SHIPPED');
    expect((await shop.post(`/admin/orders/${order.id}/ship`, {}, { cookie: admin })).json.message).toBe('La commande a déjà ce statut.');
    const [row] = await shop.db.select().from(orderTable).where(eq(orderTable.id, waiting.id));
    expect(row).toMatchObject({ status: 'AWAITING_PAYMENT', trackingLink: null });
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe('the statuses the panel offers', () => {
  const allowedOf = async (id: number) => (await shop.get(`/admin/order/${id}/get-status`, { cookie: admin })).json.data.allowed;

  it('are the ones the server accepts for that order, by its payment and its delivery', async () => {
    const home = (await paidOrder(shop)).order;
    expect(await allowedOf(home.id)).toEqual(['PREPARING', 'SHIPPED', 'DELIVERED']);
    // Every status left out is refused, and one offered is taken.
    const statuses = ['AWAITING_PAYMENT', 'PAID', 'PAYMENT_FAILED', 'PREPARING', 'READY_FOR_PICKUP', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUNDED'];
    for (const status of statuses.filter((s) => !['PREPARING', 'SHIPPED', 'DELIVERED'].includes(s))) {
      expect((await shop.put(`/admin/order/${home.id}/status`, { status }, { cookie: admin })).status, status).toBe(400);
    }
    const preparing = await shop.put(`/admin/order/${home.id}/status`, { status: 'PREPARING' }, { cookie: admin });
    expect(preparing.json.data.allowed).toEqual(['SHIPPED', 'DELIVERED']);
    expect((await shop.get(`/admin/orders/${home.id}`, { cookie: admin })).json.data.status.allowed).toEqual(['SHIPPED', 'DELIVERED']);

    const collected = (await paidOrder(shop)).order;
    const [place] = await shop.db.select().from(companyAddress).where(isNotNull(companyAddress.calendarId));
    const [slot] = await shop.db.select().from(calendarSlot).where(eq(calendarSlot.calendarId, place.calendarId!));
    await shop.db
      .update(orderTable)
      .set({ deliveryType: 'CLICK_AND_COLLECT', clickAndCollectDate: '2026-12-04', calendarSlotId: slot.id, clickAndCollectAddressId: place.id, shippingAddress: null, carrierId: null, carrierServiceName: null })
      .where(eq(orderTable.id, collected.id));
    expect(await allowedOf(collected.id)).toEqual(['PREPARING', 'READY_FOR_PICKUP', 'DELIVERED']);

    expect(await allowedOf((await unpaidOrder()).id)).toEqual(['CANCELLED']);
    const { total } = (await shop.get(`/order/${home.id}`, { cookie: admin })).json.data;
    await shop.post(`/admin/orders/${home.id}/refunds`, { amount: total }, { cookie: admin });
    expect(await allowedOf(home.id)).toEqual([]);
  });
});
