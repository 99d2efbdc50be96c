// The time of placing an order (POST /api/order) under load: several signed-in customers at once,
// each filling a cart and ordering it, again and again. Only the order call is timed: it recomputes
// the cart, takes the stock, writes the order and opens the sandbox payment.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const p = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

/** The confirmation link's token the shop wrote to its outbox for `email`. */
async function confirmationToken(outbox, email) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    for (const file of await readdir(outbox).catch(() => [])) {
      // A mail being written is read again at the next attempt.
      const mail = await readFile(join(outbox, file), 'utf8').then(JSON.parse).catch(() => null);
      const token = mail?.to === email && /confirm=([\w-]+)/.exec(mail.text)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No confirmation mail for ${email}.`);
}

/** A customer signed up, confirmed and signed in: the session cookie to send. */
export async function customer(base, dataDir, index) {
  const headers = { 'content-type': 'application/json', origin: base, userLang: 'fr_FR' };
  const post = (path, body, extra = {}) => fetch(`${base}/api${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
  const email = `bench-${index}-${Date.now()}@example.fr`;
  const password = 'Vendanges-2027!';
  await post('/register', { email, password, firstname: 'Camille', lastname: 'Moreau', acceptTerms: true });
  await post('/register/confirm', { token: await confirmationToken(join(dataDir, 'outbox'), email) });
  const login = await post('/login', { email, password });
  const cookie = /token=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`Sign-in of ${email} failed (${login.status}).`);
  return { ...headers, cookie };
}

/**
 * `customers` customers at once (sign-ups are limited per address: keep it under 10), `rounds`
 * orders each, of a wine whose stock is not counted, delivered at home. `sessions`, those a
 * previous call returned, orders again as the same customers, without signing up others.
 */
export async function measureOrderCreation(base, dataDir, { customers = 8, rounds = 12, sessions: signedIn } = {}) {
  const list = await (await fetch(`${base}/api/product?kind=WINE&nbItem=20`)).json();
  const countries = await (await fetch(`${base}/api/countries`, { headers: { userLang: 'fr_FR' } })).json();
  const france = countries.data.find((c) => c.alphaTwo === 'FR');
  let item;
  for (const product of list.data.products) {
    const detail = await (await fetch(`${base}/api/product/${product.id}`)).json();
    item = detail.data.declinations.find((d) => !d.tracksStock && d.quantity === null) ?? detail.data.declinations[0];
    if (item) break;
  }
  const sessions = signedIn ?? (await Promise.all(Array.from({ length: customers }, (_, index) => customer(base, dataDir, index))));
  const address = { firstname: 'Camille', lastname: 'Moreau', address: '12 rue des Tonneliers', postalCode: '49400', city: 'Saumur', idCountry: france.id };
  const latencies = [];
  let failed = 0;
  async function orders(headers) {
    for (let round = 0; round < rounds; round += 1) {
      const added = await fetch(`${base}/api/cart/new/product/${item.id}`, { method: 'POST', headers, body: JSON.stringify({ type: 'MAIN_CART', quantity: 12 }) });
      const cart = (await added.json()).data;
      const started = performance.now();
      const response = await fetch(`${base}/api/order`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          idCart: cart.id,
          user: { phone: '06 12 34 56 78' },
          address: { delivery: address, billing: address },
          delivery: { type: 'DELIVERY', serviceCode: 'COLISSIMO_DOMICILE' },
          acceptSalesTerms: true,
          isAdult: true,
        }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (!response.ok) failed += 1;
    }
  }
  const began = performance.now();
  await Promise.all(sessions.map(orders));
  const seconds = (performance.now() - began) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    calls: sorted.length,
    failed,
    perSecond: sorted.length / seconds,
    p50: p(sorted, 0.5),
    p95: p(sorted, 0.95),
    p99: p(sorted, 0.99),
    customers: sessions.length,
    /** A signed-in customer's Cookie header, to weigh the checkout's pages. */
    cookie: sessions[0].cookie,
    sessions,
  };
}
