import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { adminCalendarSchema, closureInputSchema, slotInputSchema } from '~/lib/admin/calendars';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { addClosure, addSlot, adminCalendars, removeClosure, removeSlot } from '../../services/admin/calendars';

// The calendars' weekly slots and closed days, from the back office (admins only, as every /admin path).

const calendarParams = { params: z.object({ id: idSchema }) };
const itemParams = { params: z.object({ id: idSchema, itemId: idSchema }) };

export function adminCalendarRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/calendar',
      tags: ['Admin'],
      summary: 'Every calendar with what uses it (a click-and-collect address, a wine tourism service), its weekly slots and closed days (admins)',
      responses: jsonResponses(z.array(adminCalendarSchema), 'The calendars', [401, 403]),
    }),
    async (c) => c.json(ok(await adminCalendars(c.get('deps').db, c.get('lang'))), 200),
  );

  const saved = jsonResponses(adminCalendarSchema, 'The calendar as saved', [400, 401, 403, 404]);

  app.openapi(
    createRoute({ method: 'post', path: '/admin/calendar/{id}/slot', tags: ['Admin'], summary: 'Adds a weekly slot to a calendar (admins)', request: { ...calendarParams, ...jsonBody(slotInputSchema) }, responses: saved }),
    async (c) => c.json(ok(await addSlot(c.get('deps'), c.get('lang'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin:state.saved')), 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/calendar/{id}/slot/{itemId}',
      tags: ['Admin'],
      summary: 'Removes a weekly slot (admins); 409 while orders wait to be collected on it',
      request: itemParams,
      responses: jsonResponses(adminCalendarSchema, 'The calendar as saved', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      return c.json(ok(await removeSlot(c.get('deps'), c.get('lang'), id, itemId), c.get('t')('admin:state.deleted')), 200);
    },
  );

  app.openapi(
    createRoute({ method: 'post', path: '/admin/calendar/{id}/closure', tags: ['Admin'], summary: 'Closes a calendar on some days, both ends included (admins)', request: { ...calendarParams, ...jsonBody(closureInputSchema) }, responses: saved }),
    async (c) => c.json(ok(await addClosure(c.get('deps'), c.get('lang'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin:state.saved')), 200),
  );

  app.openapi(
    createRoute({ method: 'delete', path: '/admin/calendar/{id}/closure/{itemId}', tags: ['Admin'], summary: 'Opens again the days of a closure (admins)', request: itemParams, responses: saved }),
    async (c) => {
      const { id, itemId } = c.req.valid('param');
      return c.json(ok(await removeClosure(c.get('deps'), c.get('lang'), id, itemId), c.get('t')('admin:state.deleted')), 200);
    },
  );

  return app;
}
