import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { activePopups, getPopup } from '../services/popups';
import { idSchema } from '../http/bounded';

const popupSchema = z
  .object({
    id: z.number(),
    title: z.string().nullable(),
    content: z.string().nullable().openapi({ description: 'Owner HTML' }),
    buttonLabel: z.string().nullable(),
    buttonLink: z.string().nullable(),
    image: z.object({ id: z.number(), url: z.string(), alt: z.string() }).nullable(),
    delaySeconds: z.number(),
    showOnEveryReload: z.boolean(),
    startsAt: z.date().or(z.string()).nullable(),
    endsAt: z.date().or(z.string()).nullable(),
  })
  .openapi('Popup');

export function popupRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/popup',
      tags: ['Content'],
      summary: 'The popups on at this moment (active=1, the default), each with its delay; the browser remembers which it has shown',
      request: { query: z.object({ active: z.enum(['1', 'true']).optional() }) },
      responses: jsonResponses(
        z.array(z.object({ id: z.number(), delaySeconds: z.number(), showOnEveryReload: z.boolean(), endsAt: z.date().or(z.string()).nullable() })),
        'The active popups',
      ),
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
