import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { activePopupSchema, popupSchema } from '~/lib/contracts/content';
import { jsonResponses, ok } from '../http/envelope';
import { activePopups, getPopup } from '../services/popups';
import { idSchema } from '../http/bounded';

export function popupRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/popup',
      tags: ['Content'],
      summary: 'The popups on at this moment (active=1, the default), each with its delay; the browser remembers which it has shown',
      request: { query: z.object({ active: z.enum(['1', 'true']).optional() }) },
      responses: jsonResponses(z.array(activePopupSchema), 'The active popups'),
    }),
    async (c) => c.json(ok(await activePopups(c.get('deps').db, c.get('deps').now())), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/popup/{id}',
      tags: ['Content'],
      summary: 'A popup and its content',
      request: { params: z.object({ id: idSchema }) },
      responses: jsonResponses(popupSchema, 'The popup', [400, 404]),
    }),
    async (c) => c.json(ok(await getPopup(c.get('deps').db, c.get('lang'), c.req.valid('param').id)), 200),
  );

  return app;
}
