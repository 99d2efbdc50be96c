import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { auditSummary, recordAudit } from '../../services/admin/audit';
import { log } from '../../log';
import type { ShopEnv } from '../context';

/** A JSON body larger than this is logged as its keys only: the log is not a copy of the uploads. */
const LARGEST_LOGGED_BODY = 64 * 1024;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The audit log of the back office: every change an administrator makes through `/admin/…` that
 * the shop accepted (2xx) is written with who, the route, its target and what was sent. Mounted
 * once for the whole prefix after the admin guard (app.ts), so a new admin route cannot forget it.
 * It is written after the change's own transaction: a log that cannot be written is reported in
 * the process's log and does not undo the owner's change.
 */
export const adminAudit: MiddlewareHandler<ShopEnv> = async (c, next) => {
  if (READS.has(c.req.method)) return next();
  const sent = await sentBody(c.req.raw);
  await next();
  if (c.res.status >= 300) return;
  const caller = c.get('caller')!;
  const route = routePath(c, -1);
  const deps = c.get('deps');
  try {
    await recordAudit(
      deps.db,
      { userId: caller.userId, method: c.req.method, route, target: pathParameters(route, c.req.path), summary: sent, status: c.res.status },
      deps.now(),
    );
  } catch (error) {
    log.error({ err: error, route, userId: caller.userId, requestId: c.get('requestId') }, 'admin audit: a change could not be logged');
  }
};

/** What the request carries, read from a copy (the route reads the original). */
async function sentBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return { upload: true };
  if (!type.includes('json')) return null;
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > LARGEST_LOGGED_BODY) return { tooLarge: length };
  try {
    return auditSummary(JSON.parse(await request.clone().text()));
  } catch {
    return null;
  }
}

/** The values of the route's `:name` segments in the path asked ('/admin/order/:id' + '/admin/order/12' → { id: '12' }). */
export function pathParameters(route: string, path: string): Record<string, string> {
  const declared = route.split('/');
  const actual = path.split('/');
  const found: Record<string, string> = {};
  declared.forEach((segment, index) => {
    if (segment.startsWith(':') && actual[index] !== undefined) found[segment.slice(1).replace(/\{.*\}$/, '')] = decodeURIComponent(actual[index]!);
  });
  return found;
}
