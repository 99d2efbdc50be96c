import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  adminFeatureKindSchema,
  adminKindsSchema,
  adminMealKindSchema,
  adminVariationKindSchema,
  awardPictureSchema,
  featureKindSchema,
  mealKindSchema,
  variationKindSchema,
} from '~/lib/admin/catalogue-kinds';
import type { ValidatedFile } from '~/lib/cart';
import type { ShopDeps } from '../../deps';
import { adminRoute, type AdminAnswer } from '../../http/admin/route';
import { pictureBody, uploadedPicture } from '../../http/admin/picture';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { DEFAULT_MAX_BYTES } from '../../services/cart/files';
import { removeAwardPicture, setAwardPicture } from '../../services/admin/catalogue/award-pictures';
import { createFeature, createMeal, listKinds, removeFeature, removeMeal, setMealPicture, updateFeature, updateMeal } from '../../services/admin/catalogue/kinds';
import { createVariation, removeVariation, updateVariation } from '../../services/admin/catalogue/variation-kinds';

// The kinds products share (src/lib/admin/catalogue-kinds.ts): variations and their values,
// features, the dishes a wine goes with and their pictures, and the awards' medal pictures. Who
// may call is settled once for every /admin path (app.ts).

const idParam = z.object({ id: idSchema });
/** A picture a kind shows (a dish family's, an award's medal), replacing the one before. */
interface PictureRoute<T extends z.ZodType> {
  path: string;
  summary: string;
  /** The name of the upload's body in the OpenAPI document. */
  upload: string;
  answer: AdminAnswer<T>;
  set: (deps: ShopDeps, id: number, file: ValidatedFile, bytes: Uint8Array) => Promise<unknown>;
}

function pictureRoute<T extends z.ZodType>(app: OpenAPIHono<ShopEnv>, { path, summary, upload, answer, set }: PictureRoute<T>) {
  app.openapi(adminRoute({ method: 'post', path, summary, request: { params: idParam, body: pictureBody(upload) } }, answer), async (c) => {
    const { file, bytes } = await uploadedPicture(c.req.valid('form').image, c.get('lang'));
    return c.json(ok(await set(c.get('deps'), c.req.valid('param').id, file, bytes)), 200);
  });
}

/** A kind products share: created, changed and deleted alike. */
interface Kind<B extends z.ZodType, A extends z.ZodType> {
  path: string;
  what: string;
  schema: B;
  answer: A;
  remove: (deps: ShopDeps, id: number) => Promise<void>;
}

/**
 * Serves a kind's delete, and gives back its create and change routes for the caller to serve:
 * declared with the kind's own schema, their handlers read the body as that schema says.
 */
function kindRoutes<B extends z.ZodType, A extends z.ZodType>(app: OpenAPIHono<ShopEnv>, kind: Kind<B, A>) {
  app.openapi(
    adminRoute({ method: 'delete', path: `/admin/${kind.path}/{id}`, summary: `Deletes a ${kind.what}; 409 while a product uses it`, request: { params: idParam } }, { schema: z.null(), description: 'Deleted', failures: [400, 401, 403, 404, 409] }),
    async (c) => {
      await kind.remove(c.get('deps'), c.req.valid('param').id);
      return c.json(ok(null), 200);
    },
  );
  return {
    create: adminRoute(
      { method: 'post', path: `/admin/${kind.path}`, summary: `Creates a ${kind.what}, named in French and English`, request: jsonBody(kind.schema) },
      { schema: kind.answer, description: 'Created', failures: [400, 401, 403] },
    ),
    update: adminRoute(
      { method: 'put', path: `/admin/${kind.path}/{id}`, summary: `Changes a ${kind.what}; the pages of the products using it are refreshed`, request: { params: idParam, ...jsonBody(kind.schema) } },
      { schema: kind.answer, description: 'As saved', failures: [400, 401, 403, 404, 409] },
    ),
  };
}

export function adminCatalogueKindRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  for (const path of ['/admin/meal-icon/:id/picture', '/admin/award/:id/picture']) app.use(path, bodyLimit({ maxSize: DEFAULT_MAX_BYTES + 64 * 1024 }));

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/catalogue/kinds',
      tags: ['Admin'],
      summary: 'The kinds of variation, the features and the dishes products share, each with how many products use it',
      responses: jsonResponses(adminKindsSchema, 'The kinds', [401, 403]),
    }),
    async (c) => c.json(ok(await listKinds(c.get('deps').db)), 200),
  );

  const variations = kindRoutes(app, { path: 'variation', what: 'kind of variation (size, engraving colour…) with its values', schema: variationKindSchema, answer: adminVariationKindSchema, remove: removeVariation });
  app.openapi(variations.create, async (c) => c.json(ok(await createVariation(c.get('deps'), c.req.valid('json'))), 200));
  app.openapi(variations.update, async (c) => c.json(ok(await updateVariation(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))), 200));
  const features = kindRoutes(app, { path: 'feature', what: 'feature (soil, harvest…) with its icon', schema: featureKindSchema, answer: adminFeatureKindSchema, remove: removeFeature });
  app.openapi(features.create, async (c) => c.json(ok(await createFeature(c.get('deps'), c.req.valid('json'))), 200));
  app.openapi(features.update, async (c) => c.json(ok(await updateFeature(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))), 200));
  const meals = kindRoutes(app, { path: 'meal-icon', what: 'dish family a wine goes with', schema: mealKindSchema, answer: adminMealKindSchema, remove: removeMeal });
  app.openapi(meals.create, async (c) => c.json(ok(await createMeal(c.get('deps'), c.req.valid('json'))), 200));
  app.openapi(meals.update, async (c) => c.json(ok(await updateMeal(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))), 200));

  pictureRoute(app, {
    path: '/admin/meal-icon/{id}/picture',
    summary: "Sets a dish family's picture (JPEG or PNG), replacing the previous one; the pages of the wines going with it are refreshed",
    upload: 'MealPictureUpload',
    answer: { schema: adminMealKindSchema, description: 'The dish with its picture', failures: [400, 401, 403, 404] },
    set: setMealPicture,
  });
  pictureRoute(app, {
    path: '/admin/award/{id}/picture',
    summary: "Sets an award's medal picture (JPEG or PNG), replacing the previous one; the pages of the products showing it are refreshed",
    upload: 'AwardPictureUpload',
    answer: { schema: awardPictureSchema, description: 'The award with its picture', failures: [400, 401, 403, 404] },
    set: setAwardPicture,
  });

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/award/{id}/picture',
      tags: ['Admin'],
      summary: "Removes an award's medal picture: the page draws the medal itself",
      request: { params: idParam },
      responses: jsonResponses(awardPictureSchema, 'The award without picture', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await removeAwardPicture(c.get('deps'), c.req.valid('param').id)), 200),
  );

  return app;
}
