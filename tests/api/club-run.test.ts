import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { clubRunSchema, clubRunsSchema } from '~/lib/admin/club-run';
import { adminAudit, cardCharge, clubMembership, clubShipment, invoiceRate, order, orderLine, orderStatusHistory, payment } from '~/server/db/schema';
import { recordInvoiceFigures } from '~/server/services/orders/invoice-figures';
import { refreshCharge } from '~/server/services/cards/charges';
import { runClubCharges } from '~/server/services/club/charge-run';
import { startTestShop, type TestShop } from './harness';
import { stockOf, paySandbox } from './order-support';
import { adminCookie } from './admin-support';
import { aFormula } from './club-support';
import { aMember, anOpenShipment, aRun, boxOf, chargesOf, keptSandboxCard, ordersOf, paidAtSandbox, plannedBoxes, shipmentOf, BOTTLES, UNIT_PRICE } from './club-run-support';

// The club's charge run (docs/club.md, "The charge run"): on the charge day each ACTIVE member's
// box is charged on the kept card once, its order made; a decline is retried on days 1, 3 and 7
// with a mail to keep another card, then the membership goes on hold; the bank wanting the member
// waits for them; two runs at once or a run again charge nobody twice.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2027-04-15T07:00:00Z');
});
afterAll(() => shop.close());

const DAY = 86_400_000;
const BOX_TOTAL = BOTTLES * UNIT_PRICE + 1_200;
const mailsTo = async (email: string) => (await shop.outbox()).filter((mail) => mail.to === email);
const later = (days: number) => {
  shop.clock.now = new Date(shop.clock.now.getTime() + days * DAY);
};

describe('the run on the charge day', () => {
  it('charges each member once, makes the orders with their stock and invoices, and mails the declined and the bank-wants-you', async () => {
    const run = await aRun(shop, ['KEEP', 'KEEP', 'DECLINE_LATER', 'AUTHENTICATE_LATER'], 100);
    const [paid1, paid2, declined, authenticate] = run.members;
    const summary = await runClubCharges(shop.deps);
    expect(summary.started).toContain(run.shipment.id);

    for (const member of [paid1, paid2]) {
      const box = await boxOf(shop, run.shipment.id, member.membershipId);
      expect(box).toMatchObject({ status: 'CHARGED', attempts: 1 });
      const [charge] = await chargesOf(shop, member.userId);
      expect(charge).toMatchObject({ status: 'PAID', amount: BOX_TOTAL, orderId: box.orderId });
    }
    const orders = await ordersOf(shop, run.members.map((m) => m.userId));
    expect(orders).toHaveLength(2);
    for (const o of orders) expect(o).toMatchObject({ status: 'PAID', total: BOX_TOTAL, bottles: BOTTLES, invoiceNumber: expect.any(String) });
    // The four boxes' bottles left the stock when they were planned: the two sold, the declined and the waiting one still held.
    expect(await stockOf(shop, run.shipment.declinationId)).toBe(100 - 4 * BOTTLES);
    expect([...(await paidAtSandbox(shop, run.members.map((m) => m.token))).values()]).toEqual([1, 1]);

    const refused = await boxOf(shop, run.shipment.id, declined.membershipId);
    expect(refused).toMatchObject({ status: 'DECLINED', attempts: 1, orderId: null });
    expect(refused.nextRetryAt?.getTime()).toBe(shop.clock.now.getTime() + DAY);
    const [declinedMail] = await mailsTo(declined.email);
    expect(declinedMail.subject).toMatch(/^Votre coffret du club n’a pas pu être prélevé/);
    expect(declinedMail.text).toContain('provision insuffisante');
    expect(declinedMail.text).toContain('http://shop.test/account/cards/new?back=/account/club');

    expect(await boxOf(shop, run.shipment.id, authenticate.membershipId)).toMatchObject({ status: 'AUTHENTICATION_REQUIRED' });
    const [authMail] = await mailsTo(authenticate.email);
    expect(authMail.text).toContain('/api/payment/sandbox/pay/');

    expect(await shipmentOf(shop, run.shipment.id)).toMatchObject({ status: 'DONE', runStartedAt: shop.clock.now, runEndedAt: shop.clock.now });
    (await mailsTo(paid1.email)).forEach((mail) => expect(mail.subject).not.toMatch(/prélevé|suspendue/));

    // Run again: nothing charged twice, no second order.
    await runClubCharges(shop.deps);
    expect(await ordersOf(shop, run.members.map((m) => m.userId))).toHaveLength(2);
    expect(await stockOf(shop, run.shipment.declinationId)).toBe(100 - 4 * BOTTLES);
  });

  it('writes a box’s order as any paid order: its history, its payment captured, its invoice figures as they are computed again, its mail', async () => {
    const run = await aRun(shop, ['KEEP']);
    const [member] = run.members;
    await runClubCharges(shop.deps);
    const { orderId } = await boxOf(shop, run.shipment.id, member.membershipId);
    const [made] = await shop.db.select().from(order).where(eq(order.id, orderId!));
    expect(made).toMatchObject({ status: 'PAID', paidAt: shop.clock.now, total: BOX_TOTAL, invoiceNumber: expect.stringMatching(/^F2027-\d{6}$/) });
    const history = await shop.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, made.id)).orderBy(asc(orderStatusHistory.id));
    expect(history.map((row) => row.status)).toEqual(['AWAITING_PAYMENT', 'PAID']);
    const [paid] = await shop.db.select().from(payment).where(eq(payment.orderId, made.id));
    expect(paid).toMatchObject({ status: 'CAPTURED', amount: BOX_TOTAL, providerReference: made.paymentReference, providerPaymentId: made.paymentReference });
    // The figures written with the order are those the invoice's own computation writes from what was stored.
    const figures = async () => ({
      rates: await shop.db.select({ rate: invoiceRate.rate, total: invoiceRate.total, base: invoiceRate.base, vat: invoiceRate.vat, shipping: invoiceRate.shipping, paidAt: invoiceRate.paidAt }).from(invoiceRate).where(eq(invoiceRate.orderId, made.id)).orderBy(asc(invoiceRate.rate)),
      lines: await shop.db.select({ id: orderLine.id, invoicedAmount: orderLine.invoicedAmount, invoicedAt: orderLine.invoicedAt }).from(orderLine).where(eq(orderLine.orderId, made.id)).orderBy(asc(orderLine.id)),
    });
    const written = await figures();
    expect(written.rates.reduce((sum, rate) => sum + rate.total, 0)).toBe(BOX_TOTAL);
    await recordInvoiceFigures(shop.db, made.id);
    expect(await figures()).toEqual(written);
    const mails = await mailsTo(member.email);
    expect(mails.some((mail) => mail.text.includes(made.number) && mail.text.includes(`http://shop.test/account/orders/${made.id}`))).toBe(true);
  });

  it('leaves a shipment not due alone, skips a member paused past the charge day and gives a gift membership its box without a charge', async () => {
    const run = await aRun(shop, ['KEEP', 'KEEP', 'KEEP']);
    const [paused, gift, resumed] = run.members;
    const tomorrow = new Date(shop.clock.now.getTime() + DAY).toISOString().slice(0, 10);
    await shop.db.update(clubMembership).set({ status: 'PAUSED', pausedUntil: tomorrow }).where(eq(clubMembership.id, paused.membershipId));
    await shop.db.update(clubMembership).set({ giftShipmentsLeft: 2 }).where(eq(clubMembership.id, gift.membershipId));
    await shop.db.update(clubMembership).set({ status: 'PAUSED', pausedUntil: run.shipment.chargeOn }).where(eq(clubMembership.id, resumed.membershipId));
    await runClubCharges(shop.deps);
    expect(await boxOf(shop, run.shipment.id, paused.membershipId)).toMatchObject({ status: 'SKIPPED', cardChargeId: null, orderId: null });
    const offered = await boxOf(shop, run.shipment.id, gift.membershipId);
    expect(offered).toMatchObject({ status: 'CHARGED', cardChargeId: null, orderId: expect.any(Number) });
    expect(await chargesOf(shop, gift.userId)).toEqual([]);
    const [giftOrder] = await ordersOf(shop, [gift.userId]);
    expect(giftOrder).toMatchObject({ status: 'PAID', total: 0, bottles: BOTTLES });
    expect((await shop.db.select().from(clubMembership).where(eq(clubMembership.id, gift.membershipId)))[0].giftShipmentsLeft).toBe(1);
    expect(await boxOf(shop, run.shipment.id, resumed.membershipId)).toMatchObject({ status: 'CHARGED' });
  });

  it('ends a gift membership with no kept card at its last offered box, and keeps one with a card', async () => {
    const run = await aRun(shop, ['KEEP', 'KEEP']);
    const [cardless, withCard] = run.members;
    await shop.db.update(clubMembership).set({ giftShipmentsLeft: 1, keptCardId: null }).where(eq(clubMembership.id, cardless.membershipId));
    await shop.db.update(clubMembership).set({ giftShipmentsLeft: 1 }).where(eq(clubMembership.id, withCard.membershipId));
    await runClubCharges(shop.deps);
    for (const member of run.members) expect(await boxOf(shop, run.shipment.id, member.membershipId)).toMatchObject({ status: 'CHARGED', cardChargeId: null });
    const membership = async (id: number) => (await shop.db.select().from(clubMembership).where(eq(clubMembership.id, id)))[0];
    expect(await membership(cardless.membershipId)).toMatchObject({ status: 'CANCELLED', giftShipmentsLeft: 0, endsAt: shop.clock.now });
    expect(await membership(withCard.membershipId)).toMatchObject({ status: 'ACTIVE', giftShipmentsLeft: 0, endsAt: null });
  });

  it('does not start a shipment before its charge day', async () => {
    const run = await aRun(shop, ['KEEP']);
    const after = new Date(shop.clock.now.getTime() + 2 * DAY).toISOString().slice(0, 10);
    await shop.db.update(clubShipment).set({ chargeOn: after }).where(eq(clubShipment.id, run.shipment.id));
    await runClubCharges(shop.deps);
    expect(await shipmentOf(shop, run.shipment.id)).toMatchObject({ status: 'OPEN', runStartedAt: null });
    expect(await boxOf(shop, run.shipment.id, run.members[0].membershipId)).toMatchObject({ status: 'PLANNED', attempts: 0 });
  });
});

describe('a declined card', () => {
  it('is charged again on day 1 on the card the member kept meanwhile, and the membership moves to it', async () => {
    const start = shop.clock.now;
    const run = await aRun(shop, ['DECLINE_LATER']);
    const [member] = run.members;
    await runClubCharges(shop.deps);
    // Before day 1: nothing tried again.
    later(0.5);
    await runClubCharges(shop.deps);
    expect(await boxOf(shop, run.shipment.id, member.membershipId)).toMatchObject({ status: 'DECLINED', attempts: 1 });
    const fresh = await keptSandboxCard(shop, member.userId, 'KEEP');
    later(0.5);
    await runClubCharges(shop.deps);
    const box = await boxOf(shop, run.shipment.id, member.membershipId);
    expect(box).toMatchObject({ status: 'CHARGED', attempts: 2, orderId: expect.any(Number) });
    const charges = await chargesOf(shop, member.userId);
    expect(charges.map((c) => [c.status, c.keptCardId])).toEqual([
      ['DECLINED', member.cardId],
      ['PAID', fresh.cardId],
    ]);
    expect((await shop.db.select().from(clubMembership).where(eq(clubMembership.id, member.membershipId)))[0]).toMatchObject({ status: 'ACTIVE', keptCardId: fresh.cardId });
    expect(await ordersOf(shop, [member.userId])).toHaveLength(1);
    shop.clock.now = start;
  });

  it('puts the membership on hold after the retries of days 1, 3 and 7 are declined, and mails the member', async () => {
    const start = shop.clock.now;
    const run = await aRun(shop, ['DECLINE_LATER']);
    const [member] = run.members;
    await runClubCharges(shop.deps);
    for (const [day, attempts] of [[1, 2], [3, 3]] as const) {
      shop.clock.now = new Date(start.getTime() + day * DAY);
      await runClubCharges(shop.deps);
      const box = await boxOf(shop, run.shipment.id, member.membershipId);
      expect(box).toMatchObject({ status: 'DECLINED', attempts });
    }
    shop.clock.now = new Date(start.getTime() + 7 * DAY);
    await runClubCharges(shop.deps);
    expect(await boxOf(shop, run.shipment.id, member.membershipId)).toMatchObject({ status: 'FAILED', attempts: 4, nextRetryAt: null });
    expect((await shop.db.select().from(clubMembership).where(eq(clubMembership.id, member.membershipId)))[0].status).toBe('ON_HOLD');
    const mails = await mailsTo(member.email);
    expect(mails.map((m) => m.subject.split(' – ')[0])).toEqual([
      'Votre coffret du club n’a pas pu être prélevé',
      'Votre coffret du club n’a pas pu être prélevé',
      'Votre coffret du club n’a pas pu être prélevé',
      'Votre adhésion au club est suspendue',
    ]);
    // Nothing more afterwards.
    shop.clock.now = new Date(start.getTime() + 30 * DAY);
    await runClubCharges(shop.deps);
    expect(await chargesOf(shop, member.userId)).toHaveLength(4);
    shop.clock.now = start;
  });
  it('writes to a member who speaks English in English, with the English pages', async () => {
    const formula = await aFormula(shop);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(shop.clock.now);
    const shipment = await anOpenShipment(shop, formula.id, today, 'Spring 2027');
    const member = await aMember(shop, formula.id, 'DECLINE_LATER', {}, 'en_US');
    await plannedBoxes(shop, shipment, [member.membershipId]);
    await runClubCharges(shop.deps);
    const [mail] = await mailsTo(member.email);
    expect(mail.subject).toMatch(/^We couldn't charge your club box – /);
    expect(mail.text).toContain('“Spring 2027”');
    expect(mail.text).toContain('insufficient funds');
    expect(mail.text).toContain('http://shop.test/en_US/account/cards/new?back=/en_US/account/club');
  });
});

describe('the bank wanting the member', () => {
  it('waits for the authentication, then the box follows its charge once refreshed', async () => {
    const run = await aRun(shop, ['AUTHENTICATE_LATER']);
    const [member] = run.members;
    await runClubCharges(shop.deps);
    const [charge] = await chargesOf(shop, member.userId);
    expect(charge.status).toBe('AUTHENTICATION_REQUIRED');
    await runClubCharges(shop.deps);
    expect(await boxOf(shop, run.shipment.id, member.membershipId)).toMatchObject({ status: 'AUTHENTICATION_REQUIRED', attempts: 1 });
    await paySandbox(shop, new URL(charge.authenticateUrl!).pathname, '4242424242424242');
    await refreshCharge(shop.deps, charge.id);
    await runClubCharges(shop.deps);
    expect(await boxOf(shop, run.shipment.id, member.membershipId)).toMatchObject({ status: 'CHARGED', orderId: expect.any(Number) });
    expect((await shop.db.select().from(cardCharge).where(eq(cardCharge.userId, member.userId))).map((c) => c.status)).toEqual(['PAID']);
    expect(await ordersOf(shop, [member.userId])).toHaveLength(1);
  });
});

describe('runs at once', () => {
  it('two runs at once charge each member once and make one order each', async () => {
    const run = await aRun(shop, ['KEEP', 'KEEP', 'KEEP', 'DECLINE_LATER', 'KEEP'], 1_000);
    const again = await shop.connectAgain();
    await Promise.all([runClubCharges(shop.deps), runClubCharges({ ...shop.deps, db: again.db })]);
    const ids = run.members.map((m) => m.userId);
    expect(await ordersOf(shop, ids)).toHaveLength(4);
    expect([...(await paidAtSandbox(shop, run.members.map((m) => m.token))).values()]).toEqual([1, 1, 1, 1]);
    // Four sold and the declined box's still held: the orders took nothing more.
    expect(await stockOf(shop, run.shipment.declinationId)).toBe(1_000 - 5 * BOTTLES);
    for (const member of run.members) expect(await chargesOf(shop, member.userId)).toHaveLength(1);
  });
});

describe("the owner's run view", () => {
  it('shows the run, runs a due shipment now, retries one member after a new card and all the declined, audited', async () => {
    const admin = await adminCookie(shop);
    const run = await aRun(shop, ['KEEP', 'DECLINE_LATER', 'DECLINE_LATER', 'AUTHENTICATE_LATER']);
    const [, first, second] = run.members;

    const before = clubRunSchema.parse((await shop.get(`/admin/club/run/${run.shipment.id}`, { cookie: admin })).json.data);
    expect(before).toMatchObject({ status: 'OPEN', due: true, counts: { planned: 4, charged: 0, dueAmount: 4 * BOX_TOTAL } });
    expect(clubRunsSchema.parse((await shop.get('/admin/club/run', { cookie: admin })).json.data).some((r) => r.shipmentId === run.shipment.id)).toBe(true);

    const started = await shop.post(`/admin/club/run/${run.shipment.id}/start`, {}, { cookie: admin });
    expect(started.status, started.json.message ?? undefined).toBe(200);
    const after = clubRunSchema.parse(started.json.data);
    expect(after).toMatchObject({ status: 'DONE', due: false, counts: { charged: 1, declined: 2, waiting: 1, planned: 0, failed: 0, skipped: 0, chargedAmount: BOX_TOTAL, dueAmount: 3 * BOX_TOTAL } });
    expect(after.declined.map((m) => [m.email, m.status, m.reason, m.attempts])).toEqual([
      [first.email, 'DECLINED', 'insufficient_funds', 1],
      [second.email, 'DECLINED', 'insufficient_funds', 1],
      [run.members[3].email, 'AUTHENTICATION_REQUIRED', null, 1],
    ]);
    // Not due any more.
    const again = await shop.post(`/admin/club/run/${run.shipment.id}/start`, {}, { cookie: admin });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Cet envoi n’est pas à prélever\u00a0: il doit être ouvert et sa date de prélèvement arrivée.');

    // The first member keeps a new card; the owner retries them.
    await keptSandboxCard(shop, first.userId, 'KEEP');
    const firstBox = after.declined[0].boxId;
    const retried = await shop.post(`/admin/club/box/${firstBox}/retry`, {}, { cookie: admin, lang: 'en_US' });
    expect(retried.status, retried.json.message ?? undefined).toBe(200);
    expect(retried.json.message).toBe('The box is charged and its order created.');
    expect(clubRunSchema.parse(retried.json.data).counts).toMatchObject({ charged: 2, declined: 1 });
    expect((await shop.post(`/admin/club/box/${firstBox}/retry`, {}, { cookie: admin })).status).toBe(409);

    // All the declined: the second member's card is still refused.
    const all = await shop.post(`/admin/club/run/${run.shipment.id}/retry`, {}, { cookie: admin });
    expect(all.status).toBe(200);
    expect(all.json.message).toBe('1\u00a0membre relancé.');
    const box = await boxOf(shop, run.shipment.id, second.membershipId);
    expect(box).toMatchObject({ status: 'DECLINED', attempts: 2 });
    expect(await ordersOf(shop, run.members.map((m) => m.userId))).toHaveLength(2);

    // A customer may not.
    expect((await shop.get(`/admin/club/run/${run.shipment.id}`, { cookie: first.cookie })).status).toBe(403);
    const routes = (await shop.db.select({ route: adminAudit.route }).from(adminAudit)).map((row) => row.route);
    expect(routes).toEqual(expect.arrayContaining(['/api/admin/club/run/:id/start', '/api/admin/club/box/:id/retry', '/api/admin/club/run/:id/retry']));
  });
});
