import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { componentConfSchema, inlineSvgSchema, loadSvgSchema } from '~/lib/contracts/content';
import { jsonBody, ok } from '../http/envelope';
import { getComponentConf, loadStoredSvg } from '../services/components';
import { routeUnder } from '../http/route';

const contentRoute = routeUnder('Content');

/** Settings of the front-end components, and stored SVG icons to inline. */
export function componentRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    contentRoute(
      {
        method: 'get',
        path: '/component/conf/{slug}',
        summary: 'The settings of a front-end component, e.g. product-tags',
        request: { params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) }) },
      },
      { schema: componentConfSchema, description: 'The settings', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await getComponentConf(c.get('deps').db, c.req.valid('param').slug)), 200),
  );

  app.openapi(
    contentRoute(
      {
        method: 'post',
        path: '/image/load-svg',
        summary: "The markup of one of the shop's stored SVG images, cleaned of scripts, to inline an icon",
        description: 'Only the shop\'s own media (/api/media/{id}/{filename}, relative or on the shop\'s address) are read; the server never fetches an outside address.',
        request: jsonBody(loadSvgSchema),
      },
      { schema: inlineSvgSchema, description: 'The SVG markup', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await loadStoredSvg(c.get('deps').db, c.get('deps').config.publicUrl, c.req.valid('json').url)), 200),
  );

  return app;
}
