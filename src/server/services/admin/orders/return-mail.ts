import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { OrderReturnStatus } from '~/lib/order-return';
import type { ShopDeps } from '../../../deps';
import { composeMail, type MailDetail } from '../../../mail/compose';
import { queueMail } from '../../../mail/outbox';
import { mailBrand } from '../../brand';
import type { OrderRow } from '../../orders/read';

// The estate's answers to a return, mailed to the customer in the language they ordered in, with
// a link to the return's page (where the label is, once sent).

const KIND: Partial<Record<OrderReturnStatus, string>> = {
  ACCEPTED: 'order-mail:returnAccepted',
  REFUSED: 'order-mail:returnRefused',
  LABEL_SENT: 'order-mail:returnLabel',
  PRODUCT_RECEIVED: 'order-mail:returnReceived',
};

/** `deps.db` is the transaction that moves the return to `status`. */
export async function queueReturnAnswerMail(
  deps: ShopDeps,
  siteId: number,
  row: OrderRow,
  answer: { id: number; status: OrderReturnStatus; refusalReason?: string | null; labelUrl?: string | null },
) {
  const kind = KIND[answer.status];
  if (!kind) return;
  const lang = row.lang as Lang;
  const t = translator(lang);
  const page = `${deps.config.publicUrl}${localizedPath(lang, `/account/orders/${row.id}/return/${answer.id}`)}`;
  const label = answer.labelUrl ? new URL(answer.labelUrl, deps.config.publicUrl).href : null;
  const details: MailDetail[] = [
    [t('order-mail:labels.number'), row.number],
    ...(answer.refusalReason ? [[t('order-mail:labels.refusalReason'), answer.refusalReason] as MailDetail] : []),
    ...(label ? [[t('order-mail:labels.label'), label] as MailDetail] : []),
  ];
  await queueMail(deps.db, composeMail(lang, kind, row.email, await mailBrand(deps, siteId, lang), { number: row.number }, page, details));
}
