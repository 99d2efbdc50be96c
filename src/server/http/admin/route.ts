import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import { jsonResponses } from '../envelope';

/** What a back-office route says of itself: its method, path, words and request. */
type AdminRouteConfig = Omit<RouteConfig, 'tags' | 'responses'>;

/** The answer of a back-office route: its data in the envelope, and the failures it may give. */
export interface AdminAnswer<T extends z.ZodType> {
  schema: T;
  description: string;
  failures: number[];
}

/**
 * A back-office route: under the Admin tag, answering in the envelope. The config keeps its own
 * type, so the handler given to `app.openapi` reads its params, query and body as declared.
 */
export function adminRoute<R extends AdminRouteConfig, T extends z.ZodType>(config: R, answer: AdminAnswer<T>) {
  return createRoute({ ...config, tags: ['Admin'], responses: jsonResponses(answer.schema, answer.description, answer.failures) });
}
