import { useEffect, useMemo, useState } from 'react';
import { blogApi, type AdminBlogFolder, type AdminBlogPostSummary } from '~/lib/admin/content/blog';
import type { AdminPage } from '~/lib/admin/content/common';
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
import { statusColumn, titleColumn } from './WholeList';

const PAGE_SIZE = 20;

/** The blog: its folders as a tree, and its posts, newest first, found by title. */
export default function BlogAdmin({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => blogApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const { notice, say } = useNotice();
  const [folders, setFolders] = useState<AdminBlogFolder[] | null>(null);
  const [query, setQuery] = useState({ page: 1, search: '' });
  const [posts, setPosts] = useState<AdminPage<AdminBlogPostSummary> | null>(null);

  useEffect(() => {
    api
      .folders()
      .then((answer) => setFolders(answer.folders))
      .catch((error) => say('error', failureText(error, t)));
  }, [api, say, t]);
  useEffect(() => {
    api
      .posts({ page: query.page, nbItem: PAGE_SIZE, search: query.search || undefined })
      .then(setPosts)
      .catch((error) => say('error', failureText(error, t)));
  }, [api, query, say, t]);

  const folderColumns = useMemo<Column<AdminBlogFolder>[]>(
    () => [
      {
        id: 'name',
        header: t('admin-content:blog.columns.folder'),
        cell: (folder) => (
          <a href={paths.blogFolder(folder.id)} style={{ marginInlineStart: `${folder.depth * 1.25}rem` }} className="inline-block font-medium text-wine-700 underline underline-offset-2">
            {folder.depth > 0 && <span aria-hidden="true">↳ </span>}
            {folder.name || t('admin-content:untitled')}
          </a>
        ),
      },
      { id: 'posts', header: t('admin-content:blog.columns.posts'), cell: (folder) => folder.postCount, numeric: true },
      statusColumn(t),
    ],
    [paths, t],
  );

  const folderName = useMemo(() => new Map((folders ?? []).map((folder) => [folder.id, folder.name])), [folders]);
  const postColumns = useMemo<Column<AdminBlogPostSummary>[]>(
    () => [
      titleColumn(t, t('admin-content:fields.title'), (post) => paths.blogPost(post.id), (post) => post.title),
      { id: 'folder', header: t('admin-content:blog.columns.folder'), cell: (post) => (post.folderId === null ? t('admin-content:blog.unfiled') : folderName.get(post.folderId) ?? '') },
      { id: 'publishedAt', header: t('admin-content:news.columns.publishedAt'), cell: (post) => <span className="tabular-nums">{formatDate(post.publishedAt)}</span> },
      statusColumn(t),
    ],
    [folderName, paths, t],
  );

  return (
    <div className="space-y-8">
      <NoticeView notice={notice} />
      <section aria-labelledby="blog-folders" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="blog-folders" className="text-lg font-semibold">
            {t('admin-content:blog.folders')}
          </h2>
          <a href={paths.blogFolder('new')} className={buttonClass.secondary}>
            {t('admin-content:blog.newFolder')}
          </a>
        </div>
        {folders && <DataTable caption={t('admin-content:blog.folders')} rows={folders} columns={folderColumns} empty={t('admin-content:blog.noFolder')} rowKey={(folder) => folder.id} />}
      </section>
      <section aria-labelledby="blog-posts" className="space-y-3">
        <h2 id="blog-posts" className="text-lg font-semibold">
          {t('admin-content:blog.posts')}
        </h2>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SearchBox lang={lang} label={t('admin-content:news.search')} onSearch={(search) => setQuery({ page: 1, search })} />
          <a href={paths.blogPost('new')} className={buttonClass.primary}>
            {t('admin-content:blog.newPost')}
          </a>
        </div>
        {posts && (
          <>
            <DataTable caption={t('admin-content:blog.posts')} rows={posts.items} columns={postColumns} empty={t('admin-content:blog.noPost')} rowKey={(post) => post.id} />
            <Pager lang={lang} page={posts.page} pageCount={Math.ceil(posts.total / PAGE_SIZE)} onPage={(page) => setQuery((current) => ({ ...current, page }))} />
          </>
        )}
      </section>
    </div>
  );
}
