import { OpenAPIHono, z } from '@hono/zod-openapi';
import { allocationAskSchema, memberAllocationSchema } from '~/lib/contracts/club-allocations';
import { signedInOnly } from '../http/access';
import { idSchema } from '../http/bounded';
import { signedIn } from '../http/caller';
import type { ShopEnv } from '../http/context';
import { jsonBody, ok } from '../http/envelope';
import { routeUnder } from '../http/route';
import { askAllocation, myAllocations, withdrawAllocation } from '../services/club/allocations';

const clubRoute = routeUnder('Club');
const params = { params: z.object({ id: idSchema }) };

// A member's allocations of rare cuvées (src/lib/contracts/club-allocations.ts; docs/club.md,
// "Allocations"): those open to their formula, asking a quantity and withdrawing until the close.

export function clubAllocationRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    clubRoute(
      { ...signedInOnly, method: 'get', path: '/user/club/allocation', summary: "The allocations open to the member's formula now, and those they asked for with what they were granted" },
      { schema: z.array(memberAllocationSchema), description: 'The allocations', failures: [401] },
    ),
    async (c) => c.json(ok(await myAllocations(c.get('deps'), signedIn(c).userId, c.get('lang'))), 200),
  );

  app.openapi(
    clubRoute(
      {
        ...signedInOnly,
        method: 'put',
        path: '/user/club/allocation/{id}',
        summary: 'Asks for bottles of an allocation (or changes the request) until its close',
        description: '400: a quantity outside the minimum and maximum per member. 404: not a member, or no such allocation open to their formula. 409: the allocation is closed.',
        request: { ...params, ...jsonBody(allocationAskSchema) },
      },
      { schema: memberAllocationSchema, description: 'The allocation with the request', failures: [400, 401, 404, 409] },
    ),
    async (c) => {
      const saved = await askAllocation(c.get('deps'), signedIn(c).userId, c.get('lang'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(saved, c.get('t')('club-allocation:asked', { quantity: saved.request?.quantity ?? 0, title: saved.title })), 200);
    },
  );

  app.openapi(
    clubRoute(
      { ...signedInOnly, method: 'delete', path: '/user/club/allocation/{id}', summary: 'Withdraws the request until the close', request: params },
      { schema: memberAllocationSchema, description: 'The allocation without a request', failures: [400, 401, 404, 409] },
    ),
    async (c) => {
      const saved = await withdrawAllocation(c.get('deps'), signedIn(c).userId, c.get('lang'), c.req.valid('param').id);
      return c.json(ok(saved, c.get('t')('club-allocation:withdrawn', { title: saved.title })), 200);
    },
  );

  return app;
}
