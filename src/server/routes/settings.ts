import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { listVariations } from '../services/variations';
import { publicAppConfig } from '../services/external-apps';

const variationSchema = z
  .object({ id: z.number(), name: z.string(), detail: z.array(z.object({ id: z.number(), label: z.string() })) })
  .openapi('Variation');

const appConfigSchema = z
  .object({ app: z.string(), isActive: z.boolean(), config: z.record(z.string(), z.unknown()) })
  .openapi('ExternalAppPublicConfig');

export function settingsRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/variation',
      tags: ['Product'],
      summary: 'The kinds of variation and their values',
      responses: jsonResponses(z.array(variationSchema), 'The variations'),
    }),
    async (c) => c.json(ok(await listVariations(c.get('deps').db, c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/external-app/{app}/config/public',
      tags: ['Site'],
      summary: "The public configuration of an outside service (analytics ids, a payment provider's public key)",
      request: { params: z.object({ app: z.string().regex(/^[a-z0-9-]{2,40}$/) }) },
      responses: jsonResponses(appConfigSchema, 'The public configuration', [400, 404]),
    }),
    async (c) => c.json(ok(await publicAppConfig(c.get('deps').db, c.req.valid('param').app)), 200),
  );

  return app;
}
