import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ShopEnv } from '../http/context';
import { blogArianeSchema, blogFolderContentSchema, blogFolderListSchema, blogPostSchema } from '~/lib/contracts/blog';
import { listQuerySchema } from '~/lib/contracts/list-query';
import { jsonResponses, ok } from '../http/envelope';
import { assertBlogActive, folderAriane, folderContent, getPost, listFolders, postAriane } from '../services/blog';
import { idSchema } from '../http/bounded';

const idParam = z.object({ id: idSchema });
const failures = [400, 404];

/** Every blog call answers 404 while the owner keeps the blog switched off (IS_BLOG_ACTIVATED). */
async function blogDeps(c: Context<ShopEnv>) {
  const deps = c.get('deps');
  await assertBlogActive(deps.db, c.get('siteId'));
  return { db: deps.db, lang: c.get('lang'), now: deps.now() };
}

// Static paths are declared before the ones with a parameter that could swallow them.
export function blogRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({ method: 'get', path: '/blog/folder/list', tags: ['Blog'], summary: 'The folders at the top of the blog', responses: jsonResponses(blogFolderListSchema, 'The folders', [404]) }),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await listFolders(db, lang, null, now)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/blog/folder/list/{id}',
      tags: ['Blog'],
      summary: 'The folders right under a folder',
      request: { params: idParam },
      responses: jsonResponses(blogFolderListSchema, 'The folders', failures),
    }),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await listFolders(db, lang, c.req.valid('param').id, now)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/blog/folder/ariane/{id}',
      tags: ['Blog'],
      summary: 'The breadcrumb (ariane) of a folder',
      request: { params: idParam },
      responses: jsonResponses(blogArianeSchema, 'The breadcrumb', failures),
    }),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await folderAriane(db, lang, c.req.valid('param').id, now)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/blog/folder',
      tags: ['Blog'],
      summary: 'The home of the blog: top folders and the latest posts, 12 a page; filters: id, title, publishedAt, author',
      request: { query: listQuerySchema },
      responses: jsonResponses(blogFolderContentSchema, 'The blog home', failures),
    }),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await folderContent(db, lang, null, c.req.query(), now)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/blog/folder/{id}',
      tags: ['Blog'],
      summary: 'A folder: its sub-folders and the posts filed in it or below it, 12 a page',
      request: { params: idParam, query: listQuerySchema },
      responses: jsonResponses(blogFolderContentSchema, 'The folder', failures),
    }),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await folderContent(db, lang, c.req.valid('param').id, c.req.query(), now)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/blog/ariane/{id}',
      tags: ['Blog'],
      summary: 'The breadcrumb (ariane) of a post: its folders, then the post',
      request: { params: idParam },
      responses: jsonResponses(blogArianeSchema, 'The breadcrumb', failures),
    }),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await postAriane(db, lang, c.req.valid('param').id, now)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/blog/{id}',
      tags: ['Blog'],
      summary: 'One published post with its text',
      request: { params: idParam },
      responses: jsonResponses(blogPostSchema, 'The post', failures),
    }),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await getPost(db, lang, c.req.valid('param').id, now)), 200);
    },
  );

  return app;
}
