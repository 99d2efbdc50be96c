import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { adminProductDetailsSchema, awardsSchema, featuresSchema, mealPairingsSchema, nutritionSchema, variationsSchema } from '~/lib/admin/catalogue-details';
import { adminCustomizationsSchema, customizationsSchema } from '~/lib/admin/catalogue-customizations';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { productDetails, saveAwards, saveFeatures, saveList, saveMealPairings, saveNutrition } from '../../services/admin/catalogue/details';
import { saveVariations } from '../../services/admin/catalogue/variations';
import { productCustomizations, saveCustomizations } from '../../services/admin/catalogue/customizations';

// The back office's product details: awards, meal pairings, features (src/lib/admin/catalogue-details.ts).
// Who may call is settled once for every /admin path (app.ts).

const idParam = z.object({ id: idSchema });
const details = adminProductDetailsSchema;

export function adminCatalogueDetailRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/product/{id}/details',
      tags: ['Admin'],
      summary: "A product's awards, meal pairings and features, with the dishes and features the owner may choose from",
      request: { params: idParam },
      responses: jsonResponses(details, 'The details', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await productDetails(c.get('deps').db, c.get('lang'), c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/product/{id}/awards',
      tags: ['Admin'],
      summary: "Saves a product's awards, in order (the ones left out are removed); the pages showing the product are refreshed",
      request: { params: idParam, ...jsonBody(awardsSchema) },
      responses: jsonResponses(details, 'The details as saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      await saveAwards(c.get('deps'), id, c.req.valid('json').awards);
      return c.json(ok(await productDetails(c.get('deps').db, c.get('lang'), id)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/product/{id}/meal-pairings',
      tags: ['Admin'],
      summary: "Saves the dishes a product goes with, in order; the pages showing the product are refreshed",
      request: { params: idParam, ...jsonBody(mealPairingsSchema) },
      responses: jsonResponses(details, 'The details as saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      await saveMealPairings(c.get('deps'), id, c.req.valid('json').mealIconIds);
      return c.json(ok(await productDetails(c.get('deps').db, c.get('lang'), id)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/product/{id}/features',
      tags: ['Admin'],
      summary: "Saves a product's features and their values in French and English, in order; the pages showing the product are refreshed",
      request: { params: idParam, ...jsonBody(featuresSchema) },
      responses: jsonResponses(details, 'The details as saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      await saveFeatures(c.get('deps'), id, c.req.valid('json').features);
      return c.json(ok(await productDetails(c.get('deps').db, c.get('lang'), id)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/product/{id}/nutrition',
      tags: ['Admin'],
      summary: "Saves a product's e-label: ingredients, allergens and nutrition per 100 ml, for the product, a vintage or a declination; the pages showing it are refreshed",
      request: { params: idParam, ...jsonBody(nutritionSchema) },
      responses: jsonResponses(details, 'The details as saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      await saveNutrition(c.get('deps'), id, c.req.valid('json').tables);
      return c.json(ok(await productDetails(c.get('deps').db, c.get('lang'), id)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/product/{id}/variations',
      tags: ['Admin'],
      summary: "Saves the variations a product is declined along (at most three) and each declination's value on them; the pages showing it are refreshed",
      request: { params: idParam, ...jsonBody(variationsSchema) },
      responses: jsonResponses(details, 'The details as saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const input = c.req.valid('json');
      await saveList(c.get('deps'), id, (tx) => saveVariations(tx, id, input));
      return c.json(ok(await productDetails(c.get('deps').db, c.get('lang'), id)), 200);
    },
  );

  const customizations = adminCustomizationsSchema;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/product/{id}/customizations',
      tags: ['Admin'],
      summary: "A product's customizations asking one input (text, choice, box, picture) and their prices",
      request: { params: idParam },
      responses: jsonResponses(customizations, 'The customizations', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await productCustomizations(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/product/{id}/customizations',
      tags: ['Admin'],
      summary: "Saves a product's single-input customizations in order (the ones left out are removed; form customizations are kept); the pages showing it are refreshed",
      request: { params: idParam, ...jsonBody(customizationsSchema) },
      responses: jsonResponses(customizations, 'The customizations as saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const { customizations: input } = c.req.valid('json');
      await saveList(c.get('deps'), id, (tx) => saveCustomizations(tx, id, input));
      return c.json(ok(await productCustomizations(c.get('deps').db, id)), 200);
    },
  );

  return app;
}
