import { and, eq, isNull, sql } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { ShopConfig } from '../../config';
import type { Database } from '../../db/connection';
import { keptCard, user } from '../../db/schema';
import { composeMail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';
import { chargesDueOnCard } from './charges';
import { clubChargesDueOnCard } from '../club/due-charges';
import { expiresSoon, hasExpired } from './kept-cards';

// A month before a kept card expires, the customer is mailed, once, if something is due to be
// charged on it (docs/rules.md, "Kept cards"): a card nothing is due on expires quietly (the account
// shows it). What is due comes from the sources below: the DUE charge records today, the wine
// club's next boxes (src/server/services/club/due-charges.ts).

export interface DueCharge {
  amount: number;
  label: string;
  dueAt: Date | null;
}

/** Something that knows what is due on a kept card. */
export type DueChargeSource = (db: Database, cardId: number) => Promise<DueCharge[]>;

/** The sources the expiry warning asks: the hook where the wine club plugs in "charges due on this card". */
export const dueChargeSources: DueChargeSource[] = [chargesDueOnCard, clubChargesDueOnCard];

export interface ExpiryDeps {
  db: Database;
  now: () => Date;
  config: Pick<ShopConfig, 'publicUrl'>;
}

/** Mails the customers whose kept card expires within a month and has something due on it; answers how many were mailed. */
export async function warnExpiringCards(deps: ExpiryDeps, siteId = 1, sources: DueChargeSource[] = dueChargeSources): Promise<number> {
  const now = deps.now();
  const inAMonth = new Date(now.getTime() + 31 * 86_400_000);
  // Cards whose month ends within a month: (year, month) no later than a month from now.
  const candidates = await deps.db
    .select()
    .from(keptCard)
    .where(and(isNull(keptCard.expiryWarnedAt), sql`(${keptCard.expYear} * 12 + ${keptCard.expMonth}) <= ${inAMonth.getUTCFullYear() * 12 + inAMonth.getUTCMonth() + 1}`));
  let mailed = 0;
  for (const card of candidates) {
    if (hasExpired(card, now) || !expiresSoon(card, now)) continue;
    const due = (await Promise.all(sources.map((source) => source(deps.db, card.id)))).flat();
    // Nothing due: no warning now; one comes if something becomes due before the card expires.
    if (due.length === 0) continue;
    const sent = await deps.db.transaction(async (tx) => {
      // Claimed once, whatever the processes running the job.
      const [claimed] = await tx.update(keptCard).set({ expiryWarnedAt: now }).where(and(eq(keptCard.id, card.id), isNull(keptCard.expiryWarnedAt))).returning({ id: keptCard.id });
      if (!claimed) return false;
      const [owner] = await tx.select({ email: user.email }).from(user).where(and(eq(user.id, card.userId), isNull(user.deletedAt)));
      if (!owner) return false;
      const lang = card.lang as Lang;
      const values = {
        card: `${card.brand} •••• ${card.last4}`,
        expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
        due: due.map((charge) => `${charge.label} (${formatPrice(charge.amount, lang)}${charge.dueAt ? `, ${formatDate(charge.dueAt)}` : ''})`).join(lang === 'fr_FR' ? '\u00a0; ' : '; '),
      };
      const link = `${deps.config.publicUrl}${localizedPath(lang, '/account')}`;
      await queueMail(tx, composeMail(lang, 'account-mail:cardExpiry', owner.email, await mailBrand({ db: tx, config: deps.config }, siteId, lang), values, link));
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}
