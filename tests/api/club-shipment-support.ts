import { expect } from 'vitest';
import { adminClubShipmentSchema, type ClubShipmentInput } from '~/lib/admin/club-shipments';
import { clubOfferSchema } from '~/lib/contracts/club';
import type { declination } from '~/server/db/schema';
import { adminCookie } from './admin-support';
import { declinationByReference } from './catalogue-fixtures';
import type { ClubCustomer } from './club-support';
import { startTestShop, type TestShop } from './harness';

// The shipments' API tests start here: a shop in the spring of 2027 with the owner signed in, the
// club terms' versions a member accepts, and the two wines of the boxes they announce.

type Declination = typeof declination.$inferSelect;
type Lang = 'fr_FR' | 'en_US';

export const SPRING = new Date('2027-03-10T09:00:00Z');

export async function shipmentShop() {
  const shop = await startTestShop();
  shop.clock.now = SPRING;
  const termsVersion = { fr_FR: '', en_US: '' };
  for (const lang of ['fr_FR', 'en_US'] as const) termsVersion[lang] = clubOfferSchema.parse((await shop.get('/club/formula', { lang })).json.data).termsVersion;
  return {
    shop,
    admin: await adminCookie(shop),
    termsVersion,
    clos: await declinationByReference(shop, 'TIL-CLO-2022-75'),
    saintCyr: await declinationByReference(shop, 'TIL-SCT-2023-75'),
  };
}

/** Joins the formula through the API, with the terms' version of the member's language. */
export function joinClub(shop: TestShop, customer: ClubCustomer, formulaId: number, termsVersion: Record<Lang, string>, delivery: 'SHIPPING' | 'COLLECTION' = 'SHIPPING', lang: Lang = 'fr_FR') {
  const body = { formulaId, deliveryMode: delivery, addressId: delivery === 'SHIPPING' ? customer.addressId : null, cardId: customer.cardId, acceptTerms: true, termsVersion: termsVersion[lang] };
  return shop.post('/user/club', body, { cookie: customer.cookie, lang });
}

/** Three bottles of each wine in every box, charged on 1 April 2027, changed until 29 March. */
export const curatedShipment = (formulaId: number, [first, second]: [Declination, Declination], extra: Partial<ClubShipmentInput> = {}): ClubShipmentInput => ({
  formulaId,
  title: 'Printemps 2027',
  chargeOn: '2027-04-01',
  cutoffAt: '2027-03-29T22:00:00Z',
  price: null,
  wines: [
    { declinationId: first.id, quantity: 3, maxPerBox: null, unitPrice: null },
    { declinationId: second.id, quantity: 3, maxPerBox: null, unitPrice: null },
  ],
  ...extra,
});

/** The owner prepares the shipment (a DRAFT). */
export async function prepareShipment(shop: TestShop, admin: string, input: ClubShipmentInput) {
  const answer = await shop.post('/admin/club/shipment', input, { cookie: admin });
  expect(answer.status, answer.json.message ?? undefined).toBe(200);
  return adminClubShipmentSchema.parse(answer.json.data);
}

/** The owner prepares the shipment and announces it: every member's box is written. */
export async function announceShipment(shop: TestShop, admin: string, input: ClubShipmentInput) {
  const draft = await prepareShipment(shop, admin, input);
  const answer = await shop.post(`/admin/club/shipment/${draft.id}/announce`, {}, { cookie: admin });
  expect(answer.status, answer.json.message ?? undefined).toBe(200);
  return adminClubShipmentSchema.parse(answer.json.data);
}
