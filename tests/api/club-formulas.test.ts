import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminClubFormulaSchema, adminClubMemberPageSchema } from '~/lib/admin/club';
import { clubOfferSchema } from '~/lib/contracts/club';
import { adminAudit, clubFormula } from '~/server/db/schema';
import { adminCookie } from './admin-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The club's formulas in the back office (docs/club.md): created and edited in both languages,
// audited, refused with their reason when the values do not fit, and shown on the club page.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

const discovery = {
  fr_FR: { name: 'Découverte test', description: 'Six bouteilles, trois fois par an.' },
  en_US: { name: 'Discovery test', description: 'Six bottles, three times a year.' },
  bottlesPerShipment: 6,
  shipmentsPerYear: 3,
  pricePerShipment: 8_700,
  memberDiscount: 1_000,
  shippingRate: 1_200,
  memberCap: 50,
};

describe('who may manage the formulas', () => {
  it('answers a visitor 401 and a customer 403, and creates nothing', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-club-admin@example.fr');
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.get('/admin/club/formula', { cookie })).status).toBe(status);
      expect((await shop.post('/admin/club/formula', discovery, { cookie })).status).toBe(status);
      expect((await shop.put('/admin/club/formula/1', { isEnabled: false }, { cookie })).status).toBe(status);
    }
    expect(await shop.db.select().from(clubFormula).where(eq(clubFormula.pricePerShipment, 8_700))).toHaveLength(0);
  });
});

describe('creating and editing a formula', () => {
  it('creates a formula in both languages, audited, and the club page shows it in each', async () => {
    const created = await shop.post('/admin/club/formula', discovery, { cookie: admin });
    expect(created.status, created.json.message ?? undefined).toBe(200);
    expect(created.json.message).toBe('La formule «\u00a0Découverte test\u00a0» est créée.');
    const formula = adminClubFormulaSchema.parse(created.json.data);
    expect(formula).toMatchObject({ ...discovery, selection: 'CURATED', allowsShipping: true, allowsCollection: true, isEnabled: true, members: 0, waiting: 0, picture: null });

    const audit = await shop.db.select().from(adminAudit).where(eq(adminAudit.route, '/api/admin/club/formula'));
    expect(audit.at(-1)).toMatchObject({ method: 'POST', status: 200 });

    const fr = clubOfferSchema.parse((await shop.get('/club/formula')).json.data);
    expect(fr.formulas.find((shown) => shown.id === formula.id)).toMatchObject({ name: 'Découverte test', pricePerShipment: 8_700, memberDiscount: 1_000, full: false });
    const en = clubOfferSchema.parse((await shop.get('/club/formula', { lang: 'en_US' })).json.data);
    expect(en.formulas.find((shown) => shown.id === formula.id)?.name).toBe('Discovery test');
    expect(en.termsVersion).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes only the fields given, and a disabled formula leaves the club page', async () => {
    const { id } = adminClubFormulaSchema.parse((await shop.post('/admin/club/formula', { ...discovery, fr_FR: { name: 'Grand Cru test' } }, { cookie: admin })).json.data);
    const changed = await shop.put(`/admin/club/formula/${id}`, { en_US: { name: 'Grand Cru test', description: 'Twelve bottles.' }, bottlesPerShipment: 12, shipmentsPerYear: 2, isEnabled: false }, { cookie: admin, lang: 'en_US' });
    expect(changed.status, changed.json.message ?? undefined).toBe(200);
    expect(changed.json.message).toBe('The “Grand Cru test” plan is saved.');
    expect(changed.json.data).toMatchObject({ fr_FR: { name: 'Grand Cru test', description: '' }, en_US: { name: 'Grand Cru test', description: 'Twelve bottles.' }, bottlesPerShipment: 12, shipmentsPerYear: 2, pricePerShipment: 8_700, isEnabled: false });
    const offer = clubOfferSchema.parse((await shop.get('/club/formula')).json.data);
    expect(offer.formulas.map((shown) => shown.id)).not.toContain(id);
  });

  it('refuses what does not fit, with its reason in both languages, and changes nothing', async () => {
    const { id } = adminClubFormulaSchema.parse((await shop.post('/admin/club/formula', discovery, { cookie: admin })).json.data);
    const cases: [unknown, string, string][] = [
      [{ allowsShipping: false, allowsCollection: false }, 'Proposez au moins la livraison ou le retrait au caveau.', 'Offer delivery or collection at the estate, or both.'],
      [{ giftShipments: 3 }, 'Une adhésion cadeau a un nombre d’envois et un prix, ou aucun des deux.', 'A gift membership has both a number of shipments and a price, or neither.'],
      [{ bottlesPerShipment: 0 }, 'Le nombre de bouteilles par envoi va de 1 à 120.', 'Bottles per shipment go from 1 to 120.'],
      [{ memberDiscount: 9_000 }, 'La remise membre va de 0 à 5000 points de base (50\u00a0%).', 'The member discount goes from 0 to 5000 basis points (50%).'],
      [{ price: 12 }, 'La demande contient un champ inconnu.', 'The request holds an unknown field.'],
      [{}, 'Rien à modifier.', 'Nothing to change.'],
    ];
    for (const [changes, fr, en] of cases) {
      const answerFr = await shop.put(`/admin/club/formula/${id}`, changes, { cookie: admin });
      expect([answerFr.status, answerFr.json.message]).toEqual([400, fr]);
      const answerEn = await shop.put(`/admin/club/formula/${id}`, changes, { cookie: admin, lang: 'en_US' });
      expect([answerEn.status, answerEn.json.message]).toEqual([400, en]);
    }
    expect((await shop.put('/admin/club/formula/999999', { isEnabled: false }, { cookie: admin })).status).toBe(404);
    expect(adminClubFormulaSchema.parse((await shop.get(`/admin/club/formula/${id}`, { cookie: admin })).json.data)).toMatchObject(discovery);
  });

  it('lists the members by name, formula and status, and none for a search that matches nobody', async () => {
    const none = await shop.get('/admin/club/member?search=personne', { cookie: admin });
    expect(none.status).toBe(200);
    expect(adminClubMemberPageSchema.parse(none.json.data)).toMatchObject({ items: [], total: 0 });
    // The demo estate's members (src/server/seed/club.ts).
    const formulas = (await shop.get('/admin/club/formula', { cookie: admin })).json.data as { id: number; fr_FR: { name: string } }[];
    const discovery = formulas.find((formula) => formula.fr_FR.name === 'Découverte')!;
    const byFormula = adminClubMemberPageSchema.parse((await shop.get(`/admin/club/member?formulaId=${discovery.id}`, { cookie: admin })).json.data);
    expect(byFormula.items.map((member) => member.email).sort()).toEqual(['anne.leroy@exemple.fr', 'helene.rousseau@exemple.fr', 'jules.bernard@exemple.fr']);
    const paused = adminClubMemberPageSchema.parse((await shop.get('/admin/club/member?status=PAUSED&search=leroy', { cookie: admin })).json.data);
    expect(paused.items).toMatchObject([{ name: 'Anne Leroy', formula: 'Découverte', status: 'PAUSED' }]);
    expect((await shop.get('/admin/club/member?status=GONE', { cookie: admin })).status).toBe(400);
  });
});
