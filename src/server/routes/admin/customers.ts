import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  customerDetailSchema,
  customerExportSchema,
  customerPageSchema,
  customerSearchSchema,
  newsletterListsSchema,
  SUBSCRIBERS_CSV_PATH,
} from '~/lib/admin/customers';
import type { ShopEnv } from '../../http/context';
import { jsonResponses, noBody, ok } from '../../http/envelope';
import { idSchemaTelling, pageQuery } from '../../http/bounded';
import { customerDetail, customerList, eraseCustomer, exportCustomer } from '../../services/admin/people/customers';
import { listExists, listsWithReaders, subscribersCsv } from '../../services/admin/people/subscribers';
import { invalid } from '../../services/errors';

// The customers of the back office and the newsletter's readers. Who may call is settled for every
// /admin path in app.ts; the audit middleware records the export and the erasure (non-GET).

const idParam = z.object({ id: idSchemaTelling('admin-customers:errors.notFound') });

export function adminCustomerRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/customers',
      tags: ['Admin'],
      summary: 'The customers, newest first, found by a part of their name, e-mail or phone (admins)',
      request: { query: z.object({ ...pageQuery, search: customerSearchSchema.optional() }) },
      responses: jsonResponses(customerPageSchema, 'A page of customers', [400, 401, 403]),
    }),
    async (c) => {
      const { page, nbItem, search } = c.req.valid('query');
      return c.json(ok(await customerList(c.get('deps').db, search ?? '', page, nbItem)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/customers/{id}',
      tags: ['Admin'],
      summary: 'One customer: their details, orders, addresses and newsletter subscriptions (admins)',
      request: { params: idParam },
      responses: jsonResponses(customerDetailSchema, 'The customer', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await customerDetail(c.get('deps').db, c.get('lang'), c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/customers/{id}/export',
      tags: ['Admin'],
      summary: "Everything the shop holds about one customer, as a file to hand them (GDPR) (admins)",
      description: 'A POST so that the audit log records who took a copy of the data.',
      request: { params: idParam, ...noBody },
      responses: jsonResponses(customerExportSchema, "The customer's data", [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await exportCustomer(c.get('deps'), c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/customers/{id}',
      tags: ['Admin'],
      summary: "Erases a customer's account (GDPR): personal data go, orders stay anonymized (admins)",
      description:
        'The same erasure as DELETE /user. Refused (409) while an order or a return is under way, and for an administrator (remove the role first).',
      request: { params: idParam },
      responses: jsonResponses(z.null(), 'Account erased', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      await eraseCustomer(c.get('deps'), c.get('siteId'), c.req.valid('param').id);
      return c.json(ok(null, c.get('t')('admin-customers:erase.done')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/newsletter/lists',
      tags: ['Admin'],
      summary: 'Every newsletter list and its number of subscribers (admins)',
      responses: jsonResponses(newsletterListsSchema, 'The lists', [401, 403]),
    }),
    async (c) => c.json(ok(await listsWithReaders(c.get('deps').db, c.get('lang'))), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: SUBSCRIBERS_CSV_PATH,
      tags: ['Admin'],
      summary: "The newsletter's subscribers as a spreadsheet, all lists or one (admins)",
      description: 'UTF-8 with a byte-order mark; fields separated by `;` in French, `,` in English.',
      request: { query: z.object({ listId: idSchemaTelling('admin-customers:errors.unknownList').optional() }) },
      responses: {
        ...jsonResponses(z.null(), '', [400, 401, 403]),
        200: { description: 'The subscribers', content: { 'text/csv': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const { listId } = c.req.valid('query');
      const { db } = c.get('deps');
      if (listId !== undefined && !(await listExists(db, listId))) throw invalid('admin-customers:errors.unknownList');
      const csv = await subscribersCsv(db, c.get('lang'), listId);
      const name = `newsletter-${listId ?? 'all'}-${c.get('deps').now().toISOString().slice(0, 10)}.csv`;
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  return app;
}
