import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailedToken, newCustomer, PASSWORD } from './account-support';
import { startTestShop, type TestShop } from './harness';

// Sign-in throttling (services/throttle.ts): limits per network address and per account from an
// address, so that nobody can lock a customer, or the estate, out of their account, and the
// visitor's address behind a load balancer (TRUST_PROXY, http/client-address.ts).

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());
afterEach(() => {
  vi.useRealTimers();
});

const signIn = (email: string, password: string, address: string, lang?: string) =>
  shop.post('/login', { email, password }, { headers: { 'x-test-ip': address }, lang });

describe('signing in', () => {
  it('stops an address after five wrong passwords for that account, while its owner signs in from anywhere else', async () => {
    const email = 'cible@example.fr';
    await newCustomer(shop, email);
    const attacker = '198.51.100.10';
    for (let i = 0; i < 5; i++) expect((await signIn(email, `devine${i}xxxx`, attacker)).status).toBe(401);

    const blocked = await signIn(email, PASSWORD, attacker, 'en_US');
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    // The owner, at home, is not locked out by the attacker.
    expect((await signIn(email, PASSWORD, '203.0.113.99')).status).toBe(200);
    // The attacker's address may still sign in to its own account.
    await newCustomer(shop, 'voisin@example.fr');
    expect((await signIn('voisin@example.fr', PASSWORD, attacker)).status).toBe(200);

    // The counters are the machine's clock: a quarter of an hour later the address may try again.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60_000 });
    expect((await signIn(email, PASSWORD, attacker)).status).toBe(200);
  });

  it('lets exactly five of twenty wrong passwords sent at once be checked', async () => {
    const email = 'rafale@example.fr';
    await newCustomer(shop, email);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(email, `rafale${i}xxxx`, '198.51.100.20')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('forgets the wrong passwords after a successful sign-in', async () => {
    const email = 'distrait@example.fr';
    await newCustomer(shop, email);
    const address = '198.51.100.30';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await signIn(email, `oubli${i}xxxx`, address)).status).toBe(401);
      expect((await signIn(email, PASSWORD, address)).status).toBe(200);
    }
  });

  it('slows down an address that guesses across many accounts, and only that address', async () => {
    const address = '198.51.100.40';
    // Thirty wrong passwords, never more than four on one account.
    for (let i = 0; i < 30; i++) expect((await signIn(`inconnu${i % 8}@example.fr`, 'mauvais123', address)).status).toBe(401);
    await newCustomer(shop, 'balayage@example.fr');
    const blocked = await signIn('balayage@example.fr', PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/^Trop de tentatives de connexion\. Réessayez dans \d+ minutes?\.$/);
    expect((await signIn('balayage@example.fr', PASSWORD, '198.51.100.41')).status).toBe(200);
  });

  it('lets the owner back in from the locked address once the password is reset', async () => {
    const email = 'reprise@example.fr';
    await newCustomer(shop, email);
    const address = '198.51.100.50';
    for (let i = 0; i < 6; i++) await signIn(email, `perdu${i}xxxx`, address);
    expect((await signIn(email, PASSWORD, address)).status).toBe(429);

    await shop.put('/password/reset/ask', { email }, { headers: { 'x-test-ip': address } });
    const token = await mailedToken(shop, email, /\/password\/reset\/([\w-]+)/);
    expect((await shop.put('/password/reset', { token, password: 'nouveau2027' })).status).toBe(200);
    expect((await signIn(email, 'nouveau2027', address)).status).toBe(200);
  });
});

describe('the visitor’s address', () => {
  const lockOut = async (shopUnderTest: TestShop, email: string, headers: Record<string, string>) => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await shopUnderTest.post('/login', { email, password: `essai${i}xxxx` }, { headers })).status);
    return answers;
  };

  it('ignores X-Forwarded-For without a trusted proxy: a client cannot pose as someone else', async () => {
    await newCustomer(shop, 'usurpe@example.fr');
    // Each guess claims another address; the connection is the same, and is what counts.
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const headers = { 'x-test-ip': '198.51.100.60', 'x-forwarded-for': `192.0.2.${100 + i}` };
      statuses.push((await shop.post('/login', { email: 'usurpe@example.fr', password: `essai${i}xxxx` }, { headers })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  describe('behind one load balancer (TRUST_PROXY=1)', () => {
    let behind: TestShop;
    beforeAll(async () => {
      behind = await startTestShop({ env: { TRUST_PROXY: '1' } });
      await newCustomer(behind, 'client@example.fr');
    });
    afterAll(() => behind.close());

    it('tells customers apart by the address the balancer saw, not by the balancer’s', async () => {
      const balancer = '10.0.0.2';
      expect(await lockOut(behind, 'client@example.fr', { 'x-test-ip': balancer, 'x-forwarded-for': '198.51.100.70' })).toEqual([401, 401, 401, 401, 401, 429]);
      // Another customer through the same balancer is not affected.
      const other = await behind.post('/login', { email: 'client@example.fr', password: PASSWORD }, { headers: { 'x-test-ip': balancer, 'x-forwarded-for': '198.51.100.71' } });
      expect(other.status).toBe(200);
    });

    it('believes only the address the balancer appended, not what the client wrote before it', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const headers = { 'x-test-ip': '10.0.0.2', 'x-forwarded-for': `192.0.2.${i}, 198.51.100.80` };
        statuses.push((await behind.post('/login', { email: 'client@example.fr', password: `essai${i}xxxx` }, { headers })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });
  });

  describe('behind proxies named by address (TRUST_PROXY=10.0.0.0/8)', () => {
    let behind: TestShop;
    beforeAll(async () => {
      behind = await startTestShop({ env: { TRUST_PROXY: '10.0.0.0/8' } });
      await newCustomer(behind, 'chaine@example.fr');
    });
    afterAll(() => behind.close());

    it('skips every trusted proxy of the chain to find the customer', async () => {
      const headers = { 'x-test-ip': '10.1.2.3', 'x-forwarded-for': '192.0.2.9, 198.51.100.90, 10.4.5.6' };
      expect(await lockOut(behind, 'chaine@example.fr', headers)).toEqual([401, 401, 401, 401, 401, 429]);
      const sameCustomerOtherPath = { 'x-test-ip': '10.9.9.9', 'x-forwarded-for': '198.51.100.90' };
      expect((await behind.post('/login', { email: 'chaine@example.fr', password: PASSWORD }, { headers: sameCustomerOtherPath })).status).toBe(429);
      const directVisitor = { 'x-test-ip': '198.51.100.91', 'x-forwarded-for': '198.51.100.90' };
      expect((await behind.post('/login', { email: 'chaine@example.fr', password: PASSWORD }, { headers: directVisitor })).status).toBe(200);
    });
  });
});
