/**
 * The estate's news as the back office edits them (the public side is GET /news).
 *
 * - GET /admin/news?page=&nbItem=&search= → AdminPage<AdminNewsSummary>, newest first, published
 *   or not.
 * - GET /admin/news/{id} → AdminNews.
 * - POST /admin/news `NewsInput` → AdminNews.
 * - PUT /admin/news/{id} `NewsInput` → AdminNews.
 * - PUT /admin/news/{id}/publication `{ isPublished }` → AdminNews.
 * - DELETE /admin/news/{id} → { id }.
 *
 * Every change drops the cached pages that show news (the list, the item, the home page), so the
 * next visitor sees it. An unknown id answers 404.
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import {
  adminPageSchema,
  articleTextSchema,
  bothLanguagesSchema,
  instantSchema,
  mediaIdSchema,
  onlyFields,
  publishedItemFields,
  storedArticleTextSchema,
  textsSchema,
  type ContentListQuery,
} from './common';

export const newsTextSchema = articleTextSchema;
export type NewsText = z.output<typeof newsTextSchema>;
export type NewsTextInput = z.input<typeof newsTextSchema>;

export const newsInputSchema = z.strictObject(
  {
    texts: textsSchema(newsTextSchema),
    /** Shown from this instant on (a later one schedules the item). */
    publishedAt: instantSchema,
    isPublished: z.boolean(),
    /** Shown first, on the home page. */
    promoted: z.boolean(),
    mediaId: mediaIdSchema.nullable(),
  },
  onlyFields,
);
export type NewsInput = z.input<typeof newsInputSchema>;

export const newsPublicationSchema = z.strictObject({ isPublished: z.boolean() }, onlyFields);

const newsFields = {
  ...publishedItemFields,
  promoted: z.boolean().describe('Shown first, on the home page'),
  publishedAt: z.string().describe('Shown from this instant on (ISO 8601)'),
};

export const adminNewsSummarySchema = z
  .object({
    ...newsFields,
    title: z.string().describe("In the caller's language, else French"),
    hasEnglish: z.boolean().describe('Whether the English site has its own text'),
  })
  .meta({ id: 'AdminNewsSummary' });
export type AdminNewsSummary = z.infer<typeof adminNewsSummarySchema>;

export const adminNewsSchema = z
  .object({
    ...newsFields,
    texts: bothLanguagesSchema(storedArticleTextSchema),
    paths: bothLanguagesSchema(z.string()).describe('Where visitors read it, per language (null without a text in that language)'),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminNews' });
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const adminNewsPageSchema = adminPageSchema(adminNewsSummarySchema);
export type AdminNewsPage = z.infer<typeof adminNewsPageSchema>;

export const newsApi = (api: ApiClient) => ({
  list: (query: ContentListQuery = {}) => api.get<AdminNewsPage>('/admin/news', query),
  get: (id: number) => api.get<AdminNews>(`/admin/news/${id}`),
  create: (input: NewsInput) => api.post<AdminNews>('/admin/news', input),
  update: (id: number, input: NewsInput) => api.put<AdminNews>(`/admin/news/${id}`, input),
  publish: (id: number, isPublished: boolean) => api.put<AdminNews>(`/admin/news/${id}/publication`, { isPublished }),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/news/${id}`),
});
