import { createRoute, type OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import { listQuerySchema } from '~/lib/contracts/list-query';
import type { Lang } from '~/lib/i18n';
import type { Database } from '../db/connection';
import { idParam } from './bounded';
import type { ShopEnv } from './context';
import { jsonResponses, ok } from './envelope';

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

/** Reads one kind of published content (albums, news) in a language, as the shop's clock sees it. */
export type PublishedRead<Input, Output> = (db: Database, lang: Lang, input: Input, now: Date) => Promise<Output>;

/** One of the two reads of a published kind: its words, the schema of its data and the service that reads it. */
interface PublishedReadRoute<Input, T extends z.ZodType> {
  summary: string;
  schema: T;
  description: string;
  read: PublishedRead<Input, z.output<T>>;
}

/**
 * Declares the two reads of a published kind under `path`: a page of them (the list conventions
 * of listQuerySchema) and one by id (`{path}/{id}`, 404 when unknown or not yet published).
 * The answer is typed by `read`: its output is its schema's, checked where the kind is declared.
 */
export function servePublished<L extends z.ZodType, O extends z.ZodType>(
  app: OpenAPIHono<ShopEnv>,
  route: ReturnType<typeof routeUnder>,
  path: string,
  kind: { list: PublishedReadRoute<Record<string, string | undefined>, L>; one: PublishedReadRoute<number, O> },
) {
  const { list, one } = kind;
  app.openapi(route({ method: 'get', path, summary: list.summary, request: { query: listQuerySchema } }, list), async (c) =>
    c.json(ok(await list.read(c.get('deps').db, c.get('lang'), c.req.query(), c.get('deps').now())), 200),
  );
  app.openapi(route({ method: 'get', path: `${path}/{id}`, summary: one.summary, request: { params: idParam } }, { ...one, failures: [400, 404] }), async (c) =>
    c.json(ok(await one.read(c.get('deps').db, c.get('lang'), c.req.valid('param').id, c.get('deps').now())), 200),
  );
}
