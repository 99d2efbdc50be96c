import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { adminReturnRowSchema } from '~/lib/admin/orders';
import { adminShipmentSchema, labelBatchQuery, shipmentBatchRequest, shipmentBatchResultSchema } from '~/lib/shipment';
import type { ShopEnv } from '../../http/context';
import { idSchema } from '../../http/bounded';
import { jsonBody, jsonResponses, noBody, ok } from '../../http/envelope';
import { fileAnswer } from '../../http/downloads';
import { adminRoute } from '../../http/admin/route';
import { answerReturn } from '../../services/admin/orders/returns';
import { attachment } from '../../services/catalogue/files';
import { adminShipmentOf, batchLabels, createReturnShipment, createShipment, createShipments, shipmentLabel } from '../../services/shipping/shipments';
import { readableOrder } from '../../services/orders/read';

// The carriers' labels from the back office (services/shipping/): one order's, a batch's, a
// return's; the labels as PDF files to print. Only ADMIN and SUPER_ADMIN reach /admin paths.

const params = { params: z.object({ id: idSchema }) };
const admin = (c: Context<ShopEnv>) => c.get('caller')!;
const pdfAnswer = {
  ...jsonResponses(z.null(), '', [400, 401, 403, 404]),
  200: fileAnswer(),
};

export function adminShipmentsRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    adminRoute(
      {
        method: 'post',
        path: '/admin/orders/{id}/shipment',
        summary: 'Creates the carrier’s label of a paid order’s parcels; the order is shipped with its tracking link and its customer mailed, in one step (admins)',
        description: '409 when the order already has its label or one is being made (a second click); 503 when the carrier is down or slow, 400 when it refuses the address or the parcel: nothing is changed then.',
        request: { ...params, ...noBody },
      },
      { schema: adminShipmentSchema, description: 'The shipment', failures: [400, 401, 403, 404, 409, 503] },
    ),
    async (c) => {
      const made = await createShipment(c.get('deps'), c.get('siteId'), admin(c), c.req.valid('param').id);
      return c.json(ok(made, c.get('t')('shipping:done.created', { number: made.trackingNumber ?? '' })), 200);
    },
  );

  app.openapi(
    adminRoute(
      {
        method: 'get',
        path: '/admin/orders/{id}/shipment',
        summary: 'The order’s shipment, its parcels and the steps the carrier told; null when no label was made (admins)',
        request: params,
      },
      { schema: z.union([adminShipmentSchema, z.null()]), description: 'The shipment', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const deps = c.get('deps');
      const row = await readableOrder(deps.db, admin(c), c.req.valid('param').id);
      return c.json(ok(await adminShipmentOf(deps, row.id, null)), 200);
    },
  );

  app.openapi(
    adminRoute(
      {
        method: 'post',
        path: '/admin/orders/shipments',
        summary: 'Creates the labels of several orders at once; each order’s outcome, a refusal saying why (admins)',
        request: jsonBody(shipmentBatchRequest),
      },
      { schema: shipmentBatchResultSchema, description: 'Each order’s label or refusal', failures: [400, 401, 403] },
    ),
    async (c) => {
      const t = c.get('t');
      const results = await createShipments(c.get('deps'), c.get('siteId'), admin(c), c.req.valid('json').orderIds);
      const answer = results.map((r) => ({ orderId: r.orderId, number: r.number, shipment: r.shipment, refusal: r.refusal ? t(r.refusal.key.includes(':') ? r.refusal.key : `api:${r.refusal.key}`, r.refusal.params) : null }));
      return c.json(ok(answer, t('shipping:done.batch', { count: results.filter((r) => r.shipment).length })), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/orders/{id}/shipment/label',
      tags: ['Admin'],
      summary: 'The label of an order’s shipment, as the carrier made it (PDF; admins)',
      request: params,
      responses: pdfAnswer,
    }),
    async (c) => {
      const label = await shipmentLabel(c.get('deps').db, c.req.valid('param').id);
      return c.body(new Uint8Array(label.bytes), 200, { ...attachment('application/pdf', label.fileName, 0, { inline: true }), 'Cache-Control': 'private, no-store' });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/shipments/labels',
      tags: ['Admin'],
      summary: 'The labels of several orders in one PDF, in the order asked, to print at once (admins)',
      request: { query: labelBatchQuery },
      responses: pdfAnswer,
    }),
    async (c) => {
      const deps = c.get('deps');
      const labels = await batchLabels(deps.db, c.req.valid('query').orders, deps.now());
      return c.body(new Uint8Array(labels.bytes), 200, { ...attachment('application/pdf', labels.fileName, 0, { inline: true }), 'Cache-Control': 'private, no-store' });
    },
  );

  app.openapi(
    adminRoute(
      {
        method: 'post',
        path: '/admin/returns/{id}/carrier-label',
        summary: 'Makes the return label with the order’s carrier and sends it to the customer, as the return’s label step (admins)',
        description: '409 when the return already has its carrier label or one is being made; 503 when the carrier is down or slow.',
        request: { ...params, ...noBody },
      },
      { schema: adminReturnRowSchema, description: 'The return, label sent', failures: [400, 401, 403, 404, 409, 503] },
    ),
    async (c) => {
      const deps = c.get('deps');
      const id = c.req.valid('param').id;
      let done: z.infer<typeof adminReturnRowSchema> | null = null;
      await createReturnShipment(deps, c.get('siteId'), id, async (inTransaction, pdf) => {
        done = await answerReturn(inTransaction, c.get('siteId'), c.get('lang'), id, { status: 'LABEL_SENT', label: { pdf } });
      });
      return c.json(ok(done!, c.get('t')('admin-orders:returns.done.LABEL_SENT')), 200);
    },
  );

  return app;
}
