import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { customizedPrice } from '../services/cart/customized-price';
import { describeCustomization, fileCustomization, productOnSaleCustomizations } from '../services/cart/customizations';
import { CartItemsError } from '../services/cart/errors';
import { checkImage } from '../services/cart/files';
import { customizationPriceRequestSchema, customizationPriceSchema, productCustomizationSchema, validatedFileSchema } from '~/lib/contracts/cart';
import { parseAnswers } from '../services/cart/schemas';
import { itemResponses, refused, UPLOAD_LIMIT_BYTES } from '../http/cart-answers';
import { idSchema } from '../http/bounded';
import { invalid } from '../services/errors';
import { routeUnder } from '../http/route';

const customizationRoute = routeUnder('Customization');

const id = idSchema;

/** What a product lets the customer personalise, and at what price. */
export function customizationRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/product-customization/:id/file/validate', bodyLimit({ maxSize: UPLOAD_LIMIT_BYTES }));

  app.openapi(
    customizationRoute(
      {
        method: 'get',
        path: '/product/{id}/customization',
        summary: "The product's customizations in order, with their options and costs ('+5 €', '+10 %')",
        request: { params: z.object({ id }) },
      },
      { schema: z.array(productCustomizationSchema), description: 'The customizations', failures: [404] },
    ),
    async (c) => {
      const rows = await productOnSaleCustomizations(c.get('deps').db, c.req.valid('param').id);
      return c.json(ok(rows.map((row) => describeCustomization(row, c.get('lang')))), 200);
    },
  );

  app.openapi(
    customizationRoute(
      {
        method: 'post',
        path: '/product-customization/{id}/file/validate',
        summary: 'Checks an image for a FILE customization: its real type (PNG or JPEG, by its bytes), its size, its dimensions',
        request: {
          params: z.object({ id }),
          body: {
            content: { 'multipart/form-data': { schema: z.object({ image: z.unknown().optional().openapi({ type: 'string', format: 'binary' }) }).openapi('CustomizationFile') } },
            required: true,
          },
        },
      },
      { schema: validatedFileSchema, description: 'The image is fine', failures: [400, 404] },
    ),
    async (c) => {
      const row = await fileCustomization(c.get('deps').db, c.req.valid('param').id);
      if (row.inputType !== 'FILE') throw invalid('cart:files.notFile');
      const image = c.req.valid('form').image;
      if (!(image instanceof File)) throw invalid('cart:files.missing');
      const checked = checkImage(row, { name: image.name, bytes: new Uint8Array(await image.arrayBuffer()) }, c.get('lang'));
      if (!checked.ok) throw invalid(checked.problem.key, checked.problem.params);
      return c.json(ok(checked.file, c.get('t')('cart:files.valid')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/cart/product/{idProduct}/declination/{idDeclination}/customize/price',
      tags: ['Customization'],
      summary: 'The price of one unit with the answers given so far',
      request: {
        params: z.object({ idProduct: id, idDeclination: id }),
        body: { content: { 'application/json': { schema: customizationPriceRequestSchema } }, required: true },
      },
      responses: itemResponses(customizationPriceSchema, 'The price'),
    }),
    async (c) => {
      const { idProduct, idDeclination } = c.req.valid('param');
      const deps = c.get('deps');
      try {
        const price = await customizedPrice(deps.db, deps.now(), c.get('lang'), idProduct, idDeclination, parseAnswers(c.req.valid('json').customizations));
        return c.json(ok(price), 200);
      } catch (error) {
        if (error instanceof CartItemsError) return refused(c, error);
        throw error;
      }
    },
  );

  return app;
}
