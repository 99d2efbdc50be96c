import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { adminAllocationDetailSchema, adminAllocationSchema, allocationInputSchema, allocationWineSchema } from '~/lib/admin/club-allocations';
import { failedPaymentSchema, membersCsvQuerySchema, waitingMemberSchema } from '~/lib/admin/club-owner';
import { adminRoute } from '../../http/admin/route';
import { idSchema } from '../../http/bounded';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { closeAllocationNow } from '../../services/club/allocation-close';
import { allocationWines } from '../../services/club/allocation-wine';
import { adminAllocation, adminAllocations, cancelAllocation, openAllocation } from '../../services/club/allocations';
import { admitMember, failedPayments, membersCsv, waitingList } from '../../services/club/owner';

// The owner's allocations of rare cuvées (the contract: src/lib/admin/club-allocations.ts;
// docs/club.md, "Allocations"), and the owner's views of the club: the waiting list, the failed
// payments, the members as CSV (src/lib/admin/club-owner.ts). Who may call is settled once for every /admin path, and every
// change is audited there (app.ts).

const params = { params: z.object({ id: idSchema }) };
const noStore = { 'Cache-Control': 'private, no-store' };

export function adminClubAllocationRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/allocation-wine', summary: 'The wines an allocation may share, with their stock' }, { schema: z.array(allocationWineSchema), description: 'The wines', failures: [401, 403] }),
    async (c) => c.json(ok(await allocationWines(c.get('deps').db)), 200),
  );

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/allocation', summary: 'The allocations, newest first, with their requests counted' }, { schema: z.array(adminAllocationSchema), description: 'The allocations', failures: [401, 403] }),
    async (c) => c.json(ok(await adminAllocations(c.get('deps').db)), 200),
  );

  app.openapi(
    adminRoute(
      { method: 'get', path: '/admin/club/allocation/{id}', summary: "One allocation with each member's request, seniority and grant", request: params },
      { schema: adminAllocationDetailSchema, description: 'The allocation', failures: [400, 401, 403, 404] },
    ),
    async (c) => c.json(ok(await adminAllocation(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    adminRoute(
      {
        method: 'post',
        path: '/admin/club/allocation',
        summary: "Opens an allocation for some formulas, taking its bottles from the cuvée's stock",
        description: '400: a window that ends before it starts or in the past, quantities out of order, an unknown formula or wine. 409: the cuvée has not the bottles.',
        request: jsonBody(allocationInputSchema),
      },
      { schema: adminAllocationSchema, description: 'The allocation, open', failures: [400, 401, 403, 409] },
    ),
    async (c) => {
      const opened = await openAllocation(c.get('deps'), c.req.valid('json'));
      return c.json(ok(opened, c.get('t')('admin-club-allocations:opened', { title: opened.title })), 200);
    },
  );

  app.openapi(
    adminRoute(
      {
        method: 'post',
        path: '/admin/club/allocation/{id}/close',
        summary: 'Closes the allocation now: shares it out, charges each grant and mails the members (once: closing again only finishes the charges)',
        request: params,
      },
      { schema: adminAllocationDetailSchema, description: 'The allocation after the close', failures: [400, 401, 403, 404, 409] },
    ),
    async (c) => {
      const { id } = c.req.valid('param');
      await closeAllocationNow(c.get('deps'), c.get('siteId'), id);
      const closed = await adminAllocation(c.get('deps').db, id);
      return c.json(ok(closed, c.get('t')('admin-club-allocations:closed', { title: closed.title })), 200);
    },
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/club/allocation/{id}/cancel', summary: 'Calls off an open allocation; its bottles go back to the stock, and each member who asked is mailed that nothing was charged', request: params },
      { schema: adminAllocationSchema, description: 'The allocation, cancelled', failures: [400, 401, 403, 404, 409] },
    ),
    async (c) => {
      const cancelled = await cancelAllocation(c.get('deps'), c.get('siteId'), c.req.valid('param').id);
      return c.json(ok(cancelled, c.get('t')('admin-club-allocations:cancelled', { title: cancelled.title })), 200);
    },
  );

  app.openapi(
    adminRoute({ method: 'get', path: '/admin/club/waiting', summary: 'The waiting list, first come first, with the places left in each formula' }, { schema: z.array(waitingMemberSchema), description: 'Who waits', failures: [401, 403] }),
    async (c) => c.json(ok(await waitingList(c.get('deps').db)), 200),
  );

  app.openapi(
    adminRoute(
      { method: 'post', path: '/admin/club/waiting/{id}/admit', summary: 'Lets a waiting customer in, within the formula’s cap, and mails them the welcome', description: '409: the formula is full, the membership is not waiting, or a wine of an open shipment is short in stock for their box.', request: params },
      { schema: z.array(waitingMemberSchema), description: 'The waiting list left', failures: [400, 401, 403, 404, 409] },
    ),
    async (c) => {
      const { name } = await admitMember(c.get('deps'), c.get('siteId'), c.req.valid('param').id, c.get('lang'));
      return c.json(ok(await waitingList(c.get('deps').db), c.get('t')('admin-club-allocations:admitted', { name })), 200);
    },
  );

  app.openapi(
    adminRoute(
      { method: 'get', path: '/admin/club/failed', summary: 'The failed payments: members on hold, boxes FAILED or DECLINED and allocation grants declined, with the reason' },
      { schema: z.array(failedPaymentSchema), description: 'The failed payments, newest first', failures: [401, 403] },
    ),
    async (c) => c.json(ok(await failedPayments(c.get('deps').db)), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/club/member.csv',
      tags: ['Admin'],
      summary: 'The members as CSV for a spreadsheet',
      description: "Filtered as the list; fields separated by ';', amounts in euros with a decimal comma, UTF-8 with a byte-order mark, headers in the language asked.",
      request: { query: z.object(membersCsvQuerySchema) },
      responses: {
        ...jsonResponses(z.null(), '', [400, 401, 403]),
        200: { description: 'The spreadsheet', content: { 'text/csv': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const { lang, search, formulaId, status } = c.req.valid('query');
      const { filename, csv } = await membersCsv(c.get('deps').db, { search: search || undefined, formulaId, status }, lang ?? c.get('lang'));
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, ...noStore });
    },
  );

  return app;
}
