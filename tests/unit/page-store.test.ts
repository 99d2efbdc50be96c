import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageStore, type PageStore, type RenderedPage } from '~/server/page-store';

// The page store's rules, on a real HTTP server: what it keeps, for how long, what an
// invalidation drops (a render under way included), and what it answers.

let store: PageStore;
const clock = { now: 1_000_000 };
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!store.answer(req, res)) {
      res.statusCode = 599;
      res.end('not kept');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const page = (address: string, tags: string[], maxAge = 60, text = `page ${address}`): RenderedPage => ({
  address,
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: Buffer.from(text),
  maxAge,
  tags,
});

const ask = (address: string, headers: Record<string, string> = {}) => fetch(base + address, { headers });

describe('the page store', () => {
  it('answers a kept page, and leaves to the server the pages it does not keep and the other methods', async () => {
    store = createPageStore(() => clock.now);
    store.keep(page('/a?x=1', ['frame']), store.generation);
    const answer = await ask('/a?x=1');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('page /a?x=1');
    expect(answer.headers.get('x-cache')).toBe('HIT');
    expect((await ask('/a')).status).toBe(599);
    expect((await fetch(`${base}/a?x=1`, { method: 'POST' })).status).toBe(599);
  });

  it('forgets a page once its time is up', async () => {
    store = createPageStore(() => clock.now);
    store.keep(page('/short', ['frame'], 10), store.generation);
    clock.now += 9_999;
    expect((await ask('/short')).status).toBe(200);
    clock.now += 2;
    expect((await ask('/short')).status).toBe(599);
    expect(store.size).toBe(0);
  });

  it('drops the pages showing a tag, and only those', async () => {
    store = createPageStore(() => clock.now);
    store.keep(page('/wine/1', ['frame', 'product:1']), store.generation);
    store.keep(page('/wine/2', ['frame', 'product:2']), store.generation);
    store.drop(['product:1']);
    expect((await ask('/wine/1')).status).toBe(599);
    expect((await ask('/wine/2')).status).toBe(200);
    store.drop(['frame']);
    expect(store.size).toBe(0);
  });

  it('does not keep a page rendered while an invalidation came: it may show what was there before', async () => {
    store = createPageStore(() => clock.now);
    const renderStarted = store.generation;
    store.drop(['product:1']);
    store.keep(page('/wine/1', ['product:1']), renderStarted);
    expect(store.size).toBe(0);
  });

  it('answers 304 to its ETag, and a changed page gets a new one', async () => {
    store = createPageStore(() => clock.now);
    store.keep(page('/news', ['news'], 60, 'first version'), store.generation);
    const etag = (await ask('/news')).headers.get('etag')!;
    expect((await ask('/news', { 'if-none-match': etag })).status).toBe(304);
    store.drop(['news']);
    store.keep(page('/news', ['news'], 60, 'second version'), store.generation);
    const changed = await ask('/news', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('second version');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('makes room by dropping the page used least recently', async () => {
    store = createPageStore(() => clock.now);
    const big = 'x'.repeat(7.5 * 1024 * 1024);
    for (let i = 0; i < 10; i += 1) {
      store.keep(page(`/big/${i}`, ['frame'], 60, big), store.generation);
      if (i === 0) continue;
      // The first page stays in use: it is the others that go.
      expect((await ask('/big/0', { 'accept-encoding': 'identity' })).status).toBe(200);
    }
    expect((await ask('/big/0', { 'accept-encoding': 'identity' })).status).toBe(200);
    expect((await ask('/big/1', { 'accept-encoding': 'identity' })).status).toBe(599);
    expect(store.size).toBeLessThan(10);
  });

  it('lets a request for a page being rendered wait for it, and not for a personal page', async () => {
    store = createPageStore(() => clock.now);
    const request = (url: string, method = 'GET') => ({ url, method }) as http.IncomingMessage;
    expect(store.whenRendered(request('/wines'))).toBeNull();

    const rendered = store.rendering('/wines');
    const waiting = store.whenRendered(request('/wines'));
    expect(waiting).toBeInstanceOf(Promise);
    expect(store.whenRendered(request('/wines', 'POST'))).toBeNull();
    expect(store.whenRendered(request('/wines?page=2'))).toBeNull();
    let over = false;
    void waiting!.then(() => (over = true));
    store.keep(page('/wines', ['frame']), store.generation);
    await Promise.resolve();
    expect(over).toBe(false);
    rendered();
    await waiting;
    expect(over).toBe(true);
    expect(store.whenRendered(request('/wines'))).toBeNull();
    expect(await (await ask('/wines')).text()).toBe('page /wines');

    // A cart is rendered for each visitor and never kept: once seen, nobody waits for it.
    const cart = store.rendering('/cart');
    expect(store.whenRendered(request('/cart'))).toBeInstanceOf(Promise);
    cart();
    store.rendering('/cart');
    expect(store.whenRendered(request('/cart'))).toBeNull();
  });
});
