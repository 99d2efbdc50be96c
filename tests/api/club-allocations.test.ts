import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { adminAllocationDetailSchema, adminAllocationSchema, type AllocationInput } from '~/lib/admin/club-allocations';
import { memberAllocationSchema } from '~/lib/contracts/club-allocations';
import { shareOut } from '~/lib/rules/allocation-share';
import { cardCharge, clubAllocation, keptCard, clubAllocationRequest, clubMembership, order, orderLine, sandboxCard, sandboxPayment, type SandboxCardBehaviour } from '~/server/db/schema';
import { chargeKey } from '~/server/services/cards/charges';
import { startWorker } from '~/server/jobs/worker';
import { createMailer } from '~/server/mail/mailer';
import { chargeAllocation, closeDueAllocations, shareAllocation } from '~/server/services/club/allocation-close';
import { adminCookie } from './admin-support';
import { declinationOf } from './cart-browser';
import { aFormula, clubCustomer, type ClubCustomer } from './club-support';
import { startTestShop, type TestShop } from './harness';
import { setStock, stockOf } from './order-support';

// Allocations of rare cuvées (docs/club.md, "Allocations"): the owner opens one for some formulas
// (its bottles taken from the stock), the members of those formulas ask during the window, the
// close shares it out by the owner's rule, charges each grant on the member's kept card and makes
// its paid order, mails each member what they got; a declined charge gives its bottles back. Run
// again, or resumed after a crash, it charges each grant once.

let shop: TestShop;
let admin: string;
const siteId = 1;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2027-03-10T09:00:00Z');
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

let members = 0;

/** An ACTIVE member of `formulaId` since `since`, with a card the sandbox keeps that behaves as told. */
async function aMember(formulaId: number, since: string, behaviour: SandboxCardBehaviour = 'KEEP', lang: 'fr_FR' | 'en_US' = 'fr_FR'): Promise<ClubCustomer & { membershipId: number }> {
  const customer = await clubCustomer(shop, `allocation-${++members}@example.fr`);
  await shop.db.insert(sandboxCard).values({ token: `tok_${customer.userId}`, behaviour, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
  const [row] = await shop.db
    .insert(clubMembership)
    .values({ userId: customer.userId, formulaId, status: 'ACTIVE', since: new Date(since), keptCardId: customer.cardId, deliveryMode: 'SHIPPING', addressId: customer.addressId, termsAcceptedAt: new Date(since), termsVersion: 'test', lang })
    .returning({ id: clubMembership.id });
  return { ...customer, membershipId: row.id };
}

const hour = 3_600_000;
const later = (hours: number) => new Date(shop.clock.now.getTime() + hours * hour).toISOString();

async function opening(values: Partial<AllocationInput> & { formulaIds: number[]; declinationId: number }) {
  const input: AllocationInput = { title: 'Clos des Tilleuls 2020', opensAt: later(-1), closesAt: later(48), stock: 10, unitPrice: 4_500, minPerMember: 1, defaultPerMember: 2, maxPerMember: 6, rule: 'SENIORITY', ...values };
  const answer = await shop.post('/admin/club/allocation', input, { cookie: admin });
  expect(answer.status, answer.json.message ?? undefined).toBe(200);
  return adminAllocationSchema.parse(answer.json.data);
}

const ask = (customer: { cookie: string }, id: number, quantity: number, moreIfPossible = false) => shop.put(`/user/club/allocation/${id}`, { quantity, moreIfPossible }, { cookie: customer.cookie });
/** DELETE as the member's page sends it. */
async function withdraw(customer: { cookie: string }, id: number) {
  const response = await shop.app.request(`/api/user/club/allocation/${id}`, { method: 'DELETE', headers: { cookie: customer.cookie } }, { clientAddress: '203.0.113.7' });
  return { status: response.status, json: (await response.json()) as { data: any; message: string | null } };
}
const mailsTo = async (email: string) => (await shop.outbox()).filter((mail) => mail.to === email);
const requestsOf = (allocationId: number) => shop.db.select().from(clubAllocationRequest).where(eq(clubAllocationRequest.allocationId, allocationId));

describe('opening an allocation', () => {
  it('takes its bottles from the stock, and refuses a window or quantities out of order, unknown formulas and more bottles than there are', async () => {
    const formula = await aFormula(shop);
    const wine = await declinationOf(shop, 'TIL-GOR-2019-37');
    await setStock(shop, wine.id, 30);
    const base = { title: 'Gorge 2019', formulaIds: [formula.id], declinationId: wine.id, opensAt: later(0), closesAt: later(24), stock: 12, unitPrice: 3_000, minPerMember: 1, defaultPerMember: 2, maxPerMember: 3, rule: 'RANDOM' };

    const backwards = await shop.post('/admin/club/allocation', { ...base, closesAt: later(-2) }, { cookie: admin });
    expect([backwards.status, backwards.json.message]).toEqual([400, 'La clôture doit venir après l’ouverture.']);
    const quantities = await shop.post('/admin/club/allocation', { ...base, minPerMember: 3, defaultPerMember: 2 }, { cookie: admin });
    expect([quantities.status, quantities.json.message]).toEqual([400, 'Il faut\u00a0: minimum ≤ quantité par défaut ≤ maximum, au moins 1.']);
    const unknown = await shop.post('/admin/club/allocation', { ...base, formulaIds: [formula.id, 999_999] }, { cookie: admin });
    expect(unknown.status).toBe(400);
    const tooMany = await shop.post('/admin/club/allocation', { ...base, stock: 31 }, { cookie: admin });
    expect([tooMany.status, tooMany.json.message]).toEqual([409, 'Cette cuvée n’a que 30 bouteille(s) en stock.']);
    const customer = await clubCustomer(shop, 'not-an-admin@example.fr');
    expect((await shop.post('/admin/club/allocation', base, { cookie: customer.cookie })).status).toBe(403);
    expect(await stockOf(shop, wine.id)).toBe(30);

    const answer = await shop.post('/admin/club/allocation', base, { cookie: admin });
    expect([answer.status, answer.json.message]).toEqual([200, 'L’allocation «\u00a0Gorge 2019\u00a0» est ouverte.']);
    expect(adminAllocationSchema.parse(answer.json.data)).toMatchObject({ status: 'OPEN', stock: 12, rule: 'RANDOM', formulaIds: [formula.id], requests: 0, seed: null });
    expect(await stockOf(shop, wine.id)).toBe(18);

    // Called off: the bottles come back, and the member who asked no longer sees it.
    const asking = await aMember(formula.id, '2023-01-01T00:00:00Z');
    expect((await ask(asking, answer.json.data.id, 2)).status).toBe(200);
    const cancelled = await shop.post(`/admin/club/allocation/${answer.json.data.id}/cancel`, {}, { cookie: admin });
    expect(cancelled.json.data.status).toBe('CANCELLED');
    expect(await stockOf(shop, wine.id)).toBe(30);
    expect((await shop.get('/user/club/allocation', { cookie: asking.cookie })).json.data.some((one: { id: number }) => one.id === answer.json.data.id)).toBe(false);
    expect((await ask(asking, answer.json.data.id, 3)).status).toBe(409);
    expect((await shop.post(`/admin/club/allocation/${answer.json.data.id}/cancel`, {}, { cookie: admin })).status).toBe(409);
  });
});

describe('an allocation called off', () => {
  it('mails each member who asked, in their language, that it was and that nothing was charged; no one else', async () => {
    const formula = await aFormula(shop);
    const wine = await declinationOf(shop, 'TIL-GOR-2019-37');
    await setStock(shop, wine.id, 30);
    const allocation = await opening({ title: 'Gorge 2019 annulée', formulaIds: [formula.id], declinationId: wine.id, stock: 12, unitPrice: 3_000, maxPerMember: 4 });
    const french = await aMember(formula.id, '2022-01-01T00:00:00Z');
    const english = await aMember(formula.id, '2023-01-01T00:00:00Z', 'KEEP', 'en_US');
    const silent = await aMember(formula.id, '2024-01-01T00:00:00Z');
    expect((await ask(french, allocation.id, 3)).status).toBe(200);
    expect((await ask(english, allocation.id, 2)).status).toBe(200);

    const cancelled = await shop.post(`/admin/club/allocation/${allocation.id}/cancel`, {}, { cookie: admin });
    expect(cancelled.status, cancelled.json.message ?? undefined).toBe(200);
    expect((await requestsOf(allocation.id)).map((one) => [one.status, one.granted, one.cardChargeId])).toEqual([
      ['NONE', 0, null],
      ['NONE', 0, null],
    ]);

    const [fr] = await mailsTo(french.email);
    expect(fr.subject).toMatch(/^L’allocation «\u00a0Gorge 2019 annulée\u00a0» est annulée – /);
    for (const said of ['Le domaine a annulé l’allocation', '3 bouteille(s)', 'rien n’a été prélevé', 'Bouteilles demandées', '0,00\u00a0€']) expect(fr.text).toContain(said);
    const [en] = await mailsTo(english.email);
    expect(en.subject).toMatch(/^The “Gorge 2019 annulée” allocation has been called off – /);
    for (const said of ['The estate has called off', '2 bottle(s)', 'nothing was charged', 'Bottles requested', '€0.00']) expect(en.text).toContain(said);
    expect(await mailsTo(silent.email)).toEqual([]);
    expect(await shop.db.select().from(cardCharge).where(inArray(cardCharge.userId, [french.userId, english.userId]))).toEqual([]);

    // Called off once: a second call is refused and mails nobody again.
    const before = (await shop.outbox()).length;
    expect((await shop.post(`/admin/club/allocation/${allocation.id}/cancel`, {}, { cookie: admin })).status).toBe(409);
    expect((await shop.outbox()).length).toBe(before);
  });
});

describe('asking for an allocation', () => {
  it('is for the members of its formulas during its window, within the minimum and maximum, changed or withdrawn until the close', async () => {
    const offered = await aFormula(shop);
    const other = await aFormula(shop);
    const wine = await declinationOf(shop, 'TIL-PER-2023-75');
    await setStock(shop, wine.id, 100);
    const allocation = await opening({ formulaIds: [offered.id], declinationId: wine.id, minPerMember: 2, defaultPerMember: 3, maxPerMember: 6 });
    const member = await aMember(offered.id, '2025-01-01T00:00:00Z');
    const outsider = await aMember(other.id, '2024-01-01T00:00:00Z');
    const stranger = await clubCustomer(shop, 'stranger@example.fr');

    const seen = (await shop.get('/user/club/allocation', { cookie: member.cookie })).json.data.map((one: unknown) => memberAllocationSchema.parse(one));
    expect(seen.find((one: { id: number }) => one.id === allocation.id)).toMatchObject({ title: 'Clos des Tilleuls 2020', minPerMember: 2, defaultPerMember: 3, maxPerMember: 6, request: null });
    expect((await shop.get('/user/club/allocation', { cookie: outsider.cookie })).json.data.some((one: { id: number }) => one.id === allocation.id)).toBe(false);
    expect((await shop.get('/user/club/allocation', { cookie: stranger.cookie })).json.data).toEqual([]);

    const tooFew = await ask(member, allocation.id, 1);
    expect([tooFew.status, tooFew.json.message]).toEqual([400, 'Demandez entre 2 et 6 bouteilles.']);
    expect((await ask(outsider, allocation.id, 3)).status).toBe(404);
    expect((await ask(stranger, allocation.id, 3)).status).toBe(404);
    expect((await shop.put(`/user/club/allocation/${allocation.id}`, { quantity: 3, extra: 1 }, { cookie: member.cookie })).status).toBe(400);

    const asked = await ask(member, allocation.id, 3);
    expect(asked.status, asked.json.message ?? undefined).toBe(200);
    expect(asked.json.message).toBe('Votre demande est enregistrée\u00a0: 3 bouteille(s) de «\u00a0Clos des Tilleuls 2020\u00a0».');
    const changed = await ask(member, allocation.id, 5, true);
    expect(memberAllocationSchema.parse(changed.json.data).request).toEqual({ quantity: 5, moreIfPossible: true, status: 'ASKED', granted: null });
    expect(await requestsOf(allocation.id)).toHaveLength(1);

    const withdrawn = await withdraw(member, allocation.id);
    expect([withdrawn.status, withdrawn.json.data.request]).toEqual([200, null]);
    expect(await requestsOf(allocation.id)).toHaveLength(0);
    expect((await withdraw(member, allocation.id)).status).toBe(404);

    // After the close, nothing changes any more.
    await ask(member, allocation.id, 2);
    expect((await shop.post(`/admin/club/allocation/${allocation.id}/close`, {}, { cookie: admin })).status).toBe(200);
    const late = await ask(member, allocation.id, 4);
    expect([late.status, late.json.message]).toEqual([409, 'Cette allocation est close\u00a0: les demandes ne peuvent plus changer.']);
    expect((await withdraw(member, allocation.id)).status).toBe(409);
  });
});

describe('closing an allocation', () => {
  it('by seniority: the senior first, a declined charge gives its bottles back, each member mailed in their language, and closing again charges nobody twice', async () => {
    const formula = await aFormula(shop);
    const wine = await declinationOf(shop, 'TIL-SCT-2023-75');
    await setStock(shop, wine.id, 40);
    const allocation = await opening({ formulaIds: [formula.id], declinationId: wine.id, stock: 10, minPerMember: 2, defaultPerMember: 3, maxPerMember: 6, unitPrice: 4_500 });
    expect(await stockOf(shop, wine.id)).toBe(30);
    const senior = await aMember(formula.id, '2019-05-01T00:00:00Z');
    const middle = await aMember(formula.id, '2021-05-01T00:00:00Z', 'DECLINE_LATER');
    const junior = await aMember(formula.id, '2024-05-01T00:00:00Z', 'KEEP', 'en_US');
    const keen = await aMember(formula.id, '2018-05-01T00:00:00Z');
    // keen collects their boxes at the estate: no delivery fee; the others are shipped at the formula's 12 €.
    await shop.db.update(clubMembership).set({ deliveryMode: 'COLLECTION', addressId: null }).where(eq(clubMembership.id, keen.membershipId));
    const announced = async (customer: { cookie: string }) => (await shop.get('/user/club/allocation', { cookie: customer.cookie })).json.data.find((one: { id: number }) => one.id === allocation.id).delivery;
    expect(await announced(senior)).toEqual({ mode: 'SHIPPING', fee: 1_200 });
    expect(await announced(keen)).toEqual({ mode: 'COLLECTION', fee: 0 });
    await ask(junior, allocation.id, 3);
    await ask(middle, allocation.id, 4, true);
    await ask(senior, allocation.id, 5);
    await ask(keen, allocation.id, 1 + 1);

    const closed = await shop.post(`/admin/club/allocation/${allocation.id}/close`, {}, { cookie: admin });
    expect(closed.status, closed.json.message ?? undefined).toBe(200);
    const detail = adminAllocationDetailSchema.parse(closed.json.data);
    // keen (2018) 2, senior (2019) 5, middle (2021) asked 4: 3 left ≥ the minimum, so 3; junior: none left.
    expect(detail.requestList.map((one) => [one.email, one.granted, one.status])).toEqual([
      [keen.email, 2, 'CHARGED'],
      [senior.email, 5, 'CHARGED'],
      [middle.email, 3, 'DECLINED'],
      [junior.email, 0, 'NONE'],
    ]);
    expect(detail).toMatchObject({ status: 'CHARGED', granted: 10, charged: 2, declined: 1 });
    expect(detail.requestList[2].declineReason).toBe('insufficient_funds');
    // The 3 declined bottles are back; the 7 paid are sold.
    expect(await stockOf(shop, wine.id)).toBe(33);

    const [seniorRequest] = (await requestsOf(allocation.id)).filter((one) => one.membershipId === senior.membershipId);
    const [made] = await shop.db.select().from(order).where(eq(order.id, seniorRequest.orderId!));
    // The bottles and the formula's shipping rate, as announced; the order is what was charged.
    expect(made).toMatchObject({ status: 'PAID', total: 23_700, productsTotal: 22_500, shippingFees: 1_200, deliveryType: 'DELIVERY', userId: senior.userId });
    expect(made.invoiceNumber).not.toBeNull();
    expect(await shop.db.select({ quantity: orderLine.quantity, unitPrice: orderLine.unitPrice, declinationId: orderLine.declinationId }).from(orderLine).where(eq(orderLine.orderId, made.id))).toEqual([
      { quantity: 5, unitPrice: 4_500, declinationId: wine.id },
    ]);
    const [charge] = await shop.db.select().from(cardCharge).where(eq(cardCharge.id, seniorRequest.cardChargeId!));
    expect(charge).toMatchObject({ status: 'PAID', amount: 23_700, orderId: made.id });
    const [keenRequest] = (await requestsOf(allocation.id)).filter((one) => one.membershipId === keen.membershipId);
    const [collected] = await shop.db.select().from(order).where(eq(order.id, keenRequest.orderId!));
    expect(collected).toMatchObject({ total: 9_000, productsTotal: 9_000, shippingFees: 0, deliveryType: 'NO_DELIVERY' });
    const [keenCharge] = await shop.db.select().from(cardCharge).where(eq(cardCharge.id, keenRequest.cardChargeId!));
    expect(keenCharge.amount).toBe(9_000);

    const [granted] = (await mailsTo(senior.email)).filter((mail) => mail.subject.startsWith('Votre allocation'));
    expect(granted.subject).toMatch(/^Votre allocation «\u00a0Clos des Tilleuls 2020\u00a0» – /);
    for (const said of ['5 bouteille(s)', 'Livraison', '12,00', 'Prélevé', '237,00', made.number]) expect(granted.text).toContain(said);
    const [keenMail] = (await mailsTo(keen.email)).filter((mail) => mail.subject.startsWith('Votre allocation'));
    for (const said of ['Retrait au caveau, sans frais', '90,00']) expect(keenMail.text).toContain(said);
    const [declined] = await mailsTo(middle.email);
    expect(declined.subject).toMatch(/n’a pas pu être prélevée/);
    expect(declined.text).toContain('retournées au stock');
    for (const said of ['Montant refusé', '147,00']) expect(declined.text).toContain(said);
    const [none] = await mailsTo(junior.email);
    expect(none.subject).toMatch(/^The “Clos des Tilleuls 2020” allocation has closed – /);
    expect(none.text).toContain('none were left for you this time');

    // Closed twice, by the owner or by the worker: no second charge, order or mail.
    const ours = async () => (await shop.outbox()).filter((mail) => [keen, senior, middle, junior].some((one) => one.email === mail.to)).length;
    const mailsBefore = await ours();
    expect((await shop.post(`/admin/club/allocation/${allocation.id}/close`, {}, { cookie: admin })).status).toBe(409);
    await closeDueAllocations(shop.deps);
    const requests = await requestsOf(allocation.id);
    const charges = await shop.db.select().from(cardCharge).where(inArray(cardCharge.id, requests.flatMap((one) => (one.cardChargeId ? [one.cardChargeId] : []))));
    expect(charges).toHaveLength(3);
    expect(requests.filter((one) => one.orderId !== null)).toHaveLength(2);
    expect(await ours()).toBe(mailsBefore);

    // The member sees the outcome in their space.
    const mine = (await shop.get('/user/club/allocation', { cookie: senior.cookie })).json.data.find((one: { id: number }) => one.id === allocation.id);
    expect(mine.request).toMatchObject({ status: 'CHARGED', granted: 5 });
  });

  it('at random, by the worker at its close: shared once with its seed recorded, and the draw replays from it', async () => {
    const formula = await aFormula(shop);
    const wine = await declinationOf(shop, 'TIL-CAD-50');
    await setStock(shop, wine.id, 50);
    const allocation = await opening({ formulaIds: [formula.id], declinationId: wine.id, stock: 6, minPerMember: 2, defaultPerMember: 2, maxPerMember: 2, rule: 'RANDOM', closesAt: later(2) });
    const asked = [];
    for (let i = 0; i < 5; i++) {
      const member = await aMember(formula.id, `202${i}-01-01T00:00:00Z`);
      await ask(member, allocation.id, 2);
      asked.push(member);
    }
    await closeDueAllocations(shop.deps);
    expect((await shop.db.select().from(clubAllocation).where(eq(clubAllocation.id, allocation.id)))[0].status).toBe('OPEN');

    shop.clock.now = new Date(shop.clock.now.getTime() + 3 * hour);
    try {
      await Promise.all([closeDueAllocations(shop.deps), closeDueAllocations(shop.deps)]);
      const [row] = await shop.db.select().from(clubAllocation).where(eq(clubAllocation.id, allocation.id));
      expect(row.status).toBe('CHARGED');
      expect(row.seed).not.toBeNull();
      const requests = await shop.db
        .select({ id: clubAllocationRequest.id, quantity: clubAllocationRequest.quantity, granted: clubAllocationRequest.granted, since: clubMembership.since, status: clubAllocationRequest.status })
        .from(clubAllocationRequest)
        .innerJoin(clubMembership, eq(clubMembership.id, clubAllocationRequest.membershipId))
        .where(eq(clubAllocationRequest.allocationId, allocation.id));
      expect(requests.filter((one) => one.granted === 2)).toHaveLength(3);
      expect(requests.filter((one) => one.status === 'CHARGED')).toHaveLength(3);
      const replay = shareOut(
        requests.map((one) => ({ id: one.id, quantity: one.quantity, moreIfPossible: false, since: one.since!.getTime() })),
        { stock: 6, min: 2, max: 2, rule: 'RANDOM', seed: row.seed! },
      );
      for (const one of requests) expect(replay.grants.get(one.id)).toBe(one.granted);
      // Three orders, three payments at the sandbox: once each, although two workers ran at once.
      const charges = await shop.db.select().from(cardCharge).where(inArray(cardCharge.id, (await requestsOf(allocation.id)).flatMap((one) => (one.cardChargeId ? [one.cardChargeId] : []))));
      expect(charges).toHaveLength(3);
      const payments = await shop.db.select().from(sandboxPayment).where(inArray(sandboxPayment.idempotencyKey, charges.map(chargeKey)));
      expect(payments).toHaveLength(3);
      expect(await stockOf(shop, wine.id)).toBe(44);
    } finally {
      shop.clock.now = new Date(shop.clock.now.getTime() - 3 * hour);
    }
  });

  it('resumes after a crash between the share-out and the charges, or after the provider was asked, charging each grant once', async () => {
    const formula = await aFormula(shop);
    const wine = await declinationOf(shop, 'TIL-CAD-100');
    await setStock(shop, wine.id, 20);
    const allocation = await opening({ formulaIds: [formula.id], declinationId: wine.id, stock: 8, minPerMember: 1, defaultPerMember: 2, maxPerMember: 4, rule: 'PROPORTION' });
    const first = await aMember(formula.id, '2020-01-01T00:00:00Z');
    const second = await aMember(formula.id, '2022-01-01T00:00:00Z');
    await ask(first, allocation.id, 4);
    await ask(second, allocation.id, 4, true);

    // Crash 1: shared, nothing charged yet.
    expect(await shareAllocation(shop.deps, siteId, allocation.id, true)).toBe(true);
    expect(await shareAllocation(shop.deps, siteId, allocation.id, true)).toBe(false);
    expect((await requestsOf(allocation.id)).map((one) => one.status)).toEqual(['GRANTED', 'GRANTED']);

    // Crash 2: the first grant's charge was asked of the provider, and the process died before the answer was recorded.
    const [firstRequest] = (await requestsOf(allocation.id)).filter((one) => one.membershipId === first.membershipId);
    const [charge] = await shop.db
      .insert(cardCharge)
      .values({ userId: first.userId, keptCardId: first.cardId, label: 'Clos des Tilleuls 2020 × 4', lang: 'fr_FR', amount: 18_000, status: 'PENDING' })
      .returning();
    await shop.db.update(clubAllocationRequest).set({ cardChargeId: charge.id }).where(eq(clubAllocationRequest.id, firstRequest.id));
    const provider = shop.deps.payments.named('sandbox')!;
    const [card] = await shop.db.select().from(keptCard).where(eq(keptCard.id, first.cardId));
    await provider.chargeKeptCard({ chargeKey: chargeKey(charge), card, amount: 18_000, label: charge.label, email: first.email, lang: 'fr_FR', returnUrl: 'http://shop.test/account', customerPresent: false });

    expect(await chargeAllocation(shop.deps, siteId, allocation.id)).toBe(0);
    await closeDueAllocations(shop.deps);
    const requests = await requestsOf(allocation.id);
    expect(requests.map((one) => [one.granted, one.status])).toEqual([
      [4, 'CHARGED'],
      [4, 'CHARGED'],
    ]);
    const paidAtSandbox = await shop.db.select().from(sandboxPayment).where(eq(sandboxPayment.idempotencyKey, chargeKey(charge)));
    expect(paidAtSandbox).toHaveLength(1);
    expect(await shop.db.select().from(order).where(inArray(order.id, requests.map((one) => one.orderId!)))).toHaveLength(2);
    expect(await stockOf(shop, wine.id)).toBe(12);
    const allCharges = await shop.db.select().from(cardCharge).where(and(inArray(cardCharge.userId, [first.userId, second.userId])));
    expect(allCharges).toHaveLength(2);
  });

  it('is closed by the background worker at its turn once its close has come, as the shop wires it', async () => {
    const formula = await aFormula(shop);
    const wine = await declinationOf(shop, 'TIL-SCT-2024-75');
    await setStock(shop, wine.id, 60);
    const allocation = await opening({ formulaIds: [formula.id], declinationId: wine.id, stock: 4, closesAt: later(1) });
    const member = await aMember(formula.id, '2020-06-01T00:00:00Z');
    await ask(member, allocation.id, 2);
    // The worker as src/server/shop.ts starts it, its sweep turn closing the allocations due.
    const worker = await startWorker({
      database: { db: shop.db, listen: async () => {} },
      mailer: createMailer({ outboxDir: await mkdtemp(join(tmpdir(), 'allocation-worker-')), from: 'boutique@shop.test' }),
      payments: shop.deps.payments,
      host: 'shop.test',
      now: () => shop.clock.now,
      shop: shop.deps,
    });
    try {
      await worker.sweepHolds();
      expect((await shop.db.select().from(clubAllocation).where(eq(clubAllocation.id, allocation.id)))[0].status).toBe('OPEN');
      shop.clock.now = new Date(shop.clock.now.getTime() + 2 * hour);
      await worker.sweepHolds();
      expect((await shop.db.select().from(clubAllocation).where(eq(clubAllocation.id, allocation.id)))[0].status).toBe('CHARGED');
      expect((await requestsOf(allocation.id)).map((one) => [one.granted, one.status])).toEqual([[2, 'CHARGED']]);
    } finally {
      await worker.stop();
      shop.clock.now = new Date(shop.clock.now.getTime() - 2 * hour);
    }
  });
});
