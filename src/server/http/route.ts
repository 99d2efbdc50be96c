import { createRoute, type RouteConfig, type z } from '@hono/zod-openapi';
import { jsonResponses } from './envelope';

/** What a route says of itself: its method, path, words and request; the tag and answers come from the builder. */
export type RouteDeclaration = Omit<RouteConfig, 'tags' | 'responses'>;

/** The answer of a route: its data in the envelope, and the failures it may give (400 when unsaid). */
export interface RouteAnswer<T extends z.ZodType> {
  schema: T;
  description: string;
  failures?: number[];
}

/**
 * The builder of the routes under one OpenAPI tag, answering in the envelope. The declaration
 * keeps its own type, so the handler given to `app.openapi` reads its params, query and body as
 * declared.
 */
export function routeUnder(tag: string) {
  return <R extends RouteDeclaration, T extends z.ZodType>(declaration: R, answer: RouteAnswer<T>) =>
    createRoute({ ...declaration, tags: [tag], responses: jsonResponses(answer.schema, answer.description, answer.failures) });
}
