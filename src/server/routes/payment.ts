import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { receiveNotification } from '../services/orders/notification';
import { notFound } from '../services/errors';
import { routeUnder } from '../http/route';

const orderRoute = routeUnder('Order');

// The providers' signed notifications, server to server. The sandbox's only count while it is the
// configured provider: with CAWL, /payment/sandbox/… is not there at all (its hosted page neither,
// payment-sandbox.ts).

// What the provider is told (nobody else reads it): the notification changed the payment, was a
// repeat, or named no payment of the shop.
const receipt = z.object({ result: z.enum(['applied', 'duplicate', 'unknown']) });

export function paymentRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    orderRoute(
      {
        method: 'post',
        path: '/payment/{provider}/notification',
        summary: 'A payment provider’s signed notification (server to server)',
        description: 'A bad signature changes nothing (401); a notification already received is acknowledged and ignored.',
        request: {
          params: z.object({ provider: z.string().max(32) }),
          // A plain schema, not zod: the signature is checked over the body's bytes as sent, which the route reads itself.
          body: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'The notification as the provider signed it' } } } },
        },
      },
      { schema: receipt, description: 'Received', failures: [401, 404] },
    ),
    async (c) => {
      const deps = c.get('deps');
      const name = c.req.valid('param').provider;
      const provider = deps.payments.named(name);
      if (!provider || (name === 'sandbox' && deps.config.paymentProvider !== 'sandbox')) throw notFound();
      const headers = Object.fromEntries(c.req.raw.headers.entries());
      const result = await receiveNotification(deps, c.get('siteId'), provider, headers, await c.req.text());
      if (result === 'rejected') return c.json({ success: false as const, data: null, message: c.get('t')('order:errors.badSignature') }, 401);
      return c.json(ok({ result }), 200);
    },
  );

  return app;
}
