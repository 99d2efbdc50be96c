import { useEffect, useMemo, useState } from 'react';
import type { AdminPage } from '~/lib/admin/content/common';
import { eventRegistrationsCsvPath, eventsApi, type AdminRegistration } from '~/lib/admin/content/events';
import { formatDateTime } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { buttonClass, panelClass } from '../ui/styles';
import { failureText } from './form';

const PAGE_SIZE = 50;

/** Who registered for an event, newest first, and the whole list as CSV for a spreadsheet. */
export function Registrations({ lang, eventId, registeredSeats, capacity }: { lang: Lang; eventId: number; registeredSeats: number; capacity: number | null }) {
  // One translation function for the island's life: the effects that load its data depend on it.
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => eventsApi(adminClient(lang)), [lang]);
  const [page, setPage] = useState(1);
  const [list, setList] = useState<AdminPage<AdminRegistration> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    api
      .registrations(eventId, { page, nbItem: PAGE_SIZE })
      .then(setList)
      .catch((error) => setProblem(failureText(error, t)));
  }, [api, eventId, page, t]);

  const columns = useMemo<Column<AdminRegistration>[]>(
    () => [
      { id: 'name', header: t('admin-content:registrations.columns.name'), cell: (row) => row.name },
      { id: 'email', header: t('admin-content:registrations.columns.email'), cell: (row) => <a href={`mailto:${row.email}`} className="text-wine-700 underline underline-offset-2">{row.email}</a> },
      { id: 'phone', header: t('admin-content:registrations.columns.phone'), cell: (row) => row.phone ?? '' },
      { id: 'seats', header: t('admin-content:registrations.columns.seats'), cell: (row) => row.seats, numeric: true },
      { id: 'lang', header: t('admin-content:registrations.columns.lang'), cell: (row) => t(`admin-content:languages.${row.lang}`, { defaultValue: row.lang }) },
      { id: 'createdAt', header: t('admin-content:registrations.columns.createdAt'), cell: (row) => <span className="tabular-nums">{formatDateTime(row.createdAt)}</span> },
    ],
    [t],
  );

  return (
    <section className={panelClass} aria-labelledby="registrations-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="registrations-title" className="text-lg font-semibold">
            {t('admin-content:registrations.title')}
          </h2>
          <p className="text-sm text-stone-700">
            {capacity === null ? t('admin-content:events.seatsUnlimited', { count: registeredSeats }) : t('admin-content:events.seatsOf', { count: registeredSeats, capacity })}
          </p>
        </div>
        <a href={eventRegistrationsCsvPath(eventId, lang)} download className={buttonClass.secondary}>
          {t('actions.export')}
        </a>
      </div>
      {problem && <p className="text-sm font-medium text-red-700">{problem}</p>}
      {list && (
        <>
          <DataTable caption={t('admin-content:registrations.title')} rows={list.items} columns={columns} empty={t('admin-content:registrations.empty')} rowKey={(row) => row.id} />
          <Pager lang={lang} page={list.page} pageCount={Math.ceil(list.total / PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </section>
  );
}
