import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { uploadedPictureSchema } from '~/lib/admin/content/common';
import type { ShopEnv } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { storePicture } from '../../services/admin/content/shared';
import { DEFAULT_MAX_BYTES } from '../../services/cart/files';
import { uploadedPicture } from '../../http/admin/picture';

// The pictures of the estate's publications (a news item's, an event's, one inside a text),
// uploaded from the back office: PNG or JPEG checked by their bytes, kept public and drawn at the
// reader's width wherever they are shown.

export function adminContentPictureRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/admin/content/picture', bodyLimit({ maxSize: DEFAULT_MAX_BYTES + 64 * 1024 }));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/content/picture',
      tags: ['Admin'],
      summary: 'Stores a picture for a publication (admins)',
      request: {
        body: {
          content: { 'multipart/form-data': { schema: z.object({ image: z.unknown().openapi({ type: 'string', format: 'binary', description: 'PNG or JPEG' }) }).openapi('AdminContentPicture') } },
          required: true,
        },
      },
      responses: jsonResponses(uploadedPictureSchema, 'The stored picture', [400, 401, 403, 413]),
    }),
    async (c) => {
      const { file, bytes } = await uploadedPicture(c.req.valid('form').image, c.get('lang'));
      return c.json(ok(await storePicture(c.get('deps').db, file, bytes), c.get('t')('admin-content:picture.stored')), 200);
    },
  );

  return app;
}
