import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { cmsPageSchema, elementItemSchema, elementListSchema, newsArticleSchema, newsListSchema } from '~/lib/contracts/content';
import { pageNodeSchema } from '~/lib/contracts/site';
import { listQuerySchema } from '~/lib/contracts/list-query';
import { ok } from '../http/envelope';
import { getElement, listElements } from '../services/elements';
import { getNews, listNews } from '../services/news';
import { getHomePage, getPage, getPageByUrl, pageTree } from '../services/pages';
import { idParam, idSchema } from '../http/bounded';
import { routeUnder, servePublished } from '../http/route';

const contentRoute = routeUnder('Content');

export function contentRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  servePublished(app, contentRoute, '/news', {
    list: { summary: 'Published news, newest first; filters: id, title, promoted, publishedAt', schema: newsListSchema, description: 'A page of news', read: listNews },
    one: { summary: 'One news item with its text', schema: newsArticleSchema, description: 'The news item', read: getNews },
  });

  app.openapi(
    contentRoute(
      {
        method: 'get',
        path: '/element/{route}',
        summary: 'An element list (logo-footer, link-footer, evenements…), 24 a page; filters: id, title, startsAt, endsAt, price',
        request: { params: z.object({ route: z.string().regex(/^[a-z0-9-]{1,60}$/) }), query: listQuerySchema },
      },
      { schema: elementListSchema, description: 'A page of elements', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await listElements(c.get('deps'), c.get('lang'), c.req.valid('param').route, c.req.query())), 200),
  );

  app.openapi(
    contentRoute(
      {
        method: 'get',
        path: '/element/{route}/{id}',
        summary: 'One element of a list',
        request: { params: z.object({ route: z.string().regex(/^[a-z0-9-]{1,60}$/), id: idSchema }) },
      },
      { schema: elementItemSchema, description: 'The element', failures: [400, 404] },
    ),
    async (c) => {
      const { route, id } = c.req.valid('param');
      return c.json(ok(await getElement(c.get('deps'), c.get('lang'), route, id)), 200);
    },
  );

  app.openapi(
    contentRoute(
      { method: 'get', path: '/page', summary: 'The pages of the site as a tree (the menu)' },
      { schema: z.array(pageNodeSchema), description: 'The pages' },
    ),
    async (c) => c.json(ok(await pageTree(c.get('deps').db, c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    contentRoute(
      { method: 'get', path: '/page/home', summary: 'The home page' },
      { schema: cmsPageSchema, description: 'The home page', failures: [404] },
    ),
    async (c) => c.json(ok(await getHomePage(c.get('deps').db, c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    contentRoute(
      { method: 'get', path: '/page/url/{url}', summary: 'The page at a menu url, e.g. le-domaine', request: { params: z.object({ url: z.string().max(200) }) } },
      { schema: cmsPageSchema, description: 'The page', failures: [404] },
    ),
    async (c) => c.json(ok(await getPageByUrl(c.get('deps').db, c.get('siteId'), c.get('lang'), c.req.valid('param').url)), 200),
  );

  app.openapi(
    contentRoute(
      { method: 'get', path: '/page/{id}', summary: 'A page with its content', request: { params: idParam } },
      { schema: cmsPageSchema, description: 'The page', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await getPage(c.get('deps').db, c.get('siteId'), c.get('lang'), c.req.valid('param').id)), 200),
  );

  return app;
}
