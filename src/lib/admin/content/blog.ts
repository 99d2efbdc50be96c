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
  articleTextSchema,
  instantSchema,
  mediaIdSchema,
  onlyFields,
  reason,
  shortText,
  textFields,
  textsSchema,
  titleSchema,
  type AdminPage,
  type ArticleText,
  type ContentListQuery,
  type PublishedItem,
  type BothLanguages,
} from './common';

const folderIdSchema = z.number({ error: reason('folder') }).int({ error: reason('folder') }).min(1, { error: reason('folder') }).max(2_147_483_647, { error: reason('folder') });

export const blogFolderTextSchema = z.strictObject({ name: titleSchema, description: shortText(1000) }, textFields);

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

export type BlogFolderText = z.output<typeof blogFolderTextSchema>;
export type BlogFolderInput = z.input<typeof blogFolderInputSchema>;
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

export interface AdminBlogFolder extends PublishedItem {
  /** In the caller's language, else French. */
  name: string;
  parentId: number | null;
  position: number;
  depth: number;
  /** Posts filed directly in it, published or not. */
  postCount: number;
  texts: BothLanguages<BlogFolderText>;
}

export interface AdminBlogPostSummary extends PublishedItem {
  title: string;
  folderId: number | null;
  publishedAt: string;
  hasEnglish: boolean;
}

export interface AdminBlogPost extends Omit<AdminBlogPostSummary, 'title' | 'hasEnglish'> {
  authorName: string | null;
  texts: BothLanguages<ArticleText>;
  paths: BothLanguages<string>;
  updatedAt: string;
}

export const blogApi = (api: ApiClient) => ({
  folders: () => api.get<{ folders: AdminBlogFolder[] }>('/admin/blog/folder'),
  folder: (id: number) => api.get<AdminBlogFolder>(`/admin/blog/folder/${id}`),
  createFolder: (input: BlogFolderInput) => api.post<AdminBlogFolder>('/admin/blog/folder', input),
  updateFolder: (id: number, input: BlogFolderInput) => api.put<AdminBlogFolder>(`/admin/blog/folder/${id}`, input),
  removeFolder: (id: number) => api.delete<{ id: number }>(`/admin/blog/folder/${id}`),
  posts: (query: ContentListQuery & { folderId?: number } = {}) => api.get<AdminPage<AdminBlogPostSummary>>('/admin/blog/post', query),
  post: (id: number) => api.get<AdminBlogPost>(`/admin/blog/post/${id}`),
  createPost: (input: BlogPostInput) => api.post<AdminBlogPost>('/admin/blog/post', input),
  updatePost: (id: number, input: BlogPostInput) => api.put<AdminBlogPost>(`/admin/blog/post/${id}`, input),
  removePost: (id: number) => api.delete<{ id: number }>(`/admin/blog/post/${id}`),
});
