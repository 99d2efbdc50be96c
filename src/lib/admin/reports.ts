/**
 * The owner's reports (back office, /admin/reports): for a period the owner picks, cut into days,
 * weeks or months, the figures of the period and of the same period last year. They read the same
 * books as the accountant's files (src/lib/admin/books.ts): an invoice counts on the day its order
 * was paid, a credit note on the day it was issued, so the reports' totals are the FEC's.
 * - GET /admin/reports/revenue?from&to&grain → RevenueReport
 * - GET /admin/reports/wines?from&to → WinesReport
 * - GET /admin/reports/sales?from&to → SalesReport (delivery modes and carriers, codes, gift cards)
 * - GET /admin/reports/customers?from&to&grain → CustomersReport
 * - GET /admin/reports/stock?weeks → StockReport (not a period: the weeks up to today)
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import { cents } from '~/lib/contracts/units';
import { capacityUnits } from '~/lib/admin/catalogue';
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

/** What tells apart the declinations of a vintage: its capacity. */
const capacityFields = { capacity: z.number().nullable(), capacityUnit: z.enum(capacityUnits).nullable() };

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
      .array(z.object({ declinationId: z.number().int(), productId: z.number().int(), name: z.string(), year: z.number().int().nullable(), ...capacityFields, quantity: z.number().int(), stock: z.number().int().nullable() }))
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

const customerFiguresSchema = z.object({
  customers: z.number().int().describe('Customers with an invoice in the bucket (an account, or an e-mail address without one)'),
  new: z.number().int().describe('Of whom their first invoice ever is in the bucket'),
  returning: z.number().int().describe('Of whom had an invoice before the bucket'),
  orders: z.number().int(),
  invoiced: cents('Invoiced'),
  averageBasket: cents('Invoiced per order (0 without orders)'),
});
export type CustomerFigures = z.infer<typeof customerFiguresSchema>;

const customerTotalSchema = customerFiguresSchema.extend({
  repeating: z.number().int().describe('Customers of the period with at least two invoices up to its last day'),
  repeatRate: z.number().describe('repeating / customers, 0 to 1'),
});

export const customersReportSchema = z
  .object({
    period: rangeSchema,
    lastYear: rangeSchema,
    grain: z.enum(REPORT_GRAINS),
    buckets: z.array(rangeSchema.extend({ figures: customerFiguresSchema, lastYear: rangeSchema.extend({ figures: customerFiguresSchema }).nullable() })),
    total: customerTotalSchema,
    lastYearTotal: customerTotalSchema,
  })
  .meta({ id: 'AdminCustomersReport' });
export type CustomersReport = z.infer<typeof customersReportSchema>;

/** How many weeks back "lately" reaches, by default and at most. */
export const STOCK_WEEKS = { default: 8, max: 52 } as const;
export const stockQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(STOCK_WEEKS.max).default(STOCK_WEEKS.default).describe('How many weeks up to today the pace is read on'),
});
export type StockQuery = { weeks?: number };

export const stockReportSchema = z
  .object({
    from: z.string().describe('The first day counted (yyyy-mm-dd)'),
    to: z.string().describe('Today (yyyy-mm-dd)'),
    weeks: z.number().int(),
    declinations: z
      .array(
        z.object({
          declinationId: z.number().int(),
          productId: z.number().int(),
          name: z.string(),
          year: z.number().int().nullable(),
          ...capacityFields,
          stock: z.number().int().describe('Units in stock now'),
          sold: z.array(z.number().int()).describe('Units invoiced each week, the oldest first (the last one ends today)'),
          perWeek: z.number().describe('Units invoiced per week on average over the weeks'),
          lastYearPerWeek: z.number().describe('The same weeks a year earlier'),
          weeksLeft: z.number().nullable().describe('Stock divided by the pace; null when nothing sold'),
        }),
      )
      .describe('Every tracked declination on sale, the one that runs out soonest first'),
  })
  .meta({ id: 'AdminStockReport' });
export type StockReport = z.infer<typeof stockReportSchema>;

export const reportsApi = (api: ApiClient) => ({
  customers: (query: ReportQuery) => api.get<CustomersReport>('/admin/reports/customers', query),
  stock: (query: StockQuery = {}) => api.get<StockReport>('/admin/reports/stock', query),
  sales: (period: ReportPeriod) => api.get<SalesReport>('/admin/reports/sales', period),
  revenue: (query: ReportQuery) => api.get<RevenueReport>('/admin/reports/revenue', query),
  wines: (period: ReportPeriod) => api.get<WinesReport>('/admin/reports/wines', period),
});
