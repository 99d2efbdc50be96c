import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clubRunSchema } from '~/lib/admin/club-run';
import { myNextBoxSchema } from '~/lib/contracts/club-box';
import { clubBox, clubBoxLine, clubFormula, clubMembership, clubShipment, declination } from '~/server/db/schema';
import { runClubCharges } from '~/server/services/club/charge-run';
import { deleteWithBody } from './account-support';
import { adminCookie } from './admin-support';
import { aFormula, clubCustomer, type ClubCustomer } from './club-support';
import { aMember, anOpenShipment, aRun, boxOf, keptSandboxCard, ordersOf, BOTTLES, UNIT_PRICE } from './club-run-support';
import { type TestShop } from './harness';
import { announceShipment, curatedShipment, joinClub, prepareShipment, shipmentShop, SPRING as START } from './club-shipment-support';
import { setStock, stockOf } from './order-support';

// The bottles of a club box are out of the stock from the shipment's announcement (docs/club.md,
// "The stock of the boxes"): each change of a box moves the difference in its own transaction, a
// wine short is a 409 that names it and writes nothing, and the charge's order takes nothing more.

let shop: TestShop;
let admin: string;
let termsVersion: Awaited<ReturnType<typeof shipmentShop>>['termsVersion'];
let clos: typeof declination.$inferSelect;
let saintCyr: typeof declination.$inferSelect;

beforeAll(async () => {
  ({ shop, admin, termsVersion, clos, saintCyr } = await shipmentShop());
});
afterAll(() => shop.close());

let emails = 0;
const join = (customer: ClubCustomer, formulaId: number, lang: 'fr_FR' | 'en_US' = 'fr_FR') => joinClub(shop, customer, formulaId, termsVersion, 'SHIPPING', lang);

/** A customer who joined the formula through the API. */
async function member(formulaId: number): Promise<ClubCustomer> {
  const customer = await clubCustomer(shop, `stock-${++emails}@example.fr`);
  const joined = await join(customer, formulaId);
  expect(joined.status, joined.json.message ?? undefined).toBe(200);
  return customer;
}

/** Three bottles of each wine in every box. */
const curated = (formulaId: number) => curatedShipment(formulaId, [clos, saintCyr]);
const draft = (formulaId: number) => prepareShipment(shop, admin, curated(formulaId));
const announced = (formulaId: number) => announceShipment(shop, admin, curated(formulaId));

/** Both wines' stock now. */
const stocks = async () => ({ clos: await stockOf(shop, clos.id), saintCyr: await stockOf(shop, saintCyr.id) });
/** Both wines' stock set. */
async function stocked(closBottles: number, saintCyrBottles = closBottles) {
  await setStock(shop, clos.id, closBottles);
  await setStock(shop, saintCyr.id, saintCyrBottles);
}

const boxesOf = (shipmentId: number) => shop.db.select().from(clubBox).where(eq(clubBox.shipmentId, shipmentId));
const linesOf = async (boxId: number) =>
  (await shop.db.select({ declinationId: clubBoxLine.declinationId, quantity: clubBoxLine.quantity }).from(clubBoxLine).where(eq(clubBoxLine.boxId, boxId))).sort((a, b) => a.declinationId - b.declinationId);
const nextBox = async (customer: ClubCustomer) => myNextBoxSchema.parse((await shop.get('/user/club/box', { cookie: customer.cookie })).json.data).box;
const membershipOf = async (customer: ClubCustomer) => (await shop.db.select().from(clubMembership).where(eq(clubMembership.userId, customer.userId)))[0];

describe('announcing a shipment', () => {
  it('takes the bottles of every box written from the stock, once per wine', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Stock annonce');
    await member(formula.id);
    await member(formula.id);
    const resting = await member(formula.id);
    expect((await shop.put('/user/club/pause', { until: '2027-06-01' }, { cookie: resting.cookie })).status).toBe(200);
    await stocked(100);

    const shipment = await announced(formula.id);
    expect(await boxesOf(shipment.id)).toHaveLength(2);
    // Two boxes of 3 + 3: the paused member has none, and holds nothing.
    expect(await stocks()).toEqual({ clos: 94, saintCyr: 94 });
  });

  it('is refused with a 409 naming each wine short and by how many, in both languages, and writes nothing', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Stock court');
    for (let i = 0; i < 3; i++) await member(formula.id);
    const shipment = await draft(formula.id);
    // Nine bottles of each wanted: Clos 4 short, Saint-Cyr 1 short.
    await stocked(5, 8);

    const refused = await shop.post(`/admin/club/shipment/${shipment.id}/announce`, {}, { cookie: admin });
    expect(refused.status).toBe(409);
    // The wines in the order of their ids, as the stock is taken.
    const [first, second] = clos.id < saintCyr.id ? ['2022 \\(il manque 4 bouteilles\\)', '2023 \\(il manque 1 bouteille\\)'] : ['2023 \\(il manque 1 bouteille\\)', '2022 \\(il manque 4 bouteilles\\)'];
    expect(refused.json.message).toMatch(new RegExp(`^Stock insuffisant\u00a0: .+ ${first}, .+ ${second}\\.$`));
    const english = await shop.post(`/admin/club/shipment/${shipment.id}/announce`, {}, { cookie: admin, lang: 'en_US' });
    expect(english.status).toBe(409);
    expect(english.json.message).toMatch(/^Not enough stock: .+ \(\d bottles? short\), .+ \(\d bottles? short\)\.$/);
    expect(english.json.message).toMatch(/ 2022 \(4 bottles short\)/);
    expect(english.json.message).toMatch(/ 2023 \(1 bottle short\)/);

    expect(await stocks()).toEqual({ clos: 5, saintCyr: 8 });
    expect(await boxesOf(shipment.id)).toEqual([]);
    expect((await shop.db.select().from(clubShipment).where(eq(clubShipment.id, shipment.id)))[0].status).toBe('DRAFT');

    // With the stock there, it is announced.
    await stocked(9);
    expect((await shop.post(`/admin/club/shipment/${shipment.id}/announce`, {}, { cookie: admin })).status).toBe(200);
    expect(await stocks()).toEqual({ clos: 0, saintCyr: 0 });
  });

  it('leaves alone a wine whose stock the shop does not count', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Stock non suivi');
    await member(formula.id);
    await stocked(50);
    await shop.db.update(declination).set({ tracksStock: false }).where(eq(declination.id, saintCyr.id));
    try {
      await announced(formula.id);
      expect(await stocks()).toEqual({ clos: 47, saintCyr: 50 });
    } finally {
      await shop.db.update(declination).set({ tracksStock: true }).where(eq(declination.id, saintCyr.id));
    }
  });
});

describe('a member’s box', () => {
  it('moves the bottles added or removed, gives them back on a skip and takes them again on its undo', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, { maxSkipsPerYear: 2 }, 'Stock coffret');
    const customer = await member(formula.id);
    await stocked(20);
    const shipment = await announced(formula.id);
    expect(await stocks()).toEqual({ clos: 17, saintCyr: 17 });
    const [box] = await boxesOf(shipment.id);
    const change = (closBottles: number, lang: 'fr_FR' | 'en_US' = 'fr_FR') =>
      shop.put('/user/club/box', { lines: [{ declinationId: clos.id, quantity: closBottles }, { declinationId: saintCyr.id, quantity: 3 }] }, { cookie: customer.cookie, lang });

    expect((await change(5)).status).toBe(200);
    expect(await stocks()).toEqual({ clos: 15, saintCyr: 17 });
    expect((await change(4)).status).toBe(200);
    expect(await stocks()).toEqual({ clos: 16, saintCyr: 17 });

    // More than the stock holds: 409, the box and the stock as they were.
    await stocked(1, 17);
    const short = await change(7, 'en_US');
    expect(short.status).toBe(409);
    expect(short.json.message).toMatch(/^Not enough stock: .+ 2022 \(2 bottles short\)\.$/);
    expect(await stocks()).toEqual({ clos: 1, saintCyr: 17 });
    expect(await linesOf(box.id)).toEqual([{ declinationId: clos.id, quantity: 4 }, { declinationId: saintCyr.id, quantity: 3 }].sort((a, b) => a.declinationId - b.declinationId));
    expect((await change(5)).status).toBe(200);
    expect(await stocks()).toEqual({ clos: 0, saintCyr: 17 });

    // Skipped, the box holds nothing; undone, it takes its bottles again.
    expect((await shop.post('/user/club/box/skip', {}, { cookie: customer.cookie })).status).toBe(200);
    expect(await stocks()).toEqual({ clos: 5, saintCyr: 20 });
    await stocked(4, 20);
    const unskipShort = await shop.post('/user/club/box/unskip', {}, { cookie: customer.cookie });
    expect(unskipShort.status).toBe(409);
    expect(unskipShort.json.message).toMatch(/^Stock insuffisant\u00a0: .+ 2022 \(il manque 1 bouteille\)\.$/);
    expect(await nextBox(customer)).toMatchObject({ status: 'SKIPPED' });
    expect(await stocks()).toEqual({ clos: 4, saintCyr: 20 });
    await stocked(5, 20);
    expect((await shop.post('/user/club/box/unskip', {}, { cookie: customer.cookie })).status).toBe(200);
    expect(await stocks()).toEqual({ clos: 0, saintCyr: 17 });
  });
});

describe('a member joining, pausing, resuming and leaving while a shipment is open', () => {
  it('takes a new member’s box from the stock, or refuses the join with a 409 when a wine is short', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Stock adhésion');
    await member(formula.id);
    await stocked(10);
    await announced(formula.id);
    expect(await stocks()).toEqual({ clos: 7, saintCyr: 7 });

    await member(formula.id);
    expect(await stocks()).toEqual({ clos: 4, saintCyr: 4 });

    await stocked(2, 4);
    const late = await clubCustomer(shop, `stock-${++emails}@example.fr`);
    const refused = await join(late, formula.id, 'en_US');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^Not enough stock: .+ 2022 \(1 bottle short\)\.$/);
    expect(await shop.db.select().from(clubMembership).where(eq(clubMembership.userId, late.userId))).toEqual([]);
    expect(await stocks()).toEqual({ clos: 2, saintCyr: 4 });
  });

  it('takes the box of a customer the owner lets in from the waiting list, or refuses the admission with a 409 when a wine is short', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, { memberCap: 1 }, 'Stock liste d’attente');
    await member(formula.id);
    const waiting = await clubCustomer(shop, `stock-${++emails}@example.fr`);
    expect((await join(waiting, formula.id)).status).toBe(200);
    expect(await membershipOf(waiting)).toMatchObject({ status: 'WAITING' });
    await stocked(10);
    await announced(formula.id);
    // The waiting customer has no box: only the member's bottles are out.
    expect(await stocks()).toEqual({ clos: 7, saintCyr: 7 });

    await shop.db.update(clubFormula).set({ memberCap: 2 }).where(eq(clubFormula.id, formula.id));
    await stocked(2, 7);
    const { id } = await membershipOf(waiting);
    const refused = await shop.post(`/admin/club/waiting/${id}/admit`, {}, { cookie: admin, lang: 'en_US' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^Not enough stock: .+ 2022 \(1 bottle short\)\.$/);
    expect(await membershipOf(waiting)).toMatchObject({ status: 'WAITING' });
    expect(await stocks()).toEqual({ clos: 2, saintCyr: 7 });

    await stocked(3, 7);
    expect((await shop.post(`/admin/club/waiting/${id}/admit`, {}, { cookie: admin })).status).toBe(200);
    expect(await membershipOf(waiting)).toMatchObject({ status: 'ACTIVE' });
    expect(await stocks()).toEqual({ clos: 0, saintCyr: 4 });
  });

  it('gives a paused member’s box back to the stock, takes it again on the resume (409 when short), and gives it back when the membership ends', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Stock pause');
    const customer = await member(formula.id);
    await stocked(10);
    const shipment = await announced(formula.id);
    expect(await stocks()).toEqual({ clos: 7, saintCyr: 7 });

    expect((await shop.put('/user/club/pause', { until: '2027-06-01' }, { cookie: customer.cookie })).status).toBe(200);
    expect((await boxesOf(shipment.id))[0].status).toBe('SET_ASIDE');
    expect(await stocks()).toEqual({ clos: 10, saintCyr: 10 });

    await stocked(10, 2);
    const short = await shop.put('/user/club/resume', {}, { cookie: customer.cookie });
    expect(short.status).toBe(409);
    expect(short.json.message).toMatch(/^Stock insuffisant\u00a0: .+ 2023 \(il manque 1 bouteille\)\.$/);
    expect(await membershipOf(customer)).toMatchObject({ status: 'PAUSED' });
    expect((await boxesOf(shipment.id))[0].status).toBe('SET_ASIDE');
    expect(await stocks()).toEqual({ clos: 10, saintCyr: 2 });

    await stocked(10);
    expect((await shop.put('/user/club/resume', {}, { cookie: customer.cookie })).status).toBe(200);
    expect((await boxesOf(shipment.id))[0].status).toBe('PLANNED');
    expect(await stocks()).toEqual({ clos: 7, saintCyr: 7 });

    // A pause moved to a day before the charge gives the box back as it was, its bottles taken again.
    expect((await shop.put('/user/club/pause', { until: '2027-06-01' }, { cookie: customer.cookie })).status).toBe(200);
    expect(await stocks()).toEqual({ clos: 10, saintCyr: 10 });
    expect((await shop.put('/user/club/pause', { until: '2027-03-20' }, { cookie: customer.cookie })).status).toBe(200);
    expect((await boxesOf(shipment.id))[0].status).toBe('PLANNED');
    expect(await stocks()).toEqual({ clos: 7, saintCyr: 7 });

    expect((await shop.post('/user/club/cancel', {}, { cookie: customer.cookie })).status).toBe(200);
    expect(await boxesOf(shipment.id)).toEqual([]);
    expect(await stocks()).toEqual({ clos: 10, saintCyr: 10 });
  });

  it('gives the box back when the account is erased, and every box back when the shipment is cancelled', async () => {
    shop.clock.now = START;
    const formula = await aFormula(shop, {}, 'Stock fin');
    const leaving = await member(formula.id);
    const staying = await member(formula.id);
    const skipping = await member(formula.id);
    await stocked(30);
    const shipment = await announced(formula.id);
    expect(await stocks()).toEqual({ clos: 21, saintCyr: 21 });
    expect((await shop.post('/user/club/box/skip', {}, { cookie: skipping.cookie })).status).toBe(200);
    expect(await stocks()).toEqual({ clos: 24, saintCyr: 24 });

    const erased = await deleteWithBody(shop, '/user', { password: 'vendanges2026' }, { cookie: leaving.cookie });
    expect(erased.status, erased.json.message ?? undefined).toBe(200);
    expect(await stocks()).toEqual({ clos: 27, saintCyr: 27 });
    expect(await nextBox(staying)).toMatchObject({ status: 'PLANNED' });

    // The skipped box held nothing: only the planned one comes back.
    expect((await shop.post(`/admin/club/shipment/${shipment.id}/cancel`, {}, { cookie: admin })).status).toBe(200);
    expect(await boxesOf(shipment.id)).toEqual([]);
    expect(await stocks()).toEqual({ clos: 30, saintCyr: 30 });
  });
});

describe('the charge run', () => {
  it('makes the paid box’s order without taking the stock again, and gives back the bottles of a box skipped at the run', async () => {
    shop.clock.now = new Date('2027-04-15T07:00:00Z');
    const run = await aRun(shop, ['KEEP', 'KEEP'], 100);
    const wine = run.shipment.declinationId;
    expect(await stockOf(shop, wine)).toBe(100 - 2 * BOTTLES);
    const [paid, held] = run.members;
    await shop.db.update(clubMembership).set({ status: 'ON_HOLD' }).where(eq(clubMembership.id, held.membershipId));

    await runClubCharges(shop.deps, 1, { concurrency: 1 }, run.shipment.id);
    expect(await boxOf(shop, run.shipment.id, paid.membershipId)).toMatchObject({ status: 'CHARGED' });
    const [made] = await ordersOf(shop, [paid.userId]);
    expect(made).toMatchObject({ status: 'PAID', bottles: BOTTLES });
    expect(await boxOf(shop, run.shipment.id, held.membershipId)).toMatchObject({ status: 'SKIPPED' });
    // The order took nothing more; the skipped box gave its bottles back.
    expect(await stockOf(shop, wine)).toBe(100 - BOTTLES);
  });

  it('shows the owner a paid box whose order a stopped run did not make, never as waiting for stock, and makes it at the next turn', async () => {
    shop.clock.now = new Date('2027-04-20T07:00:00Z');
    // The cellar's last bottles are the box's: the stock at zero does not keep its order waiting.
    const run = await aRun(shop, ['KEEP'], BOTTLES);
    const wine = run.shipment.declinationId;
    const [paid] = run.members;
    expect(await stockOf(shop, wine)).toBe(0);
    const stop = (step: string) => {
      if (step === 'ordering') throw new Error('stopped');
    };
    await expect(runClubCharges(shop.deps, 1, { concurrency: 1, step: stop }, run.shipment.id)).rejects.toThrow('stopped');
    expect(await boxOf(shop, run.shipment.id, paid.membershipId)).toMatchObject({ status: 'PENDING', orderId: null });

    const owner = await adminCookie(shop);
    const read = async () => clubRunSchema.parse((await shop.get(`/admin/club/run/${run.shipment.id}`, { cookie: owner })).json.data);
    const view = await read();
    expect(view.counts).toMatchObject({ shortStock: 1, charged: 0 });
    expect(view.declined).toEqual([expect.objectContaining({ email: paid.email, status: 'PENDING', shortOf: null })]);

    await runClubCharges(shop.deps, 1, { concurrency: 1 }, run.shipment.id);
    expect(await boxOf(shop, run.shipment.id, paid.membershipId)).toMatchObject({ status: 'CHARGED' });
    expect(await ordersOf(shop, [paid.userId])).toEqual([expect.objectContaining({ status: 'PAID', bottles: BOTTLES })]);
    expect(await stockOf(shop, wine)).toBe(0);
    expect((await read()).counts).toMatchObject({ shortStock: 0, charged: 1 });
  });

  it('gives the bottles of a box given up (FAILED) back, and takes them again when the owner retries it (409 when short)', async () => {
    const start = new Date('2027-05-03T07:00:00Z');
    shop.clock.now = start;
    const run = await aRun(shop, ['DECLINE_LATER'], 50);
    const wine = run.shipment.declinationId;
    const [member] = run.members;
    await runClubCharges(shop.deps, 1, { concurrency: 1 }, run.shipment.id);
    for (const day of [1, 3, 7]) {
      // A declined box is retried, its bottles still held.
      expect(await stockOf(shop, wine)).toBe(50 - BOTTLES);
      shop.clock.now = new Date(start.getTime() + day * 86_400_000);
      await runClubCharges(shop.deps, 1, { concurrency: 1 }, run.shipment.id);
    }
    const failed = await boxOf(shop, run.shipment.id, member.membershipId);
    expect(failed).toMatchObject({ status: 'FAILED' });
    expect(await stockOf(shop, wine)).toBe(50);

    // The member kept a card that pays; the wine is short meanwhile: the owner's retry is refused, nothing charged.
    await keptSandboxCard(shop, member.userId, 'KEEP');
    const owner = await adminCookie(shop);
    await setStock(shop, wine, BOTTLES - 2);
    const short = await shop.post(`/admin/club/box/${failed.id}/retry`, {}, { cookie: owner });
    expect(short.status).toBe(409);
    expect(short.json.message).toMatch(/^Stock insuffisant\u00a0: .+ \(il manque 2 bouteilles\)\.$/);
    // In the owner's language, the wines short too.
    const shortInEnglish = await shop.post(`/admin/club/box/${failed.id}/retry`, {}, { cookie: owner, lang: 'en_US' });
    expect(shortInEnglish.status).toBe(409);
    expect(shortInEnglish.json.message).toMatch(/^Not enough stock: .+ \(2 bottles short\)\.$/);
    expect(await boxOf(shop, run.shipment.id, member.membershipId)).toMatchObject({ status: 'FAILED', attempts: failed.attempts });
    expect(await stockOf(shop, wine)).toBe(BOTTLES - 2);

    await setStock(shop, wine, 50);
    const retried = await shop.post(`/admin/club/box/${failed.id}/retry`, {}, { cookie: owner });
    expect(retried.status, retried.json.message ?? undefined).toBe(200);
    expect(await boxOf(shop, run.shipment.id, member.membershipId)).toMatchObject({ status: 'CHARGED' });
    expect(await ordersOf(shop, [member.userId])).toEqual([expect.objectContaining({ status: 'PAID', bottles: BOTTLES })]);
    expect(await stockOf(shop, wine)).toBe(50 - BOTTLES);
    expect(await shop.db.select().from(clubBox).where(and(eq(clubBox.shipmentId, run.shipment.id), inArray(clubBox.status, ['PENDING', 'DECLINED'])))).toEqual([]);
  });
});

describe('a shop upgrading with boxes written before they held their bottles', () => {
  it('takes the bottles of the boxes waiting to be charged (not the skipped or set aside); a wine short goes to zero', async () => {
    shop.clock.now = new Date('2027-06-10T07:00:00Z');
    const formula = await aFormula(shop, {}, 'Stock migration');
    const shipment = await anOpenShipment(shop, formula.id, '2027-06-20');
    const statuses = ['PLANNED', 'PLANNED', 'DECLINED', 'SKIPPED', 'SET_ASIDE'] as const;
    const members = [];
    for (let i = 0; i < statuses.length; i++) members.push(await aMember(shop, formula.id));
    // As the boxes were written before: no stock taken.
    const boxes = await shop.db
      .insert(clubBox)
      .values(members.map((m, i) => ({ shipmentId: shipment.id, membershipId: m.membershipId, status: statuses[i], price: BOTTLES * UNIT_PRICE, deliveryFee: 0, deliveryMode: 'COLLECTION' as const })))
      .returning({ id: clubBox.id });
    await shop.db.insert(clubBoxLine).values(boxes.map((box) => ({ boxId: box.id, declinationId: shipment.declinationId, quantity: BOTTLES, unitPrice: UNIT_PRICE })));
    // Every other box of the shop already held its bottles: counted from the wine's stock as it is, only this shipment's three move.
    const migration = readFileSync(new URL('../../src/server/db/migrations/0031_club_boxes_hold_stock.sql', import.meta.url), 'utf8');
    const others = async () => {
      const [row] = await shop.db
        .select({ n: sql<number>`coalesce(sum(${clubBoxLine.quantity}), 0)::integer` })
        .from(clubBoxLine)
        .innerJoin(clubBox, eq(clubBox.id, clubBoxLine.boxId))
        .where(and(eq(clubBoxLine.declinationId, shipment.declinationId), inArray(clubBox.status, ['PLANNED', 'PENDING', 'DECLINED', 'AUTHENTICATION_REQUIRED']), sql`${clubBox.shipmentId} <> ${shipment.id}`));
      return Number(row.n);
    };
    const before = await others();
    await setStock(shop, shipment.declinationId, 100);
    await shop.db.execute(sql.raw(migration));
    expect(await stockOf(shop, shipment.declinationId)).toBe(100 - before - 3 * BOTTLES);

    // Short: the stock cannot go below zero, and the storefront sells none of it.
    await setStock(shop, shipment.declinationId, before + 10);
    await shop.db.execute(sql.raw(migration));
    expect(await stockOf(shop, shipment.declinationId)).toBe(0);
  });
});
