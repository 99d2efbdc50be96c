import { useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { DELIVERY_TYPES, ORDER_STATUSES, orderDocuments, ordersApi, type AdminOrderPage, type AdminOrderRow, type OrderListQuery } from '~/lib/admin/orders';
import { localizedPath, type Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { Field } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { badgeClass, formatDate, money, problemOf } from './format';

// /admin/orders: every order, newest first, found by number, customer name or e-mail and narrowed
// by status, delivery method and days. The filters live in the address, so that a reload or a link
// keeps them, and the back button returns to the same list.

interface Props {
  lang: Lang;
  /** The filters the address carried when the page was served. */
  initial: OrderListQuery;
}

const PAGE_SIZE = 20;

function addressOf(query: OrderListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  const text = params.toString();
  return `${location.pathname}${text ? `?${text}` : ''}`;
}

export default function OrdersAdmin({ lang, initial }: Props) {
  const t = adminT(lang);
  const api = useMemo(() => ordersApi(adminClient(lang)), [lang]);
  const [query, setQuery] = useState<OrderListQuery>({ ...initial, nbItem: PAGE_SIZE });
  const [draft, setDraft] = useState<OrderListQuery>(initial);
  const [result, setResult] = useState<AdminOrderPage | null>(null);
  const { notice, say, clear } = useNotice();
  // On a phone the filters wait behind a button, so that the first orders show on the first
  // screen; they are open at once when the address already narrows the list.
  const narrowing = [query.status, query.deliveryType, query.from, query.to].filter((value) => value !== undefined && value.length > 0).length;
  const [showFilters, setShowFilters] = useState(narrowing > 0);
  // The orders ticked for a batch of labels, and those whose labels the last batch made.
  const [selected, setSelected] = useState<number[]>([]);
  const [labelled, setLabelled] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const toggle = (id: number) => setSelected((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));

  useEffect(() => {
    let current = true;
    api
      .list(query)
      .then((page) => {
        if (!current) return;
        setResult(page);
        clear();
      })
      .catch((error) => current && say('error', problemOf(error)));
    return () => {
      current = false;
    };
  }, [api, query, say, clear]);

  const go = (next: OrderListQuery) => {
    history.replaceState(null, '', addressOf({ ...next, nbItem: undefined }));
    setQuery({ ...next, nbItem: PAGE_SIZE });
  };
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    go({ ...draft, page: 1 });
  };
  const reset = () => {
    setDraft({});
    go({ page: 1 });
  };

  const columns = useMemo<Column<AdminOrderRow>[]>(
    () => [
      {
        id: 'select',
        header: t('admin-orders:shipment.selectAll'),
        cell: (row) => (
          <input type="checkbox" className="size-5" checked={selected.includes(row.id)} onChange={() => toggle(row.id)} aria-label={t('admin-orders:shipment.select', { number: row.number })} data-testid={`select-${row.number}`} />
        ),
      },
      {
        id: 'number',
        header: t('admin-orders:list.number'),
        cell: (row) => (
          <a href={localizedPath(lang, `/admin/orders/${row.id}`)} className="font-semibold whitespace-nowrap text-wine-800 underline underline-offset-2 hover:text-wine-900" aria-label={t('admin-orders:list.open', { number: row.number })}>
            {row.number}
          </a>
        ),
      },
      { id: 'date', header: t('admin-orders:list.date'), cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt)}</span> },
      {
        id: 'customer',
        header: t('admin-orders:list.customer'),
        cell: (row) => (
          <>
            <span className="block">{row.customerName}</span>
            <span className="block text-xs break-all text-stone-600">{row.email}</span>
          </>
        ),
      },
      { id: 'delivery', header: t('admin-orders:list.deliveryType'), cell: (row) => t(`admin-orders:deliveryType.${row.deliveryType}`) },
      { id: 'status', header: t('admin-orders:list.status'), cell: (row) => <span className={badgeClass(row.status)}>{row.statusLabel}</span> },
      {
        id: 'total',
        header: t('admin-orders:list.total'),
        numeric: true,
        cell: (row) => (
          <>
            <span className="block whitespace-nowrap">{money(row.total, lang)}</span>
            {row.refunded > 0 && <span className="block text-xs whitespace-nowrap text-stone-600">{t('admin-orders:list.refunded', { amount: money(row.refunded, lang) })}</span>}
          </>
        ),
      },
    ],
    [lang, t, selected],
  );

  /** Creates the labels of the ticked orders, says what each got, and offers them as one PDF. */
  const createLabels = async () => {
    setBusy(true);
    try {
      const results = await api.createShipments(selected);
      const made = results.filter((r) => r.shipment).map((r) => r.orderId);
      const refused = results.filter((r) => r.refusal).map((r) => t('admin-orders:shipment.batchRefused', { number: r.number ?? String(r.orderId), reason: r.refusal }));
      setLabelled(made);
      setSelected([]);
      say(refused.length ? 'error' : 'ok', [t('admin-orders:shipment.batchDone', { count: made.length }), ...refused].join(' '));
      setResult(await api.list(query));
    } catch (error) {
      say('error', problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const set = (key: keyof OrderListQuery) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value || undefined } as OrderListQuery);
  // A filter is one value, or several that a link from the dashboard asked for (PAID,PREPARING).
  const choose = (key: 'status' | 'deliveryType') => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value ? event.target.value.split(',') : undefined } as OrderListQuery);
  const chosen = (values: readonly string[] | undefined) => values?.join(',') ?? '';
  const statusLabel = (status: string) => result?.statuses.find((s) => s.value === status)?.label ?? status;
  const pageCount = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;

  return (
    <div className="space-y-4">
      <form role="search" onSubmit={submit} className={`${panelClass} grid gap-x-4 sm:grid-cols-2 lg:grid-cols-6`}>
        <div className="sm:col-span-2">
          <Field id="orders-search" label={t('admin-orders:list.search')} help={t('admin-orders:list.searchHelp')}>
            <input id="orders-search" type="search" className={inputClass} value={draft.search ?? ''} onChange={set('search')} aria-describedby="orders-search-help" maxLength={200} />
          </Field>
        </div>
        <div id="orders-filters" className={showFilters ? 'contents' : 'hidden sm:contents'}>
          <Field id="orders-status" label={t('admin-orders:list.status')}>
            <select id="orders-status" className={inputClass} value={chosen(draft.status)} onChange={choose('status')}>
              <option value="">{t('admin-orders:list.any')}</option>
              {(draft.status?.length ?? 0) > 1 && <option value={chosen(draft.status)}>{draft.status!.map(statusLabel).join(' + ')}</option>}
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="orders-delivery" label={t('admin-orders:list.deliveryType')}>
            <select id="orders-delivery" className={inputClass} value={chosen(draft.deliveryType)} onChange={choose('deliveryType')}>
              <option value="">{t('admin-orders:list.any')}</option>
              {(draft.deliveryType?.length ?? 0) > 1 && (
                <option value={chosen(draft.deliveryType)}>{draft.deliveryType!.map((type) => t(`admin-orders:deliveryType.${type}`)).join(' + ')}</option>
              )}
              {DELIVERY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`admin-orders:deliveryType.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="orders-from" label={t('admin-orders:list.from')}>
            <input id="orders-from" type="date" className={inputClass} value={draft.from ?? ''} onChange={set('from')} />
          </Field>
          <Field id="orders-to" label={t('admin-orders:list.to')}>
            <input id="orders-to" type="date" className={inputClass} value={draft.to ?? ''} onChange={set('to')} />
          </Field>
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
          <button type="submit" className={buttonClass.primary}>
            {t('admin-orders:list.apply')}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={reset}>
            {t('admin-orders:list.reset')}
          </button>
          <button type="button" className={`${buttonClass.secondary} sm:hidden`} aria-expanded={showFilters} aria-controls="orders-filters" onClick={() => setShowFilters(!showFilters)}>
            {narrowing ? t('admin-orders:list.filtersCount', { count: narrowing }) : t('admin-orders:list.filters')}
          </button>
        </div>
      </form>

      <NoticeView notice={notice} />
      <p className="text-sm text-stone-700" aria-live="polite">
        {result ? t('admin-orders:list.count', { count: result.total }) : t('admin:state.loading')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass.primary} disabled={busy || selected.length === 0} onClick={() => void createLabels()} data-testid="batch-labels">
          {t('admin-orders:shipment.batch', { count: selected.length })}
        </button>
        {labelled.length > 0 && (
          <a className={buttonClass.secondary} href={orderDocuments.labels(labelled)} target="_blank" rel="noopener" data-testid="batch-print">
            {t('admin-orders:shipment.batchPrint')}
          </a>
        )}
      </div>
      {result && <DataTable caption={t('admin-orders:list.caption')} rows={result.items} columns={columns} empty={t('admin-orders:list.empty')} rowKey={(row) => row.id} />}
      <Pager lang={lang} page={query.page ?? 1} pageCount={pageCount} onPage={(page) => go({ ...query, page })} />
    </div>
  );
}
