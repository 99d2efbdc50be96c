import { OpenAPIHono } from '@hono/zod-openapi';
import { shippingFeesRequestSchema, shippingFeesSchema } from '~/lib/contracts/order';
import type { ShopEnv } from '../http/context';
import { jsonBody, ok } from '../http/envelope';
import { currentCart } from '../services/cart/access';
import { ownerOf, viewContext } from '../http/cart-caller';
import { buildCart } from '../services/cart/view';
import { shipmentOf } from '../services/orders/orderable-cart';
import { countryOf, itemFigures, shippingFees } from '../services/orders/shipping-fees';
import { rememberedParameters } from '../services/parameters';
import { routeUnder } from '../http/route';

const orderRoute = routeUnder('Order');

export function shippingRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    orderRoute(
      {
        method: 'post',
        path: '/calculate/shipping-fees',
        summary: "The estate's carriers for a destination and what each costs for these items (or the caller's cart)",
        description: 'Refused (400, with the reason) outside metropolitan France unless the estate sells worldwide, below MINIMUM_EXPEDITION_BOTTLE or above MAXIMUM_EXPEDITION_BOTTLE bottles.',
        request: jsonBody(shippingFeesRequestSchema),
      },
      { schema: shippingFeesSchema, description: 'The carriers and their fees', failures: [400] },
    ),
    async (c) => {
      const { db, now } = c.get('deps');
      const body = c.req.valid('json');
      const lang = c.get('lang');
      const parameters = await rememberedParameters(c.get('deps').remembered, db, c.get('siteId'), lang);
      const destination = await countryOf(c.get('deps'), body.country);
      let figures = { bottles: 0, amount: 0 };
      if (body.products) figures = await itemFigures(db, now(), body.products, c.get('caller')?.memberDiscount ?? 0);
      else {
        const row = await currentCart(db, ownerOf(c), 'MAIN_CART');
        if (row) {
          const view = await buildCart(row, viewContext(c));
          figures = shipmentOf(view);
        }
      }
      return c.json(ok(await shippingFees(c.get('deps'), parameters, destination, body.postalCode, figures, lang)), 200);
    },
  );

  return app;
}
