import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { reviewListSchema } from '~/lib/contracts/content';
import { ok } from '../http/envelope';
import { listReviews } from '../services/reviews';
import { routeUnder } from '../http/route';

const contentRoute = routeUnder('Content');

export function reviewsRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    contentRoute(
      {
        method: 'get',
        path: '/google/reviews',
        summary: 'The Google reviews the estate stores, newest first (no call to Google); from keeps those published since that date',
        request: {
          query: z.object({
            from: z.iso.date().or(z.iso.datetime({ offset: true })).optional().openapi({ example: '2026-01-01' }),
            minRating: z.coerce.number().int().min(1).max(5).optional(),
            nbItem: z.coerce.number().int().min(1).max(100).optional(),
          }),
        },
      },
      { schema: reviewListSchema, description: 'The reviews' },
    ),
    async (c) => {
      const { from, minRating, nbItem } = c.req.valid('query');
      const reviews = await listReviews(c.get('deps').db, c.get('siteId'), { from: from ? new Date(from) : undefined, minRating, nbItem: nbItem ?? 10 });
      return c.json(ok(reviews), 200);
    },
  );

  return app;
}
