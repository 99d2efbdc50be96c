import { OpenAPIHono, z } from '@hono/zod-openapi';
import { awardSchema, mealIconSchema, productDetailSchema, productListQuerySchema, productListSchema, recommendedProductsSchema } from '~/lib/contracts/catalogue';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { productAwards } from '../services/catalogue/awards';
import { productDetail, shownProduct } from '../services/catalogue/detail';
import { listProducts } from '../services/catalogue/list';
import { listMealIcons } from '../services/catalogue/meal-icons';
import { recommendedProducts } from '../services/catalogue/recommendations';
import { idParam, idSchema } from '../http/bounded';
import { scopeOf } from '../http/catalogue-scope';
import { routeUnder } from '../http/route';

const productRoute = routeUnder('Product');

export function productRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    productRoute(
      {
        method: 'get',
        path: '/product',
        summary: 'The catalogue: valid products with a valid declination, filtered, searched, sorted and paged, with facets',
        request: { query: productListQuerySchema },
      },
      { schema: productListSchema, description: 'A page of products', failures: [400] },
    ),
    async (c) => c.json(ok(await listProducts(await scopeOf(c), c.req.queries())), 200),
  );

  app.openapi(
    productRoute(
      {
        method: 'get',
        path: '/product/{id}',
        summary: 'A product with its declinations, variations, features, awards, pairings and nutrition',
        request: { params: idParam },
      },
      { schema: productDetailSchema, description: 'The product', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await productDetail(await scopeOf(c), c.req.valid('param').id)), 200),
  );

  app.openapi(
    productRoute(
      { method: 'get', path: '/award', summary: "A product's medals and scores", request: { query: z.object({ product: idSchema }) } },
      { schema: z.array(awardSchema), description: 'The awards', failures: [400, 404] },
    ),
    async (c) => {
      const scope = await scopeOf(c);
      const { id } = await shownProduct(scope, c.req.valid('query').product);
      return c.json(ok(await productAwards(scope, id)), 200);
    },
  );

  app.openapi(
    productRoute(
      {
        method: 'get',
        path: '/v2/product/recommended/{id}',
        summary: 'Up to four products to suggest with this one: the recommended ones, then the most alike',
        request: { params: idParam },
      },
      { schema: recommendedProductsSchema, description: 'The suggestions', failures: [400, 404] },
    ),
    async (c) => c.json(ok({ products: await recommendedProducts(await scopeOf(c), c.req.valid('param').id) }), 200),
  );

  app.openapi(
    productRoute(
      { method: 'get', path: '/parameter/product/meal-icon', summary: 'Every dish family a wine can be paired with' },
      { schema: z.array(mealIconSchema), description: 'The meal icons' },
    ),
    async (c) => c.json(ok(await listMealIcons(c.get('deps').db, c.get('lang'))), 200),
  );

  return app;
}
