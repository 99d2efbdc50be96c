import type { OpenAPIHono } from '@hono/zod-openapi';
import { ADMIN_AREA, ADMINS, ANYONE, securitySchemes } from './access';
import type { ShopEnv } from './context';

/**
 * The operation id of a route when its declaration gives none: its method, then each segment of
 * its path, a `{parameter}` read "by parameter" (GET /cart/{cartId}/default → getCartByCartIdDefault).
 * Stable while the path stays, so that generated clients keep their names.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      return parameter ? ['by', ...wordsOf(parameter[1])] : wordsOf(segment);
    });
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

const wordsOf = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());

/**
 * Completes what every route of the document says of itself, once every area is mounted: its
 * operation id, and who may call it. A route's own declaration wins (signedInOnly, adminsOnly,
 * NO_SESSION); else a path under the back office is for administrators, as the guard mounted on
 * it enforces, and any other is open to anyone. Two routes with one operation id stop the start.
 */
export function completeOperations(app: OpenAPIHono<ShopEnv>) {
  const seen = new Map<string, string>();
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const route = definition.route;
    route.operationId ??= operationIdOf(route.method, route.path);
    route.security ??= route.path.startsWith(ADMIN_AREA) ? ADMINS : ANYONE;
    const where = `${route.method.toUpperCase()} ${route.path}`;
    const twin = seen.get(route.operationId);
    if (twin) throw new Error(`OpenAPI: ${where} and ${twin} have the same operationId ${route.operationId}`);
    seen.set(route.operationId, where);
  }
  for (const [name, scheme] of Object.entries(securitySchemes)) app.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
}
