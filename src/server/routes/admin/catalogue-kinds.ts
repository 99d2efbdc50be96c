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
interface Kind<Input, Answer> {
  path: string;
  what: string;
  schema: z.ZodType<Input>;
  answer: z.ZodType<Answer>;
  create: (deps: ShopDeps, input: Input) => Promise<Answer>;
  update: (deps: ShopDeps, id: number, input: Input) => Promise<Answer>;
  remove: (deps: ShopDeps, id: number) => Promise<void>;
}

function kindRoutes<Input, Answer>(app: OpenAPIHono<ShopEnv>, kind: Kind<Input, Answer>) {
  app.openapi(
    createRoute({
      method: 'post',
      path: `/admin/${kind.path}`,
      tags: ['Admin'],
      summary: `Creates a ${kind.what}, named in French and English`,
      request: jsonBody(kind.schema),
      responses: jsonResponses(kind.answer, 'Created', [400, 401, 403]),
    }),
    async (c) => c.json(ok(await kind.create(c.get('deps'), c.req.valid('json') as Input)), 200),
  );
  app.openapi(
    createRoute({
      method: 'put',
      path: `/admin/${kind.path}/{id}`,
      tags: ['Admin'],
      summary: `Changes a ${kind.what}; the pages of the products using it are refreshed`,
      request: { params: idParam, ...jsonBody(kind.schema) },
      responses: jsonResponses(kind.answer, 'As saved', [400, 401, 403, 404, 409]),
    }),
    async (c) => c.json(ok(await kind.update(c.get('deps'), c.req.valid('param').id, c.req.valid('json') as Input)), 200),
  );
  app.openapi(
    createRoute({
      method: 'delete',
      path: `/admin/${kind.path}/{id}`,
      tags: ['Admin'],
      summary: `Deletes a ${kind.what}; 409 while a product uses it`,
      request: { params: idParam },
      responses: jsonResponses(z.null(), 'Deleted', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      await kind.remove(c.get('deps'), c.req.valid('param').id);
      return c.json(ok(null), 200);
    },
  );
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

  kindRoutes(app, {
    path: 'variation',
    what: 'kind of variation (size, engraving colour…) with its values',
    schema: variationKindSchema,
    answer: adminVariationKindSchema,
    create: createVariation,
    update: updateVariation,
    remove: removeVariation,
  });
  kindRoutes(app, { path: 'feature', what: 'feature (soil, harvest…) with its icon', schema: featureKindSchema, answer: adminFeatureKindSchema, create: createFeature, update: updateFeature, remove: removeFeature });
  kindRoutes(app, { path: 'meal-icon', what: 'dish family a wine goes with', schema: mealKindSchema, answer: adminMealKindSchema, create: createMeal, update: updateMeal, remove: removeMeal });

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
