import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { MAX_RICH_TEXT } from '~/lib/admin/content/common';
import {
  adminBlogFolderSchema,
  adminBlogFoldersSchema,
  adminBlogPostPageSchema,
  adminBlogPostSchema,
  blogFolderInputSchema,
  blogPostInputSchema,
} from '~/lib/admin/content/blog';
import type { ShopEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { adminBlogFolder, adminBlogFolders, adminBlogPost, adminBlogPosts, deleteBlogFolder, deleteBlogPost, saveBlogFolder, saveBlogPost } from '../../services/admin/content/blog';
import { contentListQuery, contentRoutes } from '../../http/admin/content';
import { adminRoute } from '../../http/admin/route';

// The blog's folders and posts in the back office (src/lib/admin/content/blog.ts). Who may call
// is settled once for every /admin path (app.ts).

export function adminBlogRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/admin/blog/*', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));

  const folders = contentRoutes(app, {
    path: '/admin/blog/folder',
    schemas: { item: adminBlogFolderSchema, input: blogFolderInputSchema },
    one: { summary: 'A blog folder with its texts in both languages (admins)', answer: 'The folder', serve: adminBlogFolder },
    remove: { summary: 'Deletes a blog folder: its sub-folders move up, its posts become unfiled (admins)', deleted: 'admin-content:blog.folderDeleted', serve: deleteBlogFolder },
  });
  app.openapi(
    adminRoute(
      { method: 'get', path: '/admin/blog/folder', summary: 'Every blog folder in tree order, with its depth and its posts count (admins)' },
      { schema: adminBlogFoldersSchema, description: 'The folders', failures: [401, 403] },
    ),
    async (c) => c.json(ok(await adminBlogFolders(c.get('deps').db, c.get('lang'))), 200),
  );
  app.openapi(folders.create({ summary: 'Creates a blog folder (admins)', answer: 'The new folder' }), async (c) =>
    c.json(ok(await saveBlogFolder(c.get('deps'), null, c.req.valid('json')), c.get('t')('admin-content:blog.folderSaved')), 200),
  );
  app.openapi(folders.update({ summary: 'Saves a blog folder; 400 for a parent that is the folder or one of its sub-folders (admins)', answer: 'The folder as saved' }), async (c) =>
    c.json(ok(await saveBlogFolder(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:blog.folderSaved')), 200),
  );

  const posts = contentRoutes(app, {
    path: '/admin/blog/post',
    schemas: { item: adminBlogPostSchema, input: blogPostInputSchema },
    one: { summary: 'A blog post with its texts in both languages (admins)', answer: 'The post', serve: adminBlogPost },
    remove: { summary: 'Deletes a blog post (admins)', deleted: 'admin-content:blog.postDeleted', serve: deleteBlogPost },
  });
  app.openapi(
    adminRoute(
      {
        method: 'get',
        path: '/admin/blog/post',
        summary: 'The blog posts, published or not, newest first; search in the titles, or one folder (admins)',
        request: { query: contentListQuery.extend({ folderId: idSchema.optional() }) },
      },
      { schema: adminBlogPostPageSchema, description: 'A page of posts', failures: [400, 401, 403] },
    ),
    async (c) => c.json(ok(await adminBlogPosts(c.get('deps').db, c.get('lang'), c.req.valid('query'))), 200),
  );
  app.openapi(posts.create({ summary: 'Creates a blog post (admins)', answer: 'The new post' }), async (c) =>
    c.json(ok(await saveBlogPost(c.get('deps'), null, c.req.valid('json')), c.get('t')('admin-content:blog.postSaved')), 200),
  );
  app.openapi(posts.update({ summary: 'Saves a blog post (admins)', answer: 'The post as saved' }), async (c) =>
    c.json(ok(await saveBlogPost(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:blog.postSaved')), 200),
  );

  return app;
}
