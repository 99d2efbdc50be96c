import { useMemo, useState } from 'react';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { localizedPath } from '~/lib/locale';
import { codesApi, type AdminDiscountCode, type DiscountCodePage } from '~/lib/admin/codes';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { buttonClass } from '../ui/styles';
import CodeForm from './CodeForm';

interface Props {
  lang: Lang;
  initial: DiscountCodePage;
  products: { id: number; name: string }[];
}

/** The discount codes: the list with their uses, and the form of a new one. */
export default function CodesAdmin({ lang, initial, products }: Props) {
  const t = adminT(lang);
  const [list, setList] = useState(initial);
  const [creating, setCreating] = useState(false);
  const pageCount = Math.max(1, Math.ceil(list.total / list.nbItem));
  const open = async (page: number) => setList(await codesApi(adminClient(lang)).list(page, list.nbItem));

  const columns = useMemo<Column<AdminDiscountCode>[]>(
    () => [
      { id: 'code', header: t('admin-codes:list.code'), cell: (row) => <a className="font-mono font-semibold text-wine-700 underline" href={localizedPath(lang, `/admin/codes/${row.id}`)}>{row.code}</a> },
      { id: 'value', header: t('admin-codes:list.value'), cell: (row) => discountText(row, lang) },
      { id: 'on', header: t('admin-codes:list.on'), cell: (row) => t(`admin-codes:detail.${row.detailType}`) },
      { id: 'period', header: t('admin-codes:list.period'), cell: (row) => periodText(row, t) },
      { id: 'uses', header: t('admin-codes:list.uses'), numeric: true, cell: (row) => (row.maxUses === null ? t('admin-codes:list.unlimited', { count: row.usesCount }) : t('admin-codes:list.limited', { count: row.usesCount, max: row.maxUses })) },
      { id: 'active', header: t('admin-codes:list.active'), cell: (row) => t(row.isActive ? 'admin:state.yes' : 'admin:state.no') },
    ],
    [lang, t],
  );

  return (
    <div className="space-y-6" data-testid="codes-admin">
      {creating ? (
        <CodeForm
          lang={lang}
          products={products}
          onSaved={(saved) => setList((current) => ({ ...current, items: [saved, ...current.items.filter((item) => item.id !== saved.id)], total: current.total + 1 }))}
        />
      ) : (
        <button type="button" className={buttonClass.primary} onClick={() => setCreating(true)}>
          {t('admin-codes:list.new')}
        </button>
      )}
      <DataTable caption={t('admin-codes:list.caption')} rows={list.items} columns={columns} empty={t('admin-codes:list.empty')} rowKey={(row) => row.id} />
      <Pager lang={lang} page={list.page} pageCount={pageCount} onPage={open} />
    </div>
  );
}

/** '12,5 %' or '5,00 €', as the customer will see the discount. */
export function discountText(code: AdminDiscountCode, lang: Lang): string {
  if (code.type === 'EURO') return formatPrice(code.amount, lang);
  return new Intl.NumberFormat(lang === 'en_US' ? 'en-US' : 'fr-FR', { style: 'percent', maximumFractionDigits: 2 }).format(code.amount / 10_000);
}

function periodText(code: AdminDiscountCode, t: ReturnType<typeof adminT>): string {
  // The end is the first instant no longer valid: the day shown is the last one included.
  const until = code.endsAt ? formatDate(new Date(new Date(code.endsAt).getTime() - 1)) : null;
  const from = code.startsAt ? formatDate(code.startsAt) : null;
  if (from && until) return t('admin-codes:list.between', { from, until });
  if (from) return t('admin-codes:list.from', { date: from });
  if (until) return t('admin-codes:list.until', { date: until });
  return t('admin-codes:list.always');
}
