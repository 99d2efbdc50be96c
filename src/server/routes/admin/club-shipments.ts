import { OpenAPIHono, z } from '@hono/zod-openapi';
import { adminClubShipmentSchema, adminClubWineSchema, clubShipmentInputSchema } from '~/lib/admin/club-shipments';
import { adminRoute } from '../../http/admin/route';
import { idSchema } from '../../http/bounded';
import type { ShopEnv } from '../../http/context';
import { jsonBody, ok } from '../../http/envelope';
import { adminShipment, adminShipments, announceShipment, cancelShipment, changeShipment, createShipment } from '../../services/club/shipments';
import { adminClubWines } from '../../services/club/wines';

// The club's shipments in the back office (the contract: src/lib/admin/club-shipments.ts;
// docs/club.md#shipments). Who may call is settled once for every /admin path, and every change
// is audited there (app.ts).

const params = { params: z.object({ id: idSchema }) };
const checks = '400: the dates do not follow (charge day ahead, cut-off ahead and before it), the wines do not make a box of the formula (its bottles, colours, budget).';

export function adminClubShipmentRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/shipment', summary: "The club's shipments, the latest charge day first, with their boxes" }, { schema: z.array(adminClubShipmentSchema), description: 'The shipments', failures: [401, 403] }),
    async (c) => c.json(ok(await adminShipments(c.get('deps').db)), 200),
  );

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/wine', summary: 'The wines a shipment may hold, with their price and stock' }, { schema: z.array(adminClubWineSchema), description: 'The wines', failures: [401, 403] }),
    async (c) => c.json(ok(await adminClubWines(c.get('deps').db)), 200),
  );

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/shipment/{id}', summary: 'One shipment', request: params }, { schema: adminClubShipmentSchema, description: 'The shipment', failures: [400, 401, 403, 404] }),
    async (c) => c.json(ok(await adminShipment(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/club/shipment', summary: 'Prepares a shipment (DRAFT)', description: checks, request: jsonBody(clubShipmentInputSchema) },
      { schema: adminClubShipmentSchema, description: 'The new shipment', failures: [400, 401, 403] },
    ),
    async (c) => {
      const created = await createShipment(c.get('deps'), c.req.valid('json'));
      return c.json(ok(created, c.get('t')('admin-club:shipment.created', { title: created.title })), 200);
    },
  );

  app.openapi(
    adminRoute(
      { method: 'put', path: '/admin/club/shipment/{id}', summary: 'Replaces a DRAFT shipment', description: `${checks} 409: no longer a draft.`, request: { ...params, ...jsonBody(clubShipmentInputSchema) } },
      { schema: adminClubShipmentSchema, description: 'The shipment as saved', failures: [400, 401, 403, 404, 409] },
    ),
    async (c) => {
      const saved = await changeShipment(c.get('deps'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(saved, c.get('t')('admin-club:shipment.saved', { title: saved.title })), 200);
    },
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/club/shipment/{id}/announce', summary: "Announces a DRAFT (OPEN) and writes each member's box, its bottles taken from the stock, in one transaction", description: '409: no longer a draft, its cut-off passed, or a wine short in stock (the message names each and by how many).', request: params },
      { schema: adminClubShipmentSchema, description: 'The shipment, open', failures: [400, 401, 403, 404, 409] },
    ),
    async (c) => {
      const opened = await announceShipment(c.get('deps'), c.req.valid('param').id, c.get('lang'));
      return c.json(ok(opened, c.get('t')('admin-club:shipment.announced', { title: opened.title, count: opened.boxes.total })), 200);
    },
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/club/shipment/{id}/cancel', summary: 'Cancels a shipment before its charge run; its boxes go with it, their bottles back to the stock', description: '409: being charged or done.', request: params },
      { schema: adminClubShipmentSchema, description: 'The shipment, cancelled', failures: [400, 401, 403, 404, 409] },
    ),
    async (c) => {
      const cancelled = await cancelShipment(c.get('deps'), c.req.valid('param').id);
      return c.json(ok(cancelled, c.get('t')('admin-club:shipment.cancelled', { title: cancelled.title })), 200);
    },
  );

  return app;
}
