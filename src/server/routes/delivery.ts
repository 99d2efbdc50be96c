import { OpenAPIHono, z } from '@hono/zod-openapi';
import { accessPointSchema, accessPointSearchSchema as accessPointSearch, cityOptionSchema as citySchema, countryOptionSchema as countrySchema } from '~/lib/contracts/delivery';
import { idSchemaTelling } from '../http/bounded';
import type { ShopEnv } from '../http/context';
import { jsonBody, ok } from '../http/envelope';
import { searchAccessPoints } from '../services/delivery/access-points';
import { CITY_SEARCH_MAX_LENGTH, searchCities } from '../services/delivery/cities';
import { listCountries } from '../services/delivery/countries';
import { rememberedParameters } from '../services/parameters';
import { routeUnder } from '../http/route';

const addressRoute = routeUnder('Address');

export function deliveryRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    addressRoute(
      { method: 'get', path: '/countries', summary: 'Every country an address can name, in the caller’s language, with whether the estate delivers there' },
      { schema: z.array(countrySchema), description: 'The countries, by name' },
    ),
    async (c) => c.json(ok(await listCountries(c.get('deps'), c.get('siteId'), c.get('lang'))), 200),
  );

  app.openapi(
    addressRoute(
      {
        method: 'get',
        path: '/cities/{search}/{idCountry}',
        summary: 'Towns whose postal code starts with the search (digits) or whose name holds it, at most 20',
        description: 'France only, from the official commune dataset; another country answers an empty list.',
        request: {
          params: z.object({
            search: z.string().max(CITY_SEARCH_MAX_LENGTH, { error: 'delivery:errors.citySearchTooLong' }).openapi({ example: 'saint hilaire' }),
            idCountry: idSchemaTelling('order:shipping.unknownCountry'),
          }),
        },
      },
      { schema: z.array(citySchema), description: 'The towns', failures: [400] },
    ),
    async (c) => {
      const { search, idCountry } = c.req.valid('param');
      const cities = await searchCities(c.get('deps').db, search, idCountry);
      // The communes change with the dataset's version, not from one request to the next.
      c.header('Cache-Control', 'public, max-age=86400');
      return c.json(ok(cities), 200);
    },
  );

  app.openapi(
    addressRoute(
      {
        method: 'post',
        path: '/relay/access-points',
        summary: 'The relay points of a carrier service near an address, nearest first',
        description: 'Refused (400, with the reason) for a service that does not deliver to relay points or a destination the estate does not deliver to.',
        request: jsonBody(accessPointSearch),
      },
      { schema: z.array(accessPointSchema), description: 'The relay points', failures: [400] },
    ),
    async (c) => {
      const deps = c.get('deps');
      const parameters = await rememberedParameters(deps.remembered, deps.db, c.get('siteId'), c.get('lang'));
      return c.json(ok(await searchAccessPoints(deps, parameters, c.req.valid('json'))), 200);
    },
  );

  return app;
}
