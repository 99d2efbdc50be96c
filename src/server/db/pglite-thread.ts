import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Answer, Request, Start } from './pglite-worker';

// PGlite in a worker thread of its own (pglite-worker.ts). On the shop's one event loop every
// query's PostgreSQL work (tens of ms for an order's statements) held back every other request, the
// cached pages' included: the bench saw the cached page's p99 go from 36 ms to 443-597 ms during a
// burst of orders (README, "Performance"). Here the event loop only sends a statement and takes its
// rows back.
//
// Why not PGlite's own PGliteWorker: it is made for a browser's tabs (a leader election, a broadcast
// channel, Web Locks), it asks the worker for every step of the wire protocol (about ten messages a
// statement), and its errors arrive as a bare message: PostgreSQL's code (23505…) is lost, which
// the services read. This client asks for a whole statement and keeps the error's fields.
//
// What it offers is what Drizzle's PGlite driver calls (query, transaction) and what connection.ts
// uses (listen, dumpDataDir, close), with PGlite's rules: one statement at a time, and nothing of
// another caller runs between a transaction's BEGIN and its COMMIT or ROLLBACK.

/** Where the worker's module is: run by Node as it is, from the source (as the migrations are read). */
const workerFile = () => resolve(process.cwd(), 'src/server/db/pglite-worker.ts');

/**
 * PGlite's WebAssembly, compiled once per process and given to each thread: a thread that compiled
 * its own took about 0.9 s of CPU to open a database where PGlite on the event loop took 0.7 s
 * after its first; now about 1.05 s (each API test file opens one).
 */
const compiled = new Map<string, Promise<WebAssembly.Module>>();
function compiledWasm(name: 'pglite.wasm' | 'initdb.wasm'): Promise<WebAssembly.Module> {
  let module = compiled.get(name);
  if (!module) {
    const file = createRequire(resolve(process.cwd(), 'package.json')).resolve(`@electric-sql/pglite/${name}`);
    module = readFile(file).then((bytes) => WebAssembly.compile(bytes));
    compiled.set(name, module);
  }
  return module;
}

/** Whether PGlite will make a new database (initdb): not when it opens a data directory or a dump. */
const makesNewDatabase = (start: Start) => !start.loadDataDir && !(start.dataDir && existsSync(join(start.dataDir, 'PG_VERSION')));

/** A request as asked, before it is given its id. */
type Asked = Request extends infer Each ? (Each extends Request ? Omit<Each, 'id'> : never) : never;

/** A PostgreSQL error from the worker: its message, and its fields (code, constraint, detail…). */
function rebuilt(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/** Parsers that keep a type's text (Drizzle's, for dates and intervals): the only ones that cross. */
const keptTypes = new WeakMap<object, number[]>();
function typesKeptAsText(parsers: QueryOptions['parsers']): number[] {
  if (!parsers) return [];
  let oids = keptTypes.get(parsers);
  if (!oids) {
    const probe = '\u0000probe';
    oids = Object.entries(parsers).map(([oid, parse]) => {
      // A function cannot be sent to the worker: only one that returns the text unchanged is understood.
      if (parse(probe, Number(oid)) !== probe) throw new Error(`PGlite in its thread: the parser of type ${oid} is not supported.`);
      return Number(oid);
    });
    keptTypes.set(parsers, oids);
  }
  return oids;
}

function unsupported(options: QueryOptions | undefined) {
  if (options?.serializers || options?.blob || options?.paramTypes || options?.onNotice) {
    throw new Error('PGlite in its thread: serializers, blobs, parameter types and notices are not supported.');
  }
}

/** One caller at a time: a transaction holds the database from BEGIN to its end. */
function createTurns() {
  let last: Promise<unknown> = Promise.resolve();
  return function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const mine = last.then(work, work);
    last = mine.catch(() => undefined);
    return mine;
  };
}

export interface PgliteInThread {
  /** What Drizzle's PGlite driver is given: it calls query and transaction. */
  client: PGlite;
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
  dumpDataDir(): Promise<Blob>;
  readonly closed: boolean;
  close(): Promise<void>;
}

/** Starts PGlite (with the shop's extensions, see pglite.ts) in a worker thread. */
export async function startPgliteInThread(start: Start): Promise<PgliteInThread> {
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([compiledWasm('pglite.wasm'), makesNewDatabase(start) ? compiledWasm('initdb.wasm') : undefined]);
  const worker = new Worker(workerFile(), { workerData: { ...start, pgliteWasmModule, initdbWasmModule } satisfies Start });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let closed = false;
  let stopped: Error | undefined;

  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`The embedded database's thread stopped at its start (exit code ${code}).`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (answer: Answer) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if ('ready' in answer) resolve();
      else reject('failed' in answer ? rebuilt(answer.failed) : new Error('The embedded database did not start.'));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  // The thread keeps the process alive only while it is answering: an idle shop's database does not.
  worker.unref();
  worker.on('message', (answer: Answer) => {
    if ('notification' in answer) {
      for (const listener of listeners.get(answer.notification.channel) ?? []) listener(answer.notification.payload);
      return;
    }
    if (!('id' in answer)) return;
    const call = pending.get(answer.id);
    if (!call) return;
    pending.delete(answer.id);
    if (pending.size === 0) worker.unref();
    if ('error' in answer) call.reject(rebuilt(answer.error));
    else call.resolve(answer.result);
  });
  const fail = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => fail(new Error(`The embedded database's thread failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code}).`)));

  function ask<T>(request: Asked): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...request, id });
    });
  }

  const inTurn = createTurns();
  const runQuery = <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
    unsupported(options);
    return ask<Results<T>>({ op: 'query', sql, params, rowMode: options?.rowMode, keepAsText: typesKeptAsText(options?.parsers) });
  };
  const runExec = (sql: string) => ask<Results[]>({ op: 'exec', sql });

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return inTurn(async () => {
      await runExec('BEGIN');
      let ended = false;
      const open = () => {
        if (ended) throw new Error('Transaction is closed');
      };
      const tx = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => (open(), runQuery<R>(sql, params, options)),
        exec: async (sql: string) => (open(), runExec(sql)),
        rollback: async () => {
          open();
          await runExec('ROLLBACK');
          ended = true;
        },
        get closed() {
          return ended;
        },
      } as unknown as Transaction;
      try {
        const result = await callback(tx);
        if (!ended) {
          ended = true;
          const [commit] = await runExec('COMMIT');
          // PostgreSQL answers ROLLBACK to the COMMIT of a transaction a failed statement aborted.
          if ((commit as Results & { command?: string })?.command === 'ROLLBACK') throw new Error('Transaction aborted');
        }
        return result;
      } catch (error) {
        if (!ended) {
          ended = true;
          await runExec('ROLLBACK');
        }
        throw error;
      }
    });
  }

  const client = {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => inTurn(() => runQuery<T>(sql, params, options)),
    exec: (sql: string) => inTurn(() => runExec(sql)),
    transaction,
  } as unknown as PGlite;

  return {
    client,
    async listen(channel, onMessage) {
      let set = listeners.get(channel);
      if (!set) listeners.set(channel, (set = new Set()));
      set.add(onMessage);
      await ask({ op: 'listen', channel });
    },
    dumpDataDir: () => inTurn(() => ask<Blob>({ op: 'dump' })),
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!stopped) await inTurn(() => ask({ op: 'close' }));
      } finally {
        await worker.terminate();
      }
    },
  };
}
