import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject, vi } from 'vitest';
import { createApp } from '~/server/app';
import { throwawayDatabase } from '../postgres-server';
import { readConfig } from '~/server/config';
import { openDatabase, type OpenDatabase } from '~/server/db/connection';
import { createMailer, type MailMessage } from '~/server/mail/mailer';
import { eq } from 'drizzle-orm';
import { siteParameter } from '~/server/db/schema';
import { createPageCache, EVERY_PAGE } from '~/server/page-cache';
import { createRemembered } from '~/server/remembered';
import { createPaymentProviders } from '~/server/payments';
import { createThrottle } from '~/server/services/throttle';
import { sendDueMail } from '~/server/jobs/mail-outbox';
import { seedNewShop } from '~/server/seed';
import { demoCalendar } from '~/server/seed/calendar';
import { startWorker, type Worker, type WorkerSettings } from '~/server/jobs/worker';
import type { answerChecker } from './openapi-check';

/**
 * The real API on a fresh database of its own holding the demo estate (a copy of the template
 * template.ts made once): an in-memory PGlite, or (TEST_DB=postgres) a new database on the
 * TEST_DATABASE_URL server, dropped at the end. Mail goes to an outbox folder, as in the embedded
 * default; with `smtpUrl` (SMTP_URL), the background workers the test starts send through that
 * relay instead, while sendMail() and outbox() keep the folder as the tests' mailbox. `env` adds
 * settings (TRUST_PROXY…) as the environment would. `newShop` starts instead from an empty
 * database filled as a first start does under these settings (an empty shop, or the demo).
 */
export async function startTestShop(options: { smtpUrl?: string; env?: Record<string, string>; newShop?: boolean; checkAnswers?: boolean } = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-api-'));
  const server = process.env.TEST_DB === 'postgres' ? throwawayDatabase('shop_test', options.newShop ? 'template0' : inject('postgresTemplate')) : null;
  await server?.create();
  // Every statement this shop sends, in order, for the tests that count what one call costs.
  const statements: string[] = [];
  const onStatement = (sql: string) => void statements.push(sql);
  const database = await openDatabase(
    server ? { url: server.url, onStatement } : options.newShop ? { onStatement } : { from: new Blob([await readFile(inject('pgliteTemplate'))]), onStatement },
  );
  const clock = { now: new Date() };
  const config = readConfig({ ...options.env, DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.test', SMTP_URL: options.smtpUrl });
  if (options.newShop) await seedNewShop(database.db, { demo: config.demo, now: clock.now });
  const outboxDir = join(dataDir, 'outbox');
  const mailer = createMailer({ outboxDir, from: 'boutique@shop.test' });
  const relay = config.smtpUrl ? createMailer({ smtpUrl: config.smtpUrl, outboxDir, from: 'boutique@shop.test' }) : mailer;
  const workers: Worker[] = [];
  const connections: OpenDatabase[] = [];
  // The pages live in Astro; here the test watches which tags the API drops.
  const invalidated: string[][] = [];
  const pageCache = await createPageCache(database);
  const remembered = createRemembered();
  pageCache.onDrop((tags) => {
    invalidated.push(tags);
    remembered.forget(tags);
  });
  const now = () => clock.now;
  const deps = {
    db: database.db,
    config,
    pageCache,
    remembered,
    payments: createPaymentProviders({ db: database.db, now }, { provider: 'sandbox', sandboxSecret: config.sandboxSecret }),
    now,
    throttle: createThrottle(database.db),
  };
  const app = createApp(deps);
  const answers = options.checkAnswers || process.env.CHECK_API_ANSWERS === '1' ? checkingAnswers(app) : null;

  async function call(method: string, path: string, options: { body?: unknown; lang?: string; cookie?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.lang) headers.userLang = options.lang;
    if (options.cookie) headers.cookie = options.cookie;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await app.request(`/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    }, { clientAddress: options.headers?.['x-test-ip'] ?? '203.0.113.7' });
    const json = (await response.json()) as { success: boolean; data: any; message: string | null };
    return { status: response.status, json, headers: response.headers };
  }

  return {
    app,
    db: database.db,
    clock,
    /** A date of the demo estate's data (src/server/seed/data) as this copy of it was seeded. */
    demoDate: demoCalendar(new Date(inject('demoSeededAt'))),
    invalidated,
    deps,
    get: (path: string, options?: Parameters<typeof call>[2]) => call('GET', path, options),
    post: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) => call('POST', path, { ...options, body: body ?? {} }),
    put: (path: string, body?: unknown, options?: Parameters<typeof call>[2]) => call('PUT', path, { ...options, body: body ?? {} }),
    /** The SQL statements `work` sends (on PostgreSQL with its BEGIN and COMMIT), and its result. */
    async statementsOf<T>(work: () => Promise<T>): Promise<{ statements: string[]; result: T }> {
      const first = statements.length;
      const result = await work();
      return { statements: statements.slice(first), result };
    },
    /**
     * Sets a site parameter as the owner's save does: written, then announced, so that the cached
     * pages and the remembered parameters of the shop are dropped before this returns.
     */
    async setParameter(type: string, value: string | null) {
      await database.db.update(siteParameter).set({ value }).where(eq(siteParameter.type, type));
      const announced = invalidated.length;
      await pageCache.invalidate(database.db, [EVERY_PAGE]);
      await vi.waitUntil(() => invalidated.length > announced, { timeout: 5_000, interval: 5, message: 'the invalidation never came back' });
    },
    /** Sends the mail due in the outbox table now, as the background worker does. */
    sendMail: () => sendDueMail({ db: database.db, mailer, now: () => clock.now, host: 'shop.test' }),
    /** The messages sent so far (the outbox table's due mail sent first), oldest first. */
    async outbox(): Promise<MailMessage[]> {
      await sendDueMail({ db: database.db, mailer, now: () => clock.now, host: 'shop.test' });
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')).sort();
      return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(outboxDir, f), 'utf8')) as MailMessage));
    },
    /**
     * Another process's way in to this database: its own connections on PostgreSQL; on PGlite,
     * which one process holds by design, the same database.
     */
    async connectAgain(): Promise<OpenDatabase> {
      if (!server) return database;
      const again = await openDatabase({ url: server.url });
      connections.push(again);
      return again;
    },
    /** A background worker on `on` (this database by default) on the shop's clock, stopped at close. */
    async startWorker(settings: Partial<WorkerSettings> = {}, on: OpenDatabase = database) {
      const worker = await startWorker({ database: on, mailer: relay, payments: deps.payments, host: 'shop.test', now: () => clock.now, labels: config.labels }, settings);
      workers.push(worker);
      return worker;
    },
    /** With `checkAnswers` (or CHECK_API_ANSWERS=1): what the answers so far said against the OpenAPI document. */
    answerProblems: async () => (answers ? answers.problems() : []),
    async close() {
      await Promise.all(workers.map((worker) => worker.stop()));
      for (const connection of connections) await connection.close();
      await database.close();
      await server?.drop();
      await rm(dataDir, { recursive: true, force: true });
      const problems = await answers?.problems();
      if (problems?.length) throw new Error(`answers that the OpenAPI document does not describe:\n${problems.join('\n')}`);
    },
  };
}

/**
 * Checks every answer `app` gives (to the harness's calls and to app.request alike) against the
 * OpenAPI document the same app serves, as a validating proxy in front of it would.
 */
function checkingAnswers(app: ReturnType<typeof createApp>) {
  const fetch = app.fetch as (request: Request, ...rest: unknown[]) => Response | Promise<Response>;
  let checker: Promise<ReturnType<typeof answerChecker>> | undefined;
  const pending: Promise<string[]>[] = [];
  const check = async (request: Request, response: Response) => {
    // The sandbox's payment page stands in for the provider's own site: it is not the shop's API.
    // Imported only when asked: Ajv and its formats would otherwise load with every API test file.
    checker ??= Promise.resolve(fetch(new Request('http://shop.test/api/openapi.json'))).then(async (r: Response) =>
      (await import('./openapi-check')).answerChecker(await r.json(), { outside: /^\/api\/payment\/sandbox\/pay\// }),
    );
    const problemsOf = await checker;
    const url = new URL(request.url);
    const contentType = response.headers.get('content-type');
    const body = /json|text|svg|csv/.test(contentType ?? '') ? await response.text() : (await response.arrayBuffer()).byteLength ? '(bytes)' : '';
    return problemsOf({ method: request.method, path: url.pathname, status: response.status, contentType, body });
  };
  app.fetch = async (request: Request, ...rest: unknown[]) => {
    const response = await fetch(request, ...rest);
    if (new URL(request.url).pathname !== '/api/openapi.json') pending.push(check(request, response.clone()));
    return response;
  };
  return { problems: async () => (await Promise.all(pending)).flat() };
}

export type TestShop = Awaited<ReturnType<typeof startTestShop>>;

/** A date as the shop writes it for people (dd/mm/yyyy, the estate's time), to compare with what it says. */
export const shownDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/** The session cookie a response set, ready to send back. */
export function sessionCookie(headers: Headers): string {
  const cookies = headers.getSetCookie();
  return cookies.map((c) => c.split(';')[0]).join('; ');
}
