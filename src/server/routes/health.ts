import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { NO_SESSION } from '../http/access';
import type { Context } from 'hono';
import type { ShopEnv } from '../http/context';
import { migrationsNotApplied } from '../services/readiness';
import { log } from '../log';

// The probes of a load balancer or an orchestrator: cheap, never cached, and answered before the
// site and session middleware (app.ts mounts them first), so that they need no session, no site
// and no database for /health, and are never throttled.

const probeSchema = z
  .object({
    success: z.boolean(),
    data: z.object({ status: z.enum(['ok', 'unavailable']), reason: z.string().optional() }),
    message: z.string().nullable(),
  })
  .openapi('Probe');

const probe = (description: string) => ({ description, content: { 'application/json': { schema: probeSchema } } });

function ok(c: Context<ShopEnv>) {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true, data: { status: 'ok' as const }, message: null }, 200);
}

function unavailable(c: Context<ShopEnv>, reason: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: false, data: { status: 'unavailable' as const, reason }, message: reason }, 503);
}

/** Why this process should not be sent requests now, or undefined when it is ready. */
async function notReadyBecause(c: Context<ShopEnv>): Promise<string | undefined> {
  const deps = c.get('deps');
  if (deps.draining?.()) return 'shutting down';
  try {
    const pending = await migrationsNotApplied(deps.db);
    return pending.length ? `migrations not applied: ${pending.join(', ')}` : undefined;
  } catch (error) {
    // The message only: a load balancer asks every few seconds, and the stack would say the same each time.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    log.warn({ reason: cause instanceof Error ? cause.message : String(cause), requestId: c.get('requestId') }, 'not ready: the database did not answer');
    return 'database unreachable';
  }
}

export function healthRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['Operations'],
      security: NO_SESSION,
      summary: 'The process answers (liveness); it looks at nothing else',
      responses: { 200: probe('The process is alive') },
    }),
    (c) => ok(c),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ready',
      tags: ['Operations'],
      security: NO_SESSION,
      summary: 'The process can serve: its database answers, every migration is applied, and it is not shutting down',
      responses: { 200: probe('Ready'), 503: probe('Not ready, and why') },
    }),
    async (c) => {
      const reason = await notReadyBecause(c);
      return reason === undefined ? ok(c) : unavailable(c, reason);
    },
  );

  return app;
}
