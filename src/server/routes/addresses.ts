import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { ShopEnv } from '../http/context';
import { jsonResponses, ok } from '../http/envelope';
import { listAddressTypes, listCompanyAddresses } from '../services/addresses';

const addressTypeSchema = z.object({ id: z.number().nullable(), value: z.string() }).openapi('AddressType');

const companyAddressSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    type: z.array(addressTypeSchema),
    address: z.string(),
    addressPart2: z.string().nullable(),
    postalCode: z.string(),
    city: z.string(),
    country: z.object({ id: z.number(), alphaTwo: z.string(), name: z.string() }),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    calendarId: z.number().nullable().openapi({ description: 'CLICK_AND_COLLECT: the calendar of the pick-up slots (GET /calendar/{id}/date/allowed/…); null otherwise' }),
    openingHours: z.array(
      z.object({ weekday: z.number(), opensAt: z.string().nullable(), closesAt: z.string().nullable(), isClosed: z.boolean() }),
    ),
  })
  .openapi('CompanyAddress');

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
