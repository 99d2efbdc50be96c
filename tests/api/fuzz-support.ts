import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from './admin-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// Malformed requests generated from the API's own OpenAPI document, so that a new route is fuzzed
// without writing a case: wrong types, numbers a column cannot hold, NUL bytes, long strings,
// broken JSON, missing fields, as a visitor, a customer and the estate. None may answer 5xx, and a
// refused request may leave no row behind. The operations are shared among several test files
// (fuzz-*.test.ts), each on a shop of its own, so that the parallel workers share the run.

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; $ref?: string; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; enum?: unknown[] };
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema };
type Operation = { method: string; path: string; parameters: Parameter[]; body: Schema | null };

/**
 * Where one random call would do what no test can undo within the run: signing the caller out
 * would turn the rest of the run into visitor calls. Those still get the requests that must be
 * refused before any route runs (NUL bytes).
 */
const MUTATES_SESSION = new Set(['POST /logout', 'DELETE /user']);

/**
 * Tables a refused request writes on purpose: the attempts that rate limits count, and the new
 * cart of POST /cart, kept when the code sent with it is refused so that the browser's next call
 * finds it (cart.test.ts). Their lines (cart_product) are still counted.
 */
const WRITTEN_ON_REFUSAL = new Set(['throttle', 'cart']);

/** Tables of reference data too large to count after every request; the API never writes them. */
const LARGE = 5000;

const INT_OVERFLOW = 2 ** 31;
const NUL = 'a\u0000b';

const oddValue = fc.oneof(
  fc.constantFrom<unknown>(INT_OVERFLOW, -INT_OVERFLOW - 1, -1, 0, 1.5, 1e308, -0, '99999999999999999999', '2147483648', '-1', '1e400', 'NaN', '', ' ', 'x'.repeat(5000), NUL, '\u0000', '%00', true, false, null, [], {}, [1, 2], { a: 1 }, '0x10', 'lt:2147483648', 'lk:\u0000', 'df:', '2020-13-45', '9999-99-99T99:99'),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map((n) => n.toString()),
);

/** Values of the right type, so that one odd field reaches the code behind the others. */
function plausible(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (schema?.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'integer' || type === 'number') return fc.integer({ min: 1, max: 5 });
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(plausible(schema?.items), { maxLength: 2 });
  if (type === 'object') return fc.constant({});
  return fc.constantFrom('1', 'FR', 'abc', 'client@example.fr', '2026-01-01');
}

const fieldValue = (schema: Schema | undefined) => fc.oneof({ weight: 2, arbitrary: oddValue }, { weight: 1, arbitrary: plausible(schema) });

const brokenJson = fc.constantFrom('{', '[', 'nul', '{"a":}', '"\\u0000"', '{"x":"\\u0000"}', '\u0000', '{"id":2147483648}', '[2147483648]', 'null', '42', '""', 'x'.repeat(10_000));

function resolve(document: any, schema: Schema | undefined): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(document, schema.$ref.split('/').slice(1).reduce((node: any, key) => node?.[key], document));
  const branch = schema.allOf?.[0] ?? schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (!schema.properties && branch) return resolve(document, branch);
  return schema;
}

function operationsOf(document: any): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<any>(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p: any) => resolve(document, p) as unknown as Parameter);
      const content = operation.requestBody?.content ?? {};
      const body = content['application/json'] ? resolve(document, content['application/json'].schema) ?? {} : null;
      operations.push({ method: method.toUpperCase(), path, parameters, body });
    }
  }
  return operations;
}

interface FuzzRequest {
  url: string;
  init: RequestInit;
  /** The request carries U+0000 in its path, query or JSON body: it must be refused with a 400. */
  carriesNul: boolean;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** One malformed call of `operation`; `nulOnly` keeps to those the API must refuse outright. */
function requestOf(operation: Operation, nulOnly: boolean): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(...pathParams.map((p) => fieldValue(p.schema)));
  const queryValues = fc.tuple(...queryParams.map((p) => fc.option(fieldValue(p.schema), { nil: undefined })));
  const fields = Object.entries(operation.body?.properties ?? {});
  const body: fc.Arbitrary<string | undefined> =
    operation.body === null
      ? fc.constant(undefined)
      : fc.oneof(
          brokenJson,
          fc.tuple(...fields.map(([, schema]) => fc.option(fieldValue(schema), { nil: undefined }))).map((values) =>
            JSON.stringify(Object.fromEntries(fields.map(([name], i) => [name, values[i]]).filter(([, v]) => v !== undefined))),
          ),
          fc.tuple(...fields.map(([, schema]) => plausible(schema))).map((values) => JSON.stringify(Object.fromEntries(fields.map(([name], i) => [name, i === 0 ? NUL : values[i]])))),
        );
  const nulAt = nulOnly ? fc.constantFrom<'path' | 'query' | 'body'>('query', ...(operation.body ? (['body'] as const) : []), ...(pathParams.length ? (['path'] as const) : [])) : fc.constant(null);

  return fc.tuple(pathValues, queryValues, body, nulAt).map(([paths, queries, text, at]) => {
    let path = operation.path;
    pathParams.forEach((p, i) => {
      path = path.replace(`{${p.name}}`, encodeURIComponent(at === 'path' && i === 0 ? NUL : asText(paths[i])));
    });
    const query = queryParams.flatMap((p, i) => (queries[i] === undefined ? [] : [`${p.name}=${encodeURIComponent(asText(queries[i]))}`]));
    if (at === 'query') query.push('q=%00');
    const sent = at === 'body' ? JSON.stringify({ [fields[0]?.[0] ?? 'x']: NUL }) : text;
    const url = `${path}${query.length ? `?${query.join('&')}` : ''}`;
    const carriesNul = /%00/i.test(url) || (sent !== undefined && holdsNul(sent));
    const headers: Record<string, string> = sent === undefined ? {} : { 'content-type': 'application/json' };
    return { url, carriesNul, init: { method: operation.method, headers, body: sent } };
  });
}

function holdsNul(text: string): boolean {
  let found = false;
  try {
    JSON.parse(text, (key, value) => {
      found ||= key.includes('\u0000') || (typeof value === 'string' && value.includes('\u0000'));
      return value;
    });
  } catch {
    return false;
  }
  return found;
}

/** Fuzzes one share of the API's operations: those whose index is `share` modulo `shares`. */
export function fuzzShare(share: number, shares: number) {
  let shop: TestShop;
  let operations: Operation[];
  let callers: { name: string; cookie: string | null }[];
  let countedTables: string[];

  beforeAll(async () => {
    shop = await startTestShop();
    operations = operationsOf((await shop.get('/openapi.json')).json);
    callers = [
      { name: 'visitor', cookie: null },
      { name: 'customer', cookie: await signedIn(shop, 'CUSTOMER', 'fuzz-client@example.fr') },
      { name: 'admin', cookie: await adminCookie(shop) },
    ];
    const { rows } = await shop.db.execute<{ name: string; rows: number }>(sql`
      select c.relname as name, c.reltuples::int as rows from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public'`);
    const sizes = await Promise.all(rows.map(async ({ name }) => ({ name, rows: await countOf(name) })));
    countedTables = sizes.filter((t) => t.rows < LARGE && !WRITTEN_ON_REFUSAL.has(t.name)).map((t) => t.name);
  }, 60_000);
  afterAll(() => shop.close());

  async function countOf(table: string): Promise<number> {
    const { rows } = await shop.db.execute<{ count: number }>(sql.raw(`select count(*)::int as count from "${table}"`));
    return rows[0].count;
  }

  /** Rows per table: a refused request must change none. */
  async function snapshot(): Promise<string> {
    const { rows } = await shop.db.execute<{ state: string }>(
      sql.raw(`select ${countedTables.map((t) => `(select count(*) from "${t}")::text`).join(` || ',' || `)} as state`),
    );
    return rows[0].state;
  }

  // PGlite is PostgreSQL's own engine: what a malformed request does to the SQL is the same on both,
  // so the second pass, on the server, is a lighter check of the same code.
  const RUNS_PER_OPERATION = process.env.TEST_DB === 'postgres' ? 8 : 24;
  /**
   * A file's operations are fuzzed in parts, each with its own time limit, so that a busy machine
   * slows every part a little rather than failing the one long run.
   */
  const PARTS = 2;
  let sent = 0;

  describe('malformed requests generated from the OpenAPI document', () => {
    it.each(Array.from({ length: PARTS }, (_, part) => part))(`never answer 5xx, refuse NUL bytes with a 400 and leave no row behind when refused (share ${share + 1} of ${shares}, part %i)`, async (part) => {
      expect(operations.length).toBeGreaterThan(50);
      expect(countedTables.length).toBeGreaterThan(20);
      const mine = operations.filter((_, index) => index % (shares * PARTS) === share * PARTS + part);
      const sentBefore = sent;
      // The rows as the last request left them: a 2xx may change them, a refusal may not.
      let rows = await snapshot();
      for (const operation of mine) {
        const nulOnly = MUTATES_SESSION.has(`${operation.method} ${operation.path}`);
        await fc.assert(
          fc.asyncProperty(requestOf(operation, nulOnly), fc.constantFrom(...callers), fc.constantFrom('fr_FR', 'en_US'), async (request, caller, lang) => {
            const headers = { ...(request.init.headers as Record<string, string>), userLang: lang, ...(caller.cookie ? { cookie: caller.cookie } : {}) };
            const response = await shop.app.request(request.url, { ...request.init, headers }, { clientAddress: `203.0.113.${sent++ % 250}` });
            const answer = { operation: `${operation.method} ${operation.path}`, caller: caller.name, status: response.status };
            expect(answer.status, `${request.url} ${String(request.init.body).slice(0, 200)}`).toBeLessThan(500);
            if (request.carriesNul) expect(answer).toEqual({ ...answer, status: 400 });
            const before = rows;
            rows = await snapshot();
            if (response.status >= 400) {
              if (response.headers.get('content-type')?.includes('application/json')) {
                expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
              }
              expect({ ...answer, rows }).toEqual({ ...answer, rows: before });
            }
          }),
          { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      }
      console.log(`fuzz share ${share + 1}/${shares} part ${part}: ${mine.length} of ${operations.length} operations, ${sent - sentBefore} requests`);
      expect(sent - sentBefore).toBe(mine.length * RUNS_PER_OPERATION);
    }, 150_000);
  });
}
