import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { adminClubShipmentSchema, type ClubShipmentInput } from '~/lib/admin/club-shipments';
import { myNextBoxSchema, nextBoxSchema } from '~/lib/contracts/club-box';
import { adminAudit, clubBox, clubBoxLine, clubFormula, clubMembership, clubShipment, declination, user } from '~/server/db/schema';
import { sendBoxReminders } from '~/server/services/club/reminders';
import { openSession } from '~/server/services/sessions';
import { deleteWithBody } from './account-support';
import { adminCookie } from './admin-support';
import { aFormula, clubCustomer, type ClubCustomer } from './club-support';
import { type TestShop } from './harness';
import { announceShipment, curatedShipment, joinClub, prepareShipment, shipmentShop, SPRING as START } from './club-shipment-support';
import { setStock } from './order-support';

// The owner prepares and announces a shipment (/admin/club/shipment), the members' boxes written
// then, the member's next box changed until the cut-off (/user/club/box), and the reminders 14 and
// 2 days before the charge (docs/club.md#shipments, #boxes, #reminders).

let shop: TestShop;
let admin: string;
let termsVersion: Awaited<ReturnType<typeof shipmentShop>>['termsVersion'];
let clos: typeof declination.$inferSelect;
let saintCyr: typeof declination.$inferSelect;

beforeAll(async () => {
  ({ shop, admin, termsVersion, clos, saintCyr } = await shipmentShop());
  // Every box announced here holds its bottles (docs/club.md, "The stock of the boxes"): more than the demo's cellar.
  for (const wine of [clos, saintCyr]) await setStock(shop, wine.id, 10_000);
});
afterAll(() => shop.close());

let emails = 0;
/** A customer who joined the formula through the API. */
async function member(formulaId: number, delivery: 'SHIPPING' | 'COLLECTION' = 'SHIPPING', lang: 'fr_FR' | 'en_US' = 'fr_FR'): Promise<ClubCustomer> {
  const customer = await clubCustomer(shop, `coffret-${++emails}@example.fr`);
  const joined = await joinClub(shop, customer, formulaId, termsVersion, delivery, lang);
  expect(joined.status, joined.json.message ?? undefined).toBe(200);
  return customer;
}

const curated = (formulaId: number, extra: Partial<ClubShipmentInput> = {}) => curatedShipment(formulaId, [clos, saintCyr], extra);
const prepared = (input: ClubShipmentInput) => prepareShipment(shop, admin, input);
const announced = (input: ClubShipmentInput) => announceShipment(shop, admin, input);

/** Sessions end after a while: a test that moves the clock far signs in again. */
async function signInAgain(customer: ClubCustomer) {
  customer.cookie = `token=${await openSession(shop.deps, customer.userId, 'vitest')}`;
  admin = await adminCookie(shop);
}

const nextBox = async (customer: ClubCustomer, lang: 'fr_FR' | 'en_US' = 'fr_FR') => myNextBoxSchema.parse((await shop.get('/user/club/box', { cookie: customer.cookie, lang })).json.data).box;

describe('the owner prepares a shipment', () => {
  it('prices each bottle at the wine’s price less the discount, edits the draft, then announces it with a box for each active member', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, { memberDiscount: 1_000, shippingRate: 1_200 }, 'Découverte printemps');
    const shipped = await member(formula.id, 'SHIPPING');
    const collected = await member(formula.id, 'COLLECTION');
    const resting = await member(formula.id);
    expect((await shop.put('/user/club/pause', { until: '2027-06-01' }, { cookie: resting.cookie })).status).toBe(200);

    const draft = await prepared(curated(formula.id));
    expect(draft).toMatchObject({ status: 'DRAFT', selection: 'CURATED', boxes: { total: 0 } });
    const closUnit = Math.round(clos.price * 0.9);
    const saintCyrUnit = Math.round(saintCyr.price * 0.9);
    expect(draft.wines.find((wine) => wine.declinationId === clos.id)).toMatchObject({ quantity: 3, unitPrice: closUnit, listPrice: clos.price });
    expect(draft.price).toBe(3 * closUnit + 3 * saintCyrUnit);
    // A draft is no one's yet: members see nothing.
    expect(await nextBox(shipped)).toBeNull();

    const edited = await shop.put(`/admin/club/shipment/${draft.id}`, curated(formula.id, { title: 'Printemps', price: 8_500 }), { cookie: admin });
    expect(edited.status, edited.json.message ?? undefined).toBe(200);
    expect(edited.json.message).toBe('Le brouillon «\u00a0Printemps\u00a0» est enregistré.');
    expect(adminClubShipmentSchema.parse(edited.json.data)).toMatchObject({ title: 'Printemps', price: 8_500 });

    const answer = await shop.post(`/admin/club/shipment/${draft.id}/announce`, {}, { cookie: admin, lang: 'en_US' });
    expect(answer.status, answer.json.message ?? undefined).toBe(200);
    expect(answer.json.message).toBe('The shipment “Printemps” has been announced: 2 boxes prepared.');
    const open = adminClubShipmentSchema.parse(answer.json.data);
    expect(open).toMatchObject({ status: 'OPEN', boxes: { total: 2, planned: 2, skipped: 0 } });

    const shippedBox = await nextBox(shipped);
    expect(shippedBox).toMatchObject({ title: 'Printemps', status: 'PLANNED', changeable: true, price: 8_500, deliveryFee: 1_200, deliveryMode: 'SHIPPING', skipsLeft: 1 });
    expect(shippedBox!.lines).toEqual([{ declinationId: saintCyr.id, quantity: 3 }, { declinationId: clos.id, quantity: 3 }].sort((a, b) => a.declinationId - b.declinationId));
    expect(await nextBox(collected)).toMatchObject({ price: 8_500, deliveryFee: 0, deliveryMode: 'COLLECTION', address: null });
    expect(await nextBox(resting)).toBeNull();

    // Once only: announcing again, or changing it now, is refused.
    const again = await shop.post(`/admin/club/shipment/${draft.id}/announce`, {}, { cookie: admin });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Cet envoi n’est plus un brouillon.');
    expect((await shop.put(`/admin/club/shipment/${draft.id}`, curated(formula.id), { cookie: admin })).status).toBe(409);

    const [logged] = await shop.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(logged).toMatchObject({ method: 'POST', route: '/api/admin/club/shipment/:id/announce', target: { id: String(draft.id) } });
  });

  it('refuses a box the formula does not make, and dates that do not follow, in the owner’s language', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Découverte refus');
    const refused = async (input: unknown, lang: 'fr_FR' | 'en_US' = 'fr_FR') => {
      const answer = await shop.post('/admin/club/shipment', input, { cookie: admin, lang });
      expect(answer.status).toBe(400);
      return answer.json.message;
    };
    expect(await refused(curated(formula.id, { wines: [{ declinationId: clos.id, quantity: 4, maxPerBox: null, unitPrice: null }] }))).toBe('Le coffret de cette formule compte 6 bouteilles (4 indiquées).');
    expect(await refused(curated(formula.id, { chargeOn: '2027-03-10' }))).toBe('La date de prélèvement doit être après aujourd’hui.');
    expect(await refused(curated(formula.id, { cutoffAt: '2027-04-01T10:00:00Z' }), 'en_US')).toBe('The deadline must be ahead and before the charge day.');
    expect(await refused(curated(formula.id, { wines: [{ declinationId: clos.id, quantity: 3, maxPerBox: null, unitPrice: null }, { declinationId: clos.id, quantity: 3, maxPerBox: null, unitPrice: null }] }))).toBe('Chaque vin ne figure qu’une fois.');
    expect(await refused(curated(formula.id, { wines: [] }))).toBe('Ajoutez au moins un vin (40 au plus).');
    expect(await refused({ ...curated(formula.id), surprise: 1 })).toBe('La demande contient un champ inconnu.');
    expect(await refused(curated(formula.id, { wines: [{ declinationId: 999_999, quantity: 6, maxPerBox: null, unitPrice: null }] }))).toBe('Choisissez un vin de la boutique.');
    expect(await refused('nonsense')).toBeTruthy();
  });

  it('offers a member’s choice within the formula’s colours and budget', async () => {
    shop.clock.now = START;
    const whites = await aFormula(shop, { selection: 'MEMBER_CHOICE', choiceColours: ['WHITE'], bottlesPerShipment: 3 }, 'Blancs au choix');
    const colour = await shop.post('/admin/club/shipment', curated(whites.id, { wines: [{ declinationId: clos.id, quantity: 3, maxPerBox: null, unitPrice: null }] }), { cookie: admin });
    expect(colour.status).toBe(400);
    expect(colour.json.message).toMatch(/^«\u00a0.+\u00a0» n’est pas d’une couleur proposée par la formule\.$/);

    const budgeted = await aFormula(shop, { selection: 'MEMBER_CHOICE', choiceBudget: 5_000, bottlesPerShipment: 3 }, 'Au choix budget');
    const over = await shop.post('/admin/club/shipment', curated(budgeted.id, { wines: [{ declinationId: clos.id, quantity: 3, maxPerBox: null, unitPrice: 2_000 }] }), { cookie: admin });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe('Le coffret par défaut dépasse le budget de la formule.');

    const chooser = await member(budgeted.id);
    const shipment = await announced(curated(budgeted.id, { wines: [{ declinationId: clos.id, quantity: 1, maxPerBox: 2, unitPrice: 1_800 }, { declinationId: saintCyr.id, quantity: 2, maxPerBox: null, unitPrice: 1_100 }] }));
    expect(shipment.price).toBe(1_800 + 2 * 1_100);
    const box = await nextBox(chooser);
    expect(box).toMatchObject({ selection: 'MEMBER_CHOICE', price: 4_000, budget: 5_000, bottlesPerShipment: 3 });
    const change = (lines: { declinationId: number; quantity: number }[]) => shop.put('/user/club/box', { lines }, { cookie: chooser.cookie });
    expect((await change([{ declinationId: clos.id, quantity: 2 }])).json.message).toBe('Choisissez au moins 3 bouteilles.');
    expect((await change([{ declinationId: clos.id, quantity: 3 }])).json.message).toBe('Ce vin est limité à 2 bouteilles par coffret.');
    expect((await change([{ declinationId: clos.id, quantity: 2 }, { declinationId: saintCyr.id, quantity: 2 }])).json.message).toBe('Ce coffret dépasse le budget de votre formule.');
    const fine = await change([{ declinationId: clos.id, quantity: 0 }, { declinationId: saintCyr.id, quantity: 4 }]);
    expect(fine.status, fine.json.message ?? undefined).toBe(200);
    expect(nextBoxSchema.parse(fine.json.data)).toMatchObject({ price: 4_400, lines: [{ declinationId: saintCyr.id, quantity: 4 }] });
  });

  it('cancels a shipment before its charge, and its boxes with it', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Découverte annulée');
    const customer = await member(formula.id);
    const shipment = await announced(curated(formula.id));
    expect(await nextBox(customer)).not.toBeNull();
    const cancelled = await shop.post(`/admin/club/shipment/${shipment.id}/cancel`, {}, { cookie: admin });
    expect(cancelled.status).toBe(200);
    expect(adminClubShipmentSchema.parse(cancelled.json.data)).toMatchObject({ status: 'CANCELLED', boxes: { total: 0 } });
    expect(await nextBox(customer)).toBeNull();
    expect((await shop.post(`/admin/club/shipment/${shipment.id}/cancel`, {}, { cookie: admin })).status).toBe(409);
    expect((await shop.post('/admin/club/shipment/999999/cancel', {}, { cookie: admin })).status).toBe(404);
  });

  it('is the owner’s: a customer is refused', async () => {
    const customer = await clubCustomer(shop, 'curieux@example.fr');
    expect((await shop.get('/admin/club/shipment', { cookie: customer.cookie })).status).toBe(403);
    expect((await shop.get('/user/club/box')).status).toBe(401);
  });
});

describe('a member who joins or resumes while a shipment is open', () => {
  it('gets a box before the cut-off, none after; a pause drops the planned box', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Découverte tardive');
    const shipment = await announced(curated(formula.id));
    const late = await member(formula.id, 'COLLECTION');
    expect(await nextBox(late)).toMatchObject({ title: 'Printemps 2027', deliveryFee: 0 });

    expect((await shop.put('/user/club/pause', { until: '2027-05-01' }, { cookie: late.cookie })).status).toBe(200);
    expect(await nextBox(late)).toBeNull();
    expect((await shop.put('/user/club/resume', {}, { cookie: late.cookie })).status).toBe(200);
    expect(await nextBox(late)).toMatchObject({ title: 'Printemps 2027', status: 'PLANNED' });

    shop.clock.now = new Date('2027-03-30T08:00:00Z');
    await signInAgain(late);
    const tooLate = await member(formula.id);
    expect(await nextBox(tooLate)).toBeNull();
    const boxes = await shop.db.select().from(clubBox).where(eq(clubBox.shipmentId, shipment.id));
    expect(boxes).toHaveLength(1);
  });

  it('keeps the member’s changes across a pause and a resume: the box set aside, then back as they left it', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, { shippingRate: 1_500 }, 'Découverte en pause');
    const customer = await member(formula.id, 'SHIPPING');
    const shipment = await announced(curated(formula.id, { price: 9_000 }));
    const unit = shipment.wines.find((wine) => wine.declinationId === clos.id)!.unitPrice;
    const mine = [{ declinationId: clos.id, quantity: 5 }, { declinationId: saintCyr.id, quantity: 3 }];
    expect((await shop.put('/user/club/box', { lines: mine }, { cookie: customer.cookie })).status).toBe(200);
    expect((await shop.put('/user/club/box/delivery', { deliveryMode: 'COLLECTION' }, { cookie: customer.cookie })).status).toBe(200);
    const changed = await nextBox(customer);
    expect(changed).toMatchObject({ price: 9_000 + 2 * unit, deliveryMode: 'COLLECTION', deliveryFee: 0 });

    // Paused past the charge day: no box to change, none reminded nor charged, but kept aside.
    expect((await shop.put('/user/club/pause', { until: '2027-05-01' }, { cookie: customer.cookie })).status).toBe(200);
    expect(await nextBox(customer)).toBeNull();
    const [aside] = await shop.db.select().from(clubBox).where(eq(clubBox.shipmentId, shipment.id));
    expect(aside).toMatchObject({ id: changed!.id, status: 'SET_ASIDE', deliveryMode: 'COLLECTION', price: 9_000 + 2 * unit });
    // The member's space says this shipment will not be sent, rather than a price to be charged.
    const nextShipment = async () => (await shop.get('/user/club', { cookie: customer.cookie })).json.data.membership.nextShipment;
    expect(await nextShipment()).toMatchObject({ price: 9_000, deliveryFee: 1_500, pausedOver: true });
    const owner = adminClubShipmentSchema.parse((await shop.get(`/admin/club/shipment/${shipment.id}`, { cookie: admin })).json.data);
    expect(owner.boxes).toEqual({ planned: 0, skipped: 0, total: 0 });

    // Resumed before the cut-off: the same box, its wines and delivery as the member left them.
    const resumed = await shop.put('/user/club/resume', {}, { cookie: customer.cookie });
    expect(resumed.status, resumed.json.message ?? undefined).toBe(200);
    const back = await nextBox(customer);
    expect(back).toMatchObject({ id: changed!.id, status: 'PLANNED', price: 9_000 + 2 * unit, deliveryMode: 'COLLECTION', deliveryFee: 0 });
    expect(back!.lines).toEqual(changed!.lines);
    expect(await nextShipment()).toMatchObject({ price: 9_000 + 2 * unit, deliveryFee: 0, pausedOver: false });
    expect(await shop.db.select().from(clubBox).where(eq(clubBox.shipmentId, shipment.id))).toHaveLength(1);

    // A pause moved to an earlier day, on or before the charge day, gives the box back too.
    expect((await shop.put('/user/club/pause', { until: '2027-05-01' }, { cookie: customer.cookie })).status).toBe(200);
    expect(await nextBox(customer)).toBeNull();
    expect((await shop.put('/user/club/pause', { until: '2027-04-01' }, { cookie: customer.cookie })).status).toBe(200);
    expect(await nextBox(customer)).toMatchObject({ id: changed!.id, status: 'PLANNED', price: 9_000 + 2 * unit, deliveryMode: 'COLLECTION' });
    // Paused until the charge day itself: the box is charged that day.
    expect(await nextShipment()).toMatchObject({ chargeOn: '2027-04-01', pausedOver: false });

    // Set aside again, then the shipment cancelled: the box goes with it.
    expect((await shop.put('/user/club/pause', { until: '2027-05-01' }, { cookie: customer.cookie })).status).toBe(200);
    expect((await shop.post(`/admin/club/shipment/${shipment.id}/cancel`, {}, { cookie: admin })).status).toBe(200);
    expect(await shop.db.select().from(clubBox).where(eq(clubBox.shipmentId, shipment.id))).toEqual([]);
  });

  it('gets a box when the owner lets them in from the waiting list before the cut-off', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, { memberCap: 1 }, 'Découverte plafonnée');
    const shipment = await announced(curated(formula.id));
    await member(formula.id);
    const waiting = await member(formula.id, 'COLLECTION');
    expect(await nextBox(waiting)).toBeNull();

    await shop.db.update(clubFormula).set({ memberCap: 2 }).where(eq(clubFormula.id, formula.id));
    const [row] = await shop.db.select().from(clubMembership).where(eq(clubMembership.userId, waiting.userId));
    expect((await shop.post(`/admin/club/waiting/${row.id}/admit`, {}, { cookie: admin })).status).toBe(200);
    expect(await nextBox(waiting)).toMatchObject({ title: 'Printemps 2027', status: 'PLANNED', deliveryFee: 0 });
    expect(await shop.db.select().from(clubBox).where(eq(clubBox.shipmentId, shipment.id))).toHaveLength(2);
  });
});

describe('the member’s next box', () => {
  it('takes added bottles at the member price, changes its delivery, and is skipped within the year’s skips', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, { maxSkipsPerYear: 1, shippingRate: 1_500 }, 'Découverte changements');
    const customer = await member(formula.id, 'SHIPPING', 'en_US');
    const shipment = await announced(curated(formula.id, { price: 9_000 }));
    const unit = shipment.wines.find((wine) => wine.declinationId === clos.id)!.unitPrice;
    const change = (body: unknown, lang: 'fr_FR' | 'en_US' = 'fr_FR') => shop.put('/user/club/box', body, { cookie: customer.cookie, lang });

    const added = await change({ lines: [{ declinationId: clos.id, quantity: 5 }, { declinationId: saintCyr.id, quantity: 3 }] });
    expect(added.status, added.json.message ?? undefined).toBe(200);
    expect(added.json.message).toBe('Votre coffret est enregistré.');
    expect(nextBoxSchema.parse(added.json.data)).toMatchObject({ price: 9_000 + 2 * unit, deliveryFee: 1_500 });
    const [stored] = await shop.db.select().from(clubBoxLine).innerJoin(clubBox, eq(clubBox.id, clubBoxLine.boxId)).where(and(eq(clubBox.shipmentId, shipment.id), eq(clubBoxLine.declinationId, clos.id)));
    expect(stored.club_box_line).toMatchObject({ quantity: 5, unitPrice: unit });

    expect((await change({ lines: [{ declinationId: clos.id, quantity: 2 }, { declinationId: saintCyr.id, quantity: 3 }] }, 'en_US')).json.message).toBe('The wines chosen by the estate stay in the box: you can only add to them.');
    const notOffered = await change({ lines: [{ declinationId: clos.id, quantity: 3 }, { declinationId: saintCyr.id, quantity: 3 }, { declinationId: 999_999, quantity: 1 }] });
    expect(notOffered.status).toBe(400);
    expect(notOffered.json.message).toBe('Ce vin n’est pas proposé dans cet envoi.');
    expect((await change({ lines: [{ declinationId: clos.id, quantity: 3 }, { declinationId: saintCyr.id, quantity: 20 }] })).json.message).toBe('Un coffret compte au plus 18 bouteilles.');
    expect((await change({ lines: [{ declinationId: clos.id, quantity: -1 }] })).status).toBe(400);
    expect((await change({ lines: 'beaucoup' })).status).toBe(400);
    // Bottles added come out of the stock at once (the box's 3 Saint-Cyr already did): one left, two more asked.
    const [{ quantity: held }] = await shop.db.select({ quantity: declination.quantity }).from(declination).where(eq(declination.id, saintCyr.id));
    await shop.db.update(declination).set({ quantity: 1 }).where(eq(declination.id, saintCyr.id));
    const stock = await change({ lines: [{ declinationId: clos.id, quantity: 3 }, { declinationId: saintCyr.id, quantity: 5 }] });
    await shop.db.update(declination).set({ quantity: held }).where(eq(declination.id, saintCyr.id));
    expect(stock.status).toBe(409);
    expect(stock.json.message).toMatch(/^Stock insuffisant\u00a0: .+ 2023 \(il manque 1 bouteille\)\.$/);

    const collect = await shop.put('/user/club/box/delivery', { deliveryMode: 'COLLECTION' }, { cookie: customer.cookie });
    expect(collect.status, collect.json.message ?? undefined).toBe(200);
    expect(nextBoxSchema.parse(collect.json.data)).toMatchObject({ deliveryMode: 'COLLECTION', deliveryFee: 0, address: null });
    const stranger = await clubCustomer(shop, 'voisin@example.fr');
    const foreign = await shop.put('/user/club/box/delivery', { deliveryMode: 'SHIPPING', addressId: stranger.addressId }, { cookie: customer.cookie });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toBe('Choisissez une adresse de livraison de votre carnet.');
    const back = await shop.put('/user/club/box/delivery', { deliveryMode: 'SHIPPING', addressId: customer.addressId }, { cookie: customer.cookie });
    expect(nextBoxSchema.parse(back.json.data)).toMatchObject({ deliveryMode: 'SHIPPING', deliveryFee: 1_500, address: expect.stringContaining('Beaune') });
    // The member's space names the box's own total.
    expect((await shop.get('/user/club', { cookie: customer.cookie })).json.data.membership.nextShipment).toMatchObject({ price: 9_000 + 2 * unit, deliveryFee: 1_500 });
    // The membership's own delivery is untouched: it was this box's.
    const [membership] = await shop.db.select().from(clubMembership).where(eq(clubMembership.userId, customer.userId));
    expect(membership.deliveryMode).toBe('SHIPPING');

    const skipped = await shop.post('/user/club/box/skip', {}, { cookie: customer.cookie });
    expect(skipped.status).toBe(200);
    expect(nextBoxSchema.parse(skipped.json.data)).toMatchObject({ status: 'SKIPPED', skipsLeft: 0 });
    expect((await shop.post('/user/club/box/skip', {}, { cookie: customer.cookie })).status).toBe(409);
    expect((await shop.get('/user/club', { cookie: customer.cookie })).json.data.membership.nextShipment).toMatchObject({ price: 0, deliveryFee: 0 });
    const whileSkipped = await change({ lines: [{ declinationId: clos.id, quantity: 3 }, { declinationId: saintCyr.id, quantity: 3 }] });
    expect(whileSkipped.status).toBe(409);
    const undone = await shop.post('/user/club/box/unskip', {}, { cookie: customer.cookie, lang: 'en_US' });
    expect(undone.json.message).toBe('You will receive this box.');
    expect(nextBoxSchema.parse(undone.json.data)).toMatchObject({ status: 'PLANNED', skipsLeft: 1 });
    expect((await shop.post('/user/club/box/unskip', {}, { cookie: customer.cookie })).status).toBe(409);
  });

  it('refuses a skip beyond the formula’s skips a year', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, { maxSkipsPerYear: 0 }, 'Découverte sans saut');
    const customer = await member(formula.id);
    await announced(curated(formula.id));
    expect(await nextBox(customer)).toMatchObject({ skipsLeft: 0, maxSkipsPerYear: 0 });
    const refused = await shop.post('/user/club/box/skip', {}, { cookie: customer.cookie });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Vous avez déjà sauté 0 envoi(s) cette année, le maximum de votre formule.');
  });

  it('is read only after the cut-off, and says why', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Découverte échue');
    const customer = await member(formula.id);
    await announced(curated(formula.id));
    shop.clock.now = new Date('2027-03-29T22:00:01Z');
    await signInAgain(customer);
    expect(await nextBox(customer)).toMatchObject({ changeable: false, lockedReason: 'cutoff' });
    for (const [method, path, body] of [
      ['put', '/user/club/box', { lines: [{ declinationId: clos.id, quantity: 4 }, { declinationId: saintCyr.id, quantity: 3 }] }],
      ['put', '/user/club/box/delivery', { deliveryMode: 'COLLECTION' }],
      ['post', '/user/club/box/skip', {}],
    ] as const) {
      const answer = await shop[method](path, body, { cookie: customer.cookie });
      expect(answer.status).toBe(409);
      expect(answer.json.message).toBe('La date limite de cet envoi est passée\u00a0: le coffret ne peut plus être modifié.');
    }
  });
});

describe('the reminders', () => {
  it('mails each member with a box to charge 14 and 2 days before, once each, in their language; a skipped box gets none', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, { shippingRate: 1_200 }, 'Découverte rappels');
    const french = await member(formula.id, 'SHIPPING', 'fr_FR');
    const english = await member(formula.id, 'COLLECTION', 'en_US');
    const skipping = await member(formula.id);
    const shipment = await announced(curated(formula.id, { title: 'Rappels', chargeOn: '2027-04-20', cutoffAt: '2027-04-17T22:00:00Z', price: 9_000 }));
    expect((await shop.post('/user/club/box/skip', {}, { cookie: skipping.cookie })).status).toBe(200);
    const deps = { db: shop.db, now: () => shop.clock.now, config: { publicUrl: 'http://shop.test' } };
    // Each member's mail but the welcome.
    const mailsTo = async (email: string) => (await shop.outbox()).filter((mail) => mail.to === email && !/^(Bienvenue|Welcome)/.test(mail.subject));

    shop.clock.now = new Date('2027-04-05T08:00:00Z');
    expect(await sendBoxReminders(deps)).toBe(0);
    shop.clock.now = new Date('2027-04-06T08:00:00Z');
    // Two processes at once: the claim lets one send.
    const [one, two] = await Promise.all([sendBoxReminders(deps), sendBoxReminders(deps)]);
    expect(one + two).toBe(2);
    expect(await sendBoxReminders(deps)).toBe(0);
    const [fr] = await mailsTo(french.email);
    expect(fr.subject).toMatch(/^Votre coffret «\u00a0Rappels\u00a0» sera prélevé le 20\/04\/2027 – /);
    for (const said of ['102,00', '90,00', '12,00', '3 × ', 'http://shop.test/account/club', '18/04/2027, 00h00', 'Claire Membre, 3 rue des Vignes, 21200 Beaune (12,00']) expect(fr.text).toContain(said);
    const [en] = await mailsTo(english.email);
    expect(en.subject).toMatch(/^Your “Rappels” box will be charged on /);
    expect(en.text).toContain('http://shop.test/en_US/account/club');
    expect(en.text).toContain('Collection at the estate');
    expect(await mailsTo(skipping.email)).toHaveLength(0);

    shop.clock.now = new Date('2027-04-18T08:00:00Z');
    expect(await sendBoxReminders(deps)).toBe(2);
    expect(await sendBoxReminders(deps)).toBe(0);
    expect(await mailsTo(french.email)).toHaveLength(2);
    const [row] = await shop.db.select().from(clubShipment).where(eq(clubShipment.id, shipment.id));
    expect(row.firstReminderAt).toEqual(new Date('2027-04-06T08:00:00Z'));
    expect(row.lastReminderAt).toEqual(new Date('2027-04-18T08:00:00Z'));
  });

  it('sends only the last reminder when a shipment is announced two days before its charge', async () => {
    shop.clock.now = new Date('2027-05-01T08:00:00Z');
    admin = await adminCookie(shop);
    const formula = await aFormula(shop, {}, 'Découverte pressée');
    const customer = await member(formula.id);
    await announced(curated(formula.id, { title: 'Pressé', chargeOn: '2027-05-03', cutoffAt: '2027-05-02T10:00:00Z' }));
    const deps = { db: shop.db, now: () => shop.clock.now, config: { publicUrl: 'http://shop.test' } };
    expect(await sendBoxReminders(deps)).toBe(1);
    expect((await shop.outbox()).filter((mail) => mail.to === customer.email)).toHaveLength(2);
  });
});

describe('the worker', () => {
  it('sends the reminders due with its hourly look', async () => {
    shop.clock.now = new Date('2027-06-01T08:00:00Z');
    admin = await adminCookie(shop);
    const formula = await aFormula(shop, {}, 'Découverte du worker');
    const customer = await member(formula.id);
    await announced(curated(formula.id, { title: 'Été', chargeOn: '2027-06-10', cutoffAt: '2027-06-08T10:00:00Z' }));
    const worker = await shop.startWorker({ holdSweepMs: 3_600_000, mailPollMs: 3_600_000 });
    expect(await worker.sweepHolds()).toBe(true);
    // The worker's own mail job may be sending it (woken by the commit): the mailbox is looked at until it arrives.
    const remindersOf = async () => (await shop.outbox()).filter((mail) => mail.to === customer.email && mail.subject.startsWith('Votre coffret'));
    await expect.poll(async () => (await remindersOf()).length).toBe(1);
    const reminders = await remindersOf();
    expect(reminders[0].text).toContain('https://shop.test/account/club');
  });
});

describe('the demo estate', () => {
  it('has its winter shipment announced, with a box for each member who receives it', async () => {
    shop.clock.now = new Date(inject('demoSeededAt'));
    const boxes = await shop.db
      .select({ email: user.email, mode: clubBox.deliveryMode, fee: clubBox.deliveryFee, price: clubBox.price, status: clubShipment.status })
      .from(clubBox)
      .innerJoin(clubShipment, eq(clubShipment.id, clubBox.shipmentId))
      .innerJoin(clubMembership, eq(clubMembership.id, clubBox.membershipId))
      .innerJoin(user, eq(user.id, clubMembership.userId))
      .where(eq(clubShipment.title, 'Hiver'));
    expect(boxes.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'helene.rousseau@exemple.fr', mode: 'SHIPPING', fee: 1_200, price: 8_900, status: 'OPEN' },
      { email: 'jules.bernard@exemple.fr', mode: 'COLLECTION', fee: 0, price: 8_900, status: 'OPEN' },
    ]);
    const [helene] = await shop.db.select({ id: user.id }).from(user).where(eq(user.email, 'helene.rousseau@exemple.fr'));
    const box = myNextBoxSchema.parse((await shop.get('/user/club/box', { cookie: `token=${await openSession(shop.deps, helene.id, 'vitest')}` })).json.data).box;
    expect(box).toMatchObject({ title: 'Hiver', changeable: true, status: 'PLANNED' });
  });
});

describe('a wine promised to the club', () => {
  it('cannot be removed from the catalogue while a shipment holds it: a 409 that says where, and the wine stays', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Découverte promise');
    await announced(curated(formula.id));
    for (const [lang, message] of [
      ['fr_FR', 'Cette déclinaison est promise au club (une expédition, le coffret d’un membre ou une allocation)\u00a0: retirez-la d’abord de là.'],
      ['en_US', 'This variant is promised to the club (a shipment, a member’s box or an allocation): take it out there first.'],
    ]) {
      const refused = await shop.app.request(`/api/admin/declination/${clos.id}`, { method: 'DELETE', headers: { cookie: admin, userLang: lang } }, { clientAddress: '203.0.113.7' });
      expect([refused.status, ((await refused.json()) as { message: string }).message]).toEqual([409, message]);
    }
    expect(await shop.db.select({ id: declination.id }).from(declination).where(eq(declination.id, clos.id))).toHaveLength(1);
  });
});

describe('a member who erases their account', () => {
  it('leaves the club with it: the membership ends and the box not yet charged goes, in the same transaction', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Découverte effacée');
    const shipment = await announced(curated(formula.id));
    const leaving = await member(formula.id);
    expect(await nextBox(leaving)).toMatchObject({ status: 'PLANNED' });

    const erased = await deleteWithBody(shop, '/user', { password: 'vendanges2026' }, { cookie: leaving.cookie });
    expect(erased.status, erased.json.message ?? undefined).toBe(200);
    const [membership] = await shop.db.select().from(clubMembership).where(eq(clubMembership.userId, leaving.userId));
    expect(membership).toMatchObject({ status: 'CANCELLED', endsAt: START });
    expect(await shop.db.select().from(clubBox).where(and(eq(clubBox.shipmentId, shipment.id), eq(clubBox.membershipId, membership.id)))).toEqual([]);
  });
});
