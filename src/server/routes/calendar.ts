import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { allowedDates } from '../services/calendar';

const slotSchema = z.object({
  slotId: z.number(),
  startTime: z.string().openapi({ example: '10:30' }),
  endTime: z.string(),
  capacity: z.number().nullable(),
  placesLeft: z.number().nullable().openapi({ description: 'Seats still free; null: no limit' }),
});

const allowedSchema = z
  .object({
    calendarId: z.number(),
    month: z.number(),
    year: z.number(),
    dates: z.array(z.object({ date: z.string().openapi({ example: '2027-05-15' }), slots: z.array(slotSchema) })),
  })
  .openapi('AllowedDates');

export function calendarRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/calendar/{id}/date/allowed/{month}/{year}',
      tags: ['Calendar'],
      summary: 'The days of a month open to booking, with their slots and the places left; service gives the capacities of that service',
      request: {
        params: z.object({
          id: z.coerce.number().int().positive(),
          month: z.coerce.number().int().min(1).max(12),
          year: z.coerce.number().int().min(2000).max(2100),
        }),
        query: z.object({ service: z.coerce.number().int().positive().optional() }),
      },
      responses: jsonResponses(allowedSchema, 'The allowed dates', [400, 404]),
    }),
    async (c) => {
      const { id, month, year } = c.req.valid('param');
      const { db, now } = c.get('deps');
      const dates = await allowedDates(db, id, month, year, now(), c.req.valid('query').service);
      // Places change with every booking: never kept by a cache.
      c.header('Cache-Control', 'no-store');
      return c.json(ok({ calendarId: id, month, year, dates }), 200);
    },
  );

  return app;
}
