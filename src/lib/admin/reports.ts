/**
 * The owner's reports (back office, /admin/reports): for a period the owner picks, cut into days,
 * weeks or months, the figures of the period and of the same period last year. They read the same
 * books as the accountant's files (src/lib/admin/books.ts): an invoice counts on the day its order
 * was paid, a credit note on the day it was issued, so the reports' totals are the FEC's.
 * - GET /admin/reports/revenue?from&to&grain → RevenueReport
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import { cents } from '~/lib/contracts/units';
import { REPORT_GRAINS, type ReportGrain } from '~/lib/rules/report-period';
import { inOrder, periodFields } from './books';

export { REPORT_GRAINS, type ReportGrain };

export const reportQuerySchema = z
  .object({ ...periodFields, grain: z.enum(REPORT_GRAINS).default('month').describe('How the period is cut: per day, per ISO week (Monday to Sunday) or per month') })
  .refine(inOrder, { message: 'from after to, or more than two years apart', path: ['to'] });
export type ReportQuery = z.input<typeof reportQuerySchema>;

const rangeSchema = z.object({ from: z.string().describe('yyyy-mm-dd'), to: z.string().describe('yyyy-mm-dd, included') });

const amountSchema = z.object({ total: cents('Tax included'), base: cents('Excluding VAT') });

/** A bucket's money: what the invoices charged, what the credit notes gave back, and the difference. */
const revenueFiguresSchema = z.object({
  orders: z.number().int().describe('Invoiced orders (paid in the bucket)'),
  refunds: z.number().int().describe('Credit notes issued in the bucket'),
  invoiced: amountSchema,
  credited: amountSchema,
  net: amountSchema.describe('Invoiced less credited: the revenue, refunds taken off'),
});
export type RevenueFigures = z.infer<typeof revenueFiguresSchema>;

export const revenueReportSchema = z
  .object({
    period: rangeSchema,
    lastYear: rangeSchema.describe('The same days a year earlier'),
    grain: z.enum(REPORT_GRAINS),
    buckets: z.array(
      rangeSchema.extend({
        figures: revenueFiguresSchema,
        lastYear: rangeSchema.extend({ figures: revenueFiguresSchema }).nullable().describe('The bucket of last year at the same place, if the period had one'),
      }),
    ),
    total: revenueFiguresSchema,
    lastYearTotal: revenueFiguresSchema,
  })
  .meta({ id: 'AdminRevenueReport' });
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const reportsApi = (api: ApiClient) => ({
  revenue: (query: ReportQuery) => api.get<RevenueReport>('/admin/reports/revenue', query),
});
