import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  accountDeletionSchema,
  mailedTokenSchema,
  newsletterChoiceSchema,
  newsletterChoicesSchema,
  newsletterListSchema,
  passwordChangeSchema,
  profileChangeSchema,
  profileSchema,
} from '~/lib/contracts/account';
import type { ShopEnv } from '../http/context';
import { jsonBody, ok } from '../http/envelope';
import { deleteAccount } from '../services/account-deletion';
import { profileOf } from '../services/accounts';
import { newsletterLists, setSubscriptions, subscriptionChoices } from '../services/newsletter';
import { changePassword, confirmEmailChange, updateProfile } from '../services/profile';
import { clearSessionCookies } from '../http/session-token';
import { signedIn } from '../http/caller';
import { signedInOnly } from '../http/access';
import { routeUnder } from '../http/route';

const userRoute = routeUnder('User');


/** The signed-in customer's own account; GET /user itself is in auth.ts. */
export function userRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    userRoute(
      {
        method: 'put',
        ...signedInOnly,
        path: '/user',
        summary: 'Changes the profile; a new e-mail address waits for the link mailed to it',
        description: 'Changing the e-mail needs `currentPassword`. The answer is the same whether or not another account has the new address.',
        request: jsonBody(profileChangeSchema),
      },
      { schema: profileSchema, description: 'The profile as saved', failures: [400, 401, 429] },
    ),
    async (c) => {
      const caller = signedIn(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      const pending = await updateProfile(deps, c.get('siteId'), c.get('lang'), caller.userId, body);
      const message = pending ? c.get('t')('account:profile.emailPending', { email: pending }) : c.get('t')('account:profile.saved');
      return c.json(ok((await profileOf(deps, caller.userId))!, message), 200);
    },
  );

  app.openapi(
    userRoute(
      {
        method: 'post',
        path: '/user/email/confirm',
        summary: 'Switches the account to the new address, from the link mailed to it',
        request: jsonBody(mailedTokenSchema),
      },
      { schema: z.null(), description: 'Address changed', failures: [400] },
    ),
    async (c) => {
      await confirmEmailChange(c.get('deps'), c.get('siteId'), c.get('lang'), c.req.valid('json').token);
      return c.json(ok(null, c.get('t')('account:profile.emailChanged')), 200);
    },
  );

  app.openapi(
    userRoute(
      { ...signedInOnly, method: 'put', path: '/user/password', summary: "Changes the password; the customer's other sessions end", request: jsonBody(passwordChangeSchema) },
      { schema: z.null(), description: 'Password changed', failures: [400, 401, 429] },
    ),
    async (c) => {
      const caller = signedIn(c);
      const { currentPassword: current, password } = c.req.valid('json');
      await changePassword(c.get('deps'), c.get('siteId'), c.get('lang'), caller, current, password);
      return c.json(ok(null, c.get('t')('account:password.changed')), 200);
    },
  );

  app.openapi(
    userRoute(
      {
        method: 'delete',
        ...signedInOnly,
        path: '/user',
        summary: 'Deletes the account after the password confirmed it, and signs out',
        description: 'Personal data is erased; orders are kept for the accounts without the buyer. Refused (409) while an order or a return is under way.',
        request: jsonBody(accountDeletionSchema),
      },
      { schema: z.null(), description: 'Account deleted', failures: [400, 401, 409, 429] },
    ),
    async (c) => {
      const caller = signedIn(c);
      await deleteAccount(c.get('deps'), c.get('siteId'), c.get('lang'), caller, c.req.valid('json').password);
      clearSessionCookies(c);
      return c.json(ok(null, c.get('t')('account:deletion.done')), 200);
    },
  );

  app.openapi(
    userRoute(
      { ...signedInOnly, method: 'get', path: '/user/newsletter/lists', summary: 'The newsletter lists a customer can choose from' },
      { schema: z.array(newsletterListSchema), description: 'The lists', failures: [401] },
    ),
    async (c) => {
      signedIn(c);
      return c.json(ok(await newsletterLists(c.get('deps').db, c.get('lang'))), 200);
    },
  );

  app.openapi(
    userRoute(
      { ...signedInOnly, method: 'get', path: '/user/newsletter/subscription', summary: 'Whether the customer receives each list' },
      { schema: z.array(newsletterChoiceSchema), description: 'One choice per active list', failures: [401] },
    ),
    async (c) => c.json(ok(await subscriptionChoices(c.get('deps').db, signedIn(c).userId)), 200),
  );

  app.openapi(
    userRoute(
      {
        method: 'put',
        ...signedInOnly,
        path: '/user/newsletter/subscription',
        summary: "Sets the customer's choice per list",
        description: 'The account address is already confirmed, so joining a list takes effect at once. Joining needs ENABLE_NEWSLETTER; leaving always works.',
        request: jsonBody(newsletterChoicesSchema),
      },
      { schema: z.array(newsletterChoiceSchema), description: 'The choices as saved', failures: [400, 401, 403] },
    ),
    async (c) => {
      const caller = signedIn(c);
      const choices = await setSubscriptions(c.get('deps'), c.get('siteId'), c.get('lang'), caller.userId, c.req.valid('json').choices);
      return c.json(ok(choices, c.get('t')('account:newsletter.saved')), 200);
    },
  );

  return app;
}
