import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { orderPageSchema } from '~/lib/contracts/order';
import { adminOrderStatusSchema, orderStatusRequestSchema, shipRequestSchema, trackingLinkSchema } from '~/lib/contracts/order-return';
import { ORDER_STATUSES, type OrderStatus } from '~/lib/order';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { adminOrders } from '../../services/admin/orders/list';
import { adminOrderStatus, changeStatus } from '../../services/admin/orders/status';
import { setTrackingLink } from '../../services/admin/orders/tracking';
import { readableOrder } from '../../services/orders/read';
import { signedIn } from '../../http/caller';
import { idSchema, pageQuery } from '../../http/bounded';

// The admin panel's order calls (src/lib/order-return.ts; their shapes: src/lib/contracts/order-return.ts).
// Who may call is settled once for every /admin path (app.ts): these handlers only run for ADMIN
// and SUPER_ADMIN.

const id = idSchema;
const params = { params: z.object({ id }) };

const statusList = z
  .string()
  .max(300)
  .optional()
  .transform((value, ctx) => {
    const asked = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const unknown = asked.find((s) => !(ORDER_STATUSES as readonly string[]).includes(s));
    if (unknown) ctx.addIssue({ code: 'custom', message: 'order:admin.unknownStatus' });
    return asked as OrderStatus[];
  })
  .openapi({ type: 'string', description: 'One status or a comma-separated list (PAID,PREPARING); none: every order', example: 'PAID' });

export function adminOrderStatusRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/order',
      tags: ['Admin'],
      summary: "Every customer's orders, newest first, optionally in some statuses (admins)",
      request: { query: z.object({ ...pageQuery, status: statusList }) },
      responses: jsonResponses(orderPageSchema, 'A page of orders', [400, 401, 403]),
    }),
    async (c) => {
      const { page, nbItem, status } = c.req.valid('query');
      return c.json(ok(await adminOrders(c.get('deps').db, c.get('lang'), status, page, nbItem)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/order/{id}/get-status',
      tags: ['Admin'],
      summary: "An order's status, its history and every status the panel can choose (admins)",
      request: params,
      responses: jsonResponses(adminOrderStatusSchema, 'The status', [401, 403, 404]),
    }),
    async (c) => {
      const deps = c.get('deps');
      const row = await readableOrder(deps.db, signedIn(c), c.req.valid('param').id);
      return c.json(ok(await adminOrderStatus(deps, c.get('lang'), row)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/order/{id}/status',
      tags: ['Admin'],
      summary: "Changes an order's status (admins): recorded in the history with its time; SHIPPED and READY_FOR_PICKUP mail the customer",
      description:
        'The payment statuses are the provider’s alone; only an order awaiting payment can be CANCELLED (its stock comes back); a paid one ends REFUNDED. ' +
        'DELIVERED starts the 14-day return window. 409 when another change came first.',
      request: { ...params, ...jsonBody(orderStatusRequestSchema) },
      responses: jsonResponses(adminOrderStatusSchema, 'The new status', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const deps = c.get('deps');
      const row = await changeStatus(deps, c.get('siteId'), signedIn(c), c.req.valid('param').id, c.req.valid('json').status);
      return c.json(ok(await adminOrderStatus(deps, c.get('lang'), row), c.get('t')('order:admin.statusChanged')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/orders/{id}/ship',
      tags: ['Admin'],
      summary: 'Ships an order with its tracking page (admins): the status, the link and the one mail to the customer in one change',
      description:
        'A home or relay-point delivery only, once paid. Without a link the mail tells the customer the shipment has no online tracking; ' +
        'a link saved afterwards with PUT /admin/order/{id}/tracking-link is mailed to them then. 409 when another change came first.',
      request: { ...params, ...jsonBody(shipRequestSchema) },
      responses: jsonResponses(adminOrderStatusSchema, 'The order shipped', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const deps = c.get('deps');
      const row = await changeStatus(deps, c.get('siteId'), signedIn(c), c.req.valid('param').id, 'SHIPPED', c.req.valid('json').trackingLink);
      return c.json(ok(await adminOrderStatus(deps, c.get('lang'), row), c.get('t')('order:admin.shipped')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/order/{id}/tracking-link',
      tags: ['Admin'],
      summary: "The carrier's tracking page of an order (admins)",
      request: params,
      responses: jsonResponses(trackingLinkSchema, 'The link, null when none', [401, 403, 404]),
    }),
    async (c) => {
      const row = await readableOrder(c.get('deps').db, signedIn(c), c.req.valid('param').id);
      return c.json(ok({ trackingLink: row.trackingLink }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/order/{id}/tracking-link',
      tags: ['Admin'],
      summary: "Sets the carrier's tracking page of an order, an http(s) address, or null to remove it (admins); a new link on a shipped order is mailed to the customer",
      request: { ...params, ...jsonBody(trackingLinkSchema) },
      responses: jsonResponses(trackingLinkSchema, 'The link', [400, 401, 403, 404]),
    }),
    async (c) => {
      const deps = c.get('deps');
      const row = await readableOrder(deps.db, signedIn(c), c.req.valid('param').id);
      const { trackingLink, mailed } = await setTrackingLink(deps, c.get('siteId'), row, c.req.valid('json').trackingLink);
      const said = mailed ? 'order:admin.trackingMailed' : trackingLink ? 'order:admin.trackingSaved' : 'order:admin.trackingRemoved';
      return c.json(ok({ trackingLink }, c.get('t')(said)), 200);
    },
  );

  return app;
}
