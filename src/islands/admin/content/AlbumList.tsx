import { useEffect, useMemo, useState } from 'react';
import { albumsApi, type AdminAlbumSummary } from '~/lib/admin/content/albums';
import { formatDate } from '~/lib/dates';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { DataTable, type Column } from '../ui/DataTable';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass } from '../ui/styles';
import { failureText } from './form';
import { contentPaths } from './paths';

/** The albums in the owner's order, with their cover and what they hold. */
export default function AlbumList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const { notice, say } = useNotice();
  const [albums, setAlbums] = useState<AdminAlbumSummary[] | null>(null);

  useEffect(() => {
    albumsApi(adminClient(lang))
      .list()
      .then((answer) => setAlbums(answer.albums))
      .catch((error) => say('error', failureText(error, t)));
  }, [lang, say, t]);

  const columns = useMemo<Column<AdminAlbumSummary>[]>(
    () => [
      { id: 'cover', header: t('admin-content:albums.cover'), cell: (album) => (album.cover ? <img src={album.cover.url} alt="" className="h-12 w-16 rounded object-cover" /> : null) },
      {
        id: 'title',
        header: t('admin-content:fields.title'),
        cell: (album) => (
          <a href={paths.album(album.id)} className="font-medium text-wine-700 underline underline-offset-2">
            {album.title || t('admin-content:untitled')}
          </a>
        ),
      },
      { id: 'count', header: t('admin-content:albums.contents'), cell: (album) => t('admin-content:albums.counts', { pictures: album.count.pictures, videos: album.count.videos }) },
      { id: 'publishedAt', header: t('admin-content:news.columns.publishedAt'), cell: (album) => <span className="tabular-nums">{formatDate(album.publishedAt)}</span> },
      { id: 'status', header: t('admin-content:columns.status'), cell: (album) => (album.isPublished ? t('admin-content:status.published') : t('admin-content:status.draft')) },
    ],
    [paths, t],
  );

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <a href={paths.album('new')} className={buttonClass.primary}>
          {t('admin-content:albums.new')}
        </a>
      </div>
      <NoticeView notice={notice} />
      {albums === null ? (
        <p className="text-stone-600">{t('state.loading')}</p>
      ) : (
        <DataTable caption={t('admin-content:albums.title')} rows={albums} columns={columns} empty={t('admin-content:albums.empty')} rowKey={(album) => album.id} />
      )}
    </div>
  );
}
