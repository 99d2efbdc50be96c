import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { currentCart } from '../services/cart/access';
import { ownerOf, viewContext } from '../http/cart-caller';
import { buildCart } from '../services/cart/view';
import { shippedAmount } from '../services/orders/orderable-cart';
import { countryOf, itemFigures, shippingFees } from '../services/orders/shipping-fees';
import { rememberedParameters } from '../services/parameters';
import { idSchema, integerSchema } from '../http/bounded';

const feesBody = z
  .object({
    products: z
      .array(z.object({ idProduct: idSchema.openapi({ description: 'The declination (the item sold)' }), quantity: integerSchema(1).max(10_000) }))
      .max(200)
      .optional()
      .openapi({ description: "Absent: the caller's current cart" }),
    postalCode: z.string().trim().min(1).max(16),
    country: z.union([z.number().int().positive(), z.string().trim().min(1).max(8)]).openapi({ description: "A country id or its ISO alpha-2 code ('FR')" }),
  })
  .openapi('ShippingFeesRequest');

const feesSchema = z
  .object({
    bottles: z.number(),
    isFree: z.boolean(),
    carriers: z.array(
      z.object({ idCarrier: z.number(), name: z.string(), serviceCode: z.string(), deliveryType: z.enum(['DELIVERY', 'PICKUP']), price: z.number(), fullPrice: z.number() }),
    ),
  })
  .openapi('ShippingFees');

export function shippingRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/calculate/shipping-fees',
      tags: ['Order'],
      summary: "The estate's carriers for a destination and what each costs for these items (or the caller's cart)",
      description: 'Refused (400, with the reason) outside metropolitan France unless the estate sells worldwide, below MINIMUM_EXPEDITION_BOTTLE or above MAXIMUM_EXPEDITION_BOTTLE bottles.',
      request: { body: { content: { 'application/json': { schema: feesBody } }, required: true } },
      responses: jsonResponses(feesSchema, 'The carriers and their fees', [400]),
    }),
    async (c) => {
      const { db, now } = c.get('deps');
      const body = c.req.valid('json');
      const lang = c.get('lang');
      const parameters = await rememberedParameters(c.get('deps').remembered, db, c.get('siteId'), lang);
      const destination = await countryOf(c.get('deps'), body.country);
      let figures = { bottles: 0, amount: 0 };
      if (body.products) figures = await itemFigures(db, now(), body.products);
      else {
        const row = await currentCart(db, ownerOf(c), 'MAIN_CART');
        if (row) {
          const view = await buildCart(row, viewContext(c));
          figures = { bottles: view.bottles, amount: shippedAmount(view) };
        }
      }
      return c.json(ok(await shippingFees(c.get('deps'), parameters, destination, body.postalCode, figures)), 200);
    },
  );

  return app;
}
