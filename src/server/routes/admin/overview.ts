import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { auditPageSchema } from '~/lib/admin/audit';
import { dashboardSchema } from '~/lib/admin/dashboard';
import type { ShopEnv } from '../../http/context';
import { jsonResponses, ok } from '../../http/envelope';
import { idSchema, pageQuery } from '../../http/bounded';
import { auditLog } from '../../services/admin/audit';
import { dashboard } from '../../services/admin/dashboard';

// The back office's front page and its log of changes. Who may call is settled for every /admin
// path in app.ts: these handlers only run for ADMIN and SUPER_ADMIN.

export function adminOverviewRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/dashboard',
      tags: ['Admin'],
      summary: "Today's and this month's orders and revenue, orders waiting for an action, low stock, upcoming bookings and events (admins)",
      responses: jsonResponses(dashboardSchema, 'The dashboard', [401, 403]),
    }),
    async (c) => {
      const deps = c.get('deps');
      return c.json(ok(await dashboard(deps.db, c.get('lang'), deps.now())), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/audit',
      tags: ['Admin'],
      summary: 'Every change made in the back office, newest first: who, what, when (admins)',
      request: { query: z.object({ ...pageQuery, userId: idSchema.optional() }) },
      responses: jsonResponses(auditPageSchema, 'A page of the log', [400, 401, 403]),
    }),
    async (c) => {
      const { page, nbItem, userId } = c.req.valid('query');
      return c.json(ok(await auditLog(c.get('deps').db, page, nbItem, userId)), 200);
    },
  );

  return app;
}
