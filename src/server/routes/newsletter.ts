import { OpenAPIHono, z } from '@hono/zod-openapi';
import { mailedTokenSchema, newsletterListSchema, newsletterSignUpSchema } from '~/lib/contracts/account';
import type { ShopEnv } from '../http/context';
import { jsonBody, ok } from '../http/envelope';
import { confirmSubscription, newsletterLists, subscribe } from '../services/newsletter';
import { routeUnder } from '../http/route';

const newsletterRoute = routeUnder('Newsletter');


/** The public newsletter sign-up (ENABLE_NEWSLETTER), with its double opt-in. */
export function newsletterRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    newsletterRoute(
      { method: 'get', path: '/newsletter/lists', summary: 'The lists a visitor can sign up to' },
      { schema: z.array(newsletterListSchema), description: 'The lists' },
    ),
    async (c) => c.json(ok(await newsletterLists(c.get('deps').db, c.get('lang'))), 200),
  );

  app.openapi(
    newsletterRoute(
      {
        method: 'post',
        path: '/newsletter/subscribe',
        summary: 'Asks for lists; an e-mail with a confirmation link is sent before the address is added',
        description: 'The answer is the same whether or not the address already receives the lists.',
        request: jsonBody(newsletterSignUpSchema),
      },
      { schema: z.null(), description: 'Check your mailbox', failures: [400, 403, 429] },
    ),
    async (c) => {
      const body = c.req.valid('json');
      await subscribe(c.get('deps'), c.get('siteId'), c.get('lang'), body.email, body.lists, c.get('clientIp'));
      return c.json(ok(null, c.get('t')('account:newsletter.checkMailbox', { email: body.email })), 200);
    },
  );

  app.openapi(
    newsletterRoute(
      {
        method: 'post',
        path: '/newsletter/confirm',
        summary: 'Confirms a sign-up from the link of its e-mail; the link works once',
        request: jsonBody(mailedTokenSchema),
      },
      { schema: z.null(), description: 'Subscribed', failures: [400] },
    ),
    async (c) => {
      await confirmSubscription(c.get('deps'), c.req.valid('json').token);
      return c.json(ok(null, c.get('t')('account:newsletter.confirmed')), 200);
    },
  );

  return app;
}
