/**
 * The blog as the back office edits it: posts filed in a tree of folders (the public side is
 * GET /blog/...).
 *
 * - GET /admin/blog/folder → { folders: AdminBlogFolder[] }: every folder in tree order, with its depth.
 * - GET /admin/blog/folder/{id} → AdminBlogFolder.
 * - POST /admin/blog/folder `BlogFolderInput`, PUT /admin/blog/folder/{id} → AdminBlogFolder.
 * - DELETE /admin/blog/folder/{id} → { id }: its sub-folders move up, its posts become unfiled.
 * - GET /admin/blog/post?page=&nbItem=&search=&folderId= → AdminPage<AdminBlogPostSummary>, newest first.
 * - GET /admin/blog/post/{id} → AdminBlogPost.
 * - POST /admin/blog/post `BlogPostInput`, PUT /admin/blog/post/{id} → AdminBlogPost.
 * - DELETE /admin/blog/post/{id} → { id }.
 *
 * Every change drops the cached blog pages. 400 for a folder under itself or one of its children.
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
  reason,
  shortText,
  storedArticleTextSchema,
  textFields,
  textsSchema,
  titleSchema,
  type ContentListQuery,
} from './common';

const folderIdSchema = z.number({ error: reason('folder') }).int({ error: reason('folder') }).min(1, { error: reason('folder') }).max(2_147_483_647, { error: reason('folder') });

export const blogFolderTextSchema = z.strictObject({ name: titleSchema, description: shortText(1000) }, textFields);
export type BlogFolderText = z.output<typeof blogFolderTextSchema>;

export const blogFolderInputSchema = z.strictObject(
  {
    texts: textsSchema(blogFolderTextSchema),
    parentId: folderIdSchema.nullable(),
    position: z.number({ error: reason('position') }).int({ error: reason('position') }).min(0, { error: reason('position') }).max(100_000, { error: reason('position') }),
    isPublished: z.boolean(),
    mediaId: mediaIdSchema.nullable(),
  },
  onlyFields,
);
export type BlogFolderInput = z.input<typeof blogFolderInputSchema>;

export const blogPostInputSchema = z.strictObject(
  {
    texts: textsSchema(articleTextSchema),
    folderId: folderIdSchema.nullable(),
    authorName: shortText(100),
    publishedAt: instantSchema,
    isPublished: z.boolean(),
    mediaId: mediaIdSchema.nullable(),
  },
  onlyFields,
);
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** A folder's texts as the back office reads them back. */
export const storedBlogFolderTextSchema = z.object({ name: z.string(), description: z.string().nullable() });
export type StoredBlogFolderText = z.infer<typeof storedBlogFolderTextSchema>;

export const adminBlogFolderSchema = z
  .object({
    ...publishedItemFields,
    name: z.string().describe("In the caller's language, else French"),
    parentId: z.number().nullable(),
    position: z.number(),
    depth: z.number().describe('0 for a folder at the top of the tree'),
    postCount: z.number().describe('Posts filed directly in it, published or not'),
    texts: bothLanguagesSchema(storedBlogFolderTextSchema),
  })
  .meta({ id: 'AdminBlogFolder' });
export type AdminBlogFolder = z.infer<typeof adminBlogFolderSchema>;

const postFields = { ...publishedItemFields, folderId: z.number().nullable(), publishedAt: z.string() };

export const adminBlogPostSummarySchema = z
  .object({ ...postFields, title: z.string().describe("In the caller's language, else French"), hasEnglish: z.boolean().describe('Whether the English blog has its own text') })
  .meta({ id: 'AdminBlogPostSummary' });
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostSummarySchema>;

export const adminBlogPostSchema = z
  .object({
    ...postFields,
    authorName: z.string().nullable(),
    texts: bothLanguagesSchema(storedArticleTextSchema),
    paths: bothLanguagesSchema(z.string()).describe('Where visitors read it, per language (null without a text in that language)'),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminBlogPost' });
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

export const adminBlogFoldersSchema = z.object({ folders: z.array(adminBlogFolderSchema) });
export const adminBlogPostPageSchema = adminPageSchema(adminBlogPostSummarySchema);
export type AdminBlogFolders = z.infer<typeof adminBlogFoldersSchema>;
export type AdminBlogPostPage = z.infer<typeof adminBlogPostPageSchema>;

export const blogApi = (api: ApiClient) => ({
  folders: () => api.get<AdminBlogFolders>('/admin/blog/folder'),
  folder: (id: number) => api.get<AdminBlogFolder>(`/admin/blog/folder/${id}`),
  createFolder: (input: BlogFolderInput) => api.post<AdminBlogFolder>('/admin/blog/folder', input),
  updateFolder: (id: number, input: BlogFolderInput) => api.put<AdminBlogFolder>(`/admin/blog/folder/${id}`, input),
  removeFolder: (id: number) => api.delete<{ id: number }>(`/admin/blog/folder/${id}`),
  posts: (query: ContentListQuery & { folderId?: number } = {}) => api.get<AdminBlogPostPage>('/admin/blog/post', query),
  post: (id: number) => api.get<AdminBlogPost>(`/admin/blog/post/${id}`),
  createPost: (input: BlogPostInput) => api.post<AdminBlogPost>('/admin/blog/post', input),
  updatePost: (id: number, input: BlogPostInput) => api.put<AdminBlogPost>(`/admin/blog/post/${id}`, input),
  removePost: (id: number) => api.delete<{ id: number }>(`/admin/blog/post/${id}`),
});
