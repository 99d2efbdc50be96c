import { z } from 'zod';
import { instantSchema, slugsSchema } from './content';
import { presentedImageSchema } from './image';

// The blog's answers: posts filed in a tree of folders, 12 a page,
// as the routes describe them and the blog pages read them. The calls: blogApi in
// src/lib/api/content.ts. Every blog call is a 404 while the owner keeps the blog off.

export const blogFolderSchema = z
  .object({
    id: z.number(),
    idParent: z.number().nullable(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    image: presentedImageSchema.nullable(),
    postCount: z.number().describe('Published posts in the folder and below it'),
  })
  .meta({ id: 'BlogFolder' });
export type BlogFolder = z.infer<typeof blogFolderSchema>;

export const blogFolderListSchema = z.object({ folders: z.array(blogFolderSchema) }).meta({ id: 'BlogFolderList' });
export type BlogFolderList = z.infer<typeof blogFolderListSchema>;

export const blogPostSummarySchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().nullable(),
    publishedAt: instantSchema,
    author: z.string().nullable(),
    image: presentedImageSchema.nullable(),
    folder: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable().describe('The folder it is filed in, if any'),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema
  .extend({
    slugs: slugsSchema,
    content: z.string().describe("Owner HTML, its stored pictures drawn at the reader's width"),
    metaDescription: z.string().nullable(),
    updatedAt: instantSchema,
  })
  .meta({ id: 'BlogPost' });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogCrumbSchema = z
  .object({ type: z.enum(['FOLDER', 'POST']), id: z.number(), title: z.string(), slug: z.string() })
  .meta({ id: 'BlogCrumb' });
export type BlogCrumb = z.infer<typeof blogCrumbSchema>;

export const blogArianeSchema = z.array(blogCrumbSchema).describe('The breadcrumb (ariane), from the top of the blog down');

/** GET /blog/folder[/{id}]: a folder (null at the blog's home), its sub-folders and a page of the posts in it or below it. */
export const blogFolderContentSchema = z
  .object({
    folder: blogFolderSchema.extend({ slugs: slugsSchema }).nullable(),
    folders: z.array(blogFolderSchema),
    blogs: z.array(blogPostSummarySchema),
    total: z.number(),
  })
  .meta({ id: 'BlogFolderContent' });
export type BlogFolderContent = z.infer<typeof blogFolderContentSchema>;

