import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { declinationChangesSchema, declinationCreateSchema, savedDeclinationSchema } from '~/lib/admin/catalogue';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { addDeclination, removeDeclination, updateDeclination } from '../../services/admin/catalogue/declinations';
import { scopeOf } from '../../http/catalogue-scope';

// The back office's declinations (src/lib/admin/catalogue.ts). Who may call is settled once for
// every /admin path (app.ts): these handlers only run for ADMIN and SUPER_ADMIN.

const idParam = z.object({ id: idSchema });
const saved = savedDeclinationSchema;

export function adminCatalogueDeclinationRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/declination/{id}',
      tags: ['Admin'],
      summary: "Changes a declination: price, fixed price, stock, vintage, capacity, sell-by multiple, its reduction and volume tiers; the pages showing the product are refreshed",
      request: { params: idParam, ...jsonBody(declinationChangesSchema) },
      responses: jsonResponses(saved, 'The declination as saved, with the price a customer pays today', [400, 401, 403, 404]),
    }),
    async (c) => {
      const declination = await updateDeclination(c.get('deps'), await scopeOf(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(declination), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/product/{id}/declination',
      tags: ['Admin'],
      summary: 'Adds a declination to a product, after its others',
      request: { params: idParam, ...jsonBody(declinationCreateSchema) },
      responses: jsonResponses(saved, 'The new declination', [400, 401, 403, 404]),
    }),
    async (c) => {
      const declination = await addDeclination(c.get('deps'), await scopeOf(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(declination), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/declination/{id}',
      tags: ['Admin'],
      summary: 'Removes a declination; orders keep their lines as they were sold',
      request: { params: idParam },
      responses: jsonResponses(z.null(), 'Removed', [400, 401, 403, 404]),
    }),
    async (c) => {
      await removeDeclination(c.get('deps'), c.req.valid('param').id);
      return c.json(ok(null), 200);
    },
  );

  return app;
}
