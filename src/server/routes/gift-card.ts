import { OpenAPIHono, z } from '@hono/zod-openapi';
import { giftCardBalanceSchema } from '~/lib/contracts/order';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { giftCardBalance } from '../services/gift-cards/balance';
import { countingUnknownCodes } from '../services/gift-cards/guess';
import { routeUnder } from '../http/route';

const orderRoute = routeUnder('Order');

export function giftCardRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    orderRoute(
      {
        method: 'get',
        path: '/gift-card/{code}',
        summary: 'What a gift card or a visit voucher is and what is left on it, for whoever holds its code',
        description: 'Any case, with or without dashes. 404 for a code that names no card; an address that looks up too many unknown codes waits (429).',
        request: { params: z.object({ code: z.string().max(40) }) },
      },
      { schema: giftCardBalanceSchema, description: 'The card', failures: [404, 429] },
    ),
    async (c) => {
      const { db, throttle } = c.get('deps');
      const balance = await countingUnknownCodes(throttle, c.get('clientIp'), () => giftCardBalance(db, c.req.valid('param').code));
      c.header('Cache-Control', 'private, no-store');
      return c.json(ok(balance), 200);
    },
  );

  return app;
}
