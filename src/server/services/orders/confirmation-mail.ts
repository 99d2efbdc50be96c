import { asc, eq } from 'drizzle-orm';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import { t as translator, type Lang } from '~/lib/i18n';
import type { ShopDeps } from '../../deps';
import { order, orderLine, type QueuedMessage } from '../../db/schema';
import { composeMail, type MailDetail } from '../../mail/compose';
import { queueMail } from '../../mail/outbox';
import { brandOf } from '../brand';
import { parametersFrom, type ParameterMap, type ParametersOf } from '../parameters';
import { exciseNotice } from './excise';
import { clickAndCollectOf } from './read';

// The e-mails of a paid order: one to the customer, in the language they ordered in, one to the
// estate (COMPANY_EMAIL), both with the lines, the totals (and what a gift card paid of them), the
// delivery and the estate's details.

const paidOrder = (deps: ShopDeps, orderId: number) =>
  deps.db.query.order.findFirst({
    where: eq(order.id, orderId),
    with: { lines: { orderBy: [asc(orderLine.id)] }, giftCardUses: { with: { giftCard: { columns: { codeEnd: true, balance: true } } } } },
  });

type PaidOrder = NonNullable<Awaited<ReturnType<typeof paidOrder>>>;
/** What the mails read of a paid order: the order, its lines (in their order) and its gift card uses. */
export type MailedOrder = Omit<PaidOrder, 'lines'> & { lines: Pick<PaidOrder['lines'][number], 'quantity' | 'name' | 'total'>[] };
type CollectionOf = Awaited<ReturnType<typeof clickAndCollectOf>>;

function orderDetails(row: MailedOrder, collection: CollectionOf, p: ParameterMap, lang: Lang): MailDetail[] {
  const t = translator(lang);
  const price = (cents: number) => formatPrice(cents, lang);
  const { clickAndCollectSlot: slot, clickAndCollectAddress: place } = collection;
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
  return details;
}

/**
 * Queues both mails; `deps.db` is the transaction that marks the order paid, so they exist if it does.
 * The order is read once for both; `parameters` are the site's, read here unless the caller (a batch
 * of orders, as the club's charge run) read them once for all its orders.
 */
export async function queuePaidOrderMails(deps: ShopDeps, siteId: number, orderId: number, customerLang: Lang, parameters: ParametersOf = parametersFrom(deps.db, siteId)) {
  const row = await paidOrder(deps, orderId);
  if (!row) return;
  await queueMail(deps.db, ...(await paidOrderMails(deps, row, customerLang, parameters)));
}

/**
 * Both mails of an order (`row`), made but not queued: for a caller that has just written the
 * order, and queues them in the statement that writes its lines (a club box's, issue 30).
 */
export async function paidOrderMails(deps: ShopDeps, row: MailedOrder, customerLang: Lang, parameters: ParametersOf): Promise<QueuedMessage[]> {
  const collection = await clickAndCollectOf(deps.db, row);
  const forCustomer = await parameters(customerLang);
  const link = `${deps.config.publicUrl}${customerLang === 'en_US' ? '/en_US' : ''}/account/orders/${row.id}`;
  const mails = [composeMail(customerLang, 'order-mail:customer', row.email, brandOf(forCustomer, deps.config.publicUrl), { number: row.number }, link, orderDetails(row, collection, forCustomer, customerLang))];
  const forEstate = customerLang === 'fr_FR' ? forCustomer : await parameters('fr_FR');
  const estateEmail = forEstate.COMPANY_EMAIL;
  if (estateEmail) {
    mails.push(composeMail('fr_FR', 'order-mail:estate', estateEmail, brandOf(forEstate, deps.config.publicUrl), { number: row.number, customer: row.email }, undefined, orderDetails(row, collection, forEstate, 'fr_FR')));
  }
  return mails;
}
