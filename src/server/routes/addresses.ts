import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { addressTypeSchema, companyAddressSchema } from '~/lib/contracts/addresses';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { listAddressTypes, listCompanyAddresses } from '../services/addresses';

export function addressRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/company/address',
      tags: ['Address'],
      summary: "The estate's addresses with their types and opening hours",
      responses: jsonResponses(z.array(companyAddressSchema), 'The addresses'),
    }),
    async (c) => c.json(ok(await listCompanyAddresses(c.get('deps'), c.get('siteId'), c.get('lang'))), 200),
  );

  // The admin panel's list of types; like every /admin call, for admins only (app.ts).
  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/address/type',
      tags: ['Address'],
      summary: 'The address types (HEAD_OFFICE, CLICK_AND_COLLECT…)',
      responses: jsonResponses(z.array(addressTypeSchema), 'The types', [401, 403]),
    }),
    async (c) => c.json(ok(await listAddressTypes(c.get('deps'))), 200),
  );

  return app;
}
