import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { getAlbum, listAlbums } from '../services/albums';
import { contentImageSchema, idParam, listQuery } from './content-schemas';

const albumSummarySchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    publishedAt: z.date().or(z.string()),
    cover: contentImageSchema,
    count: z.object({ pictures: z.number(), videos: z.number() }),
  })
  .openapi('AlbumSummary');

const albumEntrySchema = z
  .discriminatedUnion('kind', [
    z.object({ id: z.number(), kind: z.literal('image'), image: contentImageSchema.unwrap(), caption: z.string().nullable() }),
    z.object({ id: z.number(), kind: z.literal('video'), url: z.string(), caption: z.string().nullable() }),
    z.object({
      id: z.number(),
      kind: z.literal('hosted'),
      embedUrl: z.string().openapi({ description: "The provider's player address" }),
      provider: z.enum(['YOUTUBE', 'VIMEO']).nullable(),
      caption: z.string().nullable(),
    }),
  ])
  .openapi('AlbumEntry');

const albumSchema = albumSummarySchema
  .extend({ slugs: z.record(z.string(), z.string()), media: z.array(albumEntrySchema) })
  .openapi('Album');

export function albumRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/album',
      tags: ['Album'],
      summary: "Published albums in the owner's order, 100 a page; filters: id, title, publishedAt",
      request: { query: listQuery },
      responses: jsonResponses(z.object({ albums: z.array(albumSummarySchema), total: z.number() }), 'A page of albums'),
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
