import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { keptCardSchema } from '~/lib/contracts/cards';
import type { ShopEnv } from '../http/context';
import { idSchemaTelling } from '../http/bounded';
import { jsonBody, ok } from '../http/envelope';
import { deleteCard, listKeptCards, setDefaultCard } from '../services/cards/kept-cards';
import { returnFromCardSetup, startCardSetup } from '../services/cards/card-setup';
import { signedIn } from '../http/caller';
import { signedInOnly } from '../http/access';
import { routeUnder } from '../http/route';
import { notFound } from '../services/errors';

const userRoute = routeUnder('User');

// The customer's kept cards (src/lib/contracts/cards.ts). Another customer's card answers 404, as
// if it did not exist; deleting a card deletes it at the payment provider first.

const params = z.object({ id: idSchemaTelling('account:cards.notFound') });

// A card left without paying (src/lib/rules/card-setup.ts): `back` is a page of this shop, else 400.
const setupBody = z.object({
  back: z.string().max(2000).nullish().describe('The page of this shop (a local path with its query, e.g. /club/rejoindre?formule=2) where the customer lands afterwards; the account by default'),
});
const setupPage = z.object({ url: z.string().describe("The provider's card-setup page, where the browser goes") });

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

  app.openapi(
    userRoute(
      {
        ...signedInOnly,
        method: 'post',
        path: '/user/cards/setup',
        summary: "Opens the payment provider's page that keeps a card without any payment (a wine-club member's card)",
        description: 'Back from that page the card is the customer’s (the default when it is their first) and the browser lands on `back`, its fragment saying whether the card was saved (#card-saved, #card-not-saved). 503 when the provider does not answer: nothing is kept.',
        request: jsonBody(setupBody),
      },
      { schema: setupPage, description: 'Where to send the browser', failures: [400, 401, 503] },
    ),
    async (c) => {
      const { userId } = signedIn(c);
      return c.json(ok(await startCardSetup(c.get('deps'), userId, c.get('lang'), c.req.valid('json').back)), 200);
    },
  );

  // The provider sends the browser back here (a redirect, not an API answer): the outcome asked of
  // the provider, then on to the setup's page. Named by the setup's random token, as the provider's return is.
  app.get('/user/cards/setup/:token/return', async (c) => {
    const token = c.req.param('token');
    if (token.length > 64) throw notFound();
    c.header('cache-control', 'no-store');
    return c.redirect(await returnFromCardSetup(c.get('deps'), token, c.req.query()), 303);
  });

  return app;
}
