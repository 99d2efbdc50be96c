import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ShopEnv } from '../http/context';
import { blogArianeSchema, blogFolderContentSchema, blogFolderListSchema, blogPostSchema } from '~/lib/contracts/blog';
import { listQuerySchema } from '~/lib/contracts/list-query';
import { ok } from '../http/envelope';
import { assertBlogActive, folderAriane, folderContent, getPost, listFolders, postAriane } from '../services/blog';
import { idSchema } from '../http/bounded';
import { routeUnder, type PublishedRead } from '../http/route';

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

  /** A blog read by id: 404 as well for an id that names nothing published. */
  const byId = <T extends z.ZodType>(path: string, summary: string, answer: { schema: T; description: string }, read: PublishedRead<number, z.output<T>>) =>
    app.openapi(blogRoute({ method: 'get', path, summary, request: { params: idParam } }, { ...answer, failures }), async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await read(db, lang, c.req.valid('param').id, now)), 200);
    });

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

  byId('/blog/folder/list/{id}', 'The folders right under a folder', { schema: blogFolderListSchema, description: 'The folders' }, listFolders);
  byId('/blog/folder/ariane/{id}', 'The breadcrumb (ariane) of a folder', { schema: blogArianeSchema, description: 'The breadcrumb' }, folderAriane);

  app.openapi(
    blogRoute(
      {
        method: 'get',
        path: '/blog/folder',
        summary: 'The home of the blog: top folders and the latest posts, 12 a page; filters: id, title, publishedAt, author',
        request: { query: listQuerySchema },
      },
      { schema: blogFolderContentSchema, description: 'The blog home', failures },
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
      { schema: blogFolderContentSchema, description: 'The folder', failures },
    ),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await folderContent(db, lang, c.req.valid('param').id, c.req.query(), now)), 200);
    },
  );

  byId('/blog/ariane/{id}', 'The breadcrumb (ariane) of a post: its folders, then the post', { schema: blogArianeSchema, description: 'The breadcrumb' }, postAriane);
  byId('/blog/{id}', 'One published post with its text', { schema: blogPostSchema, description: 'The post' }, getPost);

  return app;
}
