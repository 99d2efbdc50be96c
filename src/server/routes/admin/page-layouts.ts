import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { MAX_LAYOUT_HTML, layoutHashCheckSchema, layoutHtmlField, layoutHtmlSchema, layoutPreviewSavedSchema } from '~/lib/admin/page-layouts';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { checkHash, pageLayoutOf, savePreview } from '../../services/admin/page-layouts';
import { uploadedPicture } from '../../http/admin/picture';
import { UPLOAD_LIMIT_BYTES } from '../../http/cart-answers';
import { idSchema } from '../../http/bounded';

// The page editor of the admin panel (src/lib/admin/page-layouts.ts): is the panel's copy of a
// layout the stored one, and the unpublished preview. Admins only, as every /admin path (app.ts).

const params = z.object({ idPage: idSchema, idLayout: idSchema });

export function adminPageLayoutRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/admin/page/:idPage/layout/:idLayout/*', bodyLimit({ maxSize: UPLOAD_LIMIT_BYTES + MAX_LAYOUT_HTML }));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/page/{idPage}/layout/{idLayout}/hash/check',
      tags: ['Admin'],
      summary: "Whether the panel's HTML of a layout is the stored one, by SHA-256 (admins)",
      request: { params, ...jsonBody(layoutHtmlSchema) },
      responses: jsonResponses(layoutHashCheckSchema, 'The hashes', [400, 401, 403, 404]),
    }),
    async (c) => {
      const { idPage, idLayout } = c.req.valid('param');
      const row = await pageLayoutOf(c.get('deps').db, idPage, idLayout);
      return c.json(ok(checkHash(row, c.req.valid('json').html)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/page/{idPage}/layout/{idLayout}/preview',
      tags: ['Admin'],
      summary: "Saves a layout's unpublished preview: its HTML and, optionally, a picture of it (admins)",
      request: {
        params,
        body: {
          content: {
            'multipart/form-data': {
              schema: z.object({ html: layoutHtmlField, image: z.unknown().optional().openapi({ type: 'string', format: 'binary', description: 'PNG or JPEG' }) }).openapi('LayoutPreview'),
            },
          },
          required: true,
        },
      },
      responses: jsonResponses(layoutPreviewSavedSchema, 'The preview is saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const { idPage, idLayout } = c.req.valid('param');
      const db = c.get('deps').db;
      const row = await pageLayoutOf(db, idPage, idLayout);
      const form = c.req.valid('form');
      const image = form.image !== undefined && form.image !== '' ? await uploadedPicture(form.image, c.get('lang')) : null;
      return c.json(ok(await savePreview(db, row, form.html, image), c.get('t')('order:admin.previewSaved')), 200);
    },
  );

  return app;
}
