import { and, asc, eq, lte } from 'drizzle-orm';
import { ALBUM_PAGE_SIZE } from '~/lib/content/page-sizes';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import { album, albumTranslation } from '../db/schema';
import { orderOf, parseListQuery, whereOf, type ListField } from './list-query';
import type { Album, AlbumEntry, AlbumList, AlbumSummary } from '~/lib/contracts/content';
import { presentImage } from './images';
import { mediaUrl } from './media';
import { inLang, perLangOf, translatedText } from './translations';
import { notFound } from './errors';

// Photo albums: 100 a page (docs/architecture.md#look-and-display). Each entry is a stored picture,
// a stored video, or a video hosted elsewhere and played in its provider's player.

const fields: Record<string, ListField> = {
  id: { type: 'number', column: album.id, list: true },
  title: { type: 'text', column: translatedText(albumTranslation, albumTranslation.albumId, albumTranslation.title, album.id) },
  publishedAt: { type: 'date', column: album.publishedAt },
  position: { type: 'number', column: album.position, filterable: false },
};

/** The extensions of a video file. */
const VIDEO_FILE = /\.(mp4|m4v|mov|avi|wmv|flv)(\?.*)?$/i;

/**
 * The player address of a hosted video: YouTube and Vimeo page links become their embed address
 * (YouTube's privacy-enhanced one, which sets no cookie until the visitor plays the video).
 */
export function hostedVideo(url: string): { embedUrl: string; provider: 'YOUTUBE' | 'VIMEO' | null } {
  const youtube = /(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?(?:.*&)?v=|shorts\/)|youtu\.be\/)([\w-]{6,20})/i.exec(url);
  if (youtube) return { embedUrl: `https://www.youtube-nocookie.com/embed/${youtube[1]}`, provider: 'YOUTUBE' };
  const vimeo = /vimeo\.com\/(?:video\/)?(\d{5,12})/i.exec(url);
  if (vimeo) return { embedUrl: `https://player.vimeo.com/video/${vimeo[1]}?dnt=1`, provider: 'VIMEO' };
  return { embedUrl: url, provider: null };
}

type AlbumRow = Awaited<ReturnType<typeof findAlbums>>[number];

function findAlbums(db: Database, where: ReturnType<typeof and>, options: { limit?: number; offset?: number; orderBy?: ReturnType<typeof orderOf> } = {}) {
  return db.query.album.findMany({
    where,
    with: {
      translations: true,
      cover: { with: { translations: true } },
      media: { columns: { id: true, mediaId: true, videoUrl: true } },
    },
    orderBy: [...(options.orderBy ?? []), asc(album.position), asc(album.id)],
    limit: options.limit,
    offset: options.offset,
  });
}

function presentSummary(row: AlbumRow, lang: Lang): AlbumSummary {
  const text = inLang(row.translations, lang);
  const videos = row.media.filter((entry) => entry.videoUrl !== null).length;
  return {
    id: row.id,
    title: text?.title ?? '',
    slug: text?.slug ?? '',
    description: text?.description ?? null,
    publishedAt: row.publishedAt.toISOString(),
    cover: presentImage(row.cover, lang, text?.title ?? ''),
    count: { pictures: row.media.length - videos, videos },
  };
}

const published = (now: Date) => and(eq(album.isValid, true), lte(album.publishedAt, now));

/** GET /album: the published albums in the owner's order. */
export async function listAlbums(db: Database, lang: Lang, query: Record<string, string | undefined>, now: Date): Promise<AlbumList> {
  const list = parseListQuery(query, fields, { nbItem: ALBUM_PAGE_SIZE });
  const where = and(published(now), whereOf(list.filters, fields));
  const rows = await findAlbums(db, where, { limit: list.nbItem, offset: list.offset, orderBy: orderOf(list, fields) });
  return { albums: rows.map((row) => presentSummary(row, lang)), total: await db.$count(album, where) };
}

/** GET /album/{id}: one album with its pictures and videos in order. */
export async function getAlbum(db: Database, lang: Lang, id: number, now: Date): Promise<Album> {
  const [row] = await findAlbums(db, and(published(now), eq(album.id, id)));
  if (!row) throw notFound();
  const entries = await db.query.albumMedia.findMany({
    where: (entry, { eq: equals }) => equals(entry.albumId, id),
    with: { translations: true, media: { with: { translations: true } } },
    orderBy: (entry, { asc: ascending }) => [ascending(entry.position), ascending(entry.id)],
  });
  const media: AlbumEntry[] = entries.flatMap((entry): AlbumEntry[] => {
    const caption = inLang(entry.translations, lang)?.caption ?? null;
    if (entry.media?.kind === 'VIDEO') return [{ id: entry.id, kind: 'video', url: mediaUrl(entry.media), caption }];
    const image = presentImage(entry.media, lang, caption ?? '');
    if (image) return [{ id: entry.id, kind: 'image', image, caption }];
    if (!entry.videoUrl) return [];
    if (VIDEO_FILE.test(entry.videoUrl)) return [{ id: entry.id, kind: 'video', url: entry.videoUrl, caption }];
    return [{ id: entry.id, kind: 'hosted', ...hostedVideo(entry.videoUrl), caption }];
  });
  return { ...presentSummary(row, lang), slugs: perLangOf(row.translations, (tr) => tr.slug), media };
}
