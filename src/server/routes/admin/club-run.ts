import { OpenAPIHono, z } from '@hono/zod-openapi';
import { clubRunSchema, clubRunsSchema } from '~/lib/admin/club-run';
import { adminRoute } from '../../http/admin/route';
import { idSchema } from '../../http/bounded';
import type { ShopEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { retryBox, retryDeclined, runShipmentNow } from '../../services/club/charge-run';
import { clubRun, clubRuns, shipmentOfBox } from '../../services/club/run-view';

// The back office's charge runs of the club (the contract: src/lib/admin/club-run.ts; docs/club.md,
// "The charge run"): follow them, run a due shipment now, charge a declined member again, or all of
// them. Who may call is settled once for every /admin path, and every change is audited there (app.ts).

const params = { params: z.object({ id: idSchema }) };

export function adminClubRunRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/run', summary: 'The charge runs: the shipments open, charging or done, the latest charge day first' }, { schema: clubRunsSchema, description: 'The runs', failures: [401, 403] }),
    async (c) => c.json(ok(await clubRuns(c.get('deps').db, c.get('lang'), c.get('deps').now())), 200),
  );

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/run/{id}', summary: "One shipment's run (polled while it is CHARGING)", request: params }, { schema: clubRunSchema, description: 'The run', failures: [400, 401, 403, 404] }),
    async (c) => c.json(ok(await clubRun(c.get('deps').db, c.req.valid('param').id, c.get('lang'), c.get('deps').now())), 200),
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/club/run/{id}/start', summary: 'Runs a due shipment now (or resumes its run)', description: '409 when the shipment is not due: not OPEN, or before its charge day.', request: params },
      { schema: clubRunSchema, description: 'The run once done', failures: [400, 401, 403, 404, 409] },
    ),
    async (c) => {
      const deps = c.get('deps');
      const id = c.req.valid('param').id;
      await runShipmentNow(deps, c.get('siteId'), id);
      return c.json(ok(await clubRun(deps.db, id, c.get('lang'), deps.now()), c.get('t')('admin-club-run:ran')), 200);
    },
  );

  app.openapi(
    adminRoute({ method: 'post', path: '/admin/club/run/{id}/retry', summary: 'Charges again every declined or given-up box of the shipment', request: params }, { schema: clubRunSchema, description: 'The run afterwards', failures: [400, 401, 403, 404] }),
    async (c) => {
      const deps = c.get('deps');
      const id = c.req.valid('param').id;
      const view = await clubRun(deps.db, id, c.get('lang'), deps.now());
      const count = await retryDeclined(deps, c.get('siteId'), view.shipmentId);
      return c.json(ok(await clubRun(deps.db, id, c.get('lang'), deps.now()), c.get('t')('admin-club-run:retried', { count })), 200);
    },
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/club/box/{id}/retry', summary: "Charges one member's declined or given-up box again now", description: '409 when the box is not declined nor given up.', request: params },
      { schema: clubRunSchema, description: "The box's run afterwards", failures: [400, 401, 403, 404, 409] },
    ),
    async (c) => {
      const deps = c.get('deps');
      const id = c.req.valid('param').id;
      const shipmentId = await shipmentOfBox(deps.db, id);
      const box = await retryBox(deps, c.get('siteId'), id, c.get('lang'));
      return c.json(ok(await clubRun(deps.db, shipmentId, c.get('lang'), deps.now()), c.get('t')(`admin-club-run:retry.${box.status}`, { defaultValue: c.get('t')('admin-club-run:retry.other') })), 200);
    },
  );

  return app;
}
