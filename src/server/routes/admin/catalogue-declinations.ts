import { OpenAPIHono, z } from '@hono/zod-openapi';
import { declinationChangesSchema, declinationCreateSchema, savedDeclinationSchema } from '~/lib/admin/catalogue';
import type { ShopEnv } from '../../http/context';
import { jsonBody, ok } from '../../http/envelope';
import { adminRoute } from '../../http/admin/route';
import { idSchema } from '../../http/bounded';
import { addDeclination, removeDeclination, updateDeclination } from '../../services/admin/catalogue/declinations';
import { scopeOf } from '../../http/catalogue-scope';

// The back office's declinations (src/lib/admin/catalogue.ts). Who may call is settled once for
// every /admin path (app.ts): these handlers only run for ADMIN and SUPER_ADMIN.

const idParam = z.object({ id: idSchema });
const saved = savedDeclinationSchema;

export function adminCatalogueDeclinationRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  const byId = [400, 401, 403, 404];

  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/declination/{id}',
        summary: "Changes a declination: price, fixed price, stock, vintage, capacity, sell-by multiple, its reduction and volume tiers; the pages showing the product are refreshed",
        request: { params: idParam, ...jsonBody(declinationChangesSchema) },
      },
      { schema: saved, description: 'The declination as saved, with the price a customer pays today', failures: byId },
    ),
    async (c) => c.json(ok(await updateDeclination(c.get('deps'), await scopeOf(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/product/{id}/declination', summary: 'Adds a declination to a product, after its others', request: { params: idParam, ...jsonBody(declinationCreateSchema) } },
      { schema: saved, description: 'The new declination', failures: byId },
    ),
    async (c) => c.json(ok(await addDeclination(c.get('deps'), await scopeOf(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );

  app.openapi(
    adminRoute(
      { method: 'delete', path: '/admin/declination/{id}', summary: 'Removes a declination; orders keep their lines as they were sold', request: { params: idParam } },
      { schema: z.null(), description: 'Removed', failures: byId },
    ),
    async (c) => {
      await removeDeclination(c.get('deps'), c.req.valid('param').id);
      return c.json(ok(null), 200);
    },
  );

  return app;
}
