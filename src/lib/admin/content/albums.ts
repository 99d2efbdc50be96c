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
import { bothLanguagesSchema, instantSchema, itemPictureSchema, mediaIdSchema, onlyFields, reason, shortText, textFields, textsSchema, titleSchema } from './common';

export const MAX_ALBUM_ITEMS = 500;

export const albumTextSchema = z.strictObject({ title: titleSchema, description: shortText(2000) }, textFields);
export type AlbumText = z.output<typeof albumTextSchema>;

// The scheme's case is spelled out rather than given by an `i` flag: a pattern of the OpenAPI document has no flags.
const videoUrl = z
  .string({ error: reason('video') })
  .trim()
  .regex(/^[Hh][Tt][Tt][Pp][Ss]:\/\/[^\s<>"']+$/, { error: reason('video') })
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
export type AlbumInput = z.input<typeof albumInputSchema>;

export const adminAlbumItemSchema = z.object({
  id: z.number(),
  picture: itemPictureSchema.nullable().describe('A stored picture, or null for a video hosted elsewhere'),
  videoUrl: z.string().nullable(),
  captions: z.object({ fr_FR: z.string().nullable(), en_US: z.string().nullable() }),
});
export type AdminAlbumItem = z.infer<typeof adminAlbumItemSchema>;

const albumFields = {
  id: z.number(),
  isPublished: z.boolean(),
  publishedAt: z.string(),
  position: z.number(),
  cover: itemPictureSchema.nullable(),
  count: z.object({ pictures: z.number(), videos: z.number() }),
};

export const adminAlbumSummarySchema = z.object({ ...albumFields, title: z.string().describe("In the caller's language, else French") }).meta({ id: 'AdminAlbumSummary' });
export type AdminAlbumSummary = z.infer<typeof adminAlbumSummarySchema>;

/** An album's texts as the back office reads them back. */
export const storedAlbumTextSchema = z.object({ title: z.string(), description: z.string().nullable() });
export type StoredAlbumText = z.infer<typeof storedAlbumTextSchema>;

export const adminAlbumSchema = z
  .object({
    ...albumFields,
    texts: bothLanguagesSchema(storedAlbumTextSchema),
    items: z.array(adminAlbumItemSchema).describe('Its pictures and videos, in order'),
    paths: z.object({ fr_FR: z.string(), en_US: z.string() }),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminAlbum' });
export type AdminAlbum = z.infer<typeof adminAlbumSchema>;

export const adminAlbumListSchema = z.object({ albums: z.array(adminAlbumSummarySchema) });
export type AdminAlbumList = z.infer<typeof adminAlbumListSchema>;

export const albumsApi = (api: ApiClient) => ({
  list: () => api.get<AdminAlbumList>('/admin/album'),
  get: (id: number) => api.get<AdminAlbum>(`/admin/album/${id}`),
  create: (input: AlbumInput) => api.post<AdminAlbum>('/admin/album', input),
  update: (id: number, input: AlbumInput) => api.put<AdminAlbum>(`/admin/album/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/album/${id}`),
});
