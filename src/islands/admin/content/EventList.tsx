import { useCallback, useMemo } from 'react';
import { eventsApi, type AdminEventSummary } from '~/lib/admin/content/events';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import type { Column } from '../ui/DataTable';
import { contentPaths } from './paths';
import { SearchedList, usePagedList } from './SearchedList';
import { statusColumn, titleColumn } from './WholeList';

/** The events, latest first, with their places taken: open one to edit it and see who registered. */
export default function EventList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => eventsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const events = usePagedList(lang, api.list);

  const seats = useCallback(
    (event: AdminEventSummary) =>
      event.capacity === null ? t('admin-content:events.seatsUnlimited', { count: event.registeredSeats }) : t('admin-content:events.seatsOf', { count: event.registeredSeats, capacity: event.capacity }),
    [t],
  );

  const columns = useMemo<Column<AdminEventSummary>[]>(
    () => [
      titleColumn(t, t('admin-content:events.columns.title'), (event) => paths.event(event.id), (event) => event.title),
      { id: 'startsAt', header: t('admin-content:events.columns.startsAt'), cell: (event) => <span className="tabular-nums">{formatDate(event.startsAt)}</span> },
      { id: 'location', header: t('admin-content:events.columns.location'), cell: (event) => event.location ?? '' },
      { id: 'seats', header: t('admin-content:events.columns.seats'), cell: seats },
      statusColumn(t),
    ],
    [paths, seats, t],
  );

  return <SearchedList lang={lang} section="events" newHref={paths.event('new')} paged={events} columns={columns} />;
}
