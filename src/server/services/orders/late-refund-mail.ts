import { eq } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import { t as translator, type Lang } from '~/lib/i18n';
import type { ShopDeps } from '../../deps';
import { order } from '../../db/schema';
import { composeMail, type MailDetail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';
import { parameterMap } from '../parameters';

/**
 * Tells the customer (in their language) and the estate that a payment came after its order had
 * ended and its bottles were gone, and that it is being refunded; queued in the caller's transaction.
 */
export async function queueLateRefundMails(deps: ShopDeps, siteId: number, orderId: number, amount: number) {
  const [row] = await deps.db.select({ number: order.number, email: order.email, lang: order.lang }).from(order).where(eq(order.id, orderId));
  if (!row) return;
  const lang = row.lang as Lang;
  const details = (l: Lang): MailDetail[] => {
    const t = translator(l);
    return [
      [t('order-mail:labels.number'), row.number],
      [t('order-mail:labels.refund'), formatPrice(amount, l)],
    ];
  };
  const link = `${deps.config.publicUrl}${lang === 'en_US' ? '/en_US' : ''}/account/orders/${orderId}`;
  await queueMail(deps.db, composeMail(lang, 'order-mail:lateRefund', row.email, await mailBrand(deps, siteId, lang), { number: row.number }, link, details(lang)));
  const estateEmail = (await parameterMap(deps.db, siteId, 'fr_FR')).COMPANY_EMAIL;
  if (estateEmail) {
    await queueMail(
      deps.db,
      composeMail('fr_FR', 'order-mail:lateRefundEstate', estateEmail, await mailBrand(deps, siteId, 'fr_FR'), { number: row.number, customer: row.email }, undefined, details('fr_FR')),
    );
  }
}
