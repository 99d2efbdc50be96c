import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminPage, ContentListQuery } from '~/lib/admin/content/common';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { buttonClass } from '../ui/styles';
import { failureText } from './form';
import { SearchBox } from './SearchBox';

const PAGE_SIZE = 20;

/**
 * A list read a page at a time (news, events): the search and page asked, the page read, what the
 * last reading or action said. `read` must be one function for good (memoised), or it reads again
 * at each render.
 */
export function usePagedList<Row>(lang: Lang, read: (query: ContentListQuery) => Promise<AdminPage<Row>>) {
  // One translation function for the island's life: the effect that reads depends on it.
  const t = useMemo(() => adminT(lang), [lang]);
  const { notice, say } = useNotice();
  const [query, setQuery] = useState({ page: 1, search: '' });
  const [list, setList] = useState<AdminPage<Row> | null>(null);

  const reload = useCallback(async () => {
    try {
      setList(await read({ page: query.page, nbItem: PAGE_SIZE, search: query.search || undefined }));
    } catch (error) {
      say('error', failureText(error, t));
    }
  }, [read, query, say, t]);
  useEffect(() => void reload(), [reload]);

  const search = useCallback((search: string) => setQuery({ page: 1, search }), []);
  const toPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  return { notice, say, list, reload, search, toPage };
}

interface Props<Row extends { id: number }> {
  lang: Lang;
  /** Its texts are admin-content:<section>.search, .new, .caption and .empty. */
  section: 'news' | 'events';
  /** Where the button to make a new one leads. */
  newHref: string;
  paged: ReturnType<typeof usePagedList<Row>>;
  columns: Column<Row>[];
}

/** A list shown a page at a time: search and the button to make a new one above, the table and its pages below. */
export function SearchedList<Row extends { id: number }>({ lang, section, newHref, paged, columns }: Props<Row>) {
  const t = adminT(lang);
  const { notice, list } = paged;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <SearchBox lang={lang} label={t(`admin-content:${section}.search`)} onSearch={paged.search} />
        <a href={newHref} className={buttonClass.primary}>
          {t(`admin-content:${section}.new`)}
        </a>
      </div>
      <NoticeView notice={notice} />
      {list === null ? (
        <p className="text-stone-600">{t('state.loading')}</p>
      ) : (
        <>
          <DataTable caption={t(`admin-content:${section}.caption`)} rows={list.items} columns={columns} empty={t(`admin-content:${section}.empty`)} rowKey={(row) => row.id} />
          <Pager lang={lang} page={list.page} pageCount={Math.ceil(list.total / PAGE_SIZE)} onPage={paged.toPage} />
        </>
      )}
    </div>
  );
}
