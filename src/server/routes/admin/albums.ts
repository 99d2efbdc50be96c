import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { albumInputSchema, albumTextSchema } from '~/lib/admin/content/albums';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { adminAlbum, adminAlbums, deleteAlbum, saveAlbum } from '../../services/admin/content/albums';
import { pictureSchema } from '../../http/admin/content';

// The photo and video albums in the back office (src/lib/admin/content/albums.ts). Who may call
// is settled once for every /admin path (app.ts).

const text = albumTextSchema;
const summaryFields = {
  id: z.number(),
  isPublished: z.boolean(),
  publishedAt: z.string(),
  position: z.number(),
  cover: pictureSchema,
  count: z.object({ pictures: z.number(), videos: z.number() }),
};
const summary = z.object({ ...summaryFields, title: z.string() }).openapi('AdminAlbumSummary');
const albumSchema = z
  .object({
    ...summaryFields,
    texts: z.object({ fr_FR: text, en_US: text.nullable() }),
    items: z.array(z.object({ id: z.number(), picture: pictureSchema, videoUrl: z.string().nullable(), captions: z.object({ fr_FR: z.string().nullable(), en_US: z.string().nullable() }) })),
    paths: z.object({ fr_FR: z.string(), en_US: z.string() }),
    updatedAt: z.string(),
  })
  .openapi('AdminAlbum');
const input = albumInputSchema;
const params = { params: z.object({ id: idSchema }) };

export function adminAlbumRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({ method: 'get', path: '/admin/album', tags: ['Admin'], summary: "Every album, published or not, in the owner's order (admins)", responses: jsonResponses(z.object({ albums: z.array(summary) }), 'The albums', [401, 403]) }),
    async (c) => c.json(ok(await adminAlbums(c.get('deps').db, c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({ method: 'get', path: '/admin/album/{id}', tags: ['Admin'], summary: 'An album with its pictures and videos in order (admins)', request: params, responses: jsonResponses(albumSchema, 'The album', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await adminAlbum(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({ method: 'post', path: '/admin/album', tags: ['Admin'], summary: 'Creates an album with its pictures and videos (admins)', request: jsonBody(input), responses: jsonResponses(albumSchema, 'The new album', [400, 401, 403]) }),
    async (c) => c.json(ok(await saveAlbum(c.get('deps'), null, c.req.valid('json')), c.get('t')('admin-content:albums.saved')), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/album/{id}',
      tags: ['Admin'],
      summary: 'Saves an album; the items given replace its items, in that order (admins)',
      request: { ...params, ...jsonBody(input) },
      responses: jsonResponses(albumSchema, 'The album as saved', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await saveAlbum(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:albums.saved')), 200),
  );

  app.openapi(
    createRoute({ method: 'delete', path: '/admin/album/{id}', tags: ['Admin'], summary: 'Deletes an album; its pictures stay in the media (admins)', request: params, responses: jsonResponses(z.object({ id: z.number() }), 'Deleted', [400, 401, 403, 404]) }),
    async (c) => c.json(ok(await deleteAlbum(c.get('deps'), c.req.valid('param').id), c.get('t')('admin-content:albums.deleted')), 200),
  );

  return app;
}
