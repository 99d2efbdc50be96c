import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { orderBackSchema, orderGenericValueSchema, orderReturnViewSchema, returnRequestSchema, returnsOpenSchema } from '~/lib/contracts/order-return';
import type { ShopEnv } from '../http/context';
import { jsonBody, jsonResponses, ok } from '../http/envelope';
import { fileAnswer } from '../http/downloads';
import { readableOrder } from '../services/orders/read';
import { attachment } from '../services/catalogue/files';
import { askReturn } from '../services/returns/ask';
import { returnLabel } from '../services/returns/label';
import { returnsOf } from '../services/returns/read';
import { genericValues, returnSettings } from '../services/returns/settings';
import { signedIn } from '../http/caller';
import { signedInOnly } from '../http/access';
import { idSchema } from '../http/bounded';
import { forbidden } from '../services/errors';
import { routeUnder } from '../http/route';

const orderRoute = routeUnder('Order');

// Returns of an order ("order back"; their contract: src/lib/contracts/order-return.ts): whether
// the estate takes them, what an order can still send back, and the customer's request.

const id = idSchema;

export function returnsRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    orderRoute(
      { method: 'get', path: '/order/back-products/is-active', summary: 'Whether the estate takes returns' },
      { schema: returnsOpenSchema, description: 'Whether returns are open' },
    ),
    async (c) => c.json(ok({ isActive: (await returnSettings(c.get('deps').db, c.get('siteId'), c.get('lang'))).isActive }), 200),
  );

  app.openapi(
    orderRoute(
      {
        method: 'get',
        ...signedInOnly,
        path: '/order-back',
        summary: "An order's returns: the estate's texts, the 14-day window, what each line can still send back (its customer or an admin; anybody else 404)",
        request: { query: z.object({ order: id.openapi({ description: 'The order id' }) }) },
      },
      { schema: orderBackSchema, description: 'The returns of the order', failures: [400, 401, 404] },
    ),
    async (c) => {
      const caller = signedIn(c);
      const deps = c.get('deps');
      const row = await readableOrder(deps.db, caller, c.req.valid('query').order);
      return c.json(ok(await returnsOf(deps.db, c.get('siteId'), c.get('lang'), row, deps.now())), 200);
    },
  );

  app.openapi(
    orderRoute(
      {
        method: 'get',
        path: '/order-generic-values/{type}',
        summary: 'The values offered in order forms, by type (RETURN_REASON: the reasons of a return)',
        request: { params: z.object({ type: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, { error: 'returns:errors.valueType' }).openapi({ example: 'RETURN_REASON' }) }) },
      },
      { schema: z.array(orderGenericValueSchema), description: 'The values, in the estate’s order' },
    ),
    async (c) => c.json(ok(await genericValues(c.get('deps').db, c.req.valid('param').type, c.get('lang'))), 200),
  );

  app.openapi(
    orderRoute(
      {
        method: 'post',
        ...signedInOnly,
        path: '/order/{id}/back-products',
        summary: 'Asks to send products of the order back (its customer); the estate is mailed',
        description: 'Within 14 days of delivery (or before it). Each quantity is at most what the line can still send back. 400 with the reason otherwise.',
        request: { params: z.object({ id }), ...jsonBody(returnRequestSchema) },
      },
      { schema: orderReturnViewSchema, description: 'The return, asked', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const caller = signedIn(c);
      const deps = c.get('deps');
      const row = await readableOrder(deps.db, caller, c.req.valid('param').id);
      // An admin may read the order, but only its customer may withdraw from it.
      if (row.userId !== caller.userId) throw forbidden('returns:errors.customerOnly');
      const asked = await askReturn(deps, c.get('siteId'), c.get('lang'), row, c.req.valid('json'));
      return c.json(ok(asked, c.get('t')('returns:asked')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      ...signedInOnly,
      path: '/order/{id}/back-products/{idReturn}/label',
      tags: ['Order'],
      summary: 'The return label the estate sent for a return (its customer or an admin; anybody else 404): the PDF, or a redirect to the carrier’s label',
      request: { params: z.object({ id, idReturn: id }) },
      responses: {
        ...jsonResponses(z.null(), '', [401, 404]),
        200: fileAnswer(),
        302: { description: 'The label is on the carrier’s site' },
      },
    }),
    async (c) => {
      const deps = c.get('deps');
      const { id: orderId, idReturn } = c.req.valid('param');
      const row = await readableOrder(deps.db, signedIn(c), orderId);
      const label = await returnLabel(deps.db, row, idReturn);
      if (!label.bytes) return c.redirect(label.url!, 302);
      // A label names the customer: no shared cache may keep it.
      return c.body(new Uint8Array(label.bytes), 200, { ...attachment('application/pdf', label.filename, 0), 'Cache-Control': 'private, no-store' });
    },
  );

  return app;
}
