import { OpenAPIHono, z } from '@hono/zod-openapi';
import { siteInfoSchema, siteParameterSchema as parameterSchema } from '~/lib/contracts/site';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { publicParameters } from '../services/parameters';
import { siteInfo } from '../services/site';
import { recordVisit } from '../services/visits';
import { routeUnder } from '../http/route';

const siteRoute = routeUnder('Site');

export function siteRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    siteRoute(
      { method: 'get', path: '/parameter', summary: 'The site parameters the storefront may read, with visitor texts in the userLang language' },
      { schema: z.array(parameterSchema), description: 'The parameters' },
    ),
    async (c) => {
      const { db, config } = c.get('deps');
      return c.json(ok(await publicParameters(db, c.get('siteId'), c.get('lang'), config.paymentProvider.toUpperCase())), 200);
    },
  );

  app.openapi(
    siteRoute(
      { method: 'get', path: '/site/info', summary: 'What the storefront needs to know about the site' },
      { schema: siteInfoSchema, description: 'The site' },
    ),
    async (c) => c.json(ok(await siteInfo(c.get('deps'), c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    siteRoute(
      {
        method: 'get',
        path: '/site/visit/{from}',
        summary: 'Logs a visit that arrived with ?from= (a campaign, a QR code, a partner site)',
        description: 'Counted once per network address and source every 30 minutes; a repeat answers the same without counting again.',
        request: {
          params: z.object({ from: z.string().min(1).max(120) }),
          query: z.object({ path: z.string().max(500).optional() }),
        },
      },
      { schema: z.null(), description: 'Visit logged' },
    ),
    async (c) => {
      const { from } = c.req.valid('param');
      const { path } = c.req.valid('query');
      // The same answer whether or not the visit was counted: a caller cannot tell, nor needs to.
      await recordVisit(c.get('deps'), { address: c.get('clientIp'), userAgent: c.req.header('user-agent') }, from, path ?? null);
      return c.json(ok(null, c.get('t')('api:visit.recorded')), 200);
    },
  );

  return app;
}
