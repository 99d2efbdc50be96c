import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clubOfferSchema, membershipSchema, myMembershipSchema } from '~/lib/contracts/club';
import { clubBox, clubMembership, clubShipment, keptCard } from '~/server/db/schema';
import { warnExpiringCards } from '~/server/services/cards/expiry';
import { aFormula, clubCustomer } from './club-support';
import { startTestShop, type TestShop } from './harness';

// Joining the club (POST /user/club) and the member's space (GET /user/club, pause, resume,
// cancel): the age rule, the card and address that must be the customer's, the cap and its
// waiting list, the terms accepted as shown, and the mails (docs/club.md).

let shop: TestShop;
let termsVersion: string;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2027-03-10T09:00:00Z');
  termsVersion = clubOfferSchema.parse((await shop.get('/club/formula')).json.data).termsVersion;
});
afterAll(() => shop.close());

const joining = (formulaId: number, customer: { addressId: number; cardId: number }, extra: Record<string, unknown> = {}) => ({
  formulaId,
  deliveryMode: 'SHIPPING',
  addressId: customer.addressId,
  cardId: customer.cardId,
  acceptTerms: true,
  termsVersion,
  ...extra,
});

const mailsTo = async (email: string) => (await shop.outbox()).filter((mail) => mail.to === email);

describe('joining', () => {
  it('makes an adult an active member, mails what is charged and how to leave, and gives the member discount', async () => {
    const formula = await aFormula(shop, {}, 'Découverte adhésion');
    const customer = await clubCustomer(shop, 'membre-1@example.fr');
    const answer = await shop.post('/user/club', joining(formula.id, customer), { cookie: customer.cookie });
    expect(answer.status, answer.json.message ?? undefined).toBe(200);
    expect(answer.json.message).toBe('Bienvenue au club «\u00a0Découverte adhésion\u00a0»\u202f! Un e-mail récapitule votre adhésion.');
    const membership = membershipSchema.parse(answer.json.data);
    expect(membership).toMatchObject({
      status: 'ACTIVE',
      since: shop.clock.now.toISOString(),
      deliveryMode: 'SHIPPING',
      address: 'Claire Membre, 3 rue des Vignes, 21200 Beaune, France',
      card: { brand: 'Visa', last4: '4242' },
      memberDiscount: 1_000,
      nextShipment: null,
    });
    const [row] = await shop.db.select().from(clubMembership).where(eq(clubMembership.id, membership.id));
    expect(row).toMatchObject({ termsVersion, termsAcceptedAt: shop.clock.now, lang: 'fr_FR' });

    const [welcome] = await mailsTo(customer.email);
    expect(welcome.subject).toMatch(/^Bienvenue au club – /);
    for (const said of ['«\u00a0Découverte adhésion\u00a0»', 'à la date de prélèvement annoncée', '14 jours puis 2 jours avant', 'sauter l’envoi', 'en pause', 'trois clics', 'Visa •••• 4242', '90,00', '12,00', '10\u00a0%'])
      expect(welcome.text).toContain(said);
    expect(welcome.text).toContain('http://shop.test/account/club');

    const mine = myMembershipSchema.parse((await shop.get('/user/club', { cookie: customer.cookie })).json.data);
    expect(mine.membership?.id).toBe(membership.id);
  });

  it('writes in English to a customer joining in English, collecting at the estate', async () => {
    const formula = await aFormula(shop, {}, 'Collection');
    const customer = await clubCustomer(shop, 'member-en@example.com');
    const answer = await shop.post('/user/club', joining(formula.id, customer, { deliveryMode: 'COLLECTION', addressId: null, termsVersion: clubOfferSchema.parse((await shop.get('/club/formula', { lang: 'en_US' })).json.data).termsVersion }), { cookie: customer.cookie, lang: 'en_US' });
    expect(answer.status, answer.json.message ?? undefined).toBe(200);
    expect(answer.json.message).toBe('Welcome to the “Collection (EN)” club! An e-mail sums up your membership.');
    expect(membershipSchema.parse(answer.json.data)).toMatchObject({ deliveryMode: 'COLLECTION', address: null });
    const [welcome] = await mailsTo(customer.email);
    expect(welcome.subject).toMatch(/^Welcome to the club – /);
    expect(welcome.text).toContain('Collection at the estate (free)');
    expect(welcome.text).toContain('cancel it at any time in three clicks');
  });

  it('puts the customer on the waiting list once the cap is reached, and mails that nothing is charged', async () => {
    const formula = await aFormula(shop, { memberCap: 1 }, 'Rare');
    const first = await clubCustomer(shop, 'rare-1@example.fr');
    const second = await clubCustomer(shop, 'rare-2@example.fr');
    expect(membershipSchema.parse((await shop.post('/user/club', joining(formula.id, first), { cookie: first.cookie })).json.data).status).toBe('ACTIVE');
    const offer = clubOfferSchema.parse((await shop.get('/club/formula')).json.data);
    expect(offer.formulas.find((shown) => shown.id === formula.id)?.full).toBe(true);
    const waiting = await shop.post('/user/club', joining(formula.id, second), { cookie: second.cookie });
    expect(waiting.status).toBe(200);
    expect(waiting.json.message).toContain('liste d’attente');
    expect(membershipSchema.parse(waiting.json.data)).toMatchObject({ status: 'WAITING', since: null, memberDiscount: 0 });
    const [mail] = await mailsTo(second.email);
    expect(mail.subject).toMatch(/^Vous êtes sur la liste d’attente du club/);
    expect(mail.text).toContain('Rien n’est prélevé');
  });

  it('refuses a minor (403), an account without a birth date, and another customer’s card or address (400), in both languages', async () => {
    const formula = await aFormula(shop);
    const born = new Date(shop.clock.now);
    born.setUTCFullYear(born.getUTCFullYear() - 17);
    const minor = await clubCustomer(shop, 'mineur@example.fr', born.toISOString().slice(0, 10));
    const unknownAge = await clubCustomer(shop, 'sans-age@example.fr', null);
    const other = await clubCustomer(shop, 'autre@example.fr');
    const noCard = await clubCustomer(shop, 'sans-carte@example.fr', '1975-01-01', { card: false });
    const cases: [typeof minor, Record<string, unknown>, number, string, string][] = [
      [minor, {}, 403, 'Le club est réservé aux personnes de 18 ans ou plus.', 'The club is for people aged 18 or over.'],
      [unknownAge, {}, 400, 'Indiquez votre date de naissance dans votre profil\u00a0: le club est réservé aux personnes majeures.', 'Add your date of birth to your profile: the club is for adults only.'],
      [noCard, { cardId: other.cardId }, 400, 'Choisissez une de vos cartes enregistrées.', 'Choose one of your saved cards.'],
      [noCard, { cardId: undefined }, 400, 'Choisissez une de vos cartes enregistrées.', 'Choose one of your saved cards.'],
      [other, { addressId: minor.addressId }, 400, 'Choisissez une adresse de livraison de votre carnet.', 'Choose a delivery address from your address book.'],
      [other, { acceptTerms: false }, 400, 'Acceptez les conditions du club pour adhérer.', 'Accept the club’s terms to join.'],
      [other, { formulaId: 'deux' }, 400, 'Choisissez une formule.', 'Choose a plan.'],
      [other, { formulaId: 999_999 }, 404, 'Cette formule n’est pas proposée.', 'This plan is not on offer.'],
      [other, { deliveryMode: 'DRONE' }, 400, 'Choisissez la livraison ou le retrait au caveau.', 'Choose delivery or collection at the estate.'],
      [other, { coupon: 'X' }, 400, 'La demande contient un champ inconnu.', 'The request holds an unknown field.'],
    ];
    for (const [customer, extra, status, fr, en] of cases) {
      const body = joining(formula.id, customer, extra);
      const answerFr = await shop.post('/user/club', body, { cookie: customer.cookie });
      expect([answerFr.status, answerFr.json.message]).toEqual([status, fr]);
      const answerEn = await shop.post('/user/club', body, { cookie: customer.cookie, lang: 'en_US' });
      expect([answerEn.status, answerEn.json.message]).toEqual([status, en]);
    }
    expect((await shop.post('/user/club', '{"formulaId":', { cookie: other.cookie })).status).toBe(400);
    expect((await shop.post('/user/club', joining(formula.id, other))).status).toBe(401);
    for (const customer of [minor, unknownAge, other, noCard])
      expect(await shop.db.select().from(clubMembership).where(eq(clubMembership.userId, customer.userId))).toHaveLength(0);
  });

  it('refuses terms that changed since they were shown, and a second membership (409)', async () => {
    const formula = await aFormula(shop);
    const customer = await clubCustomer(shop, 'deux-fois@example.fr');
    const stale = await shop.post('/user/club', joining(formula.id, customer, { termsVersion: '0000000000000000' }), { cookie: customer.cookie });
    expect([stale.status, stale.json.message]).toEqual([409, 'Les conditions du club ont changé depuis l’affichage de la page\u00a0: relisez-les puis acceptez-les de nouveau.']);
    expect((await shop.post('/user/club', joining(formula.id, customer), { cookie: customer.cookie })).status).toBe(200);
    const again = await shop.post('/user/club', joining(formula.id, customer), { cookie: customer.cookie });
    expect([again.status, again.json.message]).toEqual([409, 'Vous êtes déjà membre du club (ou sur sa liste d’attente).']);
  });
});

describe('the member’s space', () => {
  it('pauses until a day, resumes, and cancels at once with a mail saying when it ends', async () => {
    const formula = await aFormula(shop, {}, 'Pause');
    const customer = await clubCustomer(shop, 'pause@example.fr');
    expect((await shop.post('/user/club', joining(formula.id, customer), { cookie: customer.cookie })).status).toBe(200);

    for (const until of ['2027-03-10', '2028-06-01', 'bientôt']) {
      const refused = await shop.put('/user/club/pause', { until }, { cookie: customer.cookie });
      expect(refused.status).toBe(400);
    }
    const paused = await shop.put('/user/club/pause', { until: '2027-06-01' }, { cookie: customer.cookie });
    expect([paused.status, paused.json.message]).toEqual([200, 'Votre adhésion est en pause.']);
    expect(membershipSchema.parse(paused.json.data)).toMatchObject({ status: 'PAUSED', pausedUntil: '2027-06-01', memberDiscount: 1_000 });
    const resumed = await shop.put('/user/club/resume', {}, { cookie: customer.cookie, lang: 'en_US' });
    expect([resumed.status, resumed.json.message]).toEqual([200, 'Your membership has resumed.']);
    expect(membershipSchema.parse(resumed.json.data)).toMatchObject({ status: 'ACTIVE', pausedUntil: null });
    expect((await shop.put('/user/club/resume', {}, { cookie: customer.cookie })).status).toBe(409);

    const cancelled = await shop.post('/user/club/cancel', {}, { cookie: customer.cookie });
    expect([cancelled.status, cancelled.json.message]).toEqual([200, 'Votre adhésion est résiliée. Un e-mail vous le confirme.']);
    expect(membershipSchema.parse(cancelled.json.data)).toMatchObject({ status: 'CANCELLED', endsAt: shop.clock.now.toISOString(), memberDiscount: 0 });
    const [, cancelMail] = await mailsTo(customer.email);
    expect(cancelMail.subject).toMatch(/^Résiliation de votre adhésion au club/);
    expect(cancelMail.text).toContain('Elle prend fin le 10/03/2027');
    expect(cancelMail.text).toContain('plus rien ne sera prélevé');

    const again = await shop.post('/user/club/cancel', {}, { cookie: customer.cookie });
    expect([again.status, again.json.message]).toEqual([404, 'Vous n’êtes pas membre du club.']);
    expect(myMembershipSchema.parse((await shop.get('/user/club', { cookie: customer.cookie })).json.data).membership?.status).toBe('CANCELLED');
    // Cancelled, the customer may join again.
    expect((await shop.post('/user/club', joining(formula.id, customer), { cookie: customer.cookie })).status).toBe(200);
  });

  it('answers null to a customer who never joined, and 401 to a visitor', async () => {
    const customer = await clubCustomer(shop, 'jamais@example.fr');
    expect(myMembershipSchema.parse((await shop.get('/user/club', { cookie: customer.cookie })).json.data)).toEqual({ membership: null });
    expect((await shop.get('/user/club')).status).toBe(401);
    expect((await shop.post('/user/club/cancel', {})).status).toBe(401);
  });
});

describe('a member whose card expires', () => {
  it('is told a month before, with the next box that will be charged on it, unless they skipped it', async () => {
    const formula = await aFormula(shop, { pricePerShipment: 9_500, shippingRate: 1_200 }, 'Expiration');
    const customer = await clubCustomer(shop, 'carte-expire@example.fr');
    const joined = membershipSchema.parse((await shop.post('/user/club', joining(formula.id, customer), { cookie: customer.cookie })).json.data);
    const [shipment] = await shop.db.insert(clubShipment).values({ formulaId: formula.id, title: 'Caisse de printemps', status: 'DRAFT', chargeOn: '2027-04-15', cutoffAt: new Date('2027-04-13T10:00:00Z'), price: 9_500 }).returning();
    const [card] = await shop.db.select().from(keptCard).where(eq(keptCard.id, customer.cardId));
    const warnAt = (at: Date) => warnExpiringCards({ db: shop.db, now: () => at, config: shop.deps.config }, 1);
    const monthEnd = new Date(Date.UTC(card.expYear, card.expMonth, 1));
    const before = (await shop.outbox()).length;
    expect(await warnAt(new Date(monthEnd.getTime() - 20 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const warned = (await shop.outbox()).slice(before).filter((mail) => mail.to === customer.email);
    expect(warned).toHaveLength(1);
    expect(warned[0].text).toContain('Caisse de printemps (107,00');

    // Skipped, the box is no longer due on the card.
    await shop.db.update(keptCard).set({ expiryWarnedAt: null }).where(eq(keptCard.id, card.id));
    await shop.db.insert(clubBox).values({ shipmentId: shipment.id, membershipId: joined.id, status: 'SKIPPED', price: 9_500, deliveryMode: 'SHIPPING' });
    const again = (await shop.outbox()).length;
    await warnAt(new Date(monthEnd.getTime() - 15 * 86_400_000));
    expect((await shop.outbox()).slice(again).filter((mail) => mail.to === customer.email)).toEqual([]);
  });
});
