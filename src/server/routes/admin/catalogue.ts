import { OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import {
  adminPictureSchema,
  adminProductPageSchema,
  adminProductSchema,
  pictureAltSchema,
  pictureOrderSchema,
  productChangesSchema,
  productCreateSchema,
  productListQuery,
} from '~/lib/admin/catalogue';
import type { ShopEnv } from '../../http/context';
import { jsonBody, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { DEFAULT_MAX_BYTES } from '../../services/cart/files';
import { pictureBody, uploadedPicture } from '../../http/admin/picture';
import { addPicture, describePicture, orderPictures, removePicture } from '../../services/admin/catalogue/pictures';
import { adminProduct, createProduct, listAdminProducts, updateProduct } from '../../services/admin/catalogue/products';
import { adminRoute } from '../../http/admin/route';

// The back office's products and their pictures (src/lib/admin/catalogue.ts); the declinations are
// in catalogue-declinations.ts. Who may call is settled once for every /admin path (app.ts).

const idParam = z.object({ id: idSchema });
const pictureParams = z.object({ id: idSchema, mediaId: idSchema });
const product = adminProductSchema;
const picture = adminPictureSchema;

export function adminCatalogueRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/admin/product/:id/picture', bodyLimit({ maxSize: DEFAULT_MAX_BYTES + 64 * 1024 }));

  app.openapi(
    adminRoute(
      {
        method: 'get',
        path: '/admin/product',
        summary: 'Every product, published or not, newest first: search by name or reference, filter by publication and type',
        request: { query: productListQuery },
      },
      { schema: adminProductPageSchema, description: 'A page of products', failures: [400, 401, 403] },
    ),
    async (c) => c.json(ok(await listAdminProducts(c.get('deps').db, c.get('lang'), c.req.valid('query'))), 200),
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/product', summary: 'Creates a product, unpublished, named in French', request: jsonBody(productCreateSchema) },
      { schema: product, description: 'The new product', failures: [400, 401, 403] },
    ),
    async (c) => c.json(ok(await createProduct(c.get('deps'), c.req.valid('json'))), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'get',
        path: '/admin/product/{id}',
        summary: 'A product as the editor shows it: its words in both languages, declinations and pictures',
        request: { params: idParam },
      },
      { schema: product, description: 'The product', failures: [400, 401, 403, 404] },
    ),
    async (c) => c.json(ok(await adminProduct(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/product/{id}',
        summary: 'Changes a product: type, reference, its words in French and English, publication; the pages showing it are refreshed',
        request: { params: idParam, ...jsonBody(productChangesSchema) },
      },
      { schema: product, description: 'The product as saved', failures: [400, 401, 403, 404] },
    ),
    async (c) => c.json(ok(await updateProduct(c.get('deps'), c.req.valid('param').id, c.req.valid('json'))), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'post',
        path: '/admin/product/{id}/picture',
        summary: "Adds a picture (JPEG or PNG) at the end of a product's gallery; the shop serves it at every page width",
        request: { params: idParam, body: pictureBody('ProductPictureUpload') },
      },
      { schema: picture, description: 'The new picture', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const { file, bytes } = await uploadedPicture(c.req.valid('form').image, c.get('lang'));
      return c.json(ok(await addPicture(c.get('deps'), c.req.valid('param').id, file, bytes)), 200);
    },
  );

  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/product/{id}/picture/order',
        summary: "Puts a product's gallery in the order given (each of its pictures once)",
        request: { params: idParam, ...jsonBody(pictureOrderSchema) },
      },
      { schema: z.array(picture), description: 'The gallery in its new order', failures: [400, 401, 403, 404] },
    ),
    async (c) => c.json(ok(await orderPictures(c.get('deps'), c.req.valid('param').id, c.req.valid('json').mediaIds)), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/product/{id}/picture/{mediaId}',
        summary: "Sets a product picture's alternative text in French and English",
        request: { params: pictureParams, ...jsonBody(pictureAltSchema) },
      },
      { schema: picture, description: 'The picture', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const { id, mediaId } = c.req.valid('param');
      return c.json(ok(await describePicture(c.get('deps'), id, mediaId, c.req.valid('json'))), 200);
    },
  );

  app.openapi(
    adminRoute(
      {
        method: 'delete',
        path: '/admin/product/{id}/picture/{mediaId}',
        summary: "Removes a picture from a product's gallery (and from the shop when no other product shows it)",
        request: { params: pictureParams },
      },
      { schema: z.null(), description: 'Removed', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const { id, mediaId } = c.req.valid('param');
      await removePicture(c.get('deps'), id, mediaId);
      return c.json(ok(null), 200);
    },
  );

  return app;
}
