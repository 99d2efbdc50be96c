import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import { localizedPath } from '~/lib/locale';
import type { ShopDeps } from '../../../deps';
import { composeMail, type MailDetail } from '../../../mail/compose';
import { queueMail } from '../../../mail/outbox';
import { mailBrand } from '../../brand';
import { clickAndCollectOf, type OrderRow } from '../../orders/read';

// The customer is told, in the language they ordered in, when the order leaves the estate (with
// the carrier's tracking page when the estate gave it), when its tracking page comes later, and
// when it is ready to be collected.

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

const orderLink = (deps: ShopDeps, row: OrderRow) => `${deps.config.publicUrl}${localizedPath(row.lang as Lang, `/account/orders/${row.id}`)}`;

/** Queues the message of the order's new status, if it has one; `deps.db` is the transaction that changed it. */
export async function queueStatusMail(deps: ShopDeps, siteId: number, row: OrderRow) {
  if (row.status !== 'SHIPPED' && row.status !== 'READY_FOR_PICKUP') return;
  const lang = row.lang as Lang;
  const link = orderLink(deps, row);
  const kind = row.status === 'SHIPPED' ? 'order-mail:shipped' : 'order-mail:readyForPickup';
  await queueMail(deps.db, composeMail(lang, kind, row.email, await mailBrand(deps, siteId, lang), { number: row.number }, link, await details(deps, lang, row)));
}

/** Queues the message giving the tracking page of a shipped order; `deps.db` is the transaction that stored it. */
export async function queueTrackingMail(deps: ShopDeps, siteId: number, row: OrderRow) {
  const lang = row.lang as Lang;
  await queueMail(deps.db, composeMail(lang, 'order-mail:tracking', row.email, await mailBrand(deps, siteId, lang), { number: row.number }, orderLink(deps, row), await details(deps, lang, row)));
}
