import { eq, inArray } from 'drizzle-orm';
import { parisDay } from '~/lib/dates';
import type { Database } from '../db/connection';
import { address, clubFormula, clubFormulaTranslation, clubMembership, clubShipment, clubShipmentWine, country, declination, keptCard, sandboxCard, user } from '../db/schema';
import { planShipmentBoxes } from '../services/club/box-planning';
import { currentTermsVersion } from '../services/club/terms';
import { storeSvg } from './media';
import { scenePicture } from './pictures';
import type { DemoDate } from './calendar';

// The demo estate's wine club (docs/club.md): two formulas, a few members with their address and a
// card kept at the sandbox, and the next "Découverte" shipment announced with the members' boxes,
// so that the embedded demo shows the club, the member's next box and the back office's lists.

const DAY = 86_400_000;

const formulas = [
  {
    key: 'decouverte',
    scene: 'tasting-glasses' as const,
    values: { bottlesPerShipment: 6, shipmentsPerYear: 3, pricePerShipment: 8_900, memberDiscount: 1_000, shippingRate: 1_200, maxSkipsPerYear: 1, giftShipments: 3, giftPrice: 26_700, position: 0 },
    fr_FR: { name: 'Découverte', description: 'Six bouteilles choisies par la famille, trois fois par an : nos cuvées de saison, avec leurs fiches de dégustation.' },
    en_US: { name: 'Discovery', description: 'Six bottles chosen by the family, three times a year: our seasonal cuvées, with their tasting notes.' },
  },
  {
    key: 'grand-cru',
    scene: 'barrels' as const,
    values: { bottlesPerShipment: 12, shipmentsPerYear: 2, pricePerShipment: 29_000, memberDiscount: 1_500, shippingRate: 0, memberCap: 40, maxSkipsPerYear: 1, position: 1 },
    fr_FR: { name: 'Grand Cru', description: 'Douze bouteilles de nos plus grandes cuvées, deux fois par an, et un accès prioritaire aux cuvées rares.' },
    en_US: { name: 'Grand Cru', description: 'Twelve bottles of our finest cuvées, twice a year, with first call on the rare cuvées.' },
  },
];

const members = [
  { email: 'helene.rousseau@exemple.fr', firstname: 'Hélène', lastname: 'Rousseau', birthdate: '1968-04-12', formula: 'decouverte', status: 'ACTIVE' as const, delivery: 'SHIPPING' as const, daysAgo: 420, city: ['14 rue Nationale', '37000', 'Tours'] },
  { email: 'jules.bernard@exemple.fr', firstname: 'Jules', lastname: 'Bernard', birthdate: '1985-09-30', formula: 'decouverte', status: 'ACTIVE' as const, delivery: 'COLLECTION' as const, daysAgo: 150, city: ['2 place du Marché', '49400', 'Saumur'] },
  { email: 'anne.leroy@exemple.fr', firstname: 'Anne', lastname: 'Leroy', birthdate: '1979-01-22', formula: 'decouverte', status: 'PAUSED' as const, delivery: 'SHIPPING' as const, daysAgo: 300, city: ['8 quai de la Loire', '44000', 'Nantes'] },
  { email: 'mathieu.garnier@exemple.fr', firstname: 'Mathieu', lastname: 'Garnier', birthdate: '1972-06-05', formula: 'grand-cru', status: 'ACTIVE' as const, delivery: 'SHIPPING' as const, daysAgo: 700, city: ['31 avenue Foch', '75016', 'Paris'] },
];

export async function seedClub(db: Database, date: DemoDate, now: Date, siteId: number): Promise<void> {
  const ids = new Map<string, number>();
  for (const formula of formulas) {
    const picture = await storeSvg(db, scenePicture(formula.scene), `club-${formula.key}`, { fr_FR: formula.fr_FR.name, en_US: formula.en_US.name });
    const [row] = await db.insert(clubFormula).values({ ...formula.values, mediaId: picture.id }).returning({ id: clubFormula.id });
    await db.insert(clubFormulaTranslation).values([
      { formulaId: row.id, lang: 'fr_FR', ...formula.fr_FR },
      { formulaId: row.id, lang: 'en_US', ...formula.en_US },
    ]);
    ids.set(formula.key, row.id);
  }

  const [france] = await db.select({ id: country.id }).from(country).where(eq(country.alphaTwo, 'FR'));
  // The terms as the members read them in French: the version a member accepts (services/club/terms.ts).
  const version = await currentTermsVersion(db, siteId, 'fr_FR');
  for (const [index, member] of members.entries()) {
    const since = new Date(now.getTime() - member.daysAgo * DAY);
    const [customer] = await db
      .insert(user)
      .values({ email: member.email, firstname: member.firstname, lastname: member.lastname, birthdate: member.birthdate, termsAcceptedAt: since, emailConfirmedAt: since, createdAt: since })
      .returning({ id: user.id });
    const [home] = await db
      .insert(address)
      .values({ userId: customer.id, firstname: member.firstname, lastname: member.lastname, address: member.city[0], postalCode: member.city[1], city: member.city[2], countryId: france.id, isDefaultDelivery: true, isDefaultBilling: true })
      .returning({ id: address.id });
    const token = `demo_club_card_${index + 1}`;
    const expYear = now.getUTCFullYear() + 2;
    await db.insert(sandboxCard).values({ token, behaviour: 'KEEP', brand: 'Visa', last4: `424${index + 1}`, expMonth: 11, expYear });
    const [card] = await db
      .insert(keptCard)
      .values({ userId: customer.id, provider: 'sandbox', cardReference: token, brand: 'Visa', last4: `424${index + 1}`, expMonth: 11, expYear, isDefault: true, lang: 'fr_FR' })
      .returning({ id: keptCard.id });
    await db.insert(clubMembership).values({
      userId: customer.id,
      formulaId: ids.get(member.formula)!,
      status: member.status,
      since,
      keptCardId: card.id,
      deliveryMode: member.delivery,
      addressId: member.delivery === 'SHIPPING' ? home.id : null,
      pausedUntil: member.status === 'PAUSED' ? parisDay(new Date(now.getTime() + 60 * DAY)) : null,
      termsAcceptedAt: since,
      termsVersion: version,
      lang: 'fr_FR',
      createdAt: since,
    });
  }

  // The winter shipment of "Découverte", announced (OPEN): three bottles each of two wines, and
  // each member's box written as the owner's "Announce" does (services/club/box-planning.ts), so
  // that the member's space shows a next box to change or skip.
  const wines = await db.select({ id: declination.id, reference: declination.reference, price: declination.price }).from(declination).where(inArray(declination.reference, ['TIL-CLO-2022-75', 'TIL-SCT-2023-75']));
  const chargeOn = date('2026-12-15T10:00:00Z');
  const [shipment] = await db
    .insert(clubShipment)
    .values({ formulaId: ids.get('decouverte')!, title: 'Hiver', status: wines.length ? 'OPEN' : 'DRAFT', chargeOn: parisDay(chargeOn), cutoffAt: new Date(chargeOn.getTime() - 2 * DAY), price: 8_900 })
    .returning();
  if (wines.length) {
    await db.insert(clubShipmentWine).values(wines.map((wine) => ({ shipmentId: shipment.id, declinationId: wine.id, quantity: 3, unitPrice: Math.round((wine.price * 9) / 10) })));
    const [formula] = await db.select().from(clubFormula).where(eq(clubFormula.id, ids.get('decouverte')!));
    await planShipmentBoxes(db, shipment, formula);
  }
}
