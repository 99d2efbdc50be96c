import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { updateDeclination } from '../services/catalogue/declination-admin';
import { idParam } from './content-schemas';
import { scopeOf } from './product';
import { declinationSchema } from './product-schemas';

/** A price up to 1,000,000 € and a stock up to a million units: beyond, it is a typing mistake. */
const MAX_CENTS = 100_000_000;
const MAX_QUANTITY = 1_000_000;

const cents = (key: string) => {
  const error = `catalogue-api:admin.${key}`;
  return z.number({ error }).int({ error }).min(0, { error }).max(MAX_CENTS, { error });
};

const quantityError = 'catalogue-api:admin.quantity';

const changesSchema = z
  .strictObject({
    price: cents('price').optional().openapi({ description: 'Euro cents, tax included' }),
    fixedPrice: cents('fixedPrice').nullable().optional().openapi({ description: 'Euro cents; null removes it' }),
    quantity: z
      .number({ error: quantityError })
      .int({ error: quantityError })
      .min(0, { error: quantityError })
      .max(MAX_QUANTITY, { error: quantityError })
      .nullable()
      .optional(),
    tracksStock: z.boolean({ error: 'catalogue-api:admin.tracksStock' }).optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { error: 'catalogue-api:admin.nothingToChange' })
  .openapi('DeclinationChanges');

export function declinationAdminRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/declination/{id}',
      tags: ['Admin'],
      summary: "Changes a declination's price, fixed price or stock (admins, as every /admin call); the pages showing the product are refreshed",
      request: { params: idParam, body: { content: { 'application/json': { schema: changesSchema } }, required: true } },
      responses: jsonResponses(declinationSchema, 'The declination as the shop now shows it', [400, 401, 403, 404]),
    }),
    async (c) => {
      const declination = await updateDeclination(c.get('deps'), await scopeOf(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(declination), 200);
    },
  );

  return app;
}
