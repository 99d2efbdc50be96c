import type { MiddlewareHandler } from 'hono';
import { SESSION_COOKIE } from '../services/sessions';
import { signInRequired } from '../services/errors';
import { adminGuard } from './admin/guard';
import type { ShopEnv } from './context';

// Who may call a route, said once in its declaration: the same words put the route's `security`
// in the OpenAPI document and, for the routes that need a session, the guard that refuses the
// others (before the input is read, so nobody learns anything from a body check).

/** The two ways a caller shows its session (session-token.ts reads them), as the document names them. */
export const securitySchemes = {
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The HttpOnly session cookie set by POST /login (and by the registration and reset links).',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'The same session token in an `Authorization: Bearer` header, for callers without cookies.',
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

/** Either scheme, naming the roles that may call (OpenAPI 3.1 lets an http or apiKey scheme list roles). */
const aSession = (roles: string[] = []): SecurityRequirement[] => [{ cookieAuth: roles }, { bearerAuth: roles }];

/** Anyone, with or without a session; when sent, the session may change the answer (the cart, the profile, the prices). */
export const ANYONE: SecurityRequirement[] = [{}, ...aSession()];

/** Reads no session at all (the health probes, answered before the session is looked up). */
export const NO_SESSION: SecurityRequirement[] = [];

/** A signed-in caller, customer or administrator. */
export const SIGNED_IN: SecurityRequirement[] = aSession();

/** An administrator (ADMIN or SUPER_ADMIN). */
export const ADMINS: SecurityRequirement[] = aSession(['ADMIN', 'SUPER_ADMIN']);

const signInGuard: MiddlewareHandler<ShopEnv> = async (c, next) => {
  if (!c.get('caller')) throw signInRequired();
  await next();
};

/** Spread into a route declaration: a visitor gets 401. */
export const signedInOnly = { security: SIGNED_IN, middleware: signInGuard };

/** Spread into a route declaration outside /admin: a visitor gets 401, a customer 403. */
export const adminsOnly = { security: ADMINS, middleware: adminGuard };

/** Every path under it is the back office: app.ts mounts adminGuard there, and the document says so of each. */
export const ADMIN_AREA = '/admin/';
