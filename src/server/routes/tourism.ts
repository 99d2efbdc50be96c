import { OpenAPIHono, z } from '@hono/zod-openapi';
import { bookingRequestSchema as bookingBody, bookingSchema, serviceListSchema, serviceSchema } from '~/lib/contracts/tourism';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { bookService } from '../services/bookings';
import { getService, listServices, serviceTags } from '../services/tourism';
import { idSchema } from '../http/bounded';
import { routeUnder } from '../http/route';

const servicesRoute = routeUnder('Services');

const idParam = z.object({ id: idSchema });

export function tourismRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    servicesRoute(
      {
        method: 'get',
        path: '/service',
        summary: 'Wine tourism services in the owner’s order; tag keeps those with one of its comma-separated tags; filters: id, title, price, durationMinutes, membersOnly',
        request: {
          query: z
            .object({
              page: z.string().optional(),
              nbItem: z.string().optional(),
              orderBy: z.string().optional(),
              tag: z.string().max(300).optional().openapi({ example: 'degustation,visite' }),
            })
            .loose(),
        },
      },
      { schema: serviceListSchema, description: 'A page of services' },
    ),
    async (c) => {
      const { db } = c.get('deps');
      const [list, tags] = await Promise.all([listServices(db, c.get('lang'), c.req.query()), serviceTags(db)]);
      return c.json(ok({ ...list, tags }), 200);
    },
  );

  app.openapi(
    servicesRoute(
      { method: 'get', path: '/service/{id}', summary: 'One service with its description', request: { params: idParam } },
      { schema: serviceSchema, description: 'The service', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await getService(c.get('deps').db, c.get('lang'), c.req.valid('param').id)), 200),
  );

  app.openapi(
    servicesRoute(
      {
        method: 'post',
        path: '/service/{id}/booking',
        summary: 'Books seats on a slot of the service’s calendar; confirmed by e-mail to the visitor and the estate',
        description:
          'Refused with 401 on a members-only service for a visitor, 400 on a past or closed day or a slot that does not run that day, ' +
          '409 when the slot has not enough places left (the message says how many), 429 after 10 bookings an hour from one address.',
        request: { params: idParam, body: { content: { 'application/json': { schema: bookingBody } }, required: true } },
      },
      { schema: bookingSchema, description: 'The booking', failures: [400, 401, 404, 409, 429] },
    ),
    async (c) => {
      const booked = await bookService(
        c.get('deps'),
        { siteId: c.get('siteId'), lang: c.get('lang'), caller: c.get('caller'), ip: c.get('clientIp') },
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(ok(booked, c.get('t')('engagement:booking.confirmed', { email: c.req.valid('json').email.trim() })), 200);
    },
  );

  return app;
}
