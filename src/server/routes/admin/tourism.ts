import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { adminPageSchema, MAX_RICH_TEXT } from '~/lib/admin/content/common';
import { adminBookingSchema, adminServiceListSchema, adminServiceSchema, serviceInputSchema } from '~/lib/admin/content/tourism';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, noBody, ok } from '../../http/envelope';
import { idSchema, pageQuery } from '../../http/bounded';
import { adminService, adminServices, cancelBooking, deleteService, saveService, serviceBookings } from '../../services/admin/content/tourism';

// The wine tourism services and their bookings in the back office (src/lib/admin/content/tourism.ts).
// Who may call is settled once for every /admin path (app.ts).

const params = { params: z.object({ id: idSchema }) };

export function adminTourismRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/admin/service', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));
  app.use('/admin/service/*', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));

  app.openapi(
    createRoute({ method: 'get', path: '/admin/service', tags: ['Admin'], summary: "The wine tourism services in the owner's order, with their seats booked ahead, and the calendars (admins)", responses: jsonResponses(adminServiceListSchema, 'The services', [401, 403]) }),
    async (c) => c.json(ok(await adminServices(c.get('deps').db, c.get('lang'), c.get('deps').now())), 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/admin/service/{id}', tags: ['Admin'], summary: 'A wine tourism service with its texts in both languages (admins)', request: params, responses: jsonResponses(adminServiceSchema, 'The service', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await adminService(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/admin/service', tags: ['Admin'], summary: 'Creates a wine tourism service (admins)', request: jsonBody(serviceInputSchema), responses: jsonResponses(adminServiceSchema, 'The new service', [400, 401, 403]) }),
    async (c) => c.json(ok(await saveService(c.get('deps'), null, c.req.valid('json')), c.get('t')('admin-content:tourism.saved')), 200),
  );

  app.openapi(
    createRoute({ method: 'put', path: '/admin/service/{id}', tags: ['Admin'], summary: 'Saves a wine tourism service (admins)', request: { ...params, ...jsonBody(serviceInputSchema) }, responses: jsonResponses(adminServiceSchema, 'The service as saved', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await saveService(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:tourism.saved')), 200),
  );

  app.openapi(
    createRoute({ method: 'delete', path: '/admin/service/{id}', tags: ['Admin'], summary: 'Deletes a service nobody booked; 409 otherwise (admins)', request: params, responses: jsonResponses(z.object({ id: z.number() }), 'Deleted', [400, 401, 403, 404, 409]) }),
    async (c) => c.json(ok(await deleteService(c.get('deps'), c.req.valid('param').id), c.get('t')('admin-content:tourism.deleted')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/service/{id}/booking',
      tags: ['Admin'],
      summary: "A service's bookings by date, from a day on if given (admins)",
      request: { ...params, query: z.object({ ...pageQuery, from: z.iso.date().optional() }) },
      responses: jsonResponses(adminPageSchema(adminBookingSchema), 'A page of bookings', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await serviceBookings(c.get('deps').db, c.req.valid('param').id, c.req.valid('query'))), 200),
  );

  app.openapi(
    createRoute({ method: 'put', path: '/admin/booking/{id}/cancel', tags: ['Admin'], summary: 'Cancels a booking: its seats are free again and the visitor is mailed in their language; 409 when already cancelled (admins)', request: { ...params, ...noBody }, responses: jsonResponses(adminBookingSchema, 'The booking, cancelled', [400, 401, 403, 404, 409]) }),
    async (c) => c.json(ok(await cancelBooking(c.get('deps'), c.get('siteId'), c.req.valid('param').id), c.get('t')('admin-content:tourism.bookingCancelled')), 200),
  );

  return app;
}
