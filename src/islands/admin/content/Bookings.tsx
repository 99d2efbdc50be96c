import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminPage } from '~/lib/admin/content/common';
import { tourismApi, type AdminBooking } from '~/lib/admin/content/tourism';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { panelClass } from '../ui/styles';
import { failureText, rowAction } from './form';

const PAGE_SIZE = 50;

/** The estate's day, as bookings are dated (yyyy-mm-dd in Paris). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

/** A service's bookings from today on, by date: who comes, how many, and a cancellation when asked. */
export function Bookings({ lang, serviceId }: { lang: Lang; serviceId: number }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => tourismApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [page, setPage] = useState(1);
  const [bookings, setBookings] = useState<AdminPage<AdminBooking> | null>(null);

  const load = useCallback(() => {
    api
      .bookings(serviceId, { page, nbItem: PAGE_SIZE, from: today() })
      .then(setBookings)
      .catch((error) => say('error', failureText(error, t)));
  }, [api, page, say, serviceId, t]);
  useEffect(load, [load]);

  const columns = useMemo<Column<AdminBooking>[]>(
    () => [
      { id: 'when', header: t('admin-content:tourism.when'), cell: (row) => <span className="whitespace-nowrap tabular-nums">{`${formatDate(`${row.date}T12:00:00Z`)} ${row.startTime}`}</span> },
      { id: 'name', header: t('admin-content:registrations.columns.name'), cell: (row) => row.name },
      { id: 'email', header: t('admin-content:registrations.columns.email'), cell: (row) => <a href={`mailto:${row.email}`} className="text-wine-700 underline underline-offset-2">{row.email}</a> },
      { id: 'phone', header: t('admin-content:registrations.columns.phone'), cell: (row) => row.phone ?? '' },
      { id: 'seats', header: t('admin-content:registrations.columns.seats'), cell: (row) => row.seats, numeric: true },
      {
        id: 'status',
        header: t('admin-content:columns.status'),
        cell: (row) =>
          row.status === 'CANCELLED' ? (
            t('admin-content:tourism.cancelled')
          ) : (
            <ConfirmButton
              lang={lang}
              label={t('admin-content:tourism.cancel')}
              question={t('admin-content:tourism.reallyCancel')}
              onConfirm={() => rowAction(t, say, () => api.cancel(row.id), t('admin-content:tourism.bookingCancelled'), load)}
            />
          ),
      },
    ],
    [api, lang, load, say, t],
  );

  return (
    <section className={panelClass} aria-labelledby="bookings-title">
      <h2 id="bookings-title" className="mb-4 text-lg font-semibold">
        {t('admin-content:tourism.bookings')}
      </h2>
      <NoticeView notice={notice} />
      {bookings && (
        <>
          <DataTable caption={t('admin-content:tourism.bookings')} rows={bookings.items} columns={columns} empty={t('admin-content:tourism.noBooking')} rowKey={(row) => row.id} />
          <Pager lang={lang} page={bookings.page} pageCount={Math.ceil(bookings.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </section>
  );
}
