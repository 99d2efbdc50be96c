import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminAlbum, AdminAlbumList, AdminAlbumSummary, AlbumText, StoredAlbumText } from '~/lib/admin/content/albums';
import { albumPath } from '~/lib/content/paths';
import { slugify } from '~/lib/content/slug';
import { localizedPath, type Lang } from '~/lib/locale';
import type { Database } from '../../../db/connection';
import { album, albumMedia, albumMediaTranslation, albumTranslation, media } from '../../../db/schema';
import { inLang } from '../../translations';
import { notFoundProblem, pictureOf, type ContentDeps, lockSaved } from './shared';
import { invalid } from '../../errors';

// The albums from the back office: their texts, their cover, and their pictures and videos in
// order. The gallery and every album's page carry the tag 'album'; a change drops them when it
// commits.

export interface AlbumValues {
  texts: { fr_FR: AlbumText; en_US?: AlbumText | null };
  isPublished: boolean;
  publishedAt: string;
  position: number;
  coverMediaId: number | null;
  items: { mediaId?: number | null; videoUrl?: string | null; captions?: { fr_FR?: string | null; en_US?: string | null } }[];
}

const mediaColumns = { columns: { id: true, filename: true, url: true, kind: true } } as const;

const findAlbums = (db: Database, id?: number) =>
  db.query.album.findMany({
    where: id === undefined ? undefined : eq(album.id, id),
    with: {
      translations: true,
      cover: mediaColumns,
      media: { with: { media: mediaColumns, translations: true }, orderBy: [asc(albumMedia.position), asc(albumMedia.id)] },
    },
    orderBy: [asc(album.position), asc(album.id)],
  });

type AlbumRow = Awaited<ReturnType<typeof findAlbums>>[number];

function summary(row: AlbumRow, lang: Lang): AdminAlbumSummary {
  const videos = row.media.filter((item) => item.videoUrl !== null || item.media?.kind === 'VIDEO').length;
  return {
    id: row.id,
    title: inLang(row.translations, lang)?.title ?? '',
    isPublished: row.isValid,
    publishedAt: row.publishedAt.toISOString(),
    position: row.position,
    cover: pictureOf(row.cover),
    count: { pictures: row.media.length - videos, videos },
  };
}

export async function adminAlbums(db: Database, lang: Lang): Promise<AdminAlbumList> {
  return { albums: (await findAlbums(db)).map((row) => summary(row, lang)) };
}

export async function adminAlbum(db: Database, id: number): Promise<AdminAlbum> {
  const [row] = await findAlbums(db, id);
  if (!row) throw notFoundProblem();
  const { title: _title, ...rest } = summary(row, 'fr_FR');
  const textOf = (lang: Lang): StoredAlbumText | null => {
    const text = row.translations.find((tr) => tr.lang === lang);
    return text ? { title: text.title, description: text.description } : null;
  };
  const pathIn = (lang: Lang) => localizedPath(lang, albumPath({ slug: inLang(row.translations, lang)?.slug ?? String(row.id), id: row.id }));
  return {
    ...rest,
    texts: { fr_FR: textOf('fr_FR') ?? { title: '', description: null }, en_US: textOf('en_US') },
    items: row.media.map((item) => ({
      id: item.id,
      picture: pictureOf(item.media),
      videoUrl: item.videoUrl,
      captions: {
        fr_FR: item.translations.find((tr) => tr.lang === 'fr_FR')?.caption ?? null,
        en_US: item.translations.find((tr) => tr.lang === 'en_US')?.caption ?? null,
      },
    })),
    paths: { fr_FR: pathIn('fr_FR'), en_US: pathIn('en_US') },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Refuses a cover or an item naming a media that does not exist; they are locked until the change commits. */
async function assertMedia(tx: Database, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await tx.select({ id: media.id }).from(media).where(inArray(media.id, wanted)).for('key share');
  const missing = wanted.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw invalid('admin-content:errors.pictureNotFound', { id: missing });
}

const rowValues = (values: AlbumValues) => ({ isValid: values.isPublished, publishedAt: new Date(values.publishedAt), position: values.position, coverMediaId: values.coverMediaId });

export async function saveAlbum(deps: ContentDeps, id: number | null, values: AlbumValues): Promise<AdminAlbum> {
  const saved = await deps.db.transaction(async (tx) => {
    await lockSaved(tx, album, album.id, id);
    const mediaIds = values.items.flatMap((item) => (item.mediaId == null ? [] : [item.mediaId]));
    await assertMedia(tx, values.coverMediaId === null ? mediaIds : [values.coverMediaId, ...mediaIds]);
    const albumId = id === null ? (await tx.insert(album).values(rowValues(values)).returning({ id: album.id }))[0].id : id;
    if (id !== null) await tx.update(album).set(rowValues(values)).where(eq(album.id, id));
    await tx.delete(albumTranslation).where(eq(albumTranslation.albumId, albumId));
    const texts = (['fr_FR', 'en_US'] as const).flatMap((lang) => {
      const text = values.texts[lang];
      return text ? [{ albumId, lang, title: text.title, slug: slugify(text.title) || String(albumId), description: text.description ?? null }] : [];
    });
    await tx.insert(albumTranslation).values(texts);
    // The items are replaced whole, in the order given: the owner's list is the album.
    await tx.delete(albumMedia).where(eq(albumMedia.albumId, albumId));
    for (const [position, item] of values.items.entries()) {
      const [stored] = await tx.insert(albumMedia).values({ albumId, mediaId: item.mediaId ?? null, videoUrl: item.videoUrl ?? null, position }).returning({ id: albumMedia.id });
      const captions = (['fr_FR', 'en_US'] as const).flatMap((lang) => (item.captions?.[lang] ? [{ albumMediaId: stored.id, lang, caption: item.captions[lang]! }] : []));
      if (captions.length) await tx.insert(albumMediaTranslation).values(captions);
    }
    await deps.pageCache.invalidate(tx, ['album', `album:${albumId}`]);
    return albumId;
  });
  return adminAlbum(deps.db, saved);
}

export async function deleteAlbum(deps: ContentDeps, id: number): Promise<{ id: number }> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(album).where(eq(album.id, id)).returning({ id: album.id });
    if (!row) throw notFoundProblem();
    await deps.pageCache.invalidate(tx, ['album', `album:${id}`]);
  });
  return { id };
}
