import { OpenAPIHono, z } from '@hono/zod-openapi';
import { adminWineSheetSchema, wineSheetSchema } from '~/lib/admin/catalogue-wine';
import type { ShopEnv } from '../../http/context';
import { jsonBody, ok } from '../../http/envelope';
import { adminRoute } from '../../http/admin/route';
import { idSchema } from '../../http/bounded';
import { saveWineSheet, wineSheet } from '../../services/admin/catalogue/wine';

// A wine's sheet in the back office (src/lib/admin/catalogue-wine.ts). Who may call is settled
// once for every /admin path (app.ts).

const idParam = z.object({ id: idSchema });

export function adminCatalogueWineRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  const sheet = (description: string) => ({ schema: adminWineSheetSchema, description, failures: [400, 401, 403, 404] });

  app.openapi(
    adminRoute(
      {
        method: 'get',
        path: '/admin/product/{id}/wine',
        summary: "A product's wine sheet: colour, appellation, grapes, alcohol, serving, keeping, tags and tasting notes in both languages",
        request: { params: idParam },
      },
      sheet('The sheet'),
    ),
    async (c) => c.json(ok(await wineSheet(c.get('deps').db, c.get('lang'), c.req.valid('param').id)), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/product/{id}/wine',
        summary: "Saves a product's wine sheet whole (grapes' shares, when given, make 100 %); the pages showing the product are refreshed",
        request: { params: idParam, ...jsonBody(wineSheetSchema) },
      },
      sheet('The sheet as saved'),
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      await saveWineSheet(c.get('deps'), id, c.req.valid('json'));
      return c.json(ok(await wineSheet(c.get('deps').db, c.get('lang'), id)), 200);
    },
  );

  return app;
}
