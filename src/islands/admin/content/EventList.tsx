import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminPage } from '~/lib/admin/content/common';
import { eventsApi, type AdminEventSummary } from '~/lib/admin/content/events';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { buttonClass } from '../ui/styles';
import { failureText } from './form';
import { contentPaths } from './paths';
import { SearchBox } from './SearchBox';

const PAGE_SIZE = 20;

/** The events, latest first, with their places taken: open one to edit it and see who registered. */
export default function EventList({ lang }: { lang: Lang }) {
  // One translation function for the island's life: the effects that load its data depend on it.
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => eventsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const { notice, say } = useNotice();
  const [query, setQuery] = useState({ page: 1, search: '' });
  const [list, setList] = useState<AdminPage<AdminEventSummary> | null>(null);

  useEffect(() => {
    api
      .list({ page: query.page, nbItem: PAGE_SIZE, search: query.search || undefined })
      .then(setList)
      .catch((error) => say('error', failureText(error, t)));
  }, [api, query, say, t]);

  const seats = useCallback(
    (event: AdminEventSummary) =>
      event.capacity === null ? t('admin-content:events.seatsUnlimited', { count: event.registeredSeats }) : t('admin-content:events.seatsOf', { count: event.registeredSeats, capacity: event.capacity }),
    [t],
  );

  const columns = useMemo<Column<AdminEventSummary>[]>(
    () => [
      {
        id: 'title',
        header: t('admin-content:events.columns.title'),
        cell: (event) => (
          <a href={paths.event(event.id)} className="font-medium text-wine-700 underline underline-offset-2 hover:text-wine-800">
            {event.title || t('admin-content:untitled')}
          </a>
        ),
      },
      { id: 'startsAt', header: t('admin-content:events.columns.startsAt'), cell: (event) => <span className="tabular-nums">{formatDate(event.startsAt)}</span> },
      { id: 'location', header: t('admin-content:events.columns.location'), cell: (event) => event.location ?? '' },
      { id: 'seats', header: t('admin-content:events.columns.seats'), cell: seats },
      { id: 'status', header: t('admin-content:columns.status'), cell: (event) => (event.isPublished ? t('admin-content:status.published') : t('admin-content:status.draft')) },
    ],
    [paths, seats, t],
  );

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <SearchBox lang={lang} label={t('admin-content:events.search')} onSearch={(search) => setQuery({ page: 1, search })} />
        <a href={paths.event('new')} className={buttonClass.primary}>
          {t('admin-content:events.new')}
        </a>
      </div>
      <NoticeView notice={notice} />
      {list === null ? (
        <p className="text-stone-600">{t('state.loading')}</p>
      ) : (
        <>
          <DataTable caption={t('admin-content:events.caption')} rows={list.items} columns={columns} empty={t('admin-content:events.empty')} rowKey={(event) => event.id} />
          <Pager lang={lang} page={list.page} pageCount={Math.ceil(list.total / PAGE_SIZE)} onPage={(page) => setQuery((current) => ({ ...current, page }))} />
        </>
      )}
    </div>
  );
}
