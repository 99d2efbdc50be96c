import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { adminEventSchema, adminEventSummarySchema, adminRegistrationPageSchema, eventInputSchema } from '~/lib/admin/content/events';
import type { ShopEnv } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { pageQuery } from '../../http/bounded';
import { adminEvent, adminEventList, createEvent, deleteEvent, eventRegistrations, eventRegistrationsCsv, updateEvent } from '../../services/admin/content/events';
import { contentRoutes, idParams } from '../../http/admin/content';
import { adminRoute } from '../../http/admin/route';

// The estate's events and their registrations in the back office (src/lib/admin/content/events.ts).
// Who may call is settled once for every /admin path (app.ts).

export function adminEventRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  const events = contentRoutes(app, {
    path: '/admin/event',
    richText: true,
    schemas: { item: adminEventSchema, input: eventInputSchema },
    list: { summary: 'The events, published or not, latest start first; search in the titles of either language (admins)', answer: 'A page of events', schema: adminEventSummarySchema, serve: adminEventList },
    one: { summary: 'An event with its texts in both languages and its places taken (admins)', answer: 'The event', serve: adminEvent },
    remove: { summary: 'Deletes an event and its registrations (admins)', deleted: 'admin-content:events.deleted', serve: deleteEvent },
  });

  app.openapi(
    events.create({ summary: 'Creates an event; the pages showing events show it at once (admins)', description: '400 when the end is not after the start, or for an unknown picture.', answer: 'The new event' }),
    async (c) => c.json(ok(await createEvent(c.get('deps'), c.req.valid('json')), c.get('t')('admin-content:events.created')), 200),
  );
  app.openapi(
    events.update({ summary: 'Saves an event; the pages showing it show the change at once (admins)', description: '400 as for creating, and for fewer places than are already booked.', answer: 'The event as saved' }),
    async (c) => c.json(ok(await updateEvent(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:events.saved')), 200),
  );
  app.openapi(
    adminRoute(
      { method: 'get', path: '/admin/event/{id}/registration', summary: "An event's registrations, newest first (admins)", request: { ...idParams, query: z.object(pageQuery) } },
      { schema: adminRegistrationPageSchema, description: 'A page of registrations', failures: [400, 401, 403, 404] },
    ),
    async (c) => c.json(ok(await eventRegistrations(c.get('deps').db, c.req.valid('param').id, c.req.valid('query'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/event/{id}/registration.csv',
      tags: ['Admin'],
      summary: 'Every registration of an event as CSV, oldest first, for a spreadsheet (admins)',
      description: "Columns separated by ';', UTF-8 with a byte-order mark, headers in the language asked (a download link sends no userLang header).",
      request: { ...idParams, query: z.object({ lang: z.enum(['fr_FR', 'en_US']).optional() }) },
      responses: {
        ...jsonResponses(z.null(), '', [400, 401, 403, 404]),
        200: { description: 'The registrations', content: { 'text/csv': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const { filename, csv } = await eventRegistrationsCsv(c.get('deps').db, c.req.valid('param').id, c.req.valid('query').lang ?? c.get('lang'));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );

  return app;
}
