import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { reportQuerySchema, revenueReportSchema } from '~/lib/admin/reports';
import type { ShopEnv } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { revenueReport } from '../../services/admin/reports/revenue';

// The owner's reports (src/lib/admin/reports.ts). Who may call is settled for every /admin path
// in app.ts: these handlers only run for ADMIN and SUPER_ADMIN.

export function adminReportsRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/reports/revenue',
      tags: ['Admin'],
      summary: 'Revenue and orders per day, week or month of a period, tax included and excluded, credit notes taken off, beside the same period last year (admins)',
      description: 'An invoice counts on the Paris day its order was paid, a credit note on the day it was issued: the totals are those of the FEC and the VAT summary of the same period.',
      request: { query: reportQuerySchema },
      responses: jsonResponses(revenueReportSchema, 'The revenue report', [400, 401, 403]),
    }),
    async (c) => {
      const { grain, ...period } = c.req.valid('query');
      return c.json(ok(await revenueReport(c.get('deps').db, period, grain)), 200);
    },
  );

  return app;
}
