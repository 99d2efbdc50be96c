import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '~/lib/api';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass } from '../ui/styles';
import { failureText } from './form';

interface Props<Row extends { id: number }> {
  lang: Lang;
  /** Reads the whole list. Give one function for good (made anew at each render, it would read again). */
  load: (client: ApiClient) => Promise<Row[]>;
  columns: Column<Row>[];
  /** The button to make a new one: where it leads, what it says. */
  create: { href: string; label: string };
  caption: string;
  empty: string;
}

/** A list the back office shows whole (popups, albums, services, forms): the button to make a new one, then the table once read. */
export function WholeList<Row extends { id: number }>({ lang, load, columns, create, caption, empty }: Props<Row>) {
  const t = useMemo(() => adminT(lang), [lang]);
  const { notice, say } = useNotice();
  const [rows, setRows] = useState<Row[] | null>(null);

  useEffect(() => {
    load(adminClient(lang))
      .then(setRows)
      .catch((error) => say('error', failureText(error, t)));
  }, [lang, load, say, t]);

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <a href={create.href} className={buttonClass.primary}>
          {create.label}
        </a>
      </div>
      <NoticeView notice={notice} />
      {rows === null ? <p className="text-stone-600">{t('state.loading')}</p> : <DataTable caption={caption} rows={rows} columns={columns} empty={empty} rowKey={(row) => row.id} />}
    </div>
  );
}

/** The column saying whether an item is published or a draft. */
export const statusColumn = <Row extends { isPublished: boolean }>(t: TFunction): Column<Row> => ({
  id: 'status',
  header: t('admin-content:columns.status'),
  cell: (row) => (row.isPublished ? t('admin-content:status.published') : t('admin-content:status.draft')),
});

/** The column of an item's title (or "untitled"), a link to its editor. */
export const titleColumn = <Row extends object>(t: TFunction, header: string, href: (row: Row) => string, title: (row: Row) => string): Column<Row> => ({
  id: 'title',
  header,
  cell: (row) => (
    <a href={href(row)} className="font-medium text-wine-700 underline underline-offset-2 hover:text-wine-800">
      {title(row) || t('admin-content:untitled')}
    </a>
  ),
});
