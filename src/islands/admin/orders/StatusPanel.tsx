import { useState, type SubmitEvent } from 'react';
import type { AdminOrderView } from '~/lib/admin/orders';
import type { Lang } from '~/lib/locale';
import type { OrderStatus } from '~/lib/order';
import { adminT } from '../i18n';
import { Field } from '../ui/Field';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import type { Act, OrdersApi } from './actions';
import { formatDateTime } from './format';

// The order's status and every change with its time. What the estate may do next is what the
// server answers in `allowed`, by the rule it enforces: shipping is its own action, with the
// carrier's tracking link, so that the customer gets one mail that carries it; the other statuses
// are in the menu. Once shipped, a tracking link saved later is mailed to the customer.

interface Props {
  lang: Lang;
  view: AdminOrderView;
  act: Act;
  api: OrdersApi;
}

const CARRIED = ['DELIVERY', 'PICKUP'];

export function StatusPanel({ lang, view, act, api }: Props) {
  const t = adminT(lang);
  const { order, status } = view;
  const [next, setNext] = useState<string>('');
  const [tracking, setTracking] = useState(status.trackingLink ?? '');
  const canShip = status.allowed.includes('SHIPPED');
  const choices = status.statuses.filter((s) => s.value !== 'SHIPPED' && status.allowed.includes(s.value));
  const pickupMail = status.allowed.includes('READY_FOR_PICKUP');
  const onItsWay = CARRIED.includes(order.deliveryType) && (status.status === 'SHIPPED' || status.status === 'DELIVERED');

  const changeStatus = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!next) return;
    if (await act(() => api.changeStatus(order.id, next as OrderStatus), t('admin:state.saved'))) setNext('');
  };
  const ship = (event: SubmitEvent) => {
    event.preventDefault();
    void act(() => api.ship(order.id, tracking.trim() || null), t('admin-orders:order.shipped'));
  };
  const saveTracking = (event: SubmitEvent) => {
    event.preventDefault();
    const mailed = status.status === 'SHIPPED' && tracking.trim() !== '' && tracking.trim() !== status.trackingLink;
    void act(() => api.setTrackingLink(order.id, tracking.trim() || null), mailed ? t('admin-orders:order.trackingMailed') : t('admin:state.saved'));
  };

  return (
    <section aria-labelledby="order-status-title" className={panelClass}>
      <h2 id="order-status-title" className="mb-3 text-lg font-semibold">
        {t('admin-orders:order.status')}
      </h2>
      {canShip && (
        <form onSubmit={ship} className="flex flex-col gap-x-2 sm:flex-row sm:items-end" aria-labelledby="order-ship-title">
          <h3 id="order-ship-title" className="sr-only">
            {t('admin-orders:order.ship')}
          </h3>
          <div className="sm:min-w-48 sm:flex-1">
            <Field id="order-ship-tracking" label={t('admin-orders:order.tracking')} help={t('admin-orders:order.shipHelp')}>
              <input id="order-ship-tracking" type="url" inputMode="url" className={inputClass} value={tracking} onChange={(e) => setTracking(e.target.value)} aria-describedby="order-ship-tracking-help" maxLength={2000} />
            </Field>
          </div>
          <button type="submit" className={`${buttonClass.primary} mb-4 self-start sm:self-auto`}>
            {t('admin-orders:order.ship')}
          </button>
        </form>
      )}

      {choices.length > 0 ? (
        <form onSubmit={changeStatus} className="flex flex-col gap-x-2 sm:flex-row sm:items-end">
          <div className="sm:min-w-48 sm:flex-1">
            <Field id="order-new-status" label={t('admin-orders:order.newStatus')} help={pickupMail ? t('admin-orders:order.statusHelp') : undefined}>
              <select id="order-new-status" className={inputClass} value={next} onChange={(e) => setNext(e.target.value)} aria-describedby={pickupMail ? 'order-new-status-help' : undefined}>
                <option value="">{status.label}</option>
                {choices.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <button type="submit" className={`${buttonClass.secondary} mb-4 self-start sm:self-auto`} disabled={!next}>
            {t('admin-orders:order.changeStatus')}
          </button>
        </form>
      ) : (
        !canShip && <p className="mb-4 text-sm text-stone-700">{t('admin-orders:order.statusClosed', { status: status.label })}</p>
      )}

      {onItsWay && (
        <form onSubmit={saveTracking} className="flex flex-col gap-x-2 sm:flex-row sm:items-end">
          <div className="sm:min-w-48 sm:flex-1">
            <Field id="order-tracking" label={t('admin-orders:order.tracking')} help={t(status.status === 'SHIPPED' ? 'admin-orders:order.trackingHelpShipped' : 'admin-orders:order.trackingHelp')}>
              <input id="order-tracking" type="url" inputMode="url" className={inputClass} value={tracking} onChange={(e) => setTracking(e.target.value)} aria-describedby="order-tracking-help" maxLength={2000} />
            </Field>
          </div>
          <button type="submit" className={`${buttonClass.secondary} mb-4 self-start sm:self-auto`}>
            {t('admin-orders:order.saveTracking')}
          </button>
        </form>
      )}

      <h3 className="mt-2 mb-2 font-semibold">{t('admin-orders:order.history')}</h3>
      <ol className="space-y-1 text-sm" data-testid="order-history">
        {status.history.map((change, index) => (
          <li key={`${change.at}-${index}`} className="flex flex-wrap gap-x-3">
            <time dateTime={change.at} className="text-stone-600 tabular-nums">
              {formatDateTime(change.at)}
            </time>
            <span>{change.label}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
