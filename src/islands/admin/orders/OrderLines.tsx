import { useMemo } from 'react';
import type { Lang } from '~/lib/locale';
import type { OrderDetail, OrderLineView } from '~/lib/order';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { money } from './format';

// What was bought, at the price paid, and the totals of the order.

export function OrderLines({ lang, order, giftCardTotal, discountCode }: { lang: Lang; order: OrderDetail; giftCardTotal: number; discountCode: string | null }) {
  const t = adminT(lang);
  const columns = useMemo<Column<OrderLineView>[]>(
    () => [
    {
      id: 'product',
      header: t('admin-orders:order.product'),
      cell: (line) => (
        <>
          <span className="block font-medium">{line.name}</span>
          {line.reference && <span className="block text-xs text-stone-600">{line.reference}</span>}
        </>
      ),
    },
    { id: 'unitPrice', header: t('admin-orders:order.unitPrice'), numeric: true, cell: (line) => money(line.unitPrice, lang) },
    { id: 'quantity', header: t('admin-orders:order.quantity'), numeric: true, cell: (line) => line.quantity },
    { id: 'total', header: t('admin-orders:order.lineTotal'), numeric: true, cell: (line) => money(line.total, lang) },
    ],
    [lang, t],
  );
  const totals: [string, number, boolean?][] = [
    [t('admin-orders:order.products'), order.totals.products],
    ...(order.totals.discount ? [[discountCode ? t('admin-orders:order.discountCode', { code: discountCode }) : t('admin-orders:order.discount'), -order.totals.discount] as [string, number]] : []),
    [t('admin-orders:order.shipping'), order.totals.shippingFees],
    [t('admin-orders:order.total'), order.totals.total, true],
    ...(giftCardTotal ? [[t('admin-orders:order.giftCard'), giftCardTotal] as [string, number]] : []),
  ];
  return (
    <section aria-labelledby="order-lines" className="space-y-3">
      <h2 id="order-lines" className="text-lg font-semibold">
        {t('admin-orders:order.lines')}
      </h2>
      {/* The table's scrolling region is named apart from the section around it: two landmarks of one name cannot be told apart. */}
      <DataTable caption={t('admin-orders:order.linesCaption')} rows={order.lines} columns={columns} empty="" rowKey={(line) => line.id} />
      <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-lg border border-stone-300 bg-white p-4 text-sm">
        {totals.map(([label, amount, strong]) => (
          <div key={label} className="contents">
            <dt className={strong ? 'font-semibold' : 'text-stone-700'}>{label}</dt>
            <dd className={`text-right tabular-nums ${strong ? 'font-semibold' : ''}`}>{money(amount, lang)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
