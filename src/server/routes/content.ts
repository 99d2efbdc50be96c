import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { cmsPageSchema, elementItemSchema, elementListSchema, newsArticleSchema, newsListSchema } from '~/lib/contracts/content';
import { pageNodeSchema } from '~/lib/contracts/site';
import { listQuerySchema } from '~/lib/contracts/list-query';
import { jsonResponses, ok } from '../http/envelope';
import { getElement, listElements } from '../services/elements';
import { getNews, listNews } from '../services/news';
import { getHomePage, getPage, getPageByUrl, pageTree } from '../services/pages';
import { idParam, idSchema } from '../http/bounded';

export function contentRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/news',
      tags: ['Content'],
      summary: 'Published news, newest first; filters: id, title, promoted, publishedAt',
      request: { query: listQuerySchema },
      responses: jsonResponses(newsListSchema, 'A page of news'),
    }),
    async (c) => c.json(ok(await listNews(c.get('deps').db, c.get('lang'), c.req.query(), c.get('deps').now())), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/news/{id}',
      tags: ['Content'],
      summary: 'One news item with its text',
      request: { params: idParam },
      responses: jsonResponses(newsArticleSchema, 'The news item', [400, 404]),
    }),
    async (c) => c.json(ok(await getNews(c.get('deps').db, c.get('lang'), c.req.valid('param').id, c.get('deps').now())), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/element/{route}',
      tags: ['Content'],
      summary: 'An element list (logo-footer, link-footer, evenements…), 24 a page; filters: id, title, startsAt, endsAt, price',
      request: { params: z.object({ route: z.string().regex(/^[a-z0-9-]{1,60}$/) }), query: listQuerySchema },
      responses: jsonResponses(elementListSchema, 'A page of elements', [400, 404]),
    }),
    async (c) => c.json(ok(await listElements(c.get('deps'), c.get('lang'), c.req.valid('param').route, c.req.query())), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/element/{route}/{id}',
      tags: ['Content'],
      summary: 'One element of a list',
      request: { params: z.object({ route: z.string().regex(/^[a-z0-9-]{1,60}$/), id: idSchema }) },
      responses: jsonResponses(elementItemSchema, 'The element', [400, 404]),
    }),
    async (c) => {
      const { route, id } = c.req.valid('param');
      return c.json(ok(await getElement(c.get('deps'), c.get('lang'), route, id)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/page',
      tags: ['Content'],
      summary: 'The pages of the site as a tree (the menu)',
      responses: jsonResponses(z.array(pageNodeSchema), 'The pages'),
    }),
    async (c) => c.json(ok(await pageTree(c.get('deps').db, c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/page/home',
      tags: ['Content'],
      summary: 'The home page',
      responses: jsonResponses(cmsPageSchema, 'The home page', [404]),
    }),
    async (c) => c.json(ok(await getHomePage(c.get('deps').db, c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/page/url/{url}',
      tags: ['Content'],
      summary: 'The page at a menu url, e.g. le-domaine',
      request: { params: z.object({ url: z.string().max(200) }) },
      responses: jsonResponses(cmsPageSchema, 'The page', [404]),
    }),
    async (c) => c.json(ok(await getPageByUrl(c.get('deps').db, c.get('siteId'), c.get('lang'), c.req.valid('param').url)), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/page/{id}',
      tags: ['Content'],
      summary: 'A page with its content',
      request: { params: idParam },
      responses: jsonResponses(cmsPageSchema, 'The page', [400, 404]),
    }),
    async (c) => c.json(ok(await getPage(c.get('deps').db, c.get('siteId'), c.get('lang'), c.req.valid('param').id)), 200),
  );

  return app;
}
