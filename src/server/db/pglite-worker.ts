import { parentPort, workerData } from 'node:worker_threads';
import type { QueryOptions } from '@electric-sql/pglite';
import { createPglite } from './pglite.ts';

// The embedded database's own thread (see pglite-thread.ts, which starts it): PGlite runs here, so
// that its queries never hold the event loop that answers the pages. It runs whole statements as
// the shop's thread asks for them, one at a time in the order asked, and sends back their results,
// their errors (the fields PostgreSQL gave, code and constraint among them) and the notifications.
// Plain TypeScript that Node runs as it is: a worker thread does not go through the bundle.

/** What the shop's thread asks (pglite-thread.ts); `id` comes back with the answer. */
export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; keepAsText: number[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type Answer =
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notification: { channel: string; payload: string } }
  | { ready: true }
  | { failed: Record<string, unknown> };

export interface Start {
  dataDir?: string;
  loadDataDir?: Blob;
  /** Compiled once by the shop's thread (pglite-thread.ts). */
  pgliteWasmModule?: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
}

/** An error as plain fields: a class does not cross threads. The query's own values stay here. */
function fieldsOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

/** Parsers that keep a type's text as it is (how Drizzle reads dates and intervals): by type id. */
const keepingAsText = new Map<string, QueryOptions['parsers']>();
function parsersKeeping(oids: number[]): QueryOptions['parsers'] {
  const key = oids.join(',');
  let parsers = keepingAsText.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));
    keepingAsText.set(key, parsers);
  }
  return parsers;
}

async function serve(port: NonNullable<typeof parentPort>, start: Start) {
  let db: Awaited<ReturnType<typeof createPglite>>;
  try {
    db = await createPglite(start);
  } catch (error) {
    port.postMessage({ failed: fieldsOf(error) } satisfies Answer);
    return;
  }
  const listening = new Set<string>();
  async function run(request: Request): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const parsers = request.keepAsText.length ? parsersKeeping(request.keepAsText) : undefined;
        return await db.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
      }
      case 'exec':
        return await db.exec(request.sql);
      case 'listen':
        if (!listening.has(request.channel)) {
          listening.add(request.channel);
          await db.listen(request.channel, (payload) => port.postMessage({ notification: { channel: request.channel, payload } } satisfies Answer));
        }
        return undefined;
      case 'dump':
        return await db.dumpDataDir('none');
      case 'close':
        if (!db.closed) await db.close();
        return undefined;
    }
  }
  // PGlite runs one statement at a time: the requests are run in the order they came.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (request: Request) => {
    queue = queue.then(async () => {
      try {
        port.postMessage({ id: request.id, result: await run(request) } satisfies Answer);
      } catch (error) {
        port.postMessage({ id: request.id, error: fieldsOf(error) } satisfies Answer);
      }
    });
  });
  port.postMessage({ ready: true } satisfies Answer);
}

if (parentPort) void serve(parentPort, workerData as Start);
