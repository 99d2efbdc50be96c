import { useCallback, useMemo, useState } from 'react';
import { ordersApi, RETURN_STATUSES, type AdminReturnPage, type ReturnListQuery } from '~/lib/admin/orders';
import { localizedPath, type Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { inputClass, panelClass } from '../ui/styles';
import { useLoadedActions } from './actions';
import { ReturnActions } from './ReturnActions';

// /admin/returns: the returns customers asked, newest first, those waiting for an answer first in
// view by default, each with the answers its step allows. A return reads better as a card than as
// a table row: its products, the customer's reason and the answer forms need the width of a phone.

const PAGE_SIZE = 20;

export default function ReturnsAdmin({ lang, initialStatus, statusLabels }: { lang: Lang; initialStatus?: ReturnListQuery['status']; statusLabels: Record<string, string> }) {
  const t = adminT(lang);
  const api = useMemo(() => ordersApi(adminClient(lang)), [lang]);
  const [query, setQuery] = useState<ReturnListQuery>({ status: initialStatus, page: 1, nbItem: PAGE_SIZE });
  const [result, setResult] = useState<AdminReturnPage | null>(null);
  const { notice, say } = useNotice();

  const act = useLoadedActions(useCallback(() => api.returns(query).then(setResult), [api, query]), say);

  const choose = (status: string) => {
    const params = new URLSearchParams(location.search);
    if (status) params.set('status', status);
    else params.delete('status');
    history.replaceState(null, '', `${location.pathname}${params.size ? `?${params}` : ''}`);
    setQuery({ status: (status || undefined) as ReturnListQuery['status'], page: 1, nbItem: PAGE_SIZE });
  };

  return (
    <div className="space-y-4">
      <div className={`${panelClass} max-w-sm`}>
        <Field id="returns-status" label={t('admin-orders:returns.status')}>
          <select id="returns-status" className={inputClass} value={query.status ?? ''} onChange={(e) => choose(e.target.value)}>
            <option value="">{t('admin-orders:returns.any')}</option>
            {RETURN_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status] ?? status}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <NoticeView notice={notice} />
      {!result ? (
        <p>{t('admin:state.loading')}</p>
      ) : result.items.length === 0 ? (
        <p className={panelClass}>{t('admin-orders:returns.empty')}</p>
      ) : (
        <ul className="space-y-4" aria-label={t('admin-orders:returns.caption')}>
          {result.items.map((entry) => (
            <li key={entry.id} className={panelClass}>
              <ReturnActions
                lang={lang}
                entry={entry}
                orderId={entry.idOrder}
                act={act}
                api={api}
                title={
                  <a href={`${localizedPath(lang, `/admin/orders/${entry.idOrder}`)}#returns`} className="text-wine-800 underline underline-offset-2">
                    {t('admin-orders:returns.ofOrder', { number: entry.number, customer: entry.customerName || entry.email })}
                  </a>
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Pager lang={lang} page={query.page ?? 1} pageCount={result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1} onPage={(page) => setQuery({ ...query, page })} />
    </div>
  );
}
