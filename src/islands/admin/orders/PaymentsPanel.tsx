import type { AdminOrderView } from '~/lib/admin/orders';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { panelClass } from '../ui/styles';
import type { Act, OrdersApi } from './actions';
import { formatDate, money, providerName } from './format';
import { RefundForm } from './RefundForm';

// The card payments of the order with what was asked back and what the bank gave back, each refund
// decided (given back, or still on its way while the provider has not accepted it), and the form
// to refund what is left.

interface Props {
  lang: Lang;
  view: AdminOrderView;
  act: Act;
  api: OrdersApi;
}

export function PaymentsPanel({ lang, view, act, api }: Props) {
  const t = adminT(lang);
  const paid = view.payments.filter((p) => p.status === 'CAPTURED' || p.status === 'REFUNDED');
  return (
    <section aria-labelledby="order-payments" className={`${panelClass} space-y-4`}>
      <h2 id="order-payments" className="text-lg font-semibold">
        {t('admin-orders:order.payments')}
      </h2>
      {paid.length === 0 ? (
        <p className="text-sm text-stone-700">{t('admin-orders:order.noPayment')}</p>
      ) : (
        <ul className="space-y-2 text-sm" data-testid="order-payments">
          {paid.map((p) => (
            <li key={p.id} className="rounded-md bg-stone-50 p-3">
              <p className="font-medium">
                {t('admin-orders:order.payment', { provider: providerName(t, p.provider), date: formatDate(p.createdAt) })} · {t(`admin-orders:order.paymentStatus.${p.status}`)}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4">
                <dt className="text-stone-700">{t('admin-orders:order.amount')}</dt>
                <dd className="tabular-nums">{money(p.amount, lang)}</dd>
                <dt className="text-stone-700">{t('admin-orders:order.refundAsked')}</dt>
                <dd className="tabular-nums">{money(p.refundAsked, lang)}</dd>
                <dt className="text-stone-700">{t('admin-orders:order.refundGiven')}</dt>
                <dd className="tabular-nums">{money(p.refunded, lang)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {view.refunds.length > 0 && (
        <div>
          <h3 className="mb-1 font-semibold">{t('admin-orders:order.refunds')}</h3>
          <ul className="space-y-1 text-sm" data-testid="order-refunds">
            {view.refunds.map((refund) => (
              <li key={refund.id}>
                {t('admin-orders:order.refundLine', { amount: money(refund.amount, lang), date: formatDate(refund.createdAt) })} ·{' '}
                <span className={refund.settled ? 'text-green-800' : 'text-amber-800'}>{t(refund.settled ? 'admin-orders:order.settled' : 'admin-orders:order.pending')}</span>
                {refund.note && <span className="text-stone-700"> · {refund.note}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3 className="mb-2 font-semibold">{t('admin-orders:refund.title')}</h3>
        {view.refundable > 0 ? (
          <>
            <p className="mb-3 text-sm">{t('admin-orders:refund.refundable', { amount: money(view.refundable, lang) })}</p>
            <RefundForm key={view.refundable} lang={lang} orderId={view.order.id} refundable={view.refundable} act={act} api={api} />
          </>
        ) : (
          <p className="text-sm text-stone-700">{t('admin-orders:refund.nothing')}</p>
        )}
      </div>
    </section>
  );
}
