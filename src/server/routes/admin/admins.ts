import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { adminInviteSchema, adminListSchema, adminRoleChangeSchema, adminRowSchema } from '~/lib/admin/admins';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { idSchemaTelling } from '../../http/bounded';
import { adminList, changeAdminRole, inviteAdmin, removeAdmin } from '../../services/admin/people/admins';

// The shop's administrators. Any admin reads the list (app.ts lets only admins in); the changes
// are a SUPER_ADMIN's, checked by the service inside the transaction that makes them.

const idParam = z.object({ id: idSchemaTelling('admin-admins:errors.notFound') });

export function adminAdministratorRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/admins',
      tags: ['Admin'],
      summary: 'The administrators and super administrators (admins)',
      responses: jsonResponses(adminListSchema, 'The administrators', [401, 403]),
    }),
    async (c) => c.json(ok(await adminList(c.get('deps').db, c.get('caller')!)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/admins',
      tags: ['Admin'],
      summary: 'Invites an administrator by e-mail: a new account, or a customer promoted (super admins)',
      description: 'The invitation mail carries a single-use link, valid one hour, to choose the password. 409 when already an administrator.',
      request: jsonBody(adminInviteSchema),
      responses: jsonResponses(adminRowSchema, 'The administrator invited', [400, 401, 403, 409]),
    }),
    async (c) => {
      const invited = await inviteAdmin(c.get('deps'), c.get('caller')!, c.req.valid('json'));
      return c.json(ok(invited, c.get('t')('admin-admins:invite.done', { email: invited.email })), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/admins/{id}',
      tags: ['Admin'],
      summary: 'Makes an administrator ADMIN or SUPER_ADMIN (super admins)',
      description: 'The last SUPER_ADMIN cannot be demoted (409).',
      request: { params: idParam, ...jsonBody(adminRoleChangeSchema) },
      responses: jsonResponses(adminRowSchema, 'The administrator', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const changed = await changeAdminRole(c.get('deps'), c.get('caller')!, c.req.valid('param').id, c.req.valid('json').role);
      return c.json(ok(changed, c.get('t')('admin-admins:role.done')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/admins/{id}',
      tags: ['Admin'],
      summary: 'Makes an administrator a customer again and ends their sessions (super admins)',
      description: 'Nobody removes themselves, and the last SUPER_ADMIN stays (409).',
      request: { params: idParam },
      responses: jsonResponses(z.null(), 'Administrator removed', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      await removeAdmin(c.get('deps'), c.get('caller')!, c.req.valid('param').id);
      return c.json(ok(null, c.get('t')('admin-admins:remove.done')), 200);
    },
  );

  return app;
}
