import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrier, order as orderTable, orderStatusHistory, shipment } from '~/server/db/schema';
import { trackShipments } from '~/server/services/shipping/tracking';
import { DEMO_TRANSIT_HOURS } from '~/server/services/shipping/demo-labels';
import { startFakeColissimo, type FakeColissimo } from '../fakes/colissimo';
import { startFakeMondialRelay, type FakeMondialRelay } from '../fakes/mondial-relay';
import { adminCookie, paidOrder } from './admin-support';
import { declinationOf } from './cart-browser';
import { carrierAccounts } from './carrier-support';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, paySandbox, result, setStock } from './order-support';

// The worker's parcel tracking (services/shipping/tracking.ts), driven here by calling its job
// with the shop's clock moved: each carrier asked at its pace, the steps kept once, and the order
// made DELIVERED, which opens the return window, when the carrier (its fake) says delivered.

const HOUR = 3_600_000;
let mondial: FakeMondialRelay;
let colissimo: FakeColissimo;
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  [mondial, colissimo] = await Promise.all([startFakeMondialRelay(), startFakeColissimo()]);
  shop = await startTestShop({
    env: carrierAccounts(mondial, colissimo, 1500),
  });
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 2000);
  admin = await adminCookie(shop);
});
afterAll(async () => {
  await shop?.close();
  await Promise.all([mondial?.close(), colissimo?.close()]);
});

const track = () => trackShipments({ db: shop.db, labels: shop.deps.config.labels, now: () => shop.clock.now });
const later = (hours: number) => {
  shop.clock.now = new Date(shop.clock.now.getTime() + hours * HOUR);
};
const orderRow = async (id: number) => (await shop.db.select().from(orderTable).where(eq(orderTable.id, id)))[0];
const shipmentOf = async (id: number) => (await shop.db.select().from(shipment).where(and(eq(shipment.orderId, id), isNull(shipment.returnId))))[0];
const shipped = async (orderId: number) => {
  const made = await shop.post(`/admin/orders/${orderId}/shipment`, {}, { cookie: admin });
  expect(made.status, String(made.json.message)).toBe(200);
  return made.json.data as { trackingNumber: string; parcels: { number: string }[] };
};

describe('parcel tracking', () => {
  it('asks Colissimo at its pace, keeps the steps once, and makes the order delivered when every parcel is', async () => {
    const { order, customer } = await paidOrder(shop, 'TIL-HEN-2020-75', 18);
    const { parcels } = await shipped(order.id);
    expect(await track()).toEqual({ asked: 0, delivered: 0 });

    later(2.5);
    expect(await track()).toEqual({ asked: 1, delivered: 0 });
    expect(await track()).toEqual({ asked: 0, delivered: 0 });
    colissimo.deliver(parcels[0].number);
    later(2.5);
    expect(await track()).toEqual({ asked: 1, delivered: 0 });
    expect((await orderRow(order.id)).status).toBe('SHIPPED');

    colissimo.deliver(parcels[1].number);
    later(2.5);
    expect(await track()).toEqual({ asked: 1, delivered: 1 });
    expect((await orderRow(order.id)).status).toBe('DELIVERED');
    expect(await shipmentOf(order.id)).toMatchObject({ state: 'DELIVERED', nextCheckAt: null });
    const history = await shop.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status)).toEqual(['AWAITING_PAYMENT', 'PAID', 'SHIPPED', 'DELIVERED']);

    // The customer's order page: the steps, each once, the delivery last; the return window open.
    const detail = (await customer.get(`/order/${order.id}`)).json.data;
    expect(detail.status).toBe('DELIVERED');
    const labels = detail.tracking.map((s: any) => s.label);
    // Both parcels' steps, in the order they happened (the fake dates them on the real clock, so
    // how the two parcels' steps interleave is not fixed: only their order in time is).
    expect([...labels].sort()).toEqual(
      ['Votre colis est en cours de préparation par l’expéditeur', 'Votre colis est pris en charge par La Poste', 'Votre colis est livré'].flatMap((label) => [label, label]).sort(),
    );
    const times = detail.tracking.map((s: any) => Date.parse(s.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(labels[0]).toBe('Votre colis est en cours de préparation par l’expéditeur');
    expect(labels.at(-1)).toBe('Votre colis est livré');
    expect(detail.tracking.filter((s: any) => s.delivered)).toHaveLength(2);
    const back = (await customer.get(`/order-back?order=${order.id}`)).json.data;
    expect(back.canAsk).toBe(true);
    expect(back.deliveredAt).not.toBeNull();
    later(2.5);
    expect(await track()).toEqual({ asked: 0, delivered: 0 });
  });

  it('follows a Mondial Relay expedition to delivered, and a carrier down is asked again later without harm', async () => {
    const fr = await franceId(shop);
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const placed = await customer.post('/order', homeDelivery(cartId, fr, { delivery: { type: 'PICKUP', serviceCode: 'MONDIAL_RELAY_24R', accessPointId: 'FR-066974' } }));
    expect(placed.status).toBe(200);
    const { id } = placed.json.data.order;
    await result(customer, id, await paySandbox(shop, placed.json.data.redirectUrl, '4242 4242 4242 4242'));
    const { trackingNumber } = await shipped(id);

    mondial.mode = 'down';
    later(4.5);
    expect(await track()).toEqual({ asked: 1, delivered: 0 });
    mondial.mode = 'up';
    expect(await track()).toEqual({ asked: 0, delivered: 0 });
    mondial.deliver(trackingNumber);
    later(4.5);
    expect(await track()).toEqual({ asked: 1, delivered: 1 });
    expect((await orderRow(id)).status).toBe('DELIVERED');
    const steps = (await customer.get(`/order/${id}`, { lang: 'en_US' })).json.data.tracking;
    expect(steps.at(-1)).toMatchObject({ label: 'COLIS LIVRE AU DESTINATAIRE · TABAC DE LA PLACE', delivered: true });
  });

  it('moves the demo’s parcel to delivered after its transit, and two workers at once ask the carrier once', async () => {
    await shop.db.update(carrier).set({ network: 'DEMO' }).where(eq(carrier.serviceCode, 'COLISSIMO_DOMICILE'));
    try {
      const { order } = await paidOrder(shop);
      await shipped(order.id);
      later(DEMO_TRANSIT_HOURS / 2 + 0.1);
      const [one, two] = await Promise.all([track(), track()]);
      expect(one.asked + two.asked).toBe(1);
      expect((await orderRow(order.id)).status).toBe('SHIPPED');
      later(DEMO_TRANSIT_HOURS / 2);
      expect(await track()).toEqual({ asked: 1, delivered: 1 });
      expect((await orderRow(order.id)).status).toBe('DELIVERED');
    } finally {
      await shop.db.update(carrier).set({ network: 'COLISSIMO' }).where(eq(carrier.serviceCode, 'COLISSIMO_DOMICILE'));
    }
  });
});
