import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses } from '../http/envelope';
import { vintageOf, wineELabel } from '../services/catalogue/e-label';
import { catalogueScope } from '../services/catalogue/scope';
import { qrCodeSvg } from '../services/qr-code';

const params = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  year: z.string().regex(/^(\d{4}|nv)$/).openapi({ description: 'A vintage, or nv for a non-vintage wine' }),
});

/** The QR code the estate prints on its labels; it opens the wine's e-label page. */
export function eLabelRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/product/{id}/e-label/{year}/qr.svg',
      tags: ['Product'],
      summary: 'The QR code of a wine vintage’s e-label page, as an SVG file to print on the label',
      request: { params },
      responses: {
        ...jsonResponses(z.null(), '', [400, 404]),
        200: { description: 'The QR code', content: { 'image/svg+xml': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const { id, year } = c.req.valid('param');
      const deps = c.get('deps');
      const label = await wineELabel(await catalogueScope(deps, c.get('siteId'), c.get('lang')), deps.config.publicUrl, id, vintageOf(year));
      const name = label.year === null ? label.name : `${label.name} ${label.year}`;
      return c.body(qrCodeSvg(label.url, c.get('t')('elabel:qrTitle', { name })), 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Disposition': `inline; filename="e-label-${id}-${year}.svg"`,
        'Cache-Control': 'public, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      });
    },
  );

  return app;
}
