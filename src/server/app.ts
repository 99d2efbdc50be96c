import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { t as translator } from '~/lib/i18n';
import type { ShopEnv } from './http/context';
import type { ShopDeps } from './deps';
import { failure } from './http/envelope';
import { STATUS_OF } from './http/errors';
import { langOf } from './http/lang';
import { validationHook } from './http/validation';
import { originGuard } from './http/origin';
import { adminGuard } from './http/admin/guard';
import { ADMIN_AREA } from './http/access';
import { completeOperations } from './http/openapi';
import { adminAudit } from './http/admin/audit';
import { nulGuard } from './http/nul-guard';
import { clientAddress } from './http/client-address';
import { idSchema } from './http/bounded';
import { loggedPath, safeRequestId } from './http/request-log';
import { sessionTokenOf } from './http/session-token';
import { sessionOf } from './services/sessions';
import { siteExists } from './services/site';
import { Throttled } from './services/throttle';
import { routesFor } from './routes';
import { healthRoutes } from './routes/health';
import { log } from './log';
import { ShopError, invalid } from './services/errors';

export const API_BASE = '/api';

/** Builds the shop API (docs/architecture.md#the-api) around its dependencies. */
export function createApp(deps: ShopDeps) {
  const app = new OpenAPIHono<ShopEnv>({ defaultHook: validationHook }).basePath(API_BASE);

  app.use(async (c, next) => {
    const lang = langOf(c.req.header('userLang'));
    c.set('deps', deps);
    c.set('lang', lang);
    c.set('t', translator(lang));
    c.set('clientIp', clientAddress(c.env?.clientAddress ?? 'in-process', c.req.header('x-forwarded-for'), deps.config.trustedProxies));
    c.set('requestId', safeRequestId(c.req.header('x-request-id')));
    await next();
  });

  // Before the site and session middleware: the probes need neither (nor, for /health, the database).
  app.route('/', healthRoutes());

  app.use(originGuard(deps.config));
  app.use(nulGuard);

  app.use(async (c, next) => {
    const siteId = idSchema.safeParse(c.req.header('idSite') ?? '1').data;
    if (siteId === undefined || !(await siteExists(deps.db, siteId))) {
      throw invalid('errors.unknownSite');
    }
    c.set('siteId', siteId);
    const token = sessionTokenOf(c);
    c.set('caller', token ? await sessionOf(deps, token) : null);
    await next();
  });

  app.use(`${ADMIN_AREA}*`, adminGuard, adminAudit);

  for (const mount of routesFor(deps.config)) app.route('/', mount());
  completeOperations(app);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    // Relative: the paths already start with /api, on whichever host serves this document.
    servers: [{ url: '/', description: 'This shop' }],
    info: {
      title: 'Wine estate shop API',
      version: '1.0.0',
      description:
        'Every answer is `{ success, data, message }`. Lists take `nbItem` (default 10), `page` (default 1), ' +
        '`orderBy` (`field`, `-field` or `field:desc`) and per-field filters: a plain value for equality, ' +
        'or `lk:` like, `df:` different, `lt:`, `lte:`, `gt:`, `gte:`. Messages follow the `userLang` header.',
    },
  });

  app.notFound((c) => c.json(failure(c.get('t')('api:errors.unknownRoute')), 404));

  app.onError((err, c) => {
    const t = c.get('t') ?? translator('fr_FR');
    if (err instanceof ShopError) return c.json(failure(t(messageKey(err.key), err.params)), STATUS_OF[err.refusal]);
    if (err instanceof Throttled) {
      c.header('Retry-After', String(err.seconds));
      return c.json(failure(t(messageKey(err.refusal), { count: err.minutes })), 429);
    }
    if (err instanceof HTTPException) {
      return c.json(failure(err.status === 413 ? t('api:errors.tooLarge') : t('api:errors.badRequest')), err.status);
    }
    if (err instanceof SyntaxError) return c.json(failure(t('api:errors.badJson')), 400);
    log.error({ err, requestId: c.get('requestId'), method: c.req.method, path: loggedPath(c.req.path) }, 'API request failed');
    return c.json(failure(t('api:errors.internal')), 500);
  });

  return app;
}

export type ShopApp = ReturnType<typeof createApp>;

/** Error keys name their namespace ('catalogue:errors.x'); a bare key is in the `api` namespace. */
export function messageKey(key: string): string {
  return key.includes(':') ? key : `api:${key}`;
}
