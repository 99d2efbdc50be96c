import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { newsInputSchema, newsPublicationSchema, newsTextSchema } from '~/lib/admin/content/news';
import { MAX_RICH_TEXT } from '~/lib/admin/content/common';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { adminNews, adminNewsList, createNews, deleteNews, publishNews, updateNews } from '../../services/admin/content/news';
import { contentListQuery, pageOf, pictureSchema } from '../../http/admin/content';

// The estate's news in the back office (src/lib/admin/content/news.ts). Who may call is settled
// once for every /admin path (app.ts).

const input = newsInputSchema;
const text = newsTextSchema;
const summary = z
  .object({ id: z.number(), title: z.string(), promoted: z.boolean(), isPublished: z.boolean(), publishedAt: z.string(), picture: pictureSchema, hasEnglish: z.boolean() })
  .openapi('AdminNewsSummary');
const item = z
  .object({
    id: z.number(),
    promoted: z.boolean(),
    isPublished: z.boolean(),
    publishedAt: z.string(),
    picture: pictureSchema,
    texts: z.object({ fr_FR: text, en_US: text.nullable() }),
    paths: z.object({ fr_FR: z.string(), en_US: z.string().nullable() }),
    updatedAt: z.string(),
  })
  .openapi('AdminNews');
const params = { params: z.object({ id: idSchema }) };

export function adminNewsRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  // Two languages of rich text, and the JSON around them.
  app.use('/admin/news/*', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));
  app.use('/admin/news', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/news',
      tags: ['Admin'],
      summary: 'The news, published or not, newest first; search in the titles of either language (admins)',
      request: { query: contentListQuery },
      responses: jsonResponses(pageOf(summary), 'A page of news', [400, 401, 403]),
    }),
    async (c) => c.json(ok(await adminNewsList(c.get('deps').db, c.get('lang'), c.req.valid('query'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/news/{id}',
      tags: ['Admin'],
      summary: 'A news item with its texts in both languages (admins)',
      request: params,
      responses: jsonResponses(item, 'The news item', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await adminNews(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/news',
      tags: ['Admin'],
      summary: 'Creates a news item; the pages showing news show it at once (admins)',
      description: 'The texts are cleaned to the tags the editor makes. 400 for an unknown picture.',
      request: jsonBody(input),
      responses: jsonResponses(item, 'The new item', [400, 401, 403]),
    }),
    async (c) => {
      const created = await createNews(c.get('deps'), c.req.valid('json'));
      return c.json(ok(created, c.get('t')('admin-content:news.created')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/news/{id}',
      tags: ['Admin'],
      summary: 'Saves a news item; the pages showing news show it at once (admins)',
      description: 'An English text left out (or null) removes the English one: the English site then shows the French.',
      request: { ...params, ...jsonBody(input) },
      responses: jsonResponses(item, 'The item as saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const saved = await updateNews(c.get('deps'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(saved, c.get('t')('admin-content:news.saved')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/news/{id}/publication',
      tags: ['Admin'],
      summary: 'Publishes or withdraws a news item (admins)',
      request: { ...params, ...jsonBody(newsPublicationSchema) },
      responses: jsonResponses(item, 'The item as saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const { isPublished } = c.req.valid('json');
      const saved = await publishNews(c.get('deps'), c.req.valid('param').id, isPublished);
      return c.json(ok(saved, c.get('t')(isPublished ? 'admin-content:news.published' : 'admin-content:news.withdrawn')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/news/{id}',
      tags: ['Admin'],
      summary: 'Deletes a news item; its picture stays in the media (admins)',
      request: params,
      responses: jsonResponses(z.object({ id: z.number() }), 'Deleted', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await deleteNews(c.get('deps'), c.req.valid('param').id), c.get('t')('admin-content:news.deleted')), 200),
  );

  return app;
}
