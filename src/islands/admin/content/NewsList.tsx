import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AdminPage } from '~/lib/admin/content/common';
import { newsApi, type AdminNewsSummary } from '~/lib/admin/content/news';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { buttonClass } from '../ui/styles';
import { failureText } from './form';
import { contentPaths } from './paths';
import { SearchBox } from './SearchBox';

const PAGE_SIZE = 20;

/** The news, newest first: find one, open it, publish or withdraw it, delete it. */
export default function NewsList({ lang }: { lang: Lang }) {
  // One translation function for the island's life: the effects that load its data depend on it.
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => newsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const { notice, say } = useNotice();
  const [query, setQuery] = useState({ page: 1, search: '' });
  const [list, setList] = useState<AdminPage<AdminNewsSummary> | null>(null);

  const load = useCallback(async () => {
    try {
      setList(await api.list({ page: query.page, nbItem: PAGE_SIZE, search: query.search || undefined }));
    } catch (error) {
      say('error', failureText(error, t));
    }
  }, [api, query, say, t]);
  useEffect(() => void load(), [load]);

  const act = useCallback(
    async (work: () => Promise<unknown>, done: string) => {
      try {
        await work();
        say('ok', done);
        await load();
      } catch (error) {
        say('error', failureText(error, t));
      }
    },
    [load, say, t],
  );

  const columns = useMemo<Column<AdminNewsSummary>[]>(
    () => [
      {
        id: 'title',
        header: t('admin-content:news.columns.title'),
        cell: (item) => (
          <a href={paths.newsItem(item.id)} className="font-medium text-wine-700 underline underline-offset-2 hover:text-wine-800">
            {item.title || t('admin-content:untitled')}
          </a>
        ),
      },
      { id: 'publishedAt', header: t('admin-content:news.columns.publishedAt'), cell: (item) => <span className="tabular-nums">{formatDate(item.publishedAt)}</span> },
      {
        id: 'status',
        header: t('admin-content:columns.status'),
        cell: (item) => (item.isPublished ? t('admin-content:status.published') : t('admin-content:status.draft')),
      },
      { id: 'promoted', header: t('admin-content:news.columns.promoted'), cell: (item) => (item.promoted ? t('state.yes') : t('state.no')) },
      { id: 'english', header: t('admin-content:columns.english'), cell: (item) => (item.hasEnglish ? t('state.yes') : t('state.no')) },
      {
        id: 'actions',
        header: t('actions.actions'),
        cell: (item) => (
          <div className="flex flex-wrap gap-2 lg:flex-nowrap">
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() =>
                void act(() => api.publish(item.id, !item.isPublished), item.isPublished ? t('admin-content:news.withdrawnTitle', { title: item.title }) : t('admin-content:news.publishedTitle', { title: item.title }))
              }
            >
              {item.isPublished ? t('admin-content:actions.withdraw') : t('admin-content:actions.publish')}
            </button>
            <ConfirmButton lang={lang} label={t('actions.delete')} onConfirm={() => act(() => api.remove(item.id), t('admin-content:news.deletedTitle', { title: item.title }))} />
          </div>
        ),
      },
    ],
    [act, api, lang, paths, t],
  );

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <SearchBox lang={lang} label={t('admin-content:news.search')} onSearch={(search) => setQuery({ page: 1, search })} />
        <a href={paths.newsItem('new')} className={buttonClass.primary}>
          {t('admin-content:news.new')}
        </a>
      </div>
      <NoticeView notice={notice} />
      {list === null ? (
        <p className="text-stone-600">{t('state.loading')}</p>
      ) : (
        <>
          <DataTable caption={t('admin-content:news.caption')} rows={list.items} columns={columns} empty={t('admin-content:news.empty')} rowKey={(item) => item.id} />
          <Pager lang={lang} page={list.page} pageCount={Math.ceil(list.total / PAGE_SIZE)} onPage={(page) => setQuery((current) => ({ ...current, page }))} />
        </>
      )}
    </div>
  );
}
