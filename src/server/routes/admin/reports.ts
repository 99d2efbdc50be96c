import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { customersReportSchema, reportPeriodSchema, reportQuerySchema, revenueReportSchema, salesReportSchema, stockQuerySchema, stockReportSchema, winesReportSchema } from '~/lib/admin/reports';
import type { ShopEnv } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { customersReport } from '../../services/admin/reports/customers';
import { revenueReport } from '../../services/admin/reports/revenue';
import { salesReport } from '../../services/admin/reports/sales';
import { stockReport } from '../../services/admin/reports/stock';
import { winesReport } from '../../services/admin/reports/wines';

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

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/reports/wines',
      tags: ['Admin'],
      summary: 'Units and revenue of each wine and vintage in a period, best sellers first, beside last year; the slowest declinations on sale (admins)',
      description: 'A line counts after its share of the discount, less what credit notes gave back of it; with the shipping fees, the lines add up to the net revenue of the period.',
      request: { query: reportPeriodSchema },
      responses: jsonResponses(winesReportSchema, 'The wines report', [400, 401, 403]),
    }),
    async (c) => c.json(ok(await winesReport(c.get('deps').db, c.req.valid('query'), c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/reports/sales',
      tags: ['Admin'],
      summary: 'The invoices of a period by delivery mode and carrier and by discount code, net of credit notes; the gift cards sold and used; beside last year (admins)',
      request: { query: reportPeriodSchema },
      responses: jsonResponses(salesReportSchema, 'The sales report', [400, 401, 403]),
    }),
    async (c) => c.json(ok(await salesReport(c.get('deps').db, c.req.valid('query'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/reports/customers',
      tags: ['Admin'],
      summary: 'Customers per day, week or month of a period: new and returning, orders, average basket; the repeat rate; beside last year (admins)',
      request: { query: reportQuerySchema },
      responses: jsonResponses(customersReportSchema, 'The customers report', [400, 401, 403]),
    }),
    async (c) => {
      const { grain, ...period } = c.req.valid('query');
      return c.json(ok(await customersReport(c.get('deps').db, period, grain)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/reports/stock',
      tags: ['Admin'],
      summary: 'For each tracked declination on sale: units invoiced per week lately, the same weeks last year, and the weeks of stock left at that pace (admins)',
      request: { query: stockQuerySchema },
      responses: jsonResponses(stockReportSchema, 'The stock report', [400, 401, 403]),
    }),
    async (c) => {
      const deps = c.get('deps');
      return c.json(ok(await stockReport(deps.db, c.req.valid('query').weeks, deps.now(), c.get('lang'))), 200);
    },
  );

  return app;
}
