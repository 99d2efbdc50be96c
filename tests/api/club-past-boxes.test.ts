import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { myPastBoxesSchema } from '~/lib/contracts/club-past';
import { clubMembership } from '~/server/db/schema';
import { runClubCharges } from '~/server/services/club/charge-run';
import { openSession } from '~/server/services/sessions';
import { startTestShop, type TestShop } from './harness';
import { setStock } from './order-support';
import { aFormula } from './club-support';
import { aMember, anOpenShipment, boxOf, keptSandboxCard, ordersOf, plannedBoxes, BOTTLES, UNIT_PRICE, type RunMember } from './club-run-support';

// The member's past boxes (docs/club.md, "The member's space"): the boxes of the shipments whose
// run is done, the latest first, each as it ended (charged with its order, skipped, not charged),
// the member's only. Made by the real charge run, the skip through the API.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const DAY = 86_400_000;
const at = (iso: string) => {
  shop.clock.now = new Date(iso);
};
// A session lasts a day and the test spans months: the member signs in again when they look.
const cookieOf = async (member: RunMember) => `token=${await openSession(shop.deps, member.userId, 'vitest')}`;
const pastBoxes = async (member: RunMember, lang: 'fr_FR' | 'en_US' = 'fr_FR') => {
  const response = await shop.get('/user/club/past-boxes', { cookie: await cookieOf(member), lang });
  expect(response.status).toBe(200);
  return myPastBoxesSchema.parse(response.json.data);
};

describe('past boxes', () => {
  it('lists a charged, a skipped and a given-up box, the latest first, with their amounts and the order; another member sees only theirs', async () => {
    at('2027-01-12T07:00:00Z');
    const formula = await aFormula(shop, { shippingRate: 1_200, maxSkipsPerYear: 2 });
    const member = await aMember(shop, formula.id, 'KEEP');
    const other = await aMember(shop, formula.id, 'KEEP');
    expect(await pastBoxes(member)).toEqual({ boxes: [], more: false });

    // January: both charged.
    const winter = await anOpenShipment(shop, formula.id, '2027-01-12', 'Hiver');
    await setStock(shop, winter.declinationId, 1_000);
    await plannedBoxes(shop, winter, [member.membershipId, other.membershipId]);
    await runClubCharges(shop.deps);
    expect(await boxOf(shop, winter.id, member.membershipId)).toMatchObject({ status: 'CHARGED' });

    // February: the member skips the box before the cut-off; the run leaves it so.
    at('2027-02-10T07:00:00Z');
    const spring = await anOpenShipment(shop, formula.id, '2027-02-12', 'Printemps');
    await plannedBoxes(shop, spring, [member.membershipId]);
    expect((await shop.post('/user/club/box/skip', {}, { cookie: await cookieOf(member) })).status).toBe(200);
    at('2027-02-12T07:00:00Z');
    await runClubCharges(shop.deps);

    // March: the card is declined on the day and the retries of days 1, 3 and 7, then given up.
    at('2027-03-12T07:00:00Z');
    const declining = await keptSandboxCard(shop, member.userId, 'DECLINE_LATER');
    await shop.db.update(clubMembership).set({ keptCardId: declining.cardId }).where(eq(clubMembership.id, member.membershipId));
    const summer = await anOpenShipment(shop, formula.id, '2027-03-12', 'Été');
    await plannedBoxes(shop, summer, [member.membershipId]);
    await runClubCharges(shop.deps);
    // Declined, its shipment done: the box is listed, its charge still asked again.
    expect((await pastBoxes(member)).boxes[0]).toMatchObject({ title: 'Été', outcome: 'RETRYING', charged: 0, orderId: null });
    const start = shop.clock.now.getTime();
    for (const day of [1, 3, 7]) {
      shop.clock.now = new Date(start + day * DAY);
      await runClubCharges(shop.deps);
    }
    expect(await boxOf(shop, summer.id, member.membershipId)).toMatchObject({ status: 'FAILED' });

    const [memberOrder] = await ordersOf(shop, [member.userId]);
    const [otherOrder] = await ordersOf(shop, [other.userId]);
    const mine = await pastBoxes(member);
    expect(mine.more).toBe(false);
    expect(mine.boxes.map((box) => [box.title, box.chargeOn, box.outcome])).toEqual([
      ['Été', '2027-03-12', 'NOT_CHARGED'],
      ['Printemps', '2027-02-12', 'SKIPPED'],
      ['Hiver', '2027-01-12', 'CHARGED'],
    ]);
    const [given, skipped, charged] = mine.boxes;
    expect(charged).toMatchObject({ price: BOTTLES * UNIT_PRICE, deliveryFee: 1_200, charged: BOTTLES * UNIT_PRICE + 1_200, deliveryMode: 'SHIPPING', orderId: memberOrder.id, orderNumber: expect.any(String) });
    expect(charged.wines).toEqual([{ declinationId: winter.declinationId, name: expect.stringMatching(/\S/), quantity: BOTTLES }]);
    expect(skipped).toMatchObject({ charged: 0, orderId: null, orderNumber: null });
    expect(given).toMatchObject({ charged: 0, orderId: null, price: BOTTLES * UNIT_PRICE, deliveryFee: 1_200 });
    expect(given.wines).toHaveLength(1);

    // The other member: their own January box and order, nothing of the member's.
    const theirs = await pastBoxes(other, 'en_US');
    expect(theirs.boxes).toHaveLength(1);
    expect(theirs.boxes[0]).toMatchObject({ title: 'Hiver', outcome: 'CHARGED', orderId: otherOrder.id });
    expect(theirs.boxes[0].id).not.toBe(charged.id);
  });

  it('says a gift membership’s box was offered, with its order and nothing charged', async () => {
    at('2027-06-15T07:00:00Z');
    const formula = await aFormula(shop, { shippingRate: 1_200 });
    const gifted = await aMember(shop, formula.id, 'KEEP', { giftShipmentsLeft: 2, keptCardId: null });
    const shipment = await anOpenShipment(shop, formula.id, '2027-06-15', 'Juin');
    await setStock(shop, shipment.declinationId, 1_000);
    await plannedBoxes(shop, shipment, [gifted.membershipId]);
    await runClubCharges(shop.deps);
    const [made] = await ordersOf(shop, [gifted.userId]);
    expect(made).toMatchObject({ total: 0 });
    const { boxes } = await pastBoxes(gifted, 'en_US');
    expect(boxes).toEqual([expect.objectContaining({ title: 'Juin', outcome: 'OFFERED', charged: 0, price: BOTTLES * UNIT_PRICE, deliveryFee: 1_200, orderId: made.id })]);
  });

  it('is refused to a guest', async () => {
    expect((await shop.get('/user/club/past-boxes')).status).toBe(401);
  });
});
