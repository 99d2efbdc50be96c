import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { isAdmin, type ShopEnv } from '../http/context';
import { jsonResponses } from '../http/envelope';
import { notFound } from '../http/errors';
import { mediaFile } from '../services/media';
import { idSchema } from '../http/bounded';

/** Stored images and files, cached for a year: a changed file gets a new id. */
export function mediaRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/media/{id}/{filename}',
      tags: ['Content'],
      summary: 'The bytes of a stored image or file',
      request: { params: z.object({ id: idSchema, filename: z.string().max(200) }) },
      responses: {
        ...jsonResponses(z.null(), '', [404]),
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } } },
      },
    }),
    async (c) => {
      const file = await mediaFile(c.get('deps').db, c.req.valid('param').id);
      if (!file || (!file.isPublic && !isAdmin(c.get('caller')))) throw notFound();
      const etag = file.sha256 ? `"${file.sha256}"` : undefined;
      const headers: Record<string, string> = {
        'Content-Type': file.mime,
        'Cache-Control': file.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      };
      if (etag) headers.ETag = etag;
      // An SVG opened on its own must not run scripts in the shop's origin.
      if (file.mime === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
      if (etag && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers);
    },
  );

  return app;
}
