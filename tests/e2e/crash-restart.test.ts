import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '~/server/db/connection';
import { declination, order, orderLine, orderStatusHistory, payment } from '~/server/db/schema';
import { homeDelivery } from '../fixtures/order-request';
import { lastMailTo } from './outbox';
import { freePort, processState, startShop, type ShopProcess } from './shop-process';

// kill -9 in the middle of a burst of orders, then a restart at once on the same data directory:
// the shop starts again (the lock the killed process left does not stop it), and its database
// holds every order a customer was told about, whole, one order per cart, and nothing half-written.
// Customers whose order got no answer submit the same cart again after the restart, as they would.
// The shop runs as `npm start` runs it, on the embedded database.

const WINE = 'TIL-GRO-2024-75'; // stock counted, 420 bottles in the demo estate
const BOTTLES = 6;
const CUSTOMERS = 6;
/** Orders answered before the kill, so that the burst is well under way. */
const ANSWERED_BEFORE_KILL = 12;

interface Answer {
  status: number;
  json: { success: boolean; data: any; message: string | null };
}

type Call = (method: string, path: string, body?: unknown) => Promise<Answer>;

/**
 * One person calling the API of the shop that runs at the time (`shop()`), their session cookie on
 * every call. Each call opens its own connection: none is kept from the killed shop.
 */
function person(shop: () => ShopProcess): Call {
  let session = '';
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers: Record<string, string> = { userLang: 'fr_FR' };
      if (session) headers.cookie = session;
      if (payload) headers['content-type'] = 'application/json';
      const call = request(`${shop().baseUrl}/api${path}`, { method, headers, agent: false }, (response) => {
        for (const cookie of response.headers['set-cookie'] ?? []) {
          const token = /^token=([^;]+)/.exec(cookie);
          if (token) session = `token=${token[1]}`;
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text) }));
        response.on('error', reject);
      });
      call.on('error', reject);
      call.end(payload);
    });
}

/** A customer signed up and activated through the confirmation link of their mail. */
async function customer(shop: () => ShopProcess, dataDir: string, n: number): Promise<Call> {
  const call = person(shop);
  const email = `crash${n}@example.fr`;
  const registered = await call('POST', '/register', { email, password: 'vendanges2026', firstname: 'Camille', lastname: 'Moreau', acceptTerms: true });
  expect(registered.status, registered.json.message!).toBe(200);
  const token = (await lastMailTo(email, { timeoutMs: 30_000, dataDir })).text.match(/confirm=([\w-]+)/)![1];
  const confirmed = await call('POST', '/register/confirm', { token });
  expect(confirmed.status, confirmed.json.message!).toBe(200);
  return call;
}

/** The demo estate's declination of `reference`, as the catalogue gives it (with its stock). */
async function declinationOf(call: Call, reference: string): Promise<{ id: number; quantity: number }> {
  const list = await call('GET', '/product?nbItem=100');
  for (const { id } of list.json.data.products as { id: number }[]) {
    const product = await call('GET', `/product/${id}`);
    const found = product.json.data.declinations.find((d: { reference: string | null }) => d.reference === reference);
    if (found) return found;
  }
  throw new Error(`no declination ${reference} in the catalogue`);
}

interface Attempt {
  cartId: number;
  call: Call;
  /** The answer to the order, null when the connection died with the server. */
  answer: Answer | null;
  retry?: Answer;
}

let dataDir: string | undefined;
/** Every shop this test starts, stopped at the end whatever happens. */
const shops: Promise<ShopProcess>[] = [];

afterAll(async () => {
  for (const shop of await Promise.allSettled(shops)) if (shop.status === 'fulfilled') await shop.value.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('loses, doubles and half-writes no order when killed in the middle of a burst, and starts again at once', { timeout: 180_000 }, async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-crash-'));
  // Probed together, so that they differ: the restart does not wait for the killed shop's port.
  const [port, restartPort] = await Promise.all([freePort(), freePort()]);
  // Under a parent that does not reap it: once killed, it stays a zombie that still answers
  // signals, as the restart found it in the issue.
  shops.push(startShop(dataDir, port, { unreaped: true }));
  const first = await shops[0];
  let running = first;
  const visitor = person(() => running);
  const wine = await declinationOf(visitor, WINE);
  const countries = await visitor('GET', '/countries');
  const idCountry = (countries.json.data as { id: number; alphaTwo: string }[]).find((country) => country.alphaTwo === 'FR')!.id;
  const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, n) => customer(() => running, dataDir!, n)));

  // The burst: every customer fills a cart and orders it, again and again, until the kill.
  const attempts: Attempt[] = [];
  let answered = 0;
  let ordering = 0;
  let orderingAtKill = 0;
  let restarted: Promise<ShopProcess> | undefined;
  // kill -9 at an answer (to an order or to a cart) while other orders are being placed, and a
  // restart at once, without waiting for the killed process to be reaped.
  const killWhenDue = () => {
    if (restarted || answered < ANSWERED_BEFORE_KILL || ordering < 2) return;
    orderingAtKill = ordering;
    process.kill(first.pid, 'SIGKILL');
    restarted = startShop(dataDir!, restartPort);
    shops.push(restarted);
  };
  await Promise.all(
    customers.map(async (call) => {
      while (!restarted) {
        const cart = await call('POST', `/cart/new/product/${wine.id}`, { quantity: BOTTLES }).catch(() => null);
        if (!cart) return;
        expect(cart.status, cart.json.message!).toBe(200);
        killWhenDue();
        const attempt: Attempt = { cartId: cart.json.data.id, call, answer: null };
        attempts.push(attempt);
        ordering += 1;
        attempt.answer = await call('POST', '/order', homeDelivery(attempt.cartId, idCountry)).catch(() => null);
        ordering -= 1;
        if (!attempt.answer) return;
        expect(attempt.answer.status, attempt.answer.json.message!).toBe(200);
        answered += 1;
        killWhenDue();
      }
    }),
  );
  expect(orderingAtKill).toBeGreaterThanOrEqual(2);
  running = await restarted!;
  // It started while the killed shop, not yet reaped, still named the data directory in its lock.
  expect(processState(first.pid)).toBe('Z');

  // Who got no answer submits the same cart again: either it is ordered now, or it was already.
  const unanswered = attempts.filter((attempt) => attempt.answer === null);
  expect(unanswered.length).toBeGreaterThanOrEqual(orderingAtKill);
  for (const attempt of unanswered) {
    attempt.retry = await attempt.call('POST', '/order', homeDelivery(attempt.cartId, idCountry));
    if (attempt.retry.status !== 200) {
      expect(attempt.retry.status).toBe(409);
      expect(attempt.retry.json.message).toBe('Ce panier a déjà été commandé : il ne peut plus être modifié.');
    }
  }
  await running.stop();

  // The shop's own database, opened now that the shop has stopped (see src/server/shop.ts).
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const { db } = database;
    const orders = await db.select().from(order);
    const lines = await db.select().from(orderLine);
    const history = await db.select().from(orderStatusHistory);
    const payments = await db.select().from(payment);

    // One order per cart that was submitted, none for anything else.
    const byNumber = (a: number, b: number) => a - b;
    expect(orders.map((row) => row.cartId!).sort(byNumber)).toEqual(attempts.map((attempt) => attempt.cartId).sort(byNumber));
    for (const attempt of attempts) {
      const placed = attempt.answer ?? attempt.retry!;
      if (placed.status !== 200) continue;
      const { id, total } = placed.json.data.order;
      expect(orders.find((row) => row.id === id)).toMatchObject({ cartId: attempt.cartId, total });
      expect(payments.find((row) => row.orderId === id)?.checkoutUrl).toBe(placed.json.data.redirectUrl);
    }

    // Every order is whole: its line, its first status, its payment.
    for (const row of orders) {
      expect(lines.filter((line) => line.orderId === row.id).map(({ declinationId, quantity, total }) => ({ declinationId, quantity, total }))).toEqual([
        { declinationId: wine.id, quantity: BOTTLES, total: row.productsTotal },
      ]);
      expect(history.filter((entry) => entry.orderId === row.id).map((entry) => entry.status)).toEqual(['AWAITING_PAYMENT']);
      expect(payments.filter((entry) => entry.orderId === row.id).map((entry) => entry.amount)).toEqual([row.total]);
    }

    // The bottles taken are those of the orders holding stock, not one more or less.
    const holding = new Set(orders.filter((row) => row.stockReleasedAt === null).map((row) => row.id));
    expect(holding.size).toBe(orders.length);
    const [{ quantity: left }] = await db.select({ quantity: declination.quantity }).from(declination).where(eq(declination.id, wine.id));
    expect(wine.quantity - left!).toBe(lines.filter((line) => holding.has(line.orderId)).reduce((sum, line) => sum + line.quantity, 0));
  } finally {
    await database.close();
  }
});
