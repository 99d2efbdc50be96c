import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { assertBlogActive, folderAriane, folderContent, getPost, listFolders, postAriane } from '../services/blog';
import { contentImageSchema, listQuery } from './content-schemas';
import { idSchema } from '../http/bounded';

const folderSchema = z
  .object({
    id: z.number(),
    idParent: z.number().nullable(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    image: contentImageSchema,
    postCount: z.number().openapi({ description: 'Published posts in the folder and below it' }),
  })
  .openapi('BlogFolder');

const postSummarySchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().nullable(),
    publishedAt: z.date().or(z.string()),
    author: z.string().nullable(),
    image: contentImageSchema,
    folder: z.object({ id: z.number(), name: z.string(), slug: z.string() }).nullable(),
  })
  .openapi('BlogPostSummary');

const postSchema = postSummarySchema
  .extend({
    slugs: z.record(z.string(), z.string()),
    content: z.string(),
    metaDescription: z.string().nullable(),
    updatedAt: z.date().or(z.string()),
  })
  .openapi('BlogPost');

const arianeSchema = z
  .array(z.object({ type: z.enum(['FOLDER', 'POST']), id: z.number(), title: z.string(), slug: z.string() }))
  .openapi('BlogAriane', { description: 'The breadcrumb, from the top of the blog down' });

const folderContentSchema = z
  .object({
    folder: folderSchema.extend({ slugs: z.record(z.string(), z.string()) }).nullable(),
    folders: z.array(folderSchema),
    blogs: z.array(postSummarySchema),
    total: z.number(),
  })
  .openapi('BlogFolderContent');

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
    createRoute({ method: 'get', path: '/blog/folder/list', tags: ['Blog'], summary: 'The folders at the top of the blog', responses: jsonResponses(z.object({ folders: z.array(folderSchema) }), 'The folders', [404]) }),
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
      responses: jsonResponses(z.object({ folders: z.array(folderSchema) }), 'The folders', failures),
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
      responses: jsonResponses(arianeSchema, 'The breadcrumb', failures),
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
      request: { query: listQuery },
      responses: jsonResponses(folderContentSchema, 'The blog home', failures),
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
      request: { params: idParam, query: listQuery },
      responses: jsonResponses(folderContentSchema, 'The folder', failures),
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
      responses: jsonResponses(arianeSchema, 'The breadcrumb', failures),
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
      responses: jsonResponses(postSchema, 'The post', failures),
    }),
    async (c) => {
      const { db, lang, now } = await blogDeps(c);
      return c.json(ok(await getPost(db, lang, c.req.valid('param').id, now)), 200);
    },
  );

  return app;
}
