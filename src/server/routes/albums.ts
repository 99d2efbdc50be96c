import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { albumListSchema, albumSchema } from '~/lib/contracts/content';
import { idParam } from '../http/bounded';
import type { ShopEnv } from '../http/context';
import { listQuerySchema } from '~/lib/contracts/list-query';
import { jsonResponses, ok } from '../http/envelope';
import { getAlbum, listAlbums } from '../services/albums';

export function albumRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/album',
      tags: ['Album'],
      summary: "Published albums in the owner's order, 100 a page; filters: id, title, publishedAt",
      request: { query: listQuerySchema },
      responses: jsonResponses(albumListSchema, 'A page of albums'),
    }),
    async (c) => c.json(ok(await listAlbums(c.get('deps').db, c.get('lang'), c.req.query(), c.get('deps').now())), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/album/{id}',
      tags: ['Album'],
      summary: 'One album with its pictures and videos in order',
      request: { params: idParam },
      responses: jsonResponses(albumSchema, 'The album', [400, 404]),
    }),
    async (c) => c.json(ok(await getAlbum(c.get('deps').db, c.get('lang'), c.req.valid('param').id, c.get('deps').now())), 200),
  );

  return app;
}
