import { formatPrice } from '~/lib/catalogue-format';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { ShopDeps } from '../../deps';
import { composeMail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';

// What a member is told of an allocation at its close (namespace club-allocation, section mail):
// the bottles granted and charged, that none was left for them, or that the charge was declined
// and the bottles went back; or, when the owner calls it off, that it was and nothing was charged.
// Queued in the transaction that decides it, as every mail of the shop.

export type AllocationOutcome = 'granted' | 'none' | 'declined' | 'cancelled';

export interface AllocationFacts {
  title: string;
  wine: string;
  bottles: number;
  unitPrice: number;
  /** Granted or declined: the delivery fee charged (or asked) with the bottles, 0 for collection. */
  deliveryFee?: number;
  /** Collected at the estate rather than shipped. */
  collected?: boolean;
  orderNumber?: string;
}

export async function queueAllocationMail(deps: Pick<ShopDeps, 'db' | 'config'>, siteId: number, to: { email: string; lang: Lang }, outcome: AllocationOutcome, facts: AllocationFacts) {
  const t = translator(to.lang);
  const label = (key: string) => t(`club-allocation:mail.labels.${key}`);
  const details: [string, string][] = [[label('wine'), facts.wine]];
  // Called off: what they asked, and that nothing was charged.
  if (outcome === 'cancelled') details.push([label('asked'), String(facts.bottles)], [label('total'), formatPrice(0, to.lang)]);
  else if (outcome !== 'none') {
    const fee = facts.deliveryFee ?? 0;
    details.push([label('bottles'), String(facts.bottles)], [label('delivery'), facts.collected ? t('club-allocation:mail.collection') : fee > 0 ? formatPrice(fee, to.lang) : t('club-allocation:mail.freeDelivery')], [label(outcome === 'declined' ? 'declinedTotal' : 'total'), formatPrice(facts.bottles * facts.unitPrice + fee, to.lang)]);
  }
  if (facts.orderNumber) details.push([label('order'), facts.orderNumber]);
  const values = { title: facts.title, wine: facts.wine, bottles: String(facts.bottles) };
  const link = `${deps.config.publicUrl}${localizedPath(to.lang, outcome === 'declined' ? '/account' : '/account/club')}`;
  const brand = await mailBrand(deps, siteId, to.lang);
  await queueMail(deps.db, composeMail(to.lang, `club-allocation:mail.${outcome}`, to.email, brand, values, link, details));
}
