import { OpenAPIHono } from '@hono/zod-openapi';
import { adminNewsSchema, adminNewsSummarySchema, newsInputSchema, newsPublicationSchema } from '~/lib/admin/content/news';
import type { ShopEnv } from '../../http/context';
import { jsonBody, ok } from '../../http/envelope';
import { adminNews, adminNewsList, createNews, deleteNews, publishNews, updateNews } from '../../services/admin/content/news';
import { contentRoutes, idParams } from '../../http/admin/content';
import { adminRoute } from '../../http/admin/route';

// The estate's news in the back office (src/lib/admin/content/news.ts). Who may call is settled
// once for every /admin path (app.ts).

export function adminNewsRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  const news = contentRoutes(app, {
    path: '/admin/news',
    richText: true,
    schemas: { item: adminNewsSchema, input: newsInputSchema },
    list: { summary: 'The news, published or not, newest first; search in the titles of either language (admins)', answer: 'A page of news', schema: adminNewsSummarySchema, serve: adminNewsList },
    one: { summary: 'A news item with its texts in both languages (admins)', answer: 'The news item', serve: adminNews },
    remove: { summary: 'Deletes a news item; its picture stays in the media (admins)', deleted: 'admin-content:news.deleted', serve: deleteNews },
  });

  app.openapi(
    news.create({ summary: 'Creates a news item; the pages showing news show it at once (admins)', description: 'The texts are cleaned to the tags the editor makes. 400 for an unknown picture.', answer: 'The new item' }),
    async (c) => c.json(ok(await createNews(c.get('deps'), c.req.valid('json')), c.get('t')('admin-content:news.created')), 200),
  );
  app.openapi(
    news.update({
      summary: 'Saves a news item; the pages showing news show it at once (admins)',
      description: 'An English text left out (or null) removes the English one: the English site then shows the French.',
      answer: 'The item as saved',
    }),
    async (c) => c.json(ok(await updateNews(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:news.saved')), 200),
  );
  app.openapi(
    adminRoute(
      { method: 'put', path: '/admin/news/{id}/publication', summary: 'Publishes or withdraws a news item (admins)', request: { ...idParams, ...jsonBody(newsPublicationSchema) } },
      { schema: adminNewsSchema, description: 'The item as saved', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const { isPublished } = c.req.valid('json');
      const saved = await publishNews(c.get('deps'), c.req.valid('param').id, isPublished);
      return c.json(ok(saved, c.get('t')(isPublished ? 'admin-content:news.published' : 'admin-content:news.withdrawn')), 200);
    },
  );

  return app;
}
