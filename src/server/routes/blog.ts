import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ShopEnv } from '../http/context';
import { blogArianeSchema, blogFolderContentSchema, blogFolderListSchema, blogPostSchema } from '~/lib/contracts/blog';
import { listQuerySchema } from '~/lib/contracts/list-query';
import { ok } from '../http/envelope';
import { assertBlogActive, folderAriane, folderContent, getPost, listFolders, postAriane } from '../services/blog';
import { idSchema } from '../http/bounded';
import { routeUnder } from '../http/route';

const blogRoute = routeUnder('Blog');

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
    blogRoute(
      { method: 'get', path: '/blog/folder/list', summary: 'The folders at the top of the blog' },
      { schema: blogFolderListSchema, description: 'The folders', failures: [404] },
    ),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await listFolders(db, lang, null, now)), 200);
    },
  );

  app.openapi(
    blogRoute(
      { method: 'get', path: '/blog/folder/list/{id}', summary: 'The folders right under a folder', request: { params: idParam } },
      { schema: blogFolderListSchema, description: 'The folders', failures: failures },
    ),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await listFolders(db, lang, c.req.valid('param').id, now)), 200);
    },
  );

  app.openapi(
    blogRoute(
      { method: 'get', path: '/blog/folder/ariane/{id}', summary: 'The breadcrumb (ariane) of a folder', request: { params: idParam } },
      { schema: blogArianeSchema, description: 'The breadcrumb', failures: failures },
    ),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await folderAriane(db, lang, c.req.valid('param').id, now)), 200);
    },
  );

  app.openapi(
    blogRoute(
      {
        method: 'get',
        path: '/blog/folder',
        summary: 'The home of the blog: top folders and the latest posts, 12 a page; filters: id, title, publishedAt, author',
        request: { query: listQuerySchema },
      },
      { schema: blogFolderContentSchema, description: 'The blog home', failures: failures },
    ),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await folderContent(db, lang, null, c.req.query(), now)), 200);
    },
  );

  app.openapi(
    blogRoute(
      {
        method: 'get',
        path: '/blog/folder/{id}',
        summary: 'A folder: its sub-folders and the posts filed in it or below it, 12 a page',
        request: { params: idParam, query: listQuerySchema },
      },
      { schema: blogFolderContentSchema, description: 'The folder', failures: failures },
    ),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await folderContent(db, lang, c.req.valid('param').id, c.req.query(), now)), 200);
    },
  );

  app.openapi(
    blogRoute(
      { method: 'get', path: '/blog/ariane/{id}', summary: 'The breadcrumb (ariane) of a post: its folders, then the post', request: { params: idParam } },
      { schema: blogArianeSchema, description: 'The breadcrumb', failures: failures },
    ),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await postAriane(db, lang, c.req.valid('param').id, now)), 200);
    },
  );

  app.openapi(
    blogRoute(
      { method: 'get', path: '/blog/{id}', summary: 'One published post with its text', request: { params: idParam } },
      { schema: blogPostSchema, description: 'The post', failures: failures },
    ),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await getPost(db, lang, c.req.valid('param').id, now)), 200);
    },
  );

  return app;
}
