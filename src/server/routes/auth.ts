import { OpenAPIHono, z } from '@hono/zod-openapi';
import { setCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { loginSchema, mailedTokenSchema, profileSchema, registrationSchema, sessionStateSchema } from '~/lib/contracts/account';
import type { ShopEnv } from '../http/context';
import { jsonBody, noBody, ok, orNull } from '../http/envelope';
import { closeSession, openSession, SESSION_COOKIE, SESSION_SECONDS, SITE_COOKIE } from '../services/sessions';
import { confirmAccount, logIn, profileOf, register } from '../services/accounts';
import { clearSessionCookies } from '../http/session-token';
import { routeUnder } from '../http/route';

const authRoute = routeUnder('Auth');
const userRoute = routeUnder('User');

/** Hands the browser its session: HttpOnly (no script reads it), SameSite=Lax, 86400 s (docs/rules.md#accounts). */
function setSessionCookies(c: Context<ShopEnv>, token: string) {
  const secure = c.get('deps').config.secureCookies;
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', secure, path: '/', maxAge: SESSION_SECONDS });
  setCookie(c, SITE_COOKIE, String(c.get('siteId')), { sameSite: 'Lax', secure, path: '/', maxAge: SESSION_SECONDS });
}


async function signIn(c: Context<ShopEnv>, userId: number) {
  const token = await openSession(c.get('deps'), userId, c.req.header('user-agent'));
  setSessionCookies(c, token);
  return profileOf(c.get('deps'), userId);
}

export function authRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    authRoute(
      {
        method: 'post',
        path: '/register',
        summary: 'Creates an account; an e-mail confirms the address before the first sign-in',
        description: 'The answer is the same whether or not the address already has an account.',
        request: jsonBody(registrationSchema),
      },
      { schema: z.null(), description: 'Check your mailbox', failures: [400, 429] },
    ),
    async (c) => {
      const body = c.req.valid('json');
      await register(c.get('deps'), c.get('siteId'), c.get('lang'), { ...body, birthdate: body.birthdate || null }, c.get('clientIp'));
      return c.json(ok(null, c.get('t')('api:register.checkMailbox', { email: body.email })), 200);
    },
  );

  app.openapi(
    authRoute(
      {
        method: 'post',
        path: '/register/confirm',
        summary: 'Activates an account from the link of its confirmation e-mail, and signs in',
        request: jsonBody(mailedTokenSchema),
      },
      { schema: profileSchema, description: 'Signed in', failures: [400] },
    ),
    async (c) => {
      const userId = await confirmAccount(c.get('deps'), c.req.valid('json').token);
      return c.json(ok(await signIn(c, userId), c.get('t')('api:register.confirmed')), 200);
    },
  );

  app.openapi(
    authRoute(
      { method: 'post', path: '/login', summary: 'Signs in; sets the token and idSite cookies for 86400 s', request: jsonBody(loginSchema) },
      { schema: profileSchema, description: 'Signed in', failures: [400, 401, 403, 429] },
    ),
    async (c) => {
      const { email: address, password } = c.req.valid('json');
      const userId = await logIn(c.get('deps'), c.get('siteId'), c.get('lang'), address, password, c.get('clientIp'));
      return c.json(ok(await signIn(c, userId), c.get('t')('api:auth.signedIn')), 200);
    },
  );

  app.openapi(
    authRoute(
      { method: 'post', path: '/logout', summary: 'Ends the session and clears its cookies', request: noBody },
      { schema: z.null(), description: 'Signed out' },
    ),
    async (c) => {
      const caller = c.get('caller');
      if (caller) await closeSession(c.get('deps'), caller.sessionId);
      clearSessionCookies(c);
      return c.json(ok(null, c.get('t')('api:auth.signedOut')), 200);
    },
  );

  app.openapi(
    authRoute(
      { method: 'get', path: '/logged', summary: 'Whether the caller is signed in, with which role and which club member discount' },
      { schema: sessionStateSchema, description: 'Session state' },
    ),
    (c) => {
      const caller = c.get('caller');
      return c.json(ok({ logged: caller !== null, role: caller?.role ?? null, memberDiscount: caller?.memberDiscount ?? 0 }), 200);
    },
  );

  app.openapi(
    userRoute(
      { method: 'get', path: '/user', summary: "The signed-in customer's profile; null for a visitor" },
      { schema: orNull(profileSchema), description: 'The profile' },
    ),
    async (c) => {
      const caller = c.get('caller');
      return c.json(ok(caller ? await profileOf(c.get('deps'), caller.userId) : null), 200);
    },
  );

  return app;
}
