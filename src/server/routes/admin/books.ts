import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { BOOK_FILES, csvQuerySchema, periodQuerySchema, vatSummarySchema } from '~/lib/admin/books';
import type { ShopEnv } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { bookCsv } from '../../services/admin/books/exports';
import { fecFile } from '../../services/admin/books/fec';
import { vatSummary } from '../../services/admin/books/vat';

// The accountant's files (src/lib/admin/books.ts). Who may call is settled for every /admin path
// in app.ts: these handlers only run for ADMIN and SUPER_ADMIN.

const noStore = { 'Cache-Control': 'private, no-store' };

export function adminBooksRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/books/fec',
      tags: ['Admin'],
      summary: 'The FEC of a period: the sales and bank journals as article A47 A-1 of the Livre des procédures fiscales describes the file (admins)',
      description:
        'Named <SIREN>FEC<AAAAMMJJ>.txt (the SIRET parameter’s first 9 digits, the period’s last day); 18 fields separated by tabs, a first line naming them, ' +
        'dates AAAAMMJJ, amounts with a decimal comma, ISO 8859-15. Only entries dated within the period, numbered 1, 2, 3… in date order.',
      request: { query: periodQuerySchema },
      responses: {
        ...jsonResponses(z.null(), '', [400, 401, 403]),
        200: { description: 'The FEC', content: { 'text/tab-separated-values': { schema: z.string().openapi({ format: 'binary' }) } } },
      },
    }),
    async (c) => {
      const { fileName, bytes } = await fecFile(c.get('deps').db, c.get('siteId'), c.req.valid('query'));
      // Bytes, not text: the file is ISO 8859-15, which c.text would write as UTF-8.
      return c.body(bytes, 200, { 'Content-Type': 'text/tab-separated-values; charset=iso-8859-15', 'Content-Disposition': `attachment; filename="${fileName}"`, ...noStore });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/books/vat',
      tags: ['Admin'],
      summary: 'The VAT per rate of the invoices and credit notes issued in a period, and what is due (admins)',
      request: { query: periodQuerySchema },
      responses: jsonResponses(vatSummarySchema, 'The VAT per rate', [400, 401, 403]),
    }),
    async (c) => c.json(ok(await vatSummary(c.get('deps').db, c.req.valid('query'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/books/csv/{file}',
      tags: ['Admin'],
      summary: 'The orders placed in a period, their lines or their payments, as CSV for a spreadsheet (admins)',
      description: "Fields separated by ';', amounts in euros with a decimal comma, UTF-8 with a byte-order mark, headers in the language asked (a download link sends no userLang header).",
      request: {
        params: z.object({ file: z.enum(BOOK_FILES) }),
        query: csvQuerySchema,
      },
      responses: {
        ...jsonResponses(z.null(), '', [400, 401, 403]),
        200: { description: 'The spreadsheet', content: { 'text/csv': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { filename, csv } = await bookCsv(c.get('deps').db, c.req.valid('param').file, query, query.lang ?? c.get('lang'));
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, ...noStore });
    },
  );

  return app;
}
