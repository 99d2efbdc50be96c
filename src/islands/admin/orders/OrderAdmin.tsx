import { useCallback, useMemo, useState } from 'react';
import { orderDocuments, ordersApi, type AdminOrderView } from '~/lib/admin/orders';
import { localizedPath, type Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, panelClass } from '../ui/styles';
import { badgeClass, formatDate } from './format';
import { useLoadedActions } from './actions';
import { OrderLines } from './OrderLines';
import { OrderPeople } from './OrderPeople';
import { PaymentsPanel } from './PaymentsPanel';
import { ReturnActions } from './ReturnActions';
import { ShipmentPanel } from './ShipmentPanel';
import { StatusPanel } from './StatusPanel';

// /admin/orders/{id}: one order as the estate handles it. Every change answers the order as it now
// stands, which replaces the page's copy; what happened is said in the live notice at the top.

export default function OrderAdmin({ lang, id }: { lang: Lang; id: number }) {
  const t = adminT(lang);
  const api = useMemo(() => ordersApi(adminClient(lang)), [lang]);
  const [view, setView] = useState<AdminOrderView | null>(null);
  const { notice, say } = useNotice();

  /** Runs a change, then shows its outcome and the order as it now stands. */
  const act = useLoadedActions(useCallback(() => api.one(id).then(setView), [api, id]), say);

  if (!view) {
    return (
      <>
        <NoticeView notice={notice} />
        <p>{t('admin:state.loading')}</p>
      </>
    );
  }
  const { order } = view;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <a href={localizedPath(lang, '/admin/orders')} className="text-sm text-wine-800 underline underline-offset-2">
          {t('admin-orders:order.back')}
        </a>
        <span className={badgeClass(order.status)} data-testid="order-status">
          {order.statusLabel}
        </span>
        <span className="text-sm text-stone-700">{t('admin-orders:order.placedOn', { date: formatDate(order.createdAt) })}</span>
        <span className="text-sm text-stone-700">{t(`admin-orders:deliveryType.${order.deliveryType}`)}</span>
      </div>
      <NoticeView notice={notice} />

      <section aria-labelledby="order-documents" className={panelClass}>
        <h2 id="order-documents" className="mb-3 text-lg font-semibold">
          {t('admin-orders:order.documents')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {order.hasInvoice ? (
            <a className={buttonClass.secondary} href={orderDocuments.invoice(order.id, lang)} target="_blank" rel="noopener">
              {t('admin-orders:order.invoice')}
            </a>
          ) : (
            <p className="text-sm text-stone-700">{t('admin-orders:order.noInvoice')}</p>
          )}
          {order.creditNotes.map((note) => (
            <a key={note.id} className={buttonClass.secondary} href={orderDocuments.creditNote(order.id, note.id, lang)} target="_blank" rel="noopener">
              {t('admin-orders:order.creditNote', { number: note.number })}
            </a>
          ))}
          <a className={buttonClass.secondary} href={orderDocuments.pickingSlip(order.id, lang)} target="_blank" rel="noopener">
            {t('admin-orders:order.pickingSlip')}
          </a>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <StatusPanel lang={lang} view={view} act={act} api={api} />
        <OrderPeople lang={lang} view={view} />
      </div>
      <ShipmentPanel lang={lang} view={view} act={act} api={api} />
      <OrderLines lang={lang} order={order} giftCardTotal={view.giftCardTotal} discountCode={view.discountCode} />
      <PaymentsPanel lang={lang} view={view} act={act} api={api} />

      <section aria-labelledby="order-returns" id="returns" className={panelClass}>
        <h2 id="order-returns" className="mb-3 text-lg font-semibold">
          {t('admin-orders:order.returns')}
        </h2>
        {view.returns.length === 0 ? (
          <p className="text-sm text-stone-700">{t('admin-orders:order.noReturn')}</p>
        ) : (
          <ul className="space-y-4">
            {view.returns.map((entry) => (
              <li key={entry.id} className="rounded-md border border-stone-300 p-3">
                <ReturnActions lang={lang} entry={entry} orderId={order.id} act={act} api={api} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
