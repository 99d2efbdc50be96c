import { asc, eq } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import type { ShopDeps } from '../../deps';
import { order, orderLine } from '../../db/schema';
import { composeMail, type MailDetail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { mailBrand } from '../brand';
import { parameterMap } from '../parameters';
import { exciseNotice } from './excise';
import { clickAndCollectOf } from './read';

// The e-mails of a paid order: one to the customer, in the language they ordered in, one to the
// estate (COMPANY_EMAIL), both with the lines, the totals (and what a gift card paid of them), the
// delivery and the estate's details.

async function orderDetails(deps: ShopDeps, siteId: number, orderId: number, lang: Lang): Promise<{ details: MailDetail[]; number: string; email: string } | null> {
  const row = await deps.db.query.order.findFirst({
    where: eq(order.id, orderId),
    with: { lines: { orderBy: [asc(orderLine.id)] }, giftCardUses: { with: { giftCard: { columns: { codeEnd: true, balance: true } } } } },
  });
  if (!row) return null;
  const t = translator(lang);
  const price = (cents: number) => formatPrice(cents, lang);
  const p = await parameterMap(deps.db, siteId, lang);
  const { clickAndCollectSlot: slot, clickAndCollectAddress: place } = await clickAndCollectOf(deps.db, row);
  const delivery =
    row.deliveryType === 'CLICK_AND_COLLECT'
      ? t('order-mail:delivery.clickAndCollect', {
          date: [formatDate(row.clickAndCollectDate), slot].filter(Boolean).join(' · '),
          address: place ? `${place.name}, ${place.address}, ${place.postalCode} ${place.city}` : (p.COMPANY_ADDRESS ?? ''),
        })
      : row.deliveryType === 'PICKUP'
        ? t('order-mail:delivery.pickup', { carrier: row.carrierServiceName ?? '', point: `${row.accessPoint?.name ?? ''}, ${row.accessPoint?.addLine1 ?? ''}, ${row.accessPoint?.zipCode ?? ''} ${row.accessPoint?.city ?? ''}` })
        : row.deliveryType === 'DELIVERY'
          ? t('order-mail:delivery.home', {
              carrier: row.carrierServiceName ?? '',
              address: row.shippingAddress ? `${row.shippingAddress.firstname} ${row.shippingAddress.lastname}, ${row.shippingAddress.address}, ${row.shippingAddress.postalCode} ${row.shippingAddress.city}` : '',
            })
          : t('order-mail:delivery.none');
  const estate = [p.LEGAL_COMPANY_NAME ?? p.COMPANY_NAME, p.COMPANY_ADDRESS, p.COMPANY_PHONE, p.COMPANY_EMAIL].filter(Boolean).join('\n');
  const details: MailDetail[] = [
    [t('order-mail:labels.number'), row.number],
    [t('order-mail:labels.date'), formatDate(row.paidAt ?? row.createdAt)],
    ...row.lines.map((line): MailDetail => [`${line.quantity} × ${line.name}`, price(line.total)]),
    [t('order-mail:labels.products'), price(row.productsTotal)],
    ...(row.discountTotal ? [[t('order-mail:labels.discount'), `− ${price(row.discountTotal)}`] as MailDetail] : []),
    [t('order-mail:labels.shipping'), row.shippingFees ? price(row.shippingFees) : t('order-mail:labels.free')],
    [t('order-mail:labels.total'), price(row.total)],
    ...row.giftCardUses.flatMap((use): MailDetail[] => [
      [t('order-mail:labels.giftCard', { ending: use.giftCard.codeEnd }), `− ${price(use.amount)}`],
      ...(use.amount < row.total ? [[t('order-mail:labels.paidByCard'), price(row.total - use.amount)] as MailDetail] : []),
      [t('order-mail:labels.giftCardLeft'), price(use.giftCard.balance)],
    ]),
    [t('order-mail:labels.delivery'), delivery],
    ...(row.message ? [[t('order-mail:labels.message'), row.message] as MailDetail] : []),
    [t('order-mail:labels.estate'), estate],
    [t('order-mail:labels.excise'), exciseNotice(t).join('\n')],
  ];
  return { details, number: row.number, email: row.email };
}

/** Queues both mails; `deps.db` is the transaction that marks the order paid, so they exist if it does. */
export async function queuePaidOrderMails(deps: ShopDeps, siteId: number, orderId: number, customerLang: Lang) {
  const forCustomer = await orderDetails(deps, siteId, orderId, customerLang);
  if (!forCustomer) return;
  const brand = await mailBrand(deps, siteId, customerLang);
  const link = `${deps.config.publicUrl}${customerLang === 'en_US' ? '/en_US' : ''}/account/orders/${orderId}`;
  await queueMail(deps.db, composeMail(customerLang, 'order-mail:customer', forCustomer.email, brand, { number: forCustomer.number }, link, forCustomer.details));
  const estateEmail = (await parameterMap(deps.db, siteId, 'fr_FR')).COMPANY_EMAIL;
  if (!estateEmail) return;
  const forEstate = await orderDetails(deps, siteId, orderId, 'fr_FR');
  if (!forEstate) return;
  await queueMail(
    deps.db,
    composeMail('fr_FR', 'order-mail:estate', estateEmail, await mailBrand(deps, siteId, 'fr_FR'), { number: forEstate.number, customer: forEstate.email }, undefined, forEstate.details),
  );
}
