import { formatPrice } from '~/lib/catalogue-format';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { ShopDeps } from '../../../deps';
import { composeMail, type MailDetail } from '../../../mail/compose';
import { queueMail } from '../../../mail/outbox';
import { mailBrand } from '../../brand';
import type { OrderRow } from '../../orders/read';

// The customer learns of a refund when the estate decides it, in the language they ordered in:
// how much, why when the estate said, and that the bank shows it within a few days.

/** `deps.db` is the transaction that decides the refund. */
export async function queueRefundMail(deps: ShopDeps, siteId: number, row: OrderRow, refund: { amount: number; note: string | null; whole: boolean }) {
  const lang = row.lang as Lang;
  const t = translator(lang);
  const details: MailDetail[] = [
    [t('order-mail:labels.number'), row.number],
    [t('order-mail:labels.refund'), formatPrice(refund.amount, lang)],
    ...(refund.note ? [[t('order-mail:labels.refundNote'), refund.note] as MailDetail] : []),
  ];
  const link = `${deps.config.publicUrl}${localizedPath(lang, `/account/orders/${row.id}`)}`;
  const kind = refund.whole ? 'order-mail:refunded' : 'order-mail:partlyRefunded';
  await queueMail(deps.db, composeMail(lang, kind, row.email, await mailBrand(deps, siteId, lang), { number: row.number }, link, details));
}
