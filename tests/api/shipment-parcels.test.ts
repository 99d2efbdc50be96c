import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, paidOrder } from './admin-support';
import { declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { setStock } from './order-support';
import { pdfText } from './pdf-text';

// The parcels of an order (docs/rules.md#parcels): each declination's shipping weight (its default,
// or the owner's in the catalogue), the order packed in cartons within the carrier's limit, on the
// picking slip.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 1000);
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const slipOf = async (orderId: number, lang = 'fr_FR') => {
  const answer = await shop.app.request(`/api/admin/orders/${orderId}/picking-slip?lang=${lang}`, { headers: { cookie: admin } });
  expect(answer.status).toBe(200);
  return pdfText(Buffer.from(await answer.arrayBuffer())).join(' ');
};

describe('parcels on the picking slip', () => {
  it('packs 18 bottles in a carton of 12 and one of 6, with their weights, then follows the weight the owner sets', async () => {
    const { order } = await paidOrder(shop, 'TIL-HEN-2020-75', 18);
    const slip = await slipOf(order.id);
    expect(slip).toContain('2 COLIS');
    expect(slip).toMatch(/Colis 1 · carton de 12 · 12 bouteilles · 16,46\skg/);
    expect(slip).toMatch(/Colis 2 · carton de 6 · 6 bouteilles · 8,28\skg/);

    const { id } = await declinationOf(shop, 'TIL-HEN-2020-75');
    const changed = await shop.put(`/admin/declination/${id}`, { shippingWeight: 1500 }, { cookie: admin });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({ shippingWeight: 1500 });
    expect(await slipOf(order.id, 'en_US')).toMatch(/Parcel 1 · carton of 12 · 12 bottles · 18\.70\skg/);

    const refused = await shop.put(`/admin/declination/${id}`, { shippingWeight: 0 }, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('poids d’expédition');
    await shop.put(`/admin/declination/${id}`, { shippingWeight: null }, { cookie: admin });
  });
});
