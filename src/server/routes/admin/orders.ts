import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  adminOrderPageSchema,
  adminOrderViewSchema,
  adminReturnPageSchema,
  adminReturnRowSchema,
  labelLink,
  MAX_LABEL_BYTES,
  orderListQuery,
  refundRequest,
  refusal,
  returnListQuery,
} from '~/lib/admin/orders';
import type { ShopEnv } from '../../http/context';
import { idSchema } from '../../http/bounded';
import { jsonBody, jsonResponses, noBody, ok } from '../../http/envelope';
import { fileAnswer, langQuery, speakLinkLanguage } from '../../http/downloads';
import { adminOrderList } from '../../services/admin/orders/list';
import { pickingSlipContent, renderPickingSlip } from '../../services/admin/orders/picking-slip';
import { decideRefund } from '../../services/admin/orders/refund';
import { adminReturnList, answerReturn, type ReturnAnswer } from '../../services/admin/orders/returns';
import { adminOrderView } from '../../services/admin/orders/view';
import { attachment } from '../../services/catalogue/files';
import { settleRefunds } from '../../services/orders/refunds';
import { readableOrder } from '../../services/orders/read';
import { invalid } from '../../services/errors';
import { adminRoute } from '../../http/admin/route';

// The back office's orders, refunds and returns (src/lib/admin/orders.ts). Who may call is settled
// once for every /admin path (app.ts): these handlers only run for ADMIN and SUPER_ADMIN.

const params = { params: z.object({ id: idSchema }) };

/** The admin calling; the guard let nobody else through. */
const admin = (c: Context<ShopEnv>) => c.get('caller')!;

/** A PDF file in the multipart body, checked by its first bytes rather than by its name. */
async function labelFile(value: unknown): Promise<Uint8Array> {
  if (!(value instanceof File)) throw invalid('admin-orders:errors.labelMissing');
  if (value.size > MAX_LABEL_BYTES) throw invalid('admin-orders:errors.labelTooBig');
  const bytes = new Uint8Array(await value.arrayBuffer());
  if (new TextDecoder().decode(bytes.subarray(0, 5)) !== '%PDF-') throw invalid('admin-orders:errors.labelNotPdf');
  return bytes;
}

export function adminOrdersRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    adminRoute(
      {
        method: 'get',
        path: '/admin/orders',
        summary: 'Orders for the back office: search by number, customer name or e-mail; filter by status, delivery type and days; newest first (admins)',
        request: { query: orderListQuery },
      },
      { schema: adminOrderPageSchema, description: 'A page of orders', failures: [400, 401, 403] },
    ),
    async (c) => c.json(ok(await adminOrderList(c.get('deps').db, c.get('lang'), c.req.valid('query'))), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'get',
        path: '/admin/orders/{id}',
        summary: 'One order for the back office: lines, totals, customer, delivery, payments and refunds, returns, status history (admins)',
        request: params,
      },
      { schema: adminOrderViewSchema, description: 'The order', failures: [400, 401, 403, 404] },
    ),
    async (c) => c.json(ok(await adminOrderView(c.get('deps'), c.get('lang'), admin(c), c.req.valid('param').id)), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'post',
        path: '/admin/orders/{id}/refunds',
        summary: 'Refunds an order, whole or in part, through the payment provider that took it (admins); the customer is mailed',
        description: 'The decision is written first (400 when the amount is not more than 0 or more than what is still refundable; two refunds at once are taken one after the other). ' +
          'The provider is then asked; when it refuses, the refund stays due and the background worker asks again. Naming a received return (returnId) marks it refunded.',
        request: { ...params, ...jsonBody(refundRequest) },
      },
      { schema: adminOrderViewSchema, description: 'The order, refund decided', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const deps = c.get('deps');
      const id = c.req.valid('param').id;
      const request = c.req.valid('json');
      const payments = await decideRefund(deps, c.get('siteId'), admin(c), id, request);
      // After the commit: a provider that fails leaves the refund due for the worker.
      for (const paymentId of payments) await settleRefunds(deps, paymentId);
      return c.json(ok(await adminOrderView(deps, c.get('lang'), admin(c), id), c.get('t')('admin-orders:refund.done')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/orders/{id}/picking-slip',
      tags: ['Admin'],
      summary: 'The picking slip of an order as an A4 PDF: lines and quantities, where it goes, the customer’s note; no prices (admins)',
      description: 'A plain link cannot send the userLang header: `?lang=en_US` chooses the language.',
      request: { ...params, query: langQuery },
      responses: {
        ...jsonResponses(z.null(), '', [400, 401, 403, 404]),
        200: fileAnswer(),
      },
    }),
    async (c) => {
      speakLinkLanguage(c, c.req.valid('query').lang);
      const deps = c.get('deps');
      const row = await readableOrder(deps.db, admin(c), c.req.valid('param').id);
      const slip = await pickingSlipContent(deps, c.get('siteId'), c.get('lang'), row);
      const pdf = await renderPickingSlip(slip);
      // Shown in the browser's viewer, whose print button is what the estate wants of it.
      return c.body(new Uint8Array(pdf), 200, { ...attachment('application/pdf', slip.fileName, 0, { inline: true }), 'Cache-Control': 'private, no-store' });
    },
  );

  app.openapi(
    adminRoute(
      {
        method: 'get',
        path: '/admin/returns',
        summary: 'The returns customers asked, newest first, optionally at one step (admins)',
        request: { query: returnListQuery },
      },
      { schema: adminReturnPageSchema, description: 'A page of returns', failures: [400, 401, 403] },
    ),
    async (c) => c.json(ok(await adminReturnList(c.get('deps').db, c.get('lang'), c.req.valid('query'))), 200),
  );

  const answerRoute = <Body extends object>(path: string, summary: string, body: Body) =>
    createRoute({
      method: 'post',
      path: `/admin/returns/{id}/${path}`,
      tags: ['Admin'],
      summary,
      description: '400 when the return is not at a step this answer follows; 409 when another answer came first.',
      request: { ...params, ...body },
      responses: jsonResponses(adminReturnRowSchema, 'The return', [400, 401, 403, 404, 409]),
    });
  const reply = async (c: Context<ShopEnv>, id: number, answer: ReturnAnswer) => {
    const done = await answerReturn(c.get('deps'), c.get('siteId'), c.get('lang'), id, answer);
    return c.json(ok(done, c.get('t')(`admin-orders:returns.done.${done.status}`)), 200);
  };

  app.openapi(answerRoute('accept', 'Accepts a return the customer asked (admins); the customer is mailed', noBody), (c) => reply(c, c.req.valid('param').id, { status: 'ACCEPTED' }));
  app.openapi(answerRoute('refuse', 'Refuses a return, saying why (admins); the customer is mailed the reason', jsonBody(refusal)), (c) =>
    reply(c, c.req.valid('param').id, { status: 'REFUSED', reason: c.req.valid('json').reason }),
  );
  app.openapi(answerRoute('received', 'Marks the returned products received (admins); the customer is mailed, and the refund of their lines can follow', noBody), (c) =>
    reply(c, c.req.valid('param').id, { status: 'PRODUCT_RECEIVED' }),
  );

  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/returns/{id}/label',
        summary: 'Sends the return label: a PDF (`image`) or the carrier’s link (`link`) (admins); the customer is mailed where to find it',
        request: {
          ...params,
          body: {
            content: {
              'multipart/form-data': {
                schema: z
                  .object({
                    link: z.string().max(2000).optional(),
                    image: z.unknown().optional().openapi({ type: 'string', format: 'binary', description: 'The label, a PDF of at most 5 MB' }),
                  })
                  .openapi('ReturnLabel'),
              },
            },
            required: true,
          },
        },
      },
      { schema: adminReturnRowSchema, description: 'The return, label sent', failures: [400, 401, 403, 404, 409] },
    ),
    async (c) => {
      const form = c.req.valid('form');
      let label: { link: string } | { pdf: Uint8Array };
      if (form.image !== undefined && form.image !== '') label = { pdf: await labelFile(form.image) };
      else {
        const link = labelLink.safeParse(form.link ?? '');
        if (!link.success) throw invalid('admin-orders:errors.labelLink');
        label = { link: link.data };
      }
      return reply(c, c.req.valid('param').id, { status: 'LABEL_SENT', label });
    },
  );

  return app;
}
