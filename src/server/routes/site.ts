import { createHash } from 'node:crypto';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { siteInfoSchema, siteParameterSchema as parameterSchema } from '~/lib/contracts/site';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { visit } from '../db/schema';
import { listParameters } from '../services/parameters';
import { siteInfo } from '../services/site';

export function siteRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/parameter',
      tags: ['Site'],
      summary: 'Site parameters, with visitor texts in the userLang language',
      responses: jsonResponses(z.array(parameterSchema), 'The parameters'),
    }),
    async (c) => c.json(ok(await listParameters(c.get('deps').db, c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/site/info',
      tags: ['Site'],
      summary: 'What the storefront needs to know about the site',
      responses: jsonResponses(siteInfoSchema, 'The site'),
    }),
    async (c) => c.json(ok(await siteInfo(c.get('deps'), c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/site/visit/{from}',
      tags: ['Site'],
      summary: 'Logs a visit that arrived with ?from= (a campaign, a QR code, a partner site)',
      request: {
        params: z.object({ from: z.string().min(1).max(120) }),
        query: z.object({ path: z.string().max(500).optional() }),
      },
      responses: jsonResponses(z.null(), 'Visit logged'),
    }),
    async (c) => {
      const { from } = c.req.valid('param');
      const { path } = c.req.valid('query');
      const agent = c.req.header('user-agent');
      await c.get('deps').db.insert(visit).values({
        from,
        path: path ?? null,
        at: c.get('deps').now(),
        userAgentHash: agent ? createHash('sha256').update(agent).digest('hex').slice(0, 32) : null,
      });
      return c.json(ok(null, c.get('t')('api:visit.recorded')), 200);
    },
  );

  return app;
}
