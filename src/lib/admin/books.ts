/**
 * The accountant's files (back office, /admin/books): for a period the owner picks, the FEC, the
 * orders, their lines and their payments as CSV, and the VAT per rate. The files are plain download
 * links (a link sends no userLang header: the language rides in `?lang`); the VAT summary is JSON.
 * - GET /admin/books/fec?from&to → '<SIREN>FEC<AAAAMMJJ>.txt'
 * - GET /admin/books/csv/{orders|lines|payments|vat}?from&to&lang
 * - GET /admin/books/vat?from&to → VatSummary
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import { cents } from '~/lib/contracts/units';
import type { Lang } from '~/lib/locale';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest period the files cover: two years (an accounting year may run up to 24 months). */
export const MAX_PERIOD_DAYS = 731;

const isDay = (day: string) => DAY.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

export const periodFields = {
  from: z.string().refine(isDay, 'yyyy-mm-dd').describe('The first day (yyyy-mm-dd, the estate’s clock)'),
  to: z.string().refine(isDay, 'yyyy-mm-dd').describe('The last day, included (yyyy-mm-dd)'),
};
/** The first day on or before the last, at most MAX_PERIOD_DAYS apart. */
export const inOrder = (period: { from: string; to: string }) => period.from <= period.to && (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 < MAX_PERIOD_DAYS;

export const periodQuerySchema = z.object(periodFields).refine(inOrder, { message: 'from after to, or more than two years apart', path: ['to'] });
/** The period of a spreadsheet, with the language of its headers. */
export const csvQuerySchema = z
  .object({ ...periodFields, lang: z.enum(['fr_FR', 'en_US']).optional() })
  .refine(inOrder, { message: 'from after to, or more than two years apart', path: ['to'] });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

const amountsSchema = z.object({ base: cents('Excluding VAT'), vat: cents('VAT'), total: cents('Tax included') });

export const vatSummarySchema = z
  .object({
    from: z.string(),
    to: z.string(),
    rates: z.array(
      z.object({
        rate: z.number().describe('Basis points (2000 = 20 %)'),
        invoiced: amountsSchema.describe('What the invoices of the period charged at this rate'),
        credited: amountsSchema.describe('What the credit notes of the period gave back at this rate'),
        due: amountsSchema.describe('Invoiced less credited: what the VAT return declares'),
      }),
    ),
    due: amountsSchema.describe('All rates together'),
  })
  .meta({ id: 'AdminVatSummary' });
export type VatSummary = z.infer<typeof vatSummarySchema>;

export const BOOK_FILES = ['orders', 'lines', 'payments', 'vat'] as const;
export type BookFile = (typeof BOOK_FILES)[number];

const query = (period: PeriodQuery) => `from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`;

export const booksLinks = {
  fec: (period: PeriodQuery) => `/api/admin/books/fec?${query(period)}`,
  csv: (file: BookFile, period: PeriodQuery, lang: Lang) => `/api/admin/books/csv/${file}?${query(period)}&lang=${lang}`,
};

export const booksApi = (api: ApiClient) => ({
  vat: (period: PeriodQuery) => api.get<VatSummary>('/admin/books/vat', period),
});
