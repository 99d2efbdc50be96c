import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clubOfferSchema, membershipSchema } from '~/lib/contracts/club';
import { clubGift, clubMembership } from '~/server/db/schema';
import { issueClubGift } from '~/server/services/club/gifts';
import { aFormula, clubCustomer } from './club-support';
import { startTestShop, type TestShop } from './harness';

// Gift memberships (docs/club.md, "Gift memberships"): a code made in the paying transaction and
// mailed to the recipient, redeemed once by joining the club with it, no kept card needed; the
// membership starts with the gift's shipments left.

const siteId = 1;
let shop: TestShop;
let termsVersion: string;
let englishTerms: string;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = new Date('2027-03-10T09:00:00Z');
  termsVersion = clubOfferSchema.parse((await shop.get('/club/formula')).json.data).termsVersion;
  englishTerms = clubOfferSchema.parse((await shop.get('/club/formula', { lang: 'en_US' })).json.data).termsVersion;
});
afterAll(() => shop.close());

const mailsTo = async (email: string) => (await shop.outbox()).filter((mail) => mail.to === email);

/** A gift bought for `email`, issued in one transaction as the paying order's settlement does. */
const aGift = (formulaId: number, email: string, lang: 'fr_FR' | 'en_US' = 'fr_FR') =>
  shop.db.transaction((tx) =>
    issueClubGift({ ...shop.deps, db: tx }, siteId, { formulaId, recipientName: 'Louise', recipientEmail: email, message: 'Joyeux anniversaire !', lang, orderId: null, fromUserId: null }),
  ).then((gift) => gift!);

const joiningWith = (formulaId: number, giftCode: string, extra: Record<string, unknown> = {}) => ({
  formulaId,
  deliveryMode: 'COLLECTION',
  giftCode,
  acceptTerms: true,
  termsVersion,
  ...extra,
});

describe('a gift membership', () => {
  it('is priced by the server, mailed to its recipient with the link, and redeemed once without a card', async () => {
    const formula = await aFormula(shop, { giftShipments: 3, giftPrice: 24_000 }, 'Cadeau trois envois');
    const { id, code } = await aGift(formula.id, 'louise@example.fr');
    const [row] = await shop.db.select().from(clubGift).where(eq(clubGift.id, id));
    expect(row).toMatchObject({ shipments: 3, price: 24_000, membershipId: null, redeemedAt: null });
    expect(row.codeHash).not.toContain(code.replace(/-/g, ''));

    const [mail] = await mailsTo('louise@example.fr');
    expect(mail.subject).toMatch(/^Une adhésion au club vous est offerte – /);
    for (const said of ['3 envois', '«\u00a0Cadeau trois envois\u00a0»', code, 'Joyeux anniversaire !', 'prend fin'])
      expect(mail.text).toContain(said);
    expect(mail.text).toContain(`http://shop.test/club/adherer/${formula.id}?cadeau=${code}`);

    const recipient = await clubCustomer(shop, 'louise@example.fr', '1985-01-02', { card: false });
    const answer = await shop.post('/user/club', joiningWith(formula.id, code.toLowerCase()), { cookie: recipient.cookie });
    expect(answer.status, answer.json.message ?? undefined).toBe(200);
    const membership = membershipSchema.parse(answer.json.data);
    expect(membership).toMatchObject({ status: 'ACTIVE', card: null, giftShipmentsLeft: 3 });
    const [member] = await shop.db.select().from(clubMembership).where(eq(clubMembership.id, membership.id));
    expect(member).toMatchObject({ giftShipmentsLeft: 3, keptCardId: null });
    const [redeemed] = await shop.db.select().from(clubGift).where(eq(clubGift.id, id));
    expect(redeemed).toMatchObject({ membershipId: membership.id, redeemedAt: shop.clock.now });
    const welcome = (await mailsTo('louise@example.fr')).at(-1)!;
    expect(welcome.text).toContain('3 envois offerts');
    expect(welcome.text).toContain('l’adhésion prend fin après le dernier envoi offert');

    // Used: a second customer cannot take it again.
    const other = await clubCustomer(shop, 'autre@example.fr', '1985-01-02', { card: false });
    const again = await shop.post('/user/club', joiningWith(formula.id, code), { cookie: other.cookie });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe('Ce code cadeau a déjà servi.');
  });

  it('writes to an English recipient in English', async () => {
    const formula = await aFormula(shop, { giftShipments: 1, giftPrice: 9_000 }, 'Single');
    const { code } = await aGift(formula.id, 'gift-en@example.com', 'en_US');
    const [mail] = await mailsTo('gift-en@example.com');
    expect(mail.subject).toMatch(/^You have been given a wine club membership – /);
    expect(mail.text).toContain('1 shipment of the “Single (EN)” club formula');
    expect(mail.text).toContain(`http://shop.test/en_US/club/adherer/${formula.id}?cadeau=${code}`);
  });

  it('refuses a formula offered as no gift', async () => {
    const formula = await aFormula(shop, {}, 'Sans cadeau');
    await expect(aGift(formula.id, 'personne@example.fr')).rejects.toMatchObject({ key: 'club:errors.noGift' });
    expect(await shop.db.select().from(clubGift).where(eq(clubGift.formulaId, formula.id))).toEqual([]);
  });

  it('refuses an unknown code, a malformed one, a code of another formula, and joining with neither code nor card, in French and English', async () => {
    const formula = await aFormula(shop, { giftShipments: 2, giftPrice: 16_000 }, 'Deux envois');
    const another = await aFormula(shop, { giftShipments: 2, giftPrice: 16_000 }, 'Autre');
    const { code } = await aGift(another.id, 'destinataire@example.fr');
    const customer = await clubCustomer(shop, 'essai-code@example.fr', '1985-01-02', { card: false });
    const cases: [Record<string, unknown>, number, string, string][] = [
      [joiningWith(formula.id, 'ABCD-EFGH-JKLM-NPQR'), 404, 'Ce code ne correspond à aucune adhésion offerte.', 'This code matches no gift membership.'],
      [joiningWith(formula.id, 'pas un code'), 400, 'Saisissez le code cadeau reçu par e-mail (16 caractères).', 'Enter the gift code you received by e-mail (16 characters).'],
      [joiningWith(formula.id, code), 400, 'Ce code cadeau est pour une autre formule du club.', 'This gift code is for another club formula.'],
      [joiningWith(formula.id, code, { giftCode: undefined }), 400, 'Choisissez une de vos cartes enregistrées.', 'Choose one of your saved cards.'],
    ];
    for (const [body, status, french, english] of cases) {
      const fr = await shop.post('/user/club', body, { cookie: customer.cookie });
      expect(fr.status).toBe(status);
      expect(fr.json.message).toBe(french);
      const en = await shop.post('/user/club', { ...body, termsVersion: englishTerms }, { cookie: customer.cookie, lang: 'en_US' });
      expect(en.json.message).toBe(english);
    }
    expect(await shop.db.select().from(clubMembership).where(eq(clubMembership.userId, customer.userId))).toEqual([]);
    const [unused] = await shop.db.select().from(clubGift).where(eq(clubGift.formulaId, another.id));
    expect(unused.membershipId).toBeNull();
  });

  it('counts unknown codes against the address, as a gift card’s, then refuses for a while', async () => {
    const formula = await aFormula(shop, { giftShipments: 2, giftPrice: 16_000 }, 'Devinettes');
    const customer = await clubCustomer(shop, 'devine@example.fr', '1985-01-02', { card: false });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) statuses.push((await shop.post('/user/club', joiningWith(formula.id, 'ABCD-EFGH-JKLM-NPQR'), { cookie: customer.cookie })).status);
    expect(statuses).toContain(404);
    expect(statuses.at(-1)).toBe(429);
  });
});
