import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { getElement, listElements } from '../services/elements';
import { getNews, listNews } from '../services/news';
import { getHomePage, getPage, getPageByUrl, pageTree } from '../services/pages';
import { contentImageSchema, idParam, listQuery } from './content-schemas';
import { idSchema } from '../http/bounded';


const newsSchema = z
  .object({
    id: z.number(),
    promoted: z.boolean(),
    publishedAt: z.date().or(z.string()),
    title: z.string(),
    slug: z.string(),
    slugs: z.record(z.string(), z.string()).openapi({ description: 'The slug in each language' }),
    excerpt: z.string().nullable(),
    metaDescription: z.string().nullable(),
    content: z.string().optional(),
    image: contentImageSchema,
  })
  .openapi('News');

const elementSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    slugs: z.record(z.string(), z.string()),
    subtitle: z.string().nullable(),
    description: z.string().nullable(),
    link: z.string().nullable(),
    linkLabel: z.string().nullable(),
    image: contentImageSchema,
    startsAt: z.date().or(z.string()).nullable(),
    endsAt: z.date().or(z.string()).nullable(),
    location: z.string().nullable(),
    price: z.number().nullable().openapi({ description: 'Euro cents, tax included' }),
    capacity: z.number().nullable(),
    seatsLeft: z.number().nullable(),
  })
  .openapi('Element');

const pageSchema: z.ZodType = z
  .object({
    id: z.number(),
    title: z.string(),
    url: z.string().nullable(),
    menuTitle: z.string(),
    metaDescription: z.string().nullable(),
    content: z.string().optional(),
    children: z.array(z.lazy(() => pageSchema)).optional(),
  })
  .passthrough()
  .openapi('Page');

export function contentRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/news',
      tags: ['Content'],
      summary: 'Published news, newest first; filters: id, title, promoted, publishedAt',
      request: { query: listQuery },
      responses: jsonResponses(z.object({ news: z.array(newsSchema), total: z.number() }), 'A page of news'),
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
      responses: jsonResponses(newsSchema, 'The news item', [400, 404]),
    }),
    async (c) => c.json(ok(await getNews(c.get('deps').db, c.get('lang'), c.req.valid('param').id, c.get('deps').now())), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/element/{route}',
      tags: ['Content'],
      summary: 'An element list (logo-footer, link-footer, evenements…), 24 a page; filters: id, title, startsAt, endsAt, price',
      request: { params: z.object({ route: z.string().regex(/^[a-z0-9-]{1,60}$/) }), query: listQuery },
      responses: jsonResponses(z.object({ items: z.array(elementSchema), total: z.number() }), 'A page of elements', [400, 404]),
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
      responses: jsonResponses(elementSchema, 'The element', [400, 404]),
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
      responses: jsonResponses(z.array(pageSchema), 'The pages'),
    }),
    async (c) => c.json(ok(await pageTree(c.get('deps').db, c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/page/home',
      tags: ['Content'],
      summary: 'The home page',
      responses: jsonResponses(pageSchema, 'The home page', [404]),
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
      responses: jsonResponses(pageSchema, 'The page', [404]),
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
      responses: jsonResponses(pageSchema, 'The page', [400, 404]),
    }),
    async (c) => c.json(ok(await getPage(c.get('deps').db, c.get('siteId'), c.get('lang'), c.req.valid('param').id)), 200),
  );

  return app;
}
