import { useEffect, useState } from 'react';
import { orderDocuments, type AdminOrderView } from '~/lib/admin/orders';
import type { Lang } from '~/lib/locale';
import type { AdminShipment } from '~/lib/shipment';
import { adminT } from '../i18n';
import { buttonClass, panelClass } from '../ui/styles';
import type { Act, OrdersApi } from './actions';
import { formatDate } from './format';

// The order's shipment: « create the label » while the order can be shipped, then the carrier's
// numbers, the label to print and the steps the carrier told (services/shipping/). The button is
// held while the carrier answers; the server makes one shipment however many clicks reach it.

const SHIPPABLE = ['PAID', 'PREPARING'];

const kilograms = (grams: number, lang: Lang) => `${new Intl.NumberFormat(lang.replace('_', '-'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(grams / 1000)} kg`;

export function ShipmentPanel({ lang, view, act, api }: { lang: Lang; view: AdminOrderView; act: Act; api: OrdersApi }) {
  const t = adminT(lang);
  const { order } = view;
  const [shipment, setShipment] = useState<AdminShipment | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    api
      .shipment(order.id)
      .then((found) => current && setShipment(found))
      .catch(() => current && setShipment(null));
    return () => {
      current = false;
    };
  }, [api, order.id, order.status]);

  if (order.deliveryType !== 'DELIVERY' && order.deliveryType !== 'PICKUP') return null;
  const create = async () => {
    setBusy(true);
    try {
      await act(() => api.createShipment(order.id).then(setShipment), t('admin-orders:shipment.create'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="order-shipment" className={panelClass} data-testid="shipment-panel">
      <h2 id="order-shipment" className="mb-3 text-lg font-semibold">
        {t('admin-orders:shipment.title')}
      </h2>
      {shipment ? (
        <div className="space-y-3">
          {shipment.isDemo && <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">{t('admin-orders:shipment.demo')}</p>}
          <p>
            {t('admin-orders:shipment.number')} <strong data-testid="tracking-number">{shipment.trackingNumber}</strong>
          </p>
          <div>
            <h3 className="font-semibold">{t('admin-orders:shipment.parcels')}</h3>
            <ul className="list-disc pl-5 text-sm">
              {shipment.parcels.map((parcel) => (
                <li key={parcel.number}>{t('admin-orders:shipment.parcel', { number: parcel.number, weight: kilograms(parcel.weight, lang), bottles: parcel.bottles })}</li>
              ))}
            </ul>
          </div>
          <a className={buttonClass.secondary} href={orderDocuments.label(order.id)} target="_blank" rel="noopener">
            {t('admin-orders:shipment.label')}
          </a>
          <div>
            <h3 className="font-semibold">{t('admin-orders:shipment.steps')}</h3>
            {shipment.steps.length ? (
              <ol className="text-sm">
                {shipment.steps.map((step) => (
                  <li key={`${step.parcelNumber}-${step.at}-${step.label}`}>
                    {formatDate(step.at)} · {step.label}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-stone-700">{t('admin-orders:shipment.noSteps')}</p>
            )}
          </div>
        </div>
      ) : SHIPPABLE.includes(order.status) ? (
        <div className="space-y-2">
          <p className="text-sm text-stone-700">{t('admin-orders:shipment.help')}</p>
          <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void create()}>
            {busy ? t('admin-orders:shipment.creating') : t('admin-orders:shipment.create')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{t('admin-orders:shipment.none')}</p>
      )}
    </section>
  );
}
