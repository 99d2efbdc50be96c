import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { receiveNotification } from '../services/orders/notification';
import { notFound, unavailable } from '../services/errors';
import { routeUnder } from '../http/route';

const orderRoute = routeUnder('Order');

// The providers' signed notifications, server to server. The sandbox's only count while it is the
// configured provider: with CAWL, /payment/sandbox/… is not there at all (its hosted page neither,
// payment-sandbox.ts).

// What the provider is told (nobody else reads it): the notification changed the payment, was a
// repeat, named no payment of the shop, or was about nothing the shop follows.
const receipt = z.object({ result: z.enum(['applied', 'duplicate', 'unknown', 'ignored']) });

// The storefront's question "which Stripe account?" (the estate's own, when Stripe takes its cards):
// only the publishable key, made to be shown in pages; the secret key and the webhook's never leave the server.
const stripePublicKey = z.object({ publicKey: z.string().openapi({ example: 'pk_live_51H…' }) });

export function paymentRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    orderRoute(
      {
        method: 'get',
        path: '/custom-stripe/public-key',
        summary: 'The publishable key of the estate’s Stripe account',
        description: 'Answered only while Stripe is the card payment provider (PAYMENT_PROVIDER=stripe); otherwise 404, no Stripe being configured.',
      },
      { schema: stripePublicKey, description: 'The publishable key', failures: [404] },
    ),
    (c) => {
      const { config } = c.get('deps');
      if (config.paymentProvider !== 'stripe' || !config.stripe) throw notFound('order:errors.noStripe');
      return c.json(ok({ publicKey: config.stripe.publishableKey }), 200);
    },
  );

  app.openapi(
    orderRoute(
      {
        method: 'post',
        path: '/payment/{provider}/notification',
        summary: 'A payment provider’s signed notification (server to server)',
        description:
          'A bad signature changes nothing (401); a notification already received is acknowledged and ignored; when the provider cannot be asked about the payment it names, 503 (the provider sends it again).',
        request: {
          params: z.object({ provider: z.string().max(32) }),
          // A plain schema, not zod: the signature is checked over the body's bytes as sent, which the route reads itself.
          body: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'The notification as the provider signed it' } } } },
        },
      },
      { schema: receipt, description: 'Received', failures: [401, 404, 503] },
    ),
    async (c) => {
      const deps = c.get('deps');
      const name = c.req.valid('param').provider;
      const provider = deps.payments.named(name);
      if (!provider || (name === 'sandbox' && deps.config.paymentProvider !== 'sandbox')) throw notFound();
      const headers = Object.fromEntries(c.req.raw.headers.entries());
      const result = await receiveNotification(deps, c.get('siteId'), provider, headers, await c.req.text());
      if (result === 'rejected') return c.json({ success: false as const, data: null, message: c.get('t')('order:errors.badSignature') }, 401);
      if (result === 'unavailable') throw unavailable('order:errors.paymentUnavailable');
      return c.json(ok({ result }), 200);
    },
  );

  return app;
}
