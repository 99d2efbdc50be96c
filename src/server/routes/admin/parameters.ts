import { OpenAPIHono, z } from '@hono/zod-openapi';
import { adminParametersSchema, parameterChangesSchema } from '~/lib/admin/parameters';
import type { ShopEnv } from '../../http/context';
import { jsonBody, ok } from '../../http/envelope';
import { adminRoute } from '../../http/admin/route';
import { adminParameters, saveParameters } from '../../services/admin/parameters';
import { setParameter, setSiteSettings } from '../../services/admin/site-settings';

// The site parameters from the back office: the settings page reads them all and saves a group
// at once; one parameter and the site's selling switch can also be set alone.

const parameter = z.object({ id: z.number(), type: z.string(), kind: z.string(), label: z.string().nullable(), value: z.string().nullable() });
const parameterType = z.string().regex(/^[A-Z][A-Z0-9_]{0,80}$/).openapi({ example: 'GOOGLE_ANALYTICS_ID' });
const siteSettings = z.object({ isECommerce: z.boolean() });

export function adminParameterRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    adminRoute(
      { method: 'get', path: '/admin/parameter', summary: 'Every site parameter with its French and English texts, and whether the site sells online (admins)' },
      { schema: adminParametersSchema, description: 'The parameters', failures: [401, 403] },
    ),
    async (c) => c.json(ok(await adminParameters(c.get('deps').db, c.get('siteId'), c.get('caller')!)), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/parameter',
        summary: 'Saves a group of parameters (and the selling switch) in one transaction (admins); every cached page is refreshed',
        description:
          'One value that does not suit its parameter (kind, colour, choice) refuses the whole group with 400; an unknown parameter 404; a parameter only a SUPER_ADMIN may change (the owner’s code) 403 for an ADMIN.',
        request: jsonBody(parameterChangesSchema),
      },
      { schema: adminParametersSchema, description: 'The parameters as saved', failures: [400, 401, 403, 404] },
    ),
    async (c) => {
      const { changes, isECommerce } = c.req.valid('json');
      return c.json(ok(await saveParameters(c.get('deps'), c.get('siteId'), c.get('caller')!, changes, isECommerce), c.get('t')('admin:state.saved')), 200);
    },
  );

  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/parameter/{type}',
        summary: 'Sets a site parameter (admins only); every cached page is refreshed',
        request: { params: z.object({ type: parameterType }), ...jsonBody(z.object({ value: z.string().max(200_000).nullable() })) },
      },
      { schema: parameter, description: 'The parameter', failures: [400, 401, 403, 404] },
    ),
    async (c) => c.json(ok(await setParameter(c.get('deps'), c.get('siteId'), c.get('caller')!, c.req.valid('param').type, c.req.valid('json').value)), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'put',
        path: '/admin/site',
        summary: 'Sets the settings of the site itself (admins only): isECommerce off makes it a showcase whose shop pages redirect home',
        request: jsonBody(siteSettings.openapi('SiteSettings')),
      },
      { schema: siteSettings, description: 'The settings', failures: [400, 401, 403] },
    ),
    async (c) => c.json(ok(await setSiteSettings(c.get('deps'), c.get('siteId'), c.req.valid('json'))), 200),
  );

  return app;
}
