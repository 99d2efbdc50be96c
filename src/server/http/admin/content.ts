import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { adminPageSchema, MAX_RICH_TEXT } from '~/lib/admin/content/common';
import type { Lang } from '~/lib/i18n';
import type { ShopDeps } from '../../deps';
import type { ShopEnv } from '../context';
import { idParam, pageQuery } from '../bounded';
import { jsonBody, ok } from '../envelope';
import { adminRoute } from './route';

// What the back office's content routes share (news, events…): the list query, the page of
// items, and the routes every kind of content has. The request and answer schemas
// of src/lib/admin/content are plain zod, built before @hono/zod-openapi extends it in the bundled
// server: routes use them as they are, without `.openapi()`; answers are named with `.meta({ id })`.

export const contentListQuery = z.object({ ...pageQuery, search: z.string().trim().max(100).optional() });

/** The id in a route's path, as `{id}`. */
export const idParams = { params: idParam };

/** What a route says in the OpenAPI document: its summary, notes, and what its answer is. */
interface RouteWords {
  summary: string;
  description?: string;
  answer: string;
}

/**
 * A kind of content (news, albums, blog posts…): its path, its schemas, and what reads and deletes
 * it. What a service serves is typed by the answer's schema, so the type check holds them together.
 */
interface ContentKind<S extends z.ZodType, I extends z.ZodType, B extends z.ZodType> {
  path: string;
  schemas: { item: I; input: B };
  /** A page of summaries searched by title (news, events); a kind listed otherwise serves its own list. */
  list?: RouteWords & { schema: S; serve: (db: ShopDeps['db'], lang: Lang, query: z.output<typeof contentListQuery>) => Promise<z.output<ReturnType<typeof adminPageSchema<S>>>> };
  /** Its texts are rich, in two languages: a body may weigh three times the most one text holds. */
  richText?: boolean;
  one: RouteWords & { serve: (db: ShopDeps['db'], id: number) => Promise<z.output<I>> };
  /** `deleted`: the key of the message that says it is done. */
  remove: { summary: string; deleted: string; serve: (deps: ShopDeps, id: number) => Promise<{ id: number }> };
}

/**
 * The routes every kind of content has: one item in both languages, create, save and delete,
 * and for some a page of summaries searched by title. This serves the routes without a body; it
 * gives back those that take the kind's body (create and save) for the route file to serve, so
 * that its handler reads the body as that kind's schema declares it.
 */
export function contentRoutes<S extends z.ZodType, I extends z.ZodType, B extends z.ZodType>(app: OpenAPIHono<ShopEnv>, kind: ContentKind<S, I, B>) {
  const { path, list, one, remove } = kind;
  const { item, input } = kind.schemas;
  const onePath = `${path}/{id}`;
  if (kind.richText) for (const limited of [path, `${path}/*`]) app.use(limited, bodyLimit({ maxSize: 3 * MAX_RICH_TEXT }));

  if (list)
    app.openapi(
      adminRoute({ method: 'get', path, summary: list.summary, request: { query: contentListQuery } }, { schema: adminPageSchema(list.schema), description: list.answer, failures: [400, 401, 403] }),
      async (c) => c.json(ok(await list.serve(c.get('deps').db, c.get('lang'), c.req.valid('query'))), 200),
    );
  app.openapi(
    adminRoute({ method: 'get', path: onePath, summary: one.summary, request: idParams }, { schema: item, description: one.answer, failures: [400, 401, 403, 404] }),
    async (c) => c.json(ok(await one.serve(c.get('deps').db, c.req.valid('param').id)), 200),
  );
  app.openapi(
    adminRoute({ method: 'delete', path: onePath, summary: remove.summary, request: idParams }, { schema: z.object({ id: z.number() }), description: 'Deleted', failures: [400, 401, 403, 404] }),
    async (c) => c.json(ok(await remove.serve(c.get('deps'), c.req.valid('param').id), c.get('t')(remove.deleted)), 200),
  );

  return {
    create: ({ summary, description, answer }: RouteWords) =>
      adminRoute({ method: 'post', path, summary, description, request: jsonBody(input) }, { schema: item, description: answer, failures: [400, 401, 403] }),
    update: ({ summary, description, answer }: RouteWords) =>
      adminRoute({ method: 'put', path: onePath, summary, description, request: { ...idParams, ...jsonBody(input) } }, { schema: item, description: answer, failures: [400, 401, 403, 404] }),
  };
}
