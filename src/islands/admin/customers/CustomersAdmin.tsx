import { useCallback, useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { customersApi, type CustomerPage, type CustomerRow } from '~/lib/admin/customers';
import { formatPrice } from '~/lib/catalogue-format';
import { formatDate } from '~/lib/dates';
import { localizedPath, type Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { Field } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { customerName } from './names';
import { SubscribersDownload } from './SubscribersDownload';

const PAGE_SIZE = 20;

interface Props {
  lang: Lang;
  /** The search and page of the address, so that "back" from a customer finds the same list. */
  initialSearch: string;
  initialPage: number;
}

/** The customers list: search, pages, and the newsletter's subscribers as a spreadsheet. */
export default function CustomersAdmin({ lang, initialSearch, initialPage }: Props) {
  // adminT answers a new function at each call: kept once, so that the effects below run once.
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => customersApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [typed, setTyped] = useState(initialSearch);
  const [query, setQuery] = useState({ search: initialSearch, page: initialPage });
  const [result, setResult] = useState<CustomerPage | null>(null);

  const load = useCallback(async () => {
    try {
      setResult(await api.list({ search: query.search || undefined, page: query.page, nbItem: PAGE_SIZE }));
    } catch (error) {
      say('error', t('state.error', { message: (error as Error).message }));
    }
  }, [api, query, say, t]);

  useEffect(() => {
    void load();
    const params = new URLSearchParams();
    if (query.search) params.set('search', query.search);
    if (query.page > 1) params.set('page', String(query.page));
    const search = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  }, [load, query]);

  const columns = useMemo<Column<CustomerRow>[]>(
    () => [
      {
        id: 'name',
        header: t('admin-customers:columns.name'),
        cell: (row) => (
          <a href={localizedPath(lang, `/admin/customers/${row.id}`)} className="font-medium text-wine-800 underline hover:no-underline">
            {customerName(row, t)}
          </a>
        ),
      },
      { id: 'email', header: t('admin-customers:columns.email'), cell: (row) => <span className="whitespace-nowrap">{row.email}</span> },
      { id: 'registeredAt', header: t('admin-customers:columns.registeredAt'), cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatDate(row.registeredAt)}</span> },
      { id: 'orders', header: t('admin-customers:columns.orders'), numeric: true, cell: (row) => row.ordersCount },
      { id: 'totalSpent', header: t('admin-customers:columns.totalSpent'), numeric: true, cell: (row) => <span className="whitespace-nowrap">{formatPrice(row.totalSpent, lang)}</span> },
      {
        id: 'newsletter',
        header: t('admin-customers:columns.newsletter'),
        cell: (row) => t(row.newsletter ? 'admin-customers:newsletterState.subscribed' : 'admin-customers:newsletterState.notSubscribed'),
      },
    ],
    [lang, t],
  );

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setQuery({ search: typed.trim(), page: 1 });
  };

  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-stone-700">{t('admin-customers:intro')}</p>
      <form role="search" onSubmit={submit} className={`${panelClass} flex flex-col gap-2 sm:flex-row sm:items-end`}>
        <div className="grow [&>div]:mb-0">
          <Field id="customer-search" label={t('admin-customers:search.label')} help={t('admin-customers:search.help')}>
            <input
              id="customer-search"
              type="search"
              className={inputClass}
              value={typed}
              maxLength={100}
              aria-describedby="customer-search-help"
              onChange={(event) => setTyped(event.target.value)}
            />
          </Field>
        </div>
        <button type="submit" className={`${buttonClass.primary} sm:mb-7`}>
          {t('actions.search')}
        </button>
      </form>
      <NoticeView notice={notice} />
      {result === null ? (
        <p>{t('state.loading')}</p>
      ) : (
        <>
          <p className="text-sm text-stone-700" aria-live="polite">
            {t('admin-customers:search.results', { count: result.total })}
          </p>
          <DataTable caption={t('admin-customers:title')} rows={result.items} columns={columns} empty={t('admin-customers:empty')} rowKey={(row) => row.id} />
          <Pager lang={lang} page={query.page} pageCount={Math.max(1, Math.ceil(result.total / PAGE_SIZE))} onPage={(page) => setQuery({ ...query, page })} />
        </>
      )}
      <SubscribersDownload lang={lang} />
    </div>
  );
}
