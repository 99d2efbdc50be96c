import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { OrderReturnView } from '~/lib/order-return';
import type { ShopDeps } from '../../deps';
import { composeMail, type MailDetail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';
import type { OrderRow } from '../orders/read';
import { parameterMap } from '../parameters';

// A return asked: the estate (COMPANY_EMAIL, in French) gets what to send a label for, and the
// customer, in the language they asked in, a receipt of the request.

function details(lang: Lang, row: OrderRow, asked: OrderReturnView): MailDetail[] {
  const t = translator(lang);
  return [
    [t('order-mail:labels.number'), row.number],
    ...asked.lines.map((line): MailDetail => [`${line.quantity} × ${line.name}`, line.reason ?? '']),
    [t('order-mail:labels.returnReason'), asked.reason ?? ''],
  ];
}

/** `deps.db` is the transaction that records the request. */
export async function queueReturnAskedMails(deps: ShopDeps, siteId: number, lang: Lang, row: OrderRow, asked: OrderReturnView) {
  const estateEmail = (await parameterMap(deps.db, siteId, 'fr_FR')).COMPANY_EMAIL;
  if (estateEmail) {
    await queueMail(
      deps.db,
      composeMail('fr_FR', 'order-mail:returnEstate', estateEmail, await mailBrand(deps, siteId, 'fr_FR'), { number: row.number, customer: row.email }, undefined, details('fr_FR', row, asked)),
    );
  }
  const link = `${deps.config.publicUrl}${localizedPath(lang, `/account/orders/${row.id}/return/${asked.id}`)}`;
  await queueMail(deps.db, composeMail(lang, 'order-mail:returnCustomer', row.email, await mailBrand(deps, siteId, lang), { number: row.number }, link, details(lang, row, asked)));
}
