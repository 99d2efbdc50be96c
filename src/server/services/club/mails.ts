import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { ShopConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { ClubDeliveryMode, clubFormula } from '../../db/schema';
import { composeMail, type MailDetail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';

// The club's mails to a member (namespace club-mail), queued in the transaction that decides them,
// as every mail of the shop (the outbox: src/server/mail/outbox.ts).

export interface MembershipFacts {
  email: string;
  lang: Lang;
  formula: string;
  bottlesPerShipment: number;
  shipmentsPerYear: number;
  pricePerShipment: number;
  memberDiscount: number;
  deliveryMode: ClubDeliveryMode;
  deliveryFee: number;
  address: string | null;
  /** The kept card, or null for a gift membership without one. */
  card: string | null;
  /** A gift membership: the shipments it offers (null: none). */
  giftShipments?: number | null;
}

/** The facts a welcome or waiting mail tells, from the formula and the membership as they are now. */
export function membershipFacts(
  formula: Pick<typeof clubFormula.$inferSelect, 'bottlesPerShipment' | 'shipmentsPerYear' | 'pricePerShipment' | 'memberDiscount' | 'shippingRate'>,
  member: { email: string; lang: Lang; formulaName: string; deliveryMode: ClubDeliveryMode; address: string | null; card: { brand: string; last4: string } | null; giftShipments?: number | null },
): MembershipFacts {
  return {
    email: member.email,
    lang: member.lang,
    formula: member.formulaName,
    bottlesPerShipment: formula.bottlesPerShipment,
    shipmentsPerYear: formula.shipmentsPerYear,
    pricePerShipment: formula.pricePerShipment,
    memberDiscount: formula.memberDiscount,
    deliveryMode: member.deliveryMode,
    deliveryFee: member.deliveryMode === 'SHIPPING' ? formula.shippingRate : 0,
    address: member.address,
    card: member.card ? `${member.card.brand} •••• ${member.card.last4}` : null,
    giftShipments: member.giftShipments ?? null,
  };
}

interface MailDeps {
  db: Database;
  config: Pick<ShopConfig, 'publicUrl'>;
}

const percent = (basisPoints: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr_FR' ? 'fr-FR' : 'en-US', { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

function detailsOf(facts: MembershipFacts): MailDetail[] {
  const t = translator(facts.lang);
  const label = (key: string) => t(`club-mail:labels.${key}`);
  const delivery =
    facts.deliveryMode === 'COLLECTION'
      ? t('club-mail:labels.collection')
      : `${facts.address ?? ''} (${facts.deliveryFee ? formatPrice(facts.deliveryFee, facts.lang) : t('club-mail:labels.freeShipping')})`;
  return [
    [label('formula'), facts.formula],
    [label('rhythm'), t('club-mail:labels.rhythmValue', { bottles: facts.bottlesPerShipment, count: facts.shipmentsPerYear })],
    [label('price'), formatPrice(facts.pricePerShipment, facts.lang)],
    [label('delivery'), delivery],
    ...(facts.giftShipments ? [[label('gift'), t('club-mail:labels.giftValue', { count: facts.giftShipments })] as MailDetail] : []),
    ...(facts.card ? [[label('card'), facts.card] as MailDetail] : facts.giftShipments ? [[label('card'), t('club-mail:labels.giftNoCard')] as MailDetail] : []),
    [label('discount'), percent(facts.memberDiscount, facts.lang)],
  ];
}

const spaceLink = (deps: MailDeps, lang: Lang) => `${deps.config.publicUrl}${localizedPath(lang, '/account/club')}`;

/** Welcome (ACTIVE) or waiting list (WAITING): what is charged, when, and how to change, skip, pause and cancel. */
export async function queueJoinMail(tx: Database, deps: MailDeps, siteId: number, facts: MembershipFacts, waiting: boolean) {
  const brand = await mailBrand({ db: tx, config: deps.config }, siteId, facts.lang);
  const values = { formula: facts.formula, discount: percent(facts.memberDiscount, facts.lang) };
  await queueMail(tx, composeMail(facts.lang, waiting ? 'club-mail:waiting' : 'club-mail:welcome', facts.email, brand, values, spaceLink(deps, facts.lang), detailsOf(facts)));
}

/** The confirmation of a cancellation, with the day it ends (Code de la consommation L215-1-1). */
export async function queueCancelledMail(tx: Database, deps: MailDeps, siteId: number, to: { email: string; lang: Lang; formula: string }, endsAt: Date) {
  const brand = await mailBrand({ db: tx, config: deps.config }, siteId, to.lang);
  const values = { formula: to.formula, endsAt: formatDate(endsAt) };
  await queueMail(tx, composeMail(to.lang, 'club-mail:cancelled', to.email, brand, values, `${deps.config.publicUrl}${localizedPath(to.lang, '/club')}`));
}
