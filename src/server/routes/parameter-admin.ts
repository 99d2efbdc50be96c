import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { setParameter, setSiteSettings } from '../services/parameter-admin';

export function parameterAdminRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/parameter/{type}',
      tags: ['Admin'],
      summary: 'Sets a site parameter (admins only); every cached page is refreshed',
      request: {
        params: z.object({ type: z.string().regex(/^[A-Z][A-Z0-9_]{0,80}$/).openapi({ example: 'GOOGLE_ANALYTICS_ID' }) }),
        body: { content: { 'application/json': { schema: z.object({ value: z.string().max(200_000).nullable() }) } }, required: true },
      },
      responses: jsonResponses(
        z.object({ id: z.number(), type: z.string(), kind: z.string(), label: z.string().nullable(), value: z.string().nullable() }),
        'The parameter',
        [400, 401, 403, 404],
      ),
    }),
    async (c) => {
      const updated = await setParameter(c.get('deps'), c.get('siteId'), c.req.valid('param').type, c.req.valid('json').value);
      return c.json(ok(updated), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/site',
      tags: ['Admin'],
      summary: 'Sets the settings of the site itself (admins only): isECommerce off makes it a showcase whose shop pages redirect home',
      request: {
        body: { content: { 'application/json': { schema: z.object({ isECommerce: z.boolean() }).openapi('SiteSettings') } }, required: true },
      },
      responses: jsonResponses(z.object({ isECommerce: z.boolean() }), 'The settings', [400, 401, 403]),
    }),
    async (c) => c.json(ok(await setSiteSettings(c.get('deps'), c.get('siteId'), c.req.valid('json'))), 200),
  );

  return app;
}
