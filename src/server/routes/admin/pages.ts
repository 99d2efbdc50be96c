import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { MAX_RICH_TEXT } from '~/lib/admin/content/common';
import { adminCmsPageSchema, adminPageTreeSchema, menuOrderSchema, pageInputSchema } from '~/lib/admin/content/pages';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { adminCmsPage, adminPageTree, createCmsPage, deleteCmsPage, orderMenu, updateCmsPage } from '../../services/admin/content/pages';

// The site's pages and their menu in the back office (src/lib/admin/content/pages.ts). Who may
// call is settled once for every /admin path (app.ts).

const params = { params: z.object({ id: idSchema }) };

export function adminPageContentRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/admin/page', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));
  app.use('/admin/page/:id', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/page',
      tags: ['Admin'],
      summary: 'Every page of the site, published or not, in menu order with its depth (admins)',
      responses: jsonResponses(adminPageTreeSchema, 'The pages', [401, 403]),
    }),
    async (c) => c.json(ok(await adminPageTree(c.get('deps').db, c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/page/{id}',
      tags: ['Admin'],
      summary: 'A page with its texts in both languages (admins)',
      request: params,
      responses: jsonResponses(adminCmsPageSchema, 'The page', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await adminCmsPage(c.get('deps').db, c.get('siteId'), c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/page',
      tags: ['Admin'],
      summary: 'Creates a text page; every page shows the new menu at once (admins)',
      description: '409 when another page has the address in that language; 400 for an address of the shop\'s own routes, or an unknown parent.',
      request: jsonBody(pageInputSchema),
      responses: jsonResponses(adminCmsPageSchema, 'The new page', [400, 401, 403, 409]),
    }),
    async (c) => {
      const created = await createCmsPage(c.get('deps'), c.get('siteId'), c.req.valid('json'));
      return c.json(ok(created, c.get('t')('admin-content:pages.created')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/page/{id}',
      tags: ['Admin'],
      summary: 'Saves a page: its texts and its place in the menu (admins)',
      description: 'A page the shop renders itself (not CMS) keeps its address. 400 for a parent that is the page or one of its children.',
      request: { ...params, ...jsonBody(pageInputSchema) },
      responses: jsonResponses(adminCmsPageSchema, 'The page as saved', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const saved = await updateCmsPage(c.get('deps'), c.get('siteId'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(saved, c.get('t')('admin-content:pages.saved')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/page/{id}',
      tags: ['Admin'],
      summary: 'Deletes a text page; its children move up in its place (admins)',
      request: params,
      responses: jsonResponses(z.object({ id: z.number() }), 'Deleted', [400, 401, 403, 404, 409]),
    }),
    async (c) => c.json(ok(await deleteCmsPage(c.get('deps'), c.get('siteId'), c.req.valid('param').id), c.get('t')('admin-content:pages.deleted')), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/menu',
      tags: ['Admin'],
      summary: 'Moves pages in the menu: the parent and position of each page listed (admins)',
      request: jsonBody(menuOrderSchema),
      responses: jsonResponses(adminPageTreeSchema, 'The pages in their new order', [400, 401, 403]),
    }),
    async (c) => {
      const saved = await orderMenu(c.get('deps'), c.get('siteId'), c.get('lang'), c.req.valid('json'));
      return c.json(ok(saved, c.get('t')('admin-content:pages.menuSaved')), 200);
    },
  );

  return app;
}
