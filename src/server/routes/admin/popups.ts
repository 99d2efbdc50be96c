import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { MAX_RICH_TEXT } from '~/lib/admin/content/common';
import { adminPopupListSchema, adminPopupSchema, popupInputSchema } from '~/lib/admin/content/popups';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { adminPopup, adminPopups, deletePopup, savePopup } from '../../services/admin/content/popups';

// The popups in the back office (src/lib/admin/content/popups.ts). Who may call is settled once
// for every /admin path (app.ts).

const input = popupInputSchema;
const params = { params: z.object({ id: idSchema }) };

export function adminPopupRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/admin/popup', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));
  app.use('/admin/popup/*', bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));

  app.openapi(
    createRoute({ method: 'get', path: '/admin/popup', tags: ['Admin'], summary: "Every popup, on or off, in the owner's order (admins)", responses: jsonResponses(adminPopupListSchema, 'The popups', [401, 403]) }),
    async (c) => c.json(ok(await adminPopups(c.get('deps').db, c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/admin/popup/{id}', tags: ['Admin'], summary: 'A popup with its texts in both languages (admins)', request: params, responses: jsonResponses(adminPopupSchema, 'The popup', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await adminPopup(c.get('deps').db, c.get('lang'), c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/admin/popup', tags: ['Admin'], summary: 'Creates a popup (admins)', description: '400 when the end is not after the start.', request: jsonBody(input), responses: jsonResponses(adminPopupSchema, 'The new popup', [400, 401, 403]) }),
    async (c) => c.json(ok(await savePopup(c.get('deps'), c.get('lang'), null, c.req.valid('json')), c.get('t')('admin-content:popups.saved')), 200),
  );

  app.openapi(
    createRoute({ method: 'put', path: '/admin/popup/{id}', tags: ['Admin'], summary: 'Saves a popup (admins)', request: { ...params, ...jsonBody(input) }, responses: jsonResponses(adminPopupSchema, 'The popup as saved', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await savePopup(c.get('deps'), c.get('lang'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:popups.saved')), 200),
  );

  app.openapi(
    createRoute({ method: 'delete', path: '/admin/popup/{id}', tags: ['Admin'], summary: 'Deletes a popup (admins)', request: params, responses: jsonResponses(z.object({ id: z.number() }), 'Deleted', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await deletePopup(c.get('deps'), c.req.valid('param').id), c.get('t')('admin-content:popups.deleted')), 200),
  );

  return app;
}
