import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { type ShopEnv } from '../http/context';
import { isAdmin } from '../deps';
import { jsonResponses } from '../http/envelope';
import { mediaFile, STORED_MEDIA_TYPES } from '../services/media';
import { mediaVariantFile, variantHashLength } from '../services/media-variants';
import { idSchema } from '../http/bounded';
import { pictureFormats, pictureWidths, type PictureFormat, type PictureWidth } from '~/lib/picture';
import { notFound } from '../services/errors';

const immutable = 'public, max-age=31536000, immutable';

/** The file names of the variants (`640.avif`): only the fixed widths and formats exist. */
const variantNames = pictureWidths.flatMap((width) => Object.keys(pictureFormats).map((format) => `${width}.${format}`)) as [string, ...string[]];

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
        200: { description: 'The file, in its own media type', content: Object.fromEntries(STORED_MEDIA_TYPES.map((mime) => [mime, { schema: z.string().openapi({ format: 'binary' }) }])) },
        304: { description: 'Not modified (If-None-Match)' },
      },
    }),
    async (c) => {
      const file = await mediaFile(c.get('deps').db, c.req.valid('param').id);
      if (!file || (!file.isPublic && !isAdmin(c.get('caller')))) throw notFound();
      const etag = file.sha256 ? `"${file.sha256}"` : undefined;
      const headers: Record<string, string> = {
        'Content-Type': file.mime,
        'Cache-Control': file.isPublic ? immutable : 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      };
      if (etag) headers.ETag = etag;
      // An SVG opened on its own must not run scripts in the shop's origin.
      if (file.mime === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
      if (etag && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/media/{id}/{hash}/{variant}',
      tags: ['Content'],
      summary: 'A stored picture redrawn at one of the page widths, in AVIF, WebP or JPEG',
      description:
        'Pages list these in srcset. The hash is the start of the picture\'s SHA-256, so the address changes with the picture and the answer is cached for a year. A picture is never enlarged: a width above the original\'s is drawn at the original\'s width.',
      request: {
        params: z.object({
          id: idSchema,
          hash: z.string().regex(new RegExp(`^[0-9a-f]{${variantHashLength}}$`)),
          variant: z.enum(variantNames),
        }),
      },
      responses: {
        ...jsonResponses(z.null(), '', [400, 404]),
        200: {
          description: 'The redrawn picture',
          content: Object.fromEntries(Object.values(pictureFormats).map((mime) => [mime, { schema: z.string().openapi({ format: 'binary' }) }])),
        },
        304: { description: 'Not modified (If-None-Match)' },
      },
    }),
    async (c) => {
      const { id, hash, variant } = c.req.valid('param');
      const [width, format] = variant.split('.') as [string, PictureFormat];
      const file = await mediaVariantFile(c.get('deps').db, id, hash, Number(width) as PictureWidth, format);
      if (!file) throw notFound();
      const headers = { 'Content-Type': file.mime, 'Cache-Control': immutable, ETag: file.etag, 'X-Content-Type-Options': 'nosniff' };
      if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers);
    },
  );

  return app;
}
