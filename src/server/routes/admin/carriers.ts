import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { adminCarrierSchema, carrierInputSchema, carrierOrderSchema } from '~/lib/admin/carriers';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchema } from '../../http/bounded';
import { adminCarriers, createCarrier, reorderCarriers, updateCarrier } from '../../services/admin/carriers';

// The estate's carrier services, from the back office's settings (admins only, as every /admin path).

const carriers = z.array(adminCarrierSchema);

export function adminCarrierRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/carrier',
      tags: ['Admin'],
      summary: 'Every carrier service, enabled or not, in the order customers see them, with its fee bands (admins)',
      responses: jsonResponses(carriers, 'The carrier services', [401, 403]),
    }),
    async (c) => c.json(ok(await adminCarriers(c.get('deps').db, c.get('deps').config.relays)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/carrier',
      tags: ['Admin'],
      summary: 'Adds a carrier service, last in the order (admins); 409 when its service code is taken',
      request: jsonBody(carrierInputSchema),
      responses: jsonResponses(carriers, 'Every carrier service, the new one with them', [400, 401, 403, 409]),
    }),
    async (c) => c.json(ok(await createCarrier(c.get('deps'), c.req.valid('json')), c.get('t')('admin:state.saved')), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/carrier/{id}',
      tags: ['Admin'],
      summary: 'Changes a carrier service: names, kind, company, fees, free-shipping threshold, enabled (admins)',
      request: { params: z.object({ id: idSchema }), ...jsonBody(carrierInputSchema) },
      responses: jsonResponses(carriers, 'Every carrier service as saved', [400, 401, 403, 404, 409]),
    }),
    async (c) => c.json(ok(await updateCarrier(c.get('deps'), c.req.valid('param').id, c.req.valid('json')), c.get('t')('admin:state.saved')), 200),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/carrier-order',
      tags: ['Admin'],
      summary: 'Puts the carrier services in this order, every one of them once (admins)',
      request: jsonBody(carrierOrderSchema),
      responses: jsonResponses(carriers, 'Every carrier service in its new order', [400, 401, 403]),
    }),
    async (c) => c.json(ok(await reorderCarriers(c.get('deps'), c.req.valid('json').ids), c.get('t')('admin:state.saved')), 200),
  );

  return app;
}
