import { useCallback, useMemo } from 'react';
import { newsApi, type AdminNewsSummary } from '~/lib/admin/content/news';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { ConfirmButton } from '../ui/ConfirmButton';
import type { Column } from '../ui/DataTable';
import { buttonClass } from '../ui/styles';
import { rowAction } from './form';
import { contentPaths } from './paths';
import { SearchedList, usePagedList } from './SearchedList';
import { statusColumn, titleColumn } from './WholeList';

/** The news, newest first: find one, open it, publish or withdraw it, delete it. */
export default function NewsList({ lang }: { lang: Lang }) {
  // One translation function for the island's life: the actions depend on it.
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => newsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const news = usePagedList(lang, api.list);
  const { say, reload } = news;

  const act = useCallback((work: () => Promise<unknown>, done: string) => rowAction(t, say, work, done, reload), [reload, say, t]);

  const columns = useMemo<Column<AdminNewsSummary>[]>(
    () => [
      titleColumn(t, t('admin-content:news.columns.title'), (item) => paths.newsItem(item.id), (item) => item.title),
      { id: 'publishedAt', header: t('admin-content:news.columns.publishedAt'), cell: (item) => <span className="tabular-nums">{formatDate(item.publishedAt)}</span> },
      statusColumn(t),
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

  return <SearchedList lang={lang} section="news" newHref={paths.newsItem('new')} paged={news} columns={columns} />;
}
