import { useMemo } from 'react';
import { albumsApi, type AdminAlbumSummary } from '~/lib/admin/content/albums';
import { formatDate } from '~/lib/dates';
import type { ApiClient } from '~/lib/api';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import type { Column } from '../ui/DataTable';
import { contentPaths } from './paths';
import { statusColumn, titleColumn, WholeList } from './WholeList';

const load = async (client: ApiClient) => (await albumsApi(client).list()).albums;

/** The albums in the owner's order, with their cover and what they hold. */
export default function AlbumList({ lang }: { lang: Lang }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);

  const columns = useMemo<Column<AdminAlbumSummary>[]>(
    () => [
      { id: 'cover', header: t('admin-content:albums.cover'), cell: (album) => (album.cover ? <img src={album.cover.url} alt="" className="h-12 w-16 rounded object-cover" /> : null) },
      titleColumn(t, t('admin-content:fields.title'), (album) => paths.album(album.id), (album) => album.title),
      { id: 'count', header: t('admin-content:albums.contents'), cell: (album) => t('admin-content:albums.counts', { pictures: album.count.pictures, videos: album.count.videos }) },
      { id: 'publishedAt', header: t('admin-content:news.columns.publishedAt'), cell: (album) => <span className="tabular-nums">{formatDate(album.publishedAt)}</span> },
      statusColumn(t),
    ],
    [paths, t],
  );

  return <WholeList lang={lang} load={load} columns={columns} create={{ href: paths.album('new'), label: t('admin-content:albums.new') }} caption={t('admin-content:albums.title')} empty={t('admin-content:albums.empty')} />;
}
