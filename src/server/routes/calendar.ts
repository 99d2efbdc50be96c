import { OpenAPIHono, z } from '@hono/zod-openapi';
import { allowedDatesSchema as allowedSchema } from '~/lib/contracts/tourism';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { allowedDates } from '../services/calendar';
import { collectionAddressOf, collectionDates } from '../services/delivery/click-and-collect';
import { idSchema } from '../http/bounded';
import { routeUnder } from '../http/route';

const calendarRoute = routeUnder('Calendar');

export function calendarRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    calendarRoute(
      {
        method: 'get',
        path: '/calendar/{id}/date/allowed/{month}/{year}',
        summary: 'The days of a month open to booking, with their slots and the places left; service gives the capacities of that service',
        description: 'For the calendar of a click-and-collect address (GET /company/address calendarId), the pick-up slots at least CLICK_AND_COLLECT_HOURS ahead on the estate’s clock, their places counted in orders.',
        request: {
          params: z.object({
            id: idSchema,
            month: z.coerce.number().int().min(1).max(12),
            year: z.coerce.number().int().min(2000).max(2100),
          }),
          query: z.object({ service: idSchema.optional() }),
        },
      },
      { schema: allowedSchema, description: 'The allowed dates', failures: [400, 404] },
    ),
    async (c) => {
      const { id, month, year } = c.req.valid('param');
      const { db, now } = c.get('deps');
      const { service } = c.req.valid('query');
      const collection = service === undefined ? await collectionAddressOf(db, id) : null;
      const dates = collection ? await collectionDates(db, id, collection, month, year, now()) : await allowedDates(db, id, month, year, now(), service);
      // Places change with every booking: never kept by a cache.
      c.header('Cache-Control', 'no-store');
      return c.json(ok({ calendarId: id, month, year, dates }), 200);
    },
  );

  return app;
}
