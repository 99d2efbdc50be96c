/**
 * The photo and video albums as the back office edits them (the public side is GET /album).
 *
 * - GET /admin/album → { albums: AdminAlbumSummary[] } in the owner's order.
 * - GET /admin/album/{id} → AdminAlbum, its pictures and videos in order.
 * - POST /admin/album `AlbumInput`, PUT /admin/album/{id} `AlbumInput` → AdminAlbum; the items
 *   given replace the album's items, in the order given.
 * - DELETE /admin/album/{id} → { id }.
 *
 * A picture is uploaded first (POST /admin/content/picture) and named by its id; a video is a
 * YouTube or Vimeo link (or any https address). Every change drops the cached gallery pages.
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import { instantSchema, mediaIdSchema, onlyFields, reason, shortText, textFields, textsSchema, titleSchema, type ItemPicture, type BothLanguages } from './common';

export const MAX_ALBUM_ITEMS = 500;

export const albumTextSchema = z.strictObject({ title: titleSchema, description: shortText(2000) }, textFields);

const videoUrl = z
  .string({ error: reason('video') })
  .trim()
  .regex(/^https:\/\/[^\s<>"']+$/i, { error: reason('video') })
  .max(500, { error: reason('video') });

export const albumItemSchema = z
  .strictObject(
    {
      mediaId: mediaIdSchema.nullable().optional(),
      videoUrl: videoUrl.nullable().optional(),
      captions: z.strictObject({ fr_FR: shortText(300), en_US: shortText(300) }, onlyFields).optional(),
    },
    onlyFields,
  )
  .refine((item) => (item.mediaId == null) !== (item.videoUrl == null), { error: reason('albumItem') });

export const albumInputSchema = z.strictObject(
  {
    texts: textsSchema(albumTextSchema),
    isPublished: z.boolean(),
    publishedAt: instantSchema,
    position: z.number({ error: reason('position') }).int({ error: reason('position') }).min(0, { error: reason('position') }).max(100_000, { error: reason('position') }),
    coverMediaId: mediaIdSchema.nullable(),
    items: z.array(albumItemSchema, { error: reason('albumItems') }).max(MAX_ALBUM_ITEMS, { error: reason('albumItems') }),
  },
  onlyFields,
);

export type AlbumText = z.output<typeof albumTextSchema>;
export type AlbumInput = z.input<typeof albumInputSchema>;

export interface AdminAlbumItem {
  id: number;
  /** A stored picture, or null for a video hosted elsewhere. */
  picture: ItemPicture | null;
  videoUrl: string | null;
  captions: { fr_FR: string | null; en_US: string | null };
}

export interface AdminAlbumSummary {
  id: number;
  title: string;
  isPublished: boolean;
  publishedAt: string;
  position: number;
  cover: ItemPicture | null;
  count: { pictures: number; videos: number };
}

export interface AdminAlbum extends Omit<AdminAlbumSummary, 'title'> {
  texts: BothLanguages<AlbumText>;
  items: AdminAlbumItem[];
  paths: { fr_FR: string; en_US: string };
  updatedAt: string;
}

export const albumsApi = (api: ApiClient) => ({
  list: () => api.get<{ albums: AdminAlbumSummary[] }>('/admin/album'),
  get: (id: number) => api.get<AdminAlbum>(`/admin/album/${id}`),
  create: (input: AlbumInput) => api.post<AdminAlbum>('/admin/album', input),
  update: (id: number, input: AlbumInput) => api.put<AdminAlbum>(`/admin/album/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/album/${id}`),
});
