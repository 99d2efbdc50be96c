import { OpenAPIHono } from '@hono/zod-openapi';
import { albumListSchema, albumSchema } from '~/lib/contracts/content';
import type { ShopEnv } from '../http/context';
import { routeUnder, servePublished } from '../http/route';
import { getAlbum, listAlbums } from '../services/albums';

export function albumRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  servePublished(app, routeUnder('Album'), '/album', {
    list: { summary: "Published albums in the owner's order, 100 a page; filters: id, title, publishedAt", schema: albumListSchema, description: 'A page of albums', read: listAlbums },
    one: { summary: 'One album with its pictures and videos in order', schema: albumSchema, description: 'The album', read: getAlbum },
  });
  return app;
}
