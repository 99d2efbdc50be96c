import { OpenAPIHono } from '@hono/zod-openapi';
import { albumListSchema, albumSchema } from '~/lib/contracts/content';
import { idParam } from '../http/bounded';
import type { ShopEnv } from '../http/context';
import { listQuerySchema } from '~/lib/contracts/list-query';
import { ok } from '../http/envelope';
import { routeUnder } from '../http/route';
import { getAlbum, listAlbums } from '../services/albums';

const albumRoute = routeUnder('Album');

export function albumRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    albumRoute(
      { method: 'get', path: '/album', summary: "Published albums in the owner's order, 100 a page; filters: id, title, publishedAt", request: { query: listQuerySchema } },
      { schema: albumListSchema, description: 'A page of albums' },
    ),
    async (c) => c.json(ok(await listAlbums(c.get('deps').db, c.get('lang'), c.req.query(), c.get('deps').now())), 200),
  );

  app.openapi(
    albumRoute(
      { method: 'get', path: '/album/{id}', summary: 'One album with its pictures and videos in order', request: { params: idParam } },
      { schema: albumSchema, description: 'The album', failures: [400, 404] },
    ),
    async (c) => c.json(ok(await getAlbum(c.get('deps').db, c.get('lang'), c.req.valid('param').id, c.get('deps').now())), 200),
  );

  return app;
}
