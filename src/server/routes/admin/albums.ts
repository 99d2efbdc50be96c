import { OpenAPIHono } from '@hono/zod-openapi';
import { adminAlbumListSchema, adminAlbumSchema, albumInputSchema } from '~/lib/admin/content/albums';
import type { ShopEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { adminAlbum, adminAlbums, deleteAlbum, saveAlbum } from '../../services/admin/content/albums';
import { contentRoutes } from '../../http/admin/content';
import { adminRoute } from '../../http/admin/route';

// The photo and video albums in the back office (src/lib/admin/content/albums.ts). Who may call
// is settled once for every /admin path (app.ts).

export function adminAlbumRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  const albums = contentRoutes(app, {
    path: '/admin/album',
    schemas: { item: adminAlbumSchema, input: albumInputSchema },
    one: { summary: 'An album with its pictures and videos in order (admins)', answer: 'The album', serve: adminAlbum },
    remove: { summary: 'Deletes an album; its pictures stay in the media (admins)', deleted: 'admin-content:albums.deleted', serve: deleteAlbum },
  });

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/album', summary: "Every album, published or not, in the owner's order (admins)" }, { schema: adminAlbumListSchema, description: 'The albums', failures: [401, 403] }),
    async (c) => c.json(ok(await adminAlbums(c.get('deps').db, c.get('lang'))), 200),
  );
  app.openapi(albums.create({ summary: 'Creates an album with its pictures and videos (admins)', answer: 'The new album' }), async (c) =>
    c.json(ok(await saveAlbum(c.get('deps'), null, c.req.valid('json')), c.get('t')('admin-content:albums.saved')), 200),
  );
  app.openapi(albums.update({ summary: 'Saves an album; the items given replace its items, in that order (admins)', answer: 'The album as saved' }), async (c) =>
    c.json(ok(await saveAlbum(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin-content:albums.saved')), 200),
  );

  return app;
}
