import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminClubMemberPageSchema } from '~/lib/admin/club';
import { failedPaymentSchema, waitingMemberSchema } from '~/lib/admin/club-owner';
import { adminAudit, cardCharge, clubBox, clubFormula, clubMembership, clubShipment, order as orderTable, user } from '~/server/db/schema';
import { adminCookie, paidOrder } from './admin-support';
import { aFormula, clubCustomer } from './club-support';
import { startTestShop, type TestShop } from './harness';

// The owner's views of the club (docs/club.md, "The owner's views"): the members with what their
// orders brought, the waiting list and « Admettre » within the cap, the failed payments with the
// bank's reason, the members as CSV; every change in the audit log.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2027-03-10T09:00:00Z');
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

async function membership(userId: number, formulaId: number, status: 'ACTIVE' | 'WAITING' | 'ON_HOLD', at = shop.clock.now, lang: 'fr_FR' | 'en_US' = 'fr_FR') {
  const [row] = await shop.db
    .insert(clubMembership)
    .values({ userId, formulaId, status, since: status === 'WAITING' ? null : at, deliveryMode: 'COLLECTION', termsAcceptedAt: at, termsVersion: 'test', lang, createdAt: at })
    .returning();
  return row;
}

describe('the members', () => {
  it('show what their orders brought, and download as a spreadsheet with a decimal comma', async () => {
    const formula = await aFormula(shop, {}, 'Grand Cru valeur');
    const { email, order } = await paidOrder(shop);
    const [buyer] = await shop.db.select().from(user).where(eq(user.email, email));
    await shop.db.update(user).set({ firstname: 'Paul', lastname: 'Acheteur' }).where(eq(user.id, buyer.id));
    await membership(buyer.id, formula.id, 'ACTIVE');
    const quiet = await clubCustomer(shop, 'sans-commande@example.fr');
    await membership(quiet.userId, formula.id, 'ACTIVE');

    const page = adminClubMemberPageSchema.parse((await shop.get(`/admin/club/member?formulaId=${formula.id}`, { cookie: admin })).json.data);
    const [{ total: paid }] = await shop.db.select({ total: orderTable.total }).from(orderTable).where(eq(orderTable.id, order.id));
    expect(page.items.map((one) => [one.email, one.lifetimeValue])).toEqual([
      [quiet.email, 0],
      [email, paid],
    ]);

    const response = await shop.app.request(`/api/admin/club/member.csv?lang=fr_FR&formulaId=${formula.id}`, { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // UTF-8 with its byte-order mark, which a decoder takes off.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('E-mail;Nom;Formule;Statut;Membre depuis;Inscrit le;Fin;Valeur (€)\r\n')).toBe(true);
    const euros = `${Math.trunc(paid / 100)},${String(paid % 100).padStart(2, '0')}`;
    expect(text).toContain(`${email};Paul Acheteur;Grand Cru valeur;`);
    expect(text).toContain(`;${euros}\r\n`);
    const english = await (await shop.app.request(`/api/admin/club/member.csv?lang=en_US&formulaId=${formula.id}`, { headers: { cookie: admin } })).text();
    expect(english.split('\r\n')[0]).toBe('Email;Name;Plan;Status;Member since;Joined;Ends;Value (€)');
    const customer = await clubCustomer(shop, 'curieux@example.fr');
    expect((await shop.app.request('/api/admin/club/member.csv', { headers: { cookie: customer.cookie } })).status).toBe(403);
  });
});

describe('the waiting list', () => {
  it('lets a waiting customer in only within the cap, mails the welcome, and the audit log keeps it', async () => {
    const formula = await aFormula(shop, { memberCap: 1 }, 'Rare plafonnée');
    const first = await clubCustomer(shop, 'premier@example.fr');
    const second = await clubCustomer(shop, 'second@example.fr');
    await membership(first.userId, formula.id, 'ACTIVE');
    const waiting = await membership(second.userId, formula.id, 'WAITING', shop.clock.now, 'en_US');

    const list = (await shop.get('/admin/club/waiting', { cookie: admin })).json.data.map((one: unknown) => waitingMemberSchema.parse(one));
    expect(list.find((one: { id: number }) => one.id === waiting.id)).toMatchObject({ email: second.email, formula: 'Rare plafonnée', placesLeft: 0 });

    const full = await shop.post(`/admin/club/waiting/${waiting.id}/admit`, {}, { cookie: admin });
    expect([full.status, full.json.message]).toEqual([409, 'La formule est complète\u00a0: libérez une place ou relevez son plafond avant d’admettre.']);

    await shop.db.update(clubFormula).set({ memberCap: 2 }).where(eq(clubFormula.id, formula.id));
    const admitted = await shop.post(`/admin/club/waiting/${waiting.id}/admit`, {}, { cookie: admin });
    expect([admitted.status, admitted.json.message]).toEqual([200, 'Claire Membre entre au club\u00a0: un e-mail le lui annonce.']);
    expect(admitted.json.data.some((one: { id: number }) => one.id === waiting.id)).toBe(false);
    const [row] = await shop.db.select().from(clubMembership).where(eq(clubMembership.id, waiting.id));
    expect(row).toMatchObject({ status: 'ACTIVE', since: shop.clock.now });
    const welcome = (await shop.outbox()).filter((mail) => mail.to === second.email);
    expect(welcome).toHaveLength(1);
    expect(welcome[0].subject).toMatch(/^Welcome to the club/);

    expect((await shop.post(`/admin/club/waiting/${waiting.id}/admit`, {}, { cookie: admin })).status).toBe(409);
    expect((await shop.post('/admin/club/waiting/999999/admit', {}, { cookie: admin })).status).toBe(404);
    const audited = await shop.db.select().from(adminAudit).where(eq(adminAudit.route, '/api/admin/club/waiting/:id/admit'));
    expect(audited.some((one) => one.target.id === String(waiting.id))).toBe(true);
  });
});

describe('the failed payments', () => {
  it('list the members on hold and the boxes whose charge failed, with the bank’s reason', async () => {
    const formula = await aFormula(shop, {}, 'Découverte échecs');
    const held = await clubCustomer(shop, 'en-attente@example.fr');
    const member = await membership(held.userId, formula.id, 'ON_HOLD');
    const [shipment] = await shop.db
      .insert(clubShipment)
      .values({ formulaId: formula.id, title: 'Printemps 2027', status: 'DONE', chargeOn: '2027-03-01', cutoffAt: new Date('2027-02-25T00:00:00Z'), price: 9_000 })
      .returning();
    const [charge] = await shop.db
      .insert(cardCharge)
      .values({ userId: held.userId, keptCardId: held.cardId, label: 'Printemps 2027', lang: 'fr_FR', amount: 9_000, status: 'DECLINED', declineReason: 'insufficient_funds' })
      .returning();
    await shop.db.insert(clubBox).values({ shipmentId: shipment.id, membershipId: member.id, status: 'FAILED', price: 9_000, deliveryMode: 'COLLECTION', cardChargeId: charge.id, attempts: 3 });

    const failed = (await shop.get('/admin/club/failed', { cookie: admin })).json.data.map((one: unknown) => failedPaymentSchema.parse(one));
    const mine = failed.filter((one: { email: string }) => one.email === held.email);
    expect(mine.map((one: { kind: string; status: string; title: string | null; reason: string | null; amount: number | null }) => [one.kind, one.status, one.title, one.reason, one.amount]).sort()).toEqual([
      ['BOX', 'FAILED', 'Printemps 2027', 'insufficient_funds', 9_000],
      ['MEMBERSHIP', 'ON_HOLD', null, 'insufficient_funds', null],
    ]);
  });
});
