import { OpenAPIHono, z } from '@hono/zod-openapi';
import { passwordResetAskSchema, passwordResetSchema } from '~/lib/contracts/account';
import type { ShopEnv } from '../http/context';
import { jsonBody, ok } from '../http/envelope';
import { askPasswordReset, resetPassword } from '../services/password-reset';
import { routeUnder } from '../http/route';

const authRoute = routeUnder('Auth');


/** The forgotten password: a link by e-mail, then a new password. */
export function passwordRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    authRoute(
      {
        method: 'put',
        path: '/password/reset/ask',
        summary: 'Mails a reset link, valid one hour, when the address has an account',
        description: 'The answer is the same whether or not the address has an account.',
        request: jsonBody(passwordResetAskSchema),
      },
      { schema: z.null(), description: 'Check your mailbox', failures: [400, 429] },
    ),
    async (c) => {
      const { email: address } = c.req.valid('json');
      await askPasswordReset(c.get('deps'), c.get('siteId'), c.get('lang'), address, c.get('clientIp'));
      return c.json(ok(null, c.get('t')('account:reset.asked', { email: address })), 200);
    },
  );

  app.openapi(
    authRoute(
      {
        method: 'put',
        path: '/password/reset',
        summary: "Sets a new password from a reset link's token; every session of the account ends",
        request: jsonBody(passwordResetSchema),
      },
      { schema: z.null(), description: 'Password changed', failures: [400] },
    ),
    async (c) => {
      const { token, password } = c.req.valid('json');
      await resetPassword(c.get('deps'), c.get('siteId'), c.get('lang'), token, password);
      return c.json(ok(null, c.get('t')('account:reset.done')), 200);
    },
  );

  return app;
}
