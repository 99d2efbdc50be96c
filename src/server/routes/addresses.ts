import { OpenAPIHono, z } from '@hono/zod-openapi';
import { addressTypeSchema, companyAddressSchema } from '~/lib/contracts/addresses';
import type { ShopEnv } from '../http/context';
import { ok } from '../http/envelope';
import { listAddressTypes, listCompanyAddresses } from '../services/addresses';
import { routeUnder } from '../http/route';

const addressRoute = routeUnder('Address');

export function addressRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    addressRoute(
      { method: 'get', path: '/company/address', summary: "The estate's addresses with their types and opening hours" },
      { schema: z.array(companyAddressSchema), description: 'The addresses' },
    ),
    async (c) => c.json(ok(await listCompanyAddresses(c.get('deps'), c.get('siteId'), c.get('lang'))), 200),
  );

  // The admin panel's list of types; like every /admin call, for admins only (app.ts).
  app.openapi(
    addressRoute(
      { method: 'get', path: '/admin/address/type', summary: 'The address types (HEAD_OFFICE, CLICK_AND_COLLECT…)' },
      { schema: z.array(addressTypeSchema), description: 'The types', failures: [401, 403] },
    ),
    async (c) => c.json(ok(await listAddressTypes(c.get('deps'))), 200),
  );

  return app;
}
