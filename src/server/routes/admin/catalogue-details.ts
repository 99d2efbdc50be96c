import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { adminProductDetailsSchema, awardsSchema, featuresSchema, mealPairingsSchema, nutritionSchema, variationsSchema } from '~/lib/admin/catalogue-details';
import { adminCustomizationsSchema, customizationsSchema } from '~/lib/admin/catalogue-customizations';
import type { ShopEnv } from '../../http/context';
import { jsonBody, ok } from '../../http/envelope';
import { adminRoute } from '../../http/admin/route';
import type { ShopDeps } from '../../deps';
import { idSchema } from '../../http/bounded';
import { productDetails, saveAwards, saveFeatures, saveList, saveMealPairings, saveNutrition } from '../../services/admin/catalogue/details';
import { saveVariations } from '../../services/admin/catalogue/variations';
import { productCustomizations, saveCustomizations } from '../../services/admin/catalogue/customizations';

// The back office's product details: awards, meal pairings, features (src/lib/admin/catalogue-details.ts).
// Who may call is settled once for every /admin path (app.ts).

const idParam = z.object({ id: idSchema });
const details = adminProductDetailsSchema;
const customizations = adminCustomizationsSchema;
const byId = [400, 401, 403, 404];

/** The route saving one part of a product's details (`body`), answering them all as saved. */
const savingPart = <B extends z.ZodType>(part: string, body: B, summary: string) =>
  adminRoute({ method: 'put', path: `/admin/product/{id}/${part}`, summary, request: { params: idParam, ...jsonBody(body) } }, { schema: details, description: 'The details as saved', failures: byId });

/** Saves with `save`, then answers the product's details as the editor shows them. */
async function savedDetails(c: Context<ShopEnv>, id: number, save: (deps: ShopDeps, id: number) => Promise<unknown>) {
  await save(c.get('deps'), id);
  return c.json(ok(await productDetails(c.get('deps').db, c.get('lang'), id)), 200);
}

export function adminCatalogueDetailRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    adminRoute(
      { method: 'get', path: '/admin/product/{id}/details', summary: "A product's awards, meal pairings and features, with the dishes and features the owner may choose from", request: { params: idParam } },
      { schema: details, description: 'The details', failures: byId },
    ),
    async (c) => c.json(ok(await productDetails(c.get('deps').db, c.get('lang'), c.req.valid('param').id)), 200),
  );
  app.openapi(savingPart('awards', awardsSchema, "Saves a product's awards, in order (the ones left out are removed); the pages showing the product are refreshed"), async (c) =>
    savedDetails(c, c.req.valid('param').id, (deps, id) => saveAwards(deps, id, c.req.valid('json').awards)),
  );
  app.openapi(savingPart('meal-pairings', mealPairingsSchema, 'Saves the dishes a product goes with, in order; the pages showing the product are refreshed'), async (c) =>
    savedDetails(c, c.req.valid('param').id, (deps, id) => saveMealPairings(deps, id, c.req.valid('json').mealIconIds)),
  );
  app.openapi(savingPart('features', featuresSchema, "Saves a product's features and their values in French and English, in order; the pages showing the product are refreshed"), async (c) =>
    savedDetails(c, c.req.valid('param').id, (deps, id) => saveFeatures(deps, id, c.req.valid('json').features)),
  );
  app.openapi(
    savingPart('nutrition', nutritionSchema, "Saves a product's e-label: ingredients, allergens and nutrition per 100 ml, for the product, a vintage or a declination; the pages showing it are refreshed"),
    async (c) => savedDetails(c, c.req.valid('param').id, (deps, id) => saveNutrition(deps, id, c.req.valid('json').tables)),
  );
  app.openapi(
    savingPart('variations', variationsSchema, "Saves the variations a product is declined along (at most three) and each declination's value on them; the pages showing it are refreshed"),
    async (c) => savedDetails(c, c.req.valid('param').id, (deps, id) => saveList(deps, id, (tx) => saveVariations(tx, id, c.req.valid('json')))),
  );

  app.openapi(
    adminRoute(
      { method: 'get', path: '/admin/product/{id}/customizations', summary: "A product's customizations asking one input (text, choice, box, picture) and their prices", request: { params: idParam } },
      { schema: customizations, description: 'The customizations', failures: byId },
    ),
    async (c) => c.json(ok(await productCustomizations(c.get('deps').db, c.req.valid('param').id)), 200),
  );
  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/product/{id}/customizations',
        summary: "Saves a product's single-input customizations in order (the ones left out are removed; form customizations are kept); the pages showing it are refreshed",
        request: { params: idParam, ...jsonBody(customizationsSchema) },
      },
      { schema: customizations, description: 'The customizations as saved', failures: byId },
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      const { customizations: input } = c.req.valid('json');
      await saveList(c.get('deps'), id, (tx) => saveCustomizations(tx, id, input));
      return c.json(ok(await productCustomizations(c.get('deps').db, id)), 200);
    },
  );

  return app;
}
