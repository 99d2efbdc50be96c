import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { articleTextSchema, MAX_RICH_TEXT } from '~/lib/admin/content/common';
import { blogFolderInputSchema, blogFolderTextSchema, blogPostInputSchema } from '~/lib/admin/content/blog';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { adminBlogFolder, adminBlogFolders, adminBlogPost, adminBlogPosts, deleteBlogFolder, deleteBlogPost, saveBlogFolder, saveBlogPost } from '../../services/admin/content/blog';
import { contentListQuery, pageOf, pictureSchema } from '../../http/admin/content';

// The blog's folders and posts in the back office (src/lib/admin/content/blog.ts). Who may call
// is settled once for every /admin path (app.ts).

const folderText = blogFolderTextSchema;
const folder = z
  .object({
    id: z.number(),
    name: z.string(),
    parentId: z.number().nullable(),
    position: z.number(),
    depth: z.number(),
    isPublished: z.boolean(),
    postCount: z.number(),
    picture: pictureSchema,
    texts: z.object({ fr_FR: folderText, en_US: folderText.nullable() }),
  })
  .openapi('AdminBlogFolder');
const postFields = { id: z.number(), folderId: z.number().nullable(), publishedAt: z.string(), isPublished: z.boolean(), picture: pictureSchema };
const postSummary = z.object({ ...postFields, title: z.string(), hasEnglish: z.boolean() }).openapi('AdminBlogPostSummary');
const articleText = articleTextSchema;
const post = z
  .object({
    ...postFields,
    authorName: z.string().nullable(),
    texts: z.object({ fr_FR: articleText, en_US: articleText.nullable() }),
    paths: z.object({ fr_FR: z.string(), en_US: z.string().nullable() }),
    updatedAt: z.string(),
  })
  .openapi('AdminBlogPost');
const params = { params: z.object({ id: idSchema }) };
const deleted = jsonResponses(z.object({ id: z.number() }), 'Deleted', [400, 401, 403, 404]);

export function adminBlogRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/admin/blog/*', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));

  app.openapi(
    createRoute({ method: 'get', path: '/admin/blog/folder', tags: ['Admin'], summary: 'Every blog folder in tree order, with its depth and its posts count (admins)', responses: jsonResponses(z.object({ folders: z.array(folder) }), 'The folders', [401, 403]) }),
    async (c) => c.json(ok(await adminBlogFolders(c.get('deps').db, c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/admin/blog/folder/{id}', tags: ['Admin'], summary: 'A blog folder with its texts in both languages (admins)', request: params, responses: jsonResponses(folder, 'The folder', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await adminBlogFolder(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/admin/blog/folder', tags: ['Admin'], summary: 'Creates a blog folder (admins)', request: jsonBody(blogFolderInputSchema), responses: jsonResponses(folder, 'The new folder', [400, 401, 403]) }),
    async (c) => c.json(ok(await saveBlogFolder(c.get('deps'), null, c.req.valid('json')), c.get('t')('admin-content:blog.folderSaved')), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/blog/folder/{id}',
      tags: ['Admin'],
      summary: 'Saves a blog folder; 400 for a parent that is the folder or one of its sub-folders (admins)',
      request: { ...params, ...jsonBody(blogFolderInputSchema) },
      responses: jsonResponses(folder, 'The folder as saved', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await saveBlogFolder(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:blog.folderSaved')), 200),
  );

  app.openapi(
    createRoute({ method: 'delete', path: '/admin/blog/folder/{id}', tags: ['Admin'], summary: 'Deletes a blog folder: its sub-folders move up, its posts become unfiled (admins)', request: params, responses: deleted }),
    async (c) => c.json(ok(await deleteBlogFolder(c.get('deps'), c.req.valid('param').id), c.get('t')('admin-content:blog.folderDeleted')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/blog/post',
      tags: ['Admin'],
      summary: 'The blog posts, published or not, newest first; search in the titles, or one folder (admins)',
      request: { query: contentListQuery.extend({ folderId: idSchema.optional() }) },
      responses: jsonResponses(pageOf(postSummary), 'A page of posts', [400, 401, 403]),
    }),
    async (c) => c.json(ok(await adminBlogPosts(c.get('deps').db, c.get('lang'), c.req.valid('query'))), 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/admin/blog/post/{id}', tags: ['Admin'], summary: 'A blog post with its texts in both languages (admins)', request: params, responses: jsonResponses(post, 'The post', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await adminBlogPost(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/admin/blog/post', tags: ['Admin'], summary: 'Creates a blog post (admins)', request: jsonBody(blogPostInputSchema), responses: jsonResponses(post, 'The new post', [400, 401, 403]) }),
    async (c) => c.json(ok(await saveBlogPost(c.get('deps'), null, c.req.valid('json')), c.get('t')('admin-content:blog.postSaved')), 200),
  );

  app.openapi(
    createRoute({ method: 'put', path: '/admin/blog/post/{id}', tags: ['Admin'], summary: 'Saves a blog post (admins)', request: { ...params, ...jsonBody(blogPostInputSchema) }, responses: jsonResponses(post, 'The post as saved', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await saveBlogPost(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:blog.postSaved')), 200),
  );

  app.openapi(
    createRoute({ method: 'delete', path: '/admin/blog/post/{id}', tags: ['Admin'], summary: 'Deletes a blog post (admins)', request: params, responses: deleted }),
    async (c) => c.json(ok(await deleteBlogPost(c.get('deps'), c.req.valid('param').id), c.get('t')('admin-content:blog.postDeleted')), 200),
  );

  return app;
}
