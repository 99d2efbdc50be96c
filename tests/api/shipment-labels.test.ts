import { and, eq, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { carrier, order as orderTable, shipment } from '~/server/db/schema';
import { startFakeColissimo, type FakeColissimo } from '../fakes/colissimo';
import { startFakeMondialRelay, type FakeMondialRelay } from '../fakes/mondial-relay';
import { adminCookie, moveTo, paidOrder } from './admin-support';
import { declinationOf } from './cart-browser';
import { carrierAccounts } from './carrier-support';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock } from './order-support';
import { pdfText } from './pdf-text';

// The owner's « create the label » (services/shipping/): Colissimo's label web service and Mondial
// Relay's shipment creation (their local fakes), the demo's specimen for a carrier without account;
// the order shipped with its tracking link and mailed in one step, one shipment however many clicks,
// the carriers' faults told to the owner with nothing changed, a batch printed as one PDF, and a
// return's label.

let mondial: FakeMondialRelay;
let colissimo: FakeColissimo;
let shop: TestShop;
let admin: string;
let fr: number;

beforeAll(async () => {
  [mondial, colissimo] = await Promise.all([startFakeMondialRelay(), startFakeColissimo()]);
  shop = await startTestShop({
    env: carrierAccounts(mondial, colissimo, 1500),
  });
  fr = await franceId(shop);
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 2000);
  admin = await adminCookie(shop);
});
afterEach(() => {
  mondial.mode = 'up';
  colissimo.mode = 'up';
});
afterAll(async () => {
  await shop?.close();
  await Promise.all([mondial?.close(), colissimo?.close()]);
});

const createLabel = (orderId: number, lang: 'fr_FR' | 'en_US' = 'fr_FR') => shop.post(`/admin/orders/${orderId}/shipment`, {}, { cookie: admin, lang });
const orderRow = async (id: number) => (await shop.db.select().from(orderTable).where(eq(orderTable.id, id)))[0];
const shipmentsOf = (id: number) => shop.db.select().from(shipment).where(and(eq(shipment.orderId, id), isNull(shipment.returnId)));
const pdfOf = async (path: string) => {
  const answer = await shop.app.request(`/api${path}`, { headers: { cookie: admin } });
  expect(answer.status, path).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await answer.arrayBuffer());
};
const creations = () => mondial.requests.filter((r) => r.includes('WSI2_CreationEtiquette'));
const pages = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

/** A paid order delivered to a Mondial Relay point near Saumur. */
async function relayOrder(quantity = 6) {
  const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', quantity);
  const placed = await customer.post('/order', homeDelivery(cartId, fr, { delivery: { type: 'PICKUP', serviceCode: 'MONDIAL_RELAY_24R', accessPointId: 'FR-066974' } }));
  if (placed.status !== 200) throw new Error(`order refused: ${placed.json.message}`);
  const outcome = await result(customer, placed.json.data.order.id, await paySandbox(shop, placed.json.data.redirectUrl, '4242 4242 4242 4242'));
  expect(outcome.json.data.status).toBe('PAID');
  return { customer, order: placed.json.data.order as { id: number; number: string } };
}

describe('Colissimo labels', () => {
  it('makes one label per parcel, ships the order with its tracking link and mails the customer, in one step', async () => {
    const { order, email } = await paidOrder(shop, 'TIL-HEN-2020-75', 18);
    const before = colissimo.parcels.length;
    const made = await createLabel(order.id);
    expect(made.status, String(made.json.message)).toBe(200);
    const numbers = colissimo.parcels.slice(before);
    expect(numbers).toHaveLength(2);
    expect(made.json.data).toMatchObject({ network: 'COLISSIMO', state: 'CREATED', trackingNumber: numbers[0], isDemo: false });
    expect(made.json.data.parcels).toEqual([
      { number: numbers[0], weight: 16_456, bottles: 12 },
      { number: numbers[1], weight: 8_278, bottles: 6 },
    ]);
    // What the carrier was told: a home delivery, the parcel's weight in kilograms.
    const sent = JSON.parse(colissimo.requests.at(-1)!);
    expect(sent.letter.service.productCode).toBe('DOM');
    expect(sent.letter.parcel.weight).toBe(8.28);
    expect(sent.letter.addressee.address).toMatchObject({ lastName: 'Camille Moreau', zipCode: '49400', city: 'Saumur', countryCode: 'FR' });

    const row = await orderRow(order.id);
    expect(row.status).toBe('SHIPPED');
    expect(row.trackingLink).toBe(`https://www.laposte.fr/outils/suivre-vos-envois?code=${numbers[0]}`);
    const mail = (await shop.outbox()).filter((m) => m.to === email).at(-1)!;
    expect(mail.text).toContain(row.trackingLink);
    expect(await pages(await pdfOf(`/admin/orders/${order.id}/shipment/label`))).toBe(2);
    expect((await shop.get(`/admin/orders/${order.id}/shipment`, { cookie: admin })).json.data).toMatchObject({ trackingNumber: numbers[0] });

    const again = await createLabel(order.id);
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(`La commande ${order.number} est déjà expédiée.`);
  });

  it('makes ONE shipment when « create the label » is clicked twice at once', async () => {
    const { order } = await paidOrder(shop);
    const before = colissimo.parcels.length;
    const answers = await Promise.all([createLabel(order.id), createLabel(order.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.json.message).toMatch(/est en cours de création|existe déjà/);
    expect(colissimo.parcels.length - before).toBe(1);
    expect(await shipmentsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).status).toBe('SHIPPED');
  });

  it('tells the owner, in their language, that the carrier is down, slow, refuses the postal code or the account; nothing is changed', async () => {
    const { order } = await paidOrder(shop);
    const unchanged = async () => {
      expect((await orderRow(order.id)).status).toBe('PAID');
      expect(await shipmentsOf(order.id)).toEqual([]);
    };
    colissimo.mode = 'down';
    let answer = await createLabel(order.id);
    expect(answer.status).toBe(503);
    expect(answer.json.message).toBe('Colissimo ne répond pas pour le moment\u00a0: aucune étiquette n’a été créée, réessayez dans quelques minutes.');
    await unchanged();

    colissimo.mode = 'slow';
    answer = await createLabel(order.id, 'en_US');
    expect(answer.status).toBe(503);
    expect(answer.json.message).toBe('Colissimo is taking too long to answer: no label was created. Try again in a few minutes.');
    await unchanged();
    colissimo.mode = 'up';

    const address = (await orderRow(order.id)).shippingAddress!;
    await shop.db.update(orderTable).set({ shippingAddress: { ...address, postalCode: '00000' } }).where(eq(orderTable.id, order.id));
    answer = await createLabel(order.id);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('Colissimo ne connaît pas le code postal du destinataire\u00a0: corrigez l’adresse de la commande.');
    await unchanged();
    await shop.db.update(orderTable).set({ shippingAddress: address }).where(eq(orderTable.id, order.id));

    const settings = shop.deps.config.labels.colissimo!;
    const password = settings.password;
    settings.password = 'wrong';
    try {
      answer = await createLabel(order.id, 'en_US');
    } finally {
      settings.password = password;
    }
    expect(answer.status).toBe(503);
    expect(answer.json.message).toBe("Colissimo refuses the shop's account (login, password or key): check the carrier settings.");
    expect(JSON.stringify(answer.json)).not.toContain('wrong');
    await unchanged();

    expect((await createLabel(order.id)).status).toBe(200);
  });
});

describe('Mondial Relay labels', () => {
  it('creates the expedition to the chosen point, fetches its label and ships the order', async () => {
    const { order } = await relayOrder();
    const made = await createLabel(order.id);
    expect(made.status, String(made.json.message)).toBe(200);
    const [expedition] = mondial.expeditions.slice(-1);
    expect(made.json.data).toMatchObject({ network: 'MONDIAL_RELAY', trackingNumber: expedition, parcels: [{ number: expedition, bottles: 6 }] });
    const sent = creations().at(-1)!;
    expect(sent).toContain('<LIV_Rel>066974</LIV_Rel>');
    expect(sent).toContain('<Dest_Ad1>CAMILLE MOREAU</Dest_Ad1>');
    expect(sent).toContain('<Poids>8278</Poids>');
    expect((await orderRow(order.id)).trackingLink).toContain(`NumeroExpedition=${expedition}`);
    expect(await pages(await pdfOf(`/admin/orders/${order.id}/shipment/label`))).toBe(1);
  });

  it('writes the customer’s accented address as the service takes it, and tells the owner a point it does not know or a carrier down', async () => {
    const { order } = await relayOrder();
    const row = await orderRow(order.id);
    await shop.db
      .update(orderTable)
      .set({ shippingAddress: { ...row.shippingAddress!, firstname: 'Hélène', lastname: 'Lefèvre-Dupré' }, accessPoint: { ...row.accessPoint!, id: 'FR-999999' } })
      .where(eq(orderTable.id, order.id));
    let answer = await createLabel(order.id, 'en_US');
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('Mondial Relay does not know the order’s pickup point: it may have closed.'.replace('’', "'"));
    expect(await shipmentsOf(order.id)).toEqual([]);

    mondial.mode = 'down';
    await shop.db.update(orderTable).set({ accessPoint: row.accessPoint }).where(eq(orderTable.id, order.id));
    answer = await createLabel(order.id);
    expect(answer.status).toBe(503);
    expect(answer.json.message).toContain('Mondial Relay ne répond pas');
    expect((await orderRow(order.id)).status).toBe('PAID');
    mondial.mode = 'up';

    answer = await createLabel(order.id);
    expect(answer.status, String(answer.json.message)).toBe(200);
    expect(creations().at(-1)!).toContain('<Dest_Ad1>HELENE LEFEVRE-DUPRE</Dest_Ad1>');
    // The private key signs the request and is never sent.
    expect(mondial.requests.some((r) => r.includes(mondial.privateKey))).toBe(false);
  });
});

describe('Mondial Relay refusals', () => {
  it('tells the owner a carrier too slow, and a parcel heavier than the point takes, in their language', async () => {
    const { order } = await relayOrder();
    mondial.mode = 'slow';
    let answer = await createLabel(order.id);
    expect(answer.status).toBe(503);
    expect(answer.json.message).toBe('Mondial Relay met trop de temps à répondre\u00a0: aucune étiquette n’a été créée, réessayez dans quelques minutes.');
    mondial.mode = 'up';

    const { id } = await declinationOf(shop, 'TIL-HEN-2020-75');
    expect((await shop.put(`/admin/declination/${id}`, { shippingWeight: 40_000 }, { cookie: admin })).status).toBe(200);
    try {
      answer = await createLabel(order.id, 'en_US');
    } finally {
      await shop.put(`/admin/declination/${id}`, { shippingWeight: null }, { cookie: admin });
    }
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe("Mondial Relay refuses a parcel's weight: check the products' shipping weights.");
    expect((await orderRow(order.id)).status).toBe('PAID');
    expect(await shipmentsOf(order.id)).toEqual([]);
  });
});

describe('the demo label service', () => {
  it('makes a SPECIMEN label and a demo number for a carrier without account, the customer’s order page as its tracking link', async () => {
    await shop.db.update(carrier).set({ network: 'DEMO' }).where(eq(carrier.serviceCode, 'COLISSIMO_DOMICILE'));
    try {
      const { order } = await paidOrder(shop);
      const made = await createLabel(order.id);
      expect(made.status, String(made.json.message)).toBe(200);
      expect(made.json.data).toMatchObject({ network: 'DEMO', isDemo: true, trackingNumber: expect.stringMatching(/^DEMO\d{10}$/) });
      expect((await orderRow(order.id)).trackingLink).toBe(`http://shop.test/account/orders/${order.id}`);
      expect(pdfText(Buffer.from(await pdfOf(`/admin/orders/${order.id}/shipment/label`))).join(' ')).toContain('SPECIMEN');
    } finally {
      await shop.db.update(carrier).set({ network: 'COLISSIMO' }).where(eq(carrier.serviceCode, 'COLISSIMO_DOMICILE'));
    }
  });
});

describe('a batch of labels', () => {
  it('labels the orders it can, says why not for the others, and prints their labels as one PDF', async () => {
    const first = await paidOrder(shop);
    const second = await relayOrder();
    const shipped = await paidOrder(shop);
    await moveTo(shop, admin, shipped.order.id, 'SHIPPED');
    const answer = await shop.post('/admin/orders/shipments', { orderIds: [first.order.id, second.order.id, shipped.order.id] }, { cookie: admin });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('2 étiquettes créées.');
    expect(answer.json.data.map((r: any) => [r.orderId, r.shipment !== null, r.refusal])).toEqual([
      [first.order.id, true, null],
      [second.order.id, true, null],
      [shipped.order.id, false, `La commande ${shipped.order.number} est déjà expédiée.`],
    ]);
    const pdf = await pdfOf(`/admin/shipments/labels?orders=${first.order.id},${second.order.id},${shipped.order.id}`);
    expect(await pages(pdf)).toBe(2);
    expect((await shop.post('/admin/orders/shipments', { orderIds: [] }, { cookie: admin })).status).toBe(400);
    expect((await shop.app.request('/api/admin/shipments/labels?orders=1;2', { headers: { cookie: admin } })).status).toBe(400);
  });
});

describe('a return label', () => {
  it('makes the carrier’s return label for an accepted return and sends it to the customer as the label step', async () => {
    const paid = await paidOrder(shop);
    await moveTo(shop, admin, paid.order.id, 'PREPARING', 'SHIPPED', 'DELIVERED');
    const asked = await paid.customer.post(`/order/${paid.order.id}/back-products`, { reason: 'Rétractation', products: [{ idOrderLine: paid.order.lines[0].id, quantity: 2 }] });
    expect(asked.status).toBe(200);
    const returnId = asked.json.data.id as number;
    expect((await shop.post(`/admin/returns/${returnId}/accept`, {}, { cookie: admin })).status).toBe(200);
    const made = await shop.post(`/admin/returns/${returnId}/carrier-label`, {}, { cookie: admin });
    expect(made.status, String(made.json.message)).toBe(200);
    expect(made.json.data).toMatchObject({ status: 'LABEL_SENT', labelUrl: `/api/order/${paid.order.id}/back-products/${returnId}/label` });
    const sent = JSON.parse(colissimo.requests.at(-1)!);
    expect(sent.letter.service.productCode).toBe('CORE');
    expect(sent.letter.sender.address.lastName).toBe('Camille Moreau');
    const twice = await shop.post(`/admin/returns/${returnId}/carrier-label`, {}, { cookie: admin });
    expect(twice.status).toBe(400);
  });
});
