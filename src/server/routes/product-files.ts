import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eLabelSchema } from '~/lib/contracts/catalogue';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { langOf } from '../http/lang';
import { fileAnswer, langQuery, speakLinkLanguage } from '../http/downloads';
import { vintageOf, wineELabel } from '../services/catalogue/e-label';
import { eLabelQrCode } from '../services/catalogue/e-label-qr';
import { attachment } from '../services/catalogue/files';
import { technicalSheetContent } from '../services/catalogue/technical-sheet/content';
import { renderTechnicalSheet } from '../services/catalogue/technical-sheet/render';
import { scopeOf } from '../http/catalogue-scope';
import { idParam, idSchema } from '../http/bounded';
import { routeUnder } from '../http/route';

const productRoute = routeUnder('Product');

const fileResponse = (contentType: string, description: string) => ({
  ...jsonResponses(z.null(), '', [400, 404]),
  200: fileAnswer(contentType, description),
});

const vintage = z
  .string()
  .regex(/^(\d{4}|nv)$/, { error: 'catalogue-api:errors.vintageInvalid' })
  .openapi({ description: 'The vintage, or nv for a non-vintage wine', example: '2022' });

const declinationParams = idParam.extend({ idDeclination: idSchema });

async function sendSheet(c: Context<ShopEnv>, id: number, declinationId: number | null) {
  speakLinkLanguage(c, c.req.query('lang'));
  const content = await technicalSheetContent(c.get('deps'), c.get('siteId'), await scopeOf(c), id, declinationId);
  const pdf = await renderTechnicalSheet(content);
  return c.body(new Uint8Array(pdf), 200, attachment('application/pdf', content.fileName, 300));
}

export function productFileRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  const sheetRoute = <P extends z.ZodObject>(path: string, params: P) =>
    createRoute({
      method: 'get',
      path,
      tags: ['Product'],
      summary: 'The technical sheet of a product (or of one declination) as an A4 PDF',
      request: { params, query: langQuery },
      responses: fileResponse('application/pdf', 'The PDF file'),
    });

  app.openapi(sheetRoute('/product/generate/file/{id}', idParam), async (c) => sendSheet(c, c.req.valid('param').id, null));

  app.openapi(sheetRoute('/product/generate/file/{id}/{idDeclination}', declinationParams), async (c) => {
    const { id, idDeclination } = c.req.valid('param');
    return sendSheet(c, id, idDeclination);
  });

  app.openapi(
    productRoute(
      {
        method: 'get',
        path: '/product/{id}/e-label/{year}',
        summary: "A wine's e-label for one vintage: ingredients, allergens, nutrition declaration per 100 ml",
        request: { params: idParam.extend({ year: vintage }) },
      },
      { schema: eLabelSchema, description: 'The e-label', failures: [400, 404] },
    ),
    async (c) => {
      const { id, year } = c.req.valid('param');
      return c.json(ok(await wineELabel(await scopeOf(c), c.get('deps').config.publicUrl, id, vintageOf(year))), 200);
    },
  );

  for (const format of ['svg', 'png'] as const) {
    app.openapi(
      createRoute({
        method: 'get',
        path: `/product/{id}/e-label/{year}/qr.${format}`,
        tags: ['Product'],
        summary: `The QR code of the e-label's public address, as ${format.toUpperCase()}, to print on the bottle`,
        request: { params: idParam.extend({ year: vintage }), query: langQuery },
        responses: fileResponse(format === 'svg' ? 'image/svg+xml' : 'image/png', 'The QR code'),
      }),
      async (c) => {
        const { id, year } = c.req.valid('param');
        const lang = langOf(c.req.query('lang') ?? c.get('lang'));
        const label = await wineELabel(await scopeOf(c), c.get('deps').config.publicUrl, id, vintageOf(year));
        const qr = await eLabelQrCode(label, format, lang);
        const headers = attachment(qr.contentType, qr.fileName, 86_400);
        // An SVG opened on its own must not run anything in the shop's origin.
        if (format === 'svg') headers['Content-Security-Policy'] = "default-src 'none'";
        return c.body(qr.body, 200, headers);
      },
    );
  }

  return app;
}
