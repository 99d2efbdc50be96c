import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { activePopupSchema, popupSchema } from '~/lib/contracts/content';
import { ok } from '../http/envelope';
import { activePopups, getPopup } from '../services/popups';
import { idSchema } from '../http/bounded';
import { routeUnder } from '../http/route';

const contentRoute = routeUnder('Content');

export function popupRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    contentRoute(
      {
        method: 'get',
        path: '/popup',
        summary: 'The popups on at this moment (active=1, the default), each with its delay; the browser remembers which it has shown',
        request: { query: z.object({ active: z.enum(['1', 'true']).optional() }) },
      },
      { schema: z.array(activePopupSchema), description: 'The active popups' },
    ),
    async (c) => c.json(ok(await activePopups(c.get('deps').db, c.get('deps').now())), 200),
  );

  app.openapi(
    contentRoute(
      { method: 'get', path: '/popup/{id}', summary: 'A popup and its content', request: { params: z.object({ id: idSchema }) } },
      { schema: popupSchema, description: 'The popup', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await getPopup(c.get('deps').db, c.get('lang'), c.req.valid('param').id)), 200),
  );

  return app;
}
