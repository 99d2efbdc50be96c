/**
 * The owner's reports (back office, /admin/reports): for a period the owner picks, cut into days,
 * weeks or months, the figures of the period and of the same period last year. They read the same
 * books as the accountant's files (src/lib/admin/books.ts): an invoice counts on the day its order
 * was paid, a credit note on the day it was issued, so the reports' totals are the FEC's.
 * - GET /admin/reports/revenue?from&to&grain → RevenueReport
 * - GET /admin/reports/wines?from&to → WinesReport
 * - GET /admin/reports/sales?from&to → SalesReport (delivery modes and carriers, codes, gift cards)
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import { cents } from '~/lib/contracts/units';
import { ORDER_DELIVERY_TYPES } from '~/lib/order';
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

/** A period alone, for the reports that are not cut into buckets. */
export const reportPeriodSchema = z.object(periodFields).refine(inOrder, { message: 'from after to, or more than two years apart', path: ['to'] });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

const netSchema = z.object({ invoiced: cents('Invoiced'), credited: cents('Given back by credit notes'), net: cents('Invoiced less credited') });

const wineFiguresSchema = z.object({
  quantity: z.number().int().describe('Units invoiced (bottles for a wine) less those sent back on a refunded return'),
  revenue: netSchema.describe('What the lines brought, after their share of the discount, tax included'),
});

export const winesReportSchema = z
  .object({
    period: rangeSchema,
    lastYear: rangeSchema,
    wines: z
      .array(
        z.object({
          productId: z.number().int().nullable().describe('Null for a product since deleted'),
          name: z.string().describe('As the order lines named it'),
          year: z.number().int().nullable().describe('The vintage'),
          figures: wineFiguresSchema,
          lastYear: wineFiguresSchema,
        }),
      )
      .describe('Every wine and vintage sold in either period, best sellers first (net revenue)'),
    slowest: z
      .array(z.object({ declinationId: z.number().int(), productId: z.number().int(), name: z.string(), year: z.number().int().nullable(), quantity: z.number().int(), stock: z.number().int().nullable() }))
      .describe('The declinations on sale that sold the fewest units in the period, none first'),
    goods: netSchema.describe('All lines together'),
    shipping: netSchema.describe('The shipping fees: goods and shipping add up to the revenue report’s net total'),
  })
  .meta({ id: 'AdminWinesReport' });
export type WinesReport = z.infer<typeof winesReportSchema>;

const orderFiguresSchema = z.object({
  orders: z.number().int().describe('Invoiced orders (paid in the period)'),
  shipping: cents('Shipping fees invoiced'),
  discount: cents('Discounts given on the invoices'),
  revenue: netSchema.describe('The invoices’ totals less the credit notes issued in the period for these orders'),
});
export type OrderFigures = z.infer<typeof orderFiguresSchema>;

const giftFiguresSchema = z.object({
  sold: z.number().int().describe('Gift cards issued for orders paid in the period'),
  soldValue: cents('Their value'),
  usedOrders: z.number().int().describe('Invoices of the period partly or wholly paid with a gift card'),
  used: cents('What gift cards paid of them'),
});

export const salesReportSchema = z
  .object({
    period: rangeSchema,
    lastYear: rangeSchema,
    delivery: z.array(
      z.object({ deliveryType: z.enum(ORDER_DELIVERY_TYPES), carrier: z.string().nullable().describe('The carrier’s name, as the order recorded it'), figures: orderFiguresSchema, lastYear: orderFiguresSchema }),
    ),
    codes: z.array(z.object({ code: z.string().nullable().describe('Null for a discount given without a code'), figures: orderFiguresSchema, lastYear: orderFiguresSchema })),
    giftCards: giftFiguresSchema,
    giftCardsLastYear: giftFiguresSchema,
    total: orderFiguresSchema,
  })
  .meta({ id: 'AdminSalesReport' });
export type SalesReport = z.infer<typeof salesReportSchema>;

export const reportsApi = (api: ApiClient) => ({
  sales: (period: ReportPeriod) => api.get<SalesReport>('/admin/reports/sales', period),
  revenue: (query: ReportQuery) => api.get<RevenueReport>('/admin/reports/revenue', query),
  wines: (period: ReportPeriod) => api.get<WinesReport>('/admin/reports/wines', period),
});
