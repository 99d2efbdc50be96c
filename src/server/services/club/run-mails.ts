import { eq } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { ShopConfig } from '../../config';
import type { Database } from '../../db/connection';
import { clubBox, clubFormulaTranslation, clubMembership, clubShipment, user, type cardCharge } from '../../db/schema';
import { composeMail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';

// The charge run's mails to a member (namespace club-run-mail), queued in the transaction that
// records the decline: the card was declined (with the link to keep another card, which comes back
// to the member's space) and the membership put on hold after the last retry. The bank wanting the
// member is the kept card's own mail (services/cards/charges.ts).

interface MailDeps {
  config: Pick<ShopConfig, 'publicUrl'>;
}

type Box = typeof clubBox.$inferSelect;
type Charge = typeof cardCharge.$inferSelect;

/** Where the member keeps a new card, and comes back to their club space (docs/club.md). */
export const newCardLink = (publicUrl: string, lang: Lang) => `${publicUrl}${localizedPath(lang, `/account/cards/new?back=${localizedPath(lang, '/account/club')}`)}`;

async function facts(tx: Database, box: Box) {
  const [row] = await tx
    .select({ email: user.email, lang: clubMembership.lang, formulaId: clubMembership.formulaId, title: clubShipment.title })
    .from(clubMembership)
    .innerJoin(user, eq(user.id, clubMembership.userId))
    .innerJoin(clubShipment, eq(clubShipment.id, box.shipmentId))
    .where(eq(clubMembership.id, box.membershipId));
  const lang = row.lang as Lang;
  const names = await tx.select({ lang: clubFormulaTranslation.lang, name: clubFormulaTranslation.name }).from(clubFormulaTranslation).where(eq(clubFormulaTranslation.formulaId, row.formulaId));
  return { ...row, lang, formula: names.find((name) => name.lang === lang)?.name ?? names[0]?.name ?? '' };
}

function reasonOf(lang: Lang, reason: string | null) {
  const t = translator(lang);
  return t(`club-run-mail:reasons.${reason ?? 'other'}`, { defaultValue: t('club-run-mail:reasons.other') });
}

/** The box's charge was declined: why, when it is tried again, and the link to keep another card. */
export async function queueBoxDeclinedMail(tx: Database, deps: MailDeps, siteId: number, box: Box, charge: Charge, retryAt: Date) {
  const f = await facts(tx, box);
  const t = translator(f.lang);
  const values = { formula: f.formula, shipment: f.title, retryOn: formatDate(retryAt) };
  const details: [string, string][] = [
    [t('club-run-mail:labels.shipment'), f.title],
    [t('club-run-mail:labels.amount'), formatPrice(charge.amount, f.lang)],
    [t('club-run-mail:labels.reason'), reasonOf(f.lang, charge.declineReason)],
    [t('club-run-mail:labels.retryOn'), formatDate(retryAt)],
  ];
  await queueMail(tx, composeMail(f.lang, 'club-run-mail:declined', f.email, await mailBrand({ db: tx, config: deps.config }, siteId, f.lang), values, newCardLink(deps.config.publicUrl, f.lang), details));
}

/** The last retry was declined: the membership is on hold until the member keeps another card. */
export async function queueOnHoldMail(tx: Database, deps: MailDeps, siteId: number, box: Box, charge: Charge) {
  const f = await facts(tx, box);
  const t = translator(f.lang);
  const details: [string, string][] = [
    [t('club-run-mail:labels.shipment'), f.title],
    [t('club-run-mail:labels.amount'), formatPrice(charge.amount, f.lang)],
    [t('club-run-mail:labels.reason'), reasonOf(f.lang, charge.declineReason)],
  ];
  await queueMail(tx, composeMail(f.lang, 'club-run-mail:onHold', f.email, await mailBrand({ db: tx, config: deps.config }, siteId, f.lang), { formula: f.formula, shipment: f.title }, newCardLink(deps.config.publicUrl, f.lang), details));
}
