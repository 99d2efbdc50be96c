import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { listVariations } from '../services/variations';
import { publicAppConfig } from '../services/external-apps';
import { routeUnder } from '../http/route';

const productRoute = routeUnder('Product');
const siteRoute = routeUnder('Site');

const variationSchema = z
  .object({ id: z.number(), name: z.string(), detail: z.array(z.object({ id: z.number(), label: z.string() })) })
  .openapi('Variation');

const appConfigSchema = z
  .object({ app: z.string(), isActive: z.boolean(), config: z.record(z.string(), z.unknown()) })
  .openapi('ExternalAppPublicConfig');

export function settingsRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    productRoute(
      { method: 'get', path: '/variation', summary: 'The kinds of variation and their values' },
      { schema: z.array(variationSchema), description: 'The variations' },
    ),
    async (c) => c.json(ok(await listVariations(c.get('deps').db, c.get('lang'))), 200),
  );

  app.openapi(
    siteRoute(
      {
        method: 'get',
        path: '/external-app/{app}/config/public',
        summary: "The public configuration of an outside service (analytics ids, a payment provider's public key)",
        request: { params: z.object({ app: z.string().regex(/^[a-z0-9-]{2,40}$/) }) },
      },
      { schema: appConfigSchema, description: 'The public configuration', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await publicAppConfig(c.get('deps').db, c.req.valid('param').app)), 200),
  );

  return app;
}
