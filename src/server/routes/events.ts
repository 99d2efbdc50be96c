import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { eventRegistrationDoneSchema, eventRegistrationSchema as registrationBody } from '~/lib/contracts/content';
import { registerForEvent } from '../services/registrations';
import { idSchema } from '../http/bounded';
import { routeUnder } from '../http/route';

const contentRoute = routeUnder('Content');

/** Registration to an event of an element list. */
export function eventRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    contentRoute(
      {
        method: 'post',
        path: '/element/{route}/{id}/register',
        summary: 'Registers for an event within its capacity; confirms by e-mail to the visitor and tells the estate',
        request: {
          params: z.object({ route: z.string().regex(/^[a-z0-9-]{1,60}$/), id: idSchema }),
          body: { content: { 'application/json': { schema: registrationBody } }, required: true },
        },
      },
      { schema: eventRegistrationDoneSchema, description: 'Registered', failures: [400, 404, 409, 429] },
    ),
    async (c) => {
      const { route, id } = c.req.valid('param');
      const input = c.req.valid('json');
      const done = await registerForEvent(
        c.get('deps'),
        { siteId: c.get('siteId'), lang: c.get('lang'), caller: c.get('caller'), ip: c.get('clientIp') },
        route,
        id,
        input,
      );
      return c.json(ok(done, c.get('t')('content:registration.done', { count: done.seats })), 200);
    },
  );

  return app;
}
