import { sessionCookie, type TestShop } from './harness';

export const PASSWORD = 'vendanges2026';

let registrations = 0;

/** The token of the last link matching `pattern` mailed to `to`. */
export async function mailedToken(shop: TestShop, to: string, pattern: RegExp): Promise<string> {
  const mail = (await shop.outbox()).filter((m) => m.to === to).at(-1);
  const token = mail?.text.match(pattern)?.[1];
  if (!token) throw new Error(`no link matching ${pattern} mailed to ${to}`);
  return token;
}

/** A customer who registered and activated the account; returns the session cookie it got. */
export async function newCustomer(shop: TestShop, email: string, extra: Record<string, unknown> = {}): Promise<string> {
  // Each registration from its own network address, so that the sign-up limit does not get in the way.
  const headers = { 'x-test-ip': `192.0.2.${++registrations}` };
  const registered = await shop.post('/register', { email, password: PASSWORD, firstname: 'Camille', lastname: 'Moreau', acceptTerms: true, ...extra }, { headers });
  if (registered.status !== 200) throw new Error(`registration failed: ${registered.json.message}`);
  const confirmed = await shop.post('/register/confirm', { token: await mailedToken(shop, email, /confirm=([\w-]+)/) });
  return sessionCookie(confirmed.headers);
}

export async function signIn(shop: TestShop, email: string, password: string) {
  const answer = await shop.post('/login', { email, password }, { headers: { 'x-test-ip': '198.51.100.77' } });
  return { status: answer.status, message: answer.json.message, cookie: sessionCookie(answer.headers) };
}

/** DELETE with a JSON body (the harness has no helper for it). */
export async function deleteWithBody(shop: TestShop, path: string, body: unknown, options: { cookie?: string; lang?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.lang) headers.userLang = options.lang;
  const response = await shop.app.request(`/api${path}`, { method: 'DELETE', headers, body: JSON.stringify(body) }, { clientAddress: '203.0.113.7' });
  return { status: response.status, json: (await response.json()) as { success: boolean; data: any; message: string | null }, headers: response.headers };
}

