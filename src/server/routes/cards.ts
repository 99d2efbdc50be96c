import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { keptCardSchema } from '~/lib/contracts/cards';
import type { ShopEnv } from '../http/context';
import { idSchemaTelling } from '../http/bounded';
import { ok } from '../http/envelope';
import { deleteCard, listKeptCards, setDefaultCard } from '../services/cards/kept-cards';
import { signedIn } from '../http/caller';
import { signedInOnly } from '../http/access';
import { routeUnder } from '../http/route';

const userRoute = routeUnder('User');

// The customer's kept cards (src/lib/contracts/cards.ts). Another customer's card answers 404, as
// if it did not exist; deleting a card deletes it at the payment provider first.

const params = z.object({ id: idSchemaTelling('account:cards.notFound') });

export function cardRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  const cards = (c: Context<ShopEnv>, userId: number) => listKeptCards(c.get('deps'), userId);

  app.openapi(
    userRoute(
      { ...signedInOnly, method: 'get', path: '/user/cards', summary: "The customer's kept cards, the default first" },
      { schema: z.array(keptCardSchema), description: 'The cards', failures: [401] },
    ),
    async (c) => c.json(ok(await cards(c, signedIn(c).userId)), 200),
  );

  app.openapi(
    userRoute(
      { ...signedInOnly, method: 'put', path: '/user/cards/{id}/default', summary: 'Makes a kept card the one the payment step offers first', request: { params } },
      { schema: z.array(keptCardSchema), description: 'Every card, as now', failures: [400, 401, 404] },
    ),
    async (c) => {
      const { userId } = signedIn(c);
      await setDefaultCard(c.get('deps').db, userId, c.req.valid('param').id);
      return c.json(ok(await cards(c, userId), c.get('t')('account:cards.defaultSet')), 200);
    },
  );

  app.openapi(
    userRoute(
      {
        ...signedInOnly,
        method: 'delete',
        path: '/user/cards/{id}',
        summary: 'Deletes a kept card, at the payment provider first (503 when it does not answer: the card stays); the default passes to the newest card left',
        request: { params },
      },
      { schema: z.array(keptCardSchema), description: 'The cards left', failures: [400, 401, 404, 503] },
    ),
    async (c) => {
      const { userId } = signedIn(c);
      await deleteCard(c.get('deps'), userId, c.req.valid('param').id);
      return c.json(ok(await cards(c, userId), c.get('t')('account:cards.deleted')), 200);
    },
  );

  return app;
}
