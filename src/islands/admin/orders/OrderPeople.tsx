import type { AdminOrderView } from '~/lib/admin/orders';
import type { Lang } from '~/lib/locale';
import type { OrderAddressSnapshot } from '~/lib/order';
import { adminT } from '../i18n';
import { panelClass } from '../ui/styles';
import { formatDate } from './format';

// Who ordered, where it goes (home, relay point or the estate's pick-up place and time), the
// billing address and the customer's note.

const linesOf = (a: OrderAddressSnapshot | null): string[] =>
  a
    ? [[a.firstname, a.lastname].filter(Boolean).join(' '), a.company, a.address, a.addressPart2, [a.postalCode, a.city].filter(Boolean).join(' '), a.country.name].filter((line): line is string => Boolean(line))
    : [];

function Block({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  return (
    <div>
      <h3 className="mb-1 font-semibold">{title}</h3>
      <p className="text-sm whitespace-pre-line">{lines.filter(Boolean).join('\n')}</p>
    </div>
  );
}

export function OrderPeople({ lang, view }: { lang: Lang; view: AdminOrderView }) {
  const t = adminT(lang);
  const { order, customer } = view;
  const place = order.clickAndCollectAddress;
  const point = order.accessPoint;
  const destination =
    order.deliveryType === 'CLICK_AND_COLLECT'
      ? [[formatDate(order.clickAndCollectDate), order.clickAndCollectSlot].filter(Boolean).join(' · '), place?.name, place?.address, place ? `${place.postalCode} ${place.city}` : null]
      : order.deliveryType === 'PICKUP' && point
        ? [point.name, point.addLine1, `${point.zipCode} ${point.city}`, order.carrierName]
        : [...linesOf(order.shippingAddress), order.carrierName];

  return (
    <section aria-labelledby="order-people" className={`${panelClass} space-y-4`}>
      <h2 id="order-people" className="text-lg font-semibold">
        {t('admin-orders:order.customer')}
      </h2>
      <div className="text-sm">
        <p className="font-semibold">{customer.name}</p>
        <p>
          <a className="break-all text-wine-800 underline underline-offset-2" href={`mailto:${customer.email}`}>
            {customer.email}
          </a>
        </p>
        {customer.phone && (
          <p>
            <a className="text-wine-800 underline underline-offset-2" href={`tel:${customer.phone.replace(/\s+/g, '')}`}>
              {customer.phone}
            </a>
          </p>
        )}
        <p className="text-stone-600">{customer.userId === null ? t('admin-orders:order.guest') : t('admin-orders:order.account')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Block title={t(`admin-orders:deliveryType.${order.deliveryType}`)} lines={destination} />
        <Block title={t('admin-orders:order.billing')} lines={linesOf(order.billingAddress)} />
      </div>
      {order.message && (
        <div>
          <h3 className="mb-1 font-semibold">{t('admin-orders:order.message')}</h3>
          <p className="rounded-md bg-amber-50 p-3 text-sm whitespace-pre-line">{order.message}</p>
        </div>
      )}
    </section>
  );
}
