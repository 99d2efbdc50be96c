import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { ShopDeps } from '../../../deps';
import { composeMail, type MailDetail } from '../../../mail/compose';
import { queueMail } from '../../../mail/outbox';
import { mailBrand } from '../../brand';
import { clickAndCollectOf, type OrderRow } from '../../orders/read';

// The customer is told, in the language they ordered in, when the order leaves the estate (with
// the carrier's tracking page when the estate gave it) and when it is ready to be collected.

async function details(deps: ShopDeps, lang: Lang, row: OrderRow): Promise<MailDetail[]> {
  const t = translator(lang);
  const number: MailDetail = [t('order-mail:labels.number'), row.number];
  if (row.status === 'SHIPPED') {
    return [
      number,
      ...(row.carrierServiceName ? [[t('order-mail:labels.carrier'), row.carrierServiceName] as MailDetail] : []),
      [t('order-mail:labels.tracking'), row.trackingLink ?? t('order-mail:shipped.noTracking')],
    ];
  }
  const { clickAndCollectSlot: slot, clickAndCollectAddress: place } = await clickAndCollectOf(deps.db, row);
  const when = [formatDate(row.clickAndCollectDate), slot].filter(Boolean).join(' · ');
  return [
    number,
    ...(when ? [[t('order-mail:labels.when'), when] as MailDetail] : []),
    ...(place ? [[t('order-mail:labels.where'), `${place.name}\n${place.address}\n${place.postalCode} ${place.city}`] as MailDetail] : []),
  ];
}

/** Queues the message of the order's new status, if it has one; `deps.db` is the transaction that changed it. */
export async function queueStatusMail(deps: ShopDeps, siteId: number, row: OrderRow) {
  if (row.status !== 'SHIPPED' && row.status !== 'READY_FOR_PICKUP') return;
  const lang = row.lang as Lang;
  const link = `${deps.config.publicUrl}${localizedPath(lang, `/account/orders/${row.id}`)}`;
  const kind = row.status === 'SHIPPED' ? 'order-mail:shipped' : 'order-mail:readyForPickup';
  await queueMail(deps.db, composeMail(lang, kind, row.email, await mailBrand(deps, siteId, lang), { number: row.number }, link, await details(deps, lang, row)));
}
