import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq } from 'drizzle-orm';
import { address, adminAudit, country, newsletterList, newsletterSubscription, order, user, type AddressSnapshot, type OrderStatus } from '~/server/db/schema';
import { customerDetailSchema } from '~/lib/admin/customers';
import { adminCookie } from './admin-support';
import { newCustomer, PASSWORD, signIn } from './account-support';
import { signedIn } from './catalogue-fixtures';
import { startTestShop, type TestShop } from './harness';

// The customers of the back office: finding them, reading one, their data handed over or erased
// (GDPR), and the newsletter's readers as a spreadsheet.

let shop: TestShop;
let admin: string;
let franceId: number;
let listIds: number[];

beforeAll(async () => {
  shop = await startTestShop();
  admin = await adminCookie(shop);
  [{ id: franceId }] = await shop.db.select({ id: country.id }).from(country).where(eq(country.alphaTwo, 'FR'));
  listIds = (await shop.db.select({ id: newsletterList.id }).from(newsletterList).orderBy(asc(newsletterList.position))).map((row) => row.id);
});
afterAll(() => shop.close());

async function accountId(email: string): Promise<number> {
  const [row] = await shop.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row.id;
}

let orders = 0;
/** An order as the checkout leaves it, paid unless it is still awaiting payment. */
async function placeOrder(userId: number, email: string, status: OrderStatus, total: number) {
  const place: AddressSnapshot = {
    firstname: 'Éloïse',
    lastname: 'Martin',
    address: '3 chemin des Caves',
    postalCode: '49400',
    city: 'Saumur',
    country: { id: franceId, alphaTwo: 'FR', name: 'France' },
    phone: '+33612345678',
  };
  const [row] = await shop.db
    .insert(order)
    .values({
      number: `ADM-C-${++orders}`,
      userId,
      status,
      lang: 'fr_FR',
      deliveryType: 'DELIVERY',
      shippingAddress: place,
      billingAddress: place,
      phone: '+33612345678',
      email,
      productsTotal: total,
      total,
      paidAt: status === 'AWAITING_PAYMENT' ? null : shop.clock.now,
      invoiceNumber: status === 'AWAITING_PAYMENT' ? null : `F-ADM-${orders}`,
      salesTermsAcceptedAt: shop.clock.now,
    })
    .returning({ id: order.id });
  return row.id;
}

async function subscribe(email: string, listId: number, userId: number | null = null) {
  await shop.db.insert(newsletterSubscription).values({ email, listId, userId, confirmedAt: shop.clock.now });
}

/** DELETE without a body: the harness sends one with every change. */
async function remove(path: string, cookie: string) {
  const response = await shop.app.request(`/api${path}`, { method: 'DELETE', headers: { cookie } }, { clientAddress: '203.0.113.7' });
  return { status: response.status, json: (await response.json()) as { message: string | null } };
}

/** GET of a spreadsheet: the harness reads JSON only. */
async function csv(path: string, lang = 'fr_FR') {
  const response = await shop.app.request(`/api${path}`, { headers: { cookie: admin, userLang: lang } }, { clientAddress: '203.0.113.7' });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('the customers list', () => {
  let eloiseId: number;
  beforeAll(async () => {
    await newCustomer(shop, 'eloise.martin@vigne.test', { firstname: 'Éloïse', lastname: 'Martin-Lefèvre', phone: '06 98 76 54 32' });
    eloiseId = await accountId('eloise.martin@vigne.test');
    await placeOrder(eloiseId, 'eloise.martin@vigne.test', 'DELIVERED', 4_500);
    await placeOrder(eloiseId, 'eloise.martin@vigne.test', 'DELIVERED', 12_000);
    // Neither paid nor kept: they count for nothing.
    await placeOrder(eloiseId, 'eloise.martin@vigne.test', 'AWAITING_PAYMENT', 99_900);
    await placeOrder(eloiseId, 'eloise.martin@vigne.test', 'REFUNDED', 7_000);
    await subscribe('eloise.martin@vigne.test', listIds[0]!, eloiseId);
    for (let n = 1; n <= 3; n++) await newCustomer(shop, `pagination${n}@vigne.test`, { firstname: 'Paul', lastname: `Page${n}` });
  });

  it('finds a customer by a part of the name, the e-mail or the phone, with what they bought', async () => {
    for (const search of ['lefèvre', 'ÉLOÏSE mart', 'eloise.martin@', '06 98 76', '+33698']) {
      const found = await shop.get(`/admin/customers?search=${encodeURIComponent(search)}`, { cookie: admin });
      expect(found.status, search).toBe(200);
      expect(found.json.data.items.map((row: { id: number }) => row.id), search).toEqual([eloiseId]);
    }
    const [row] = (await shop.get('/admin/customers?search=lefèvre', { cookie: admin })).json.data.items;
    expect(row).toMatchObject({ email: 'eloise.martin@vigne.test', firstname: 'Éloïse', ordersCount: 2, totalSpent: 16_500, newsletter: true });
    expect(Date.parse(row.registeredAt)).not.toBeNaN();
  });

  it('treats % and _ as letters, and pages the list', async () => {
    expect((await shop.get('/admin/customers?search=%25', { cookie: admin })).json.data.items).toEqual([]);
    const first = await shop.get('/admin/customers?search=pagination&nbItem=2&page=1', { cookie: admin });
    const second = await shop.get('/admin/customers?search=pagination&nbItem=2&page=2', { cookie: admin });
    expect(first.json.data.total).toBe(3);
    expect(first.json.data.items).toHaveLength(2);
    expect(second.json.data.items).toHaveLength(1);
    expect(second.json.data.items[0].lastname).toBe('Page1');
    expect(second.json.data.items[0].newsletter).toBe(false);
  });

  it('refuses a search too long and a bad page, in the caller’s language', async () => {
    const long = await shop.get(`/admin/customers?search=${'a'.repeat(101)}`, { cookie: admin, lang: 'en_US' });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe('The search cannot be longer than 100 characters.');
    expect((await shop.get('/admin/customers?page=0', { cookie: admin })).status).toBe(400);
  });
});

describe('one customer', () => {
  let id: number;
  beforeAll(async () => {
    await newCustomer(shop, 'jules.roche@vigne.test', { firstname: 'Jules', lastname: 'Roche' });
    id = await accountId('jules.roche@vigne.test');
    await shop.db.insert(address).values({ userId: id, firstname: 'Jules', lastname: 'Roche', address: '8 rue du Pressoir', postalCode: '37500', city: 'Chinon', countryId: franceId });
    await placeOrder(id, 'jules.roche@vigne.test', 'DELIVERED', 3_000);
    await subscribe('jules.roche@vigne.test', listIds[0]!);
  });

  it('shows their details, orders, addresses and subscriptions', async () => {
    const read = await shop.get(`/admin/customers/${id}`, { cookie: admin });
    expect(read.status).toBe(200);
    expect(read.json.data).toMatchObject({
      email: 'jules.roche@vigne.test',
      role: 'CUSTOMER',
      orders: [{ status: 'DELIVERED', statusLabel: expect.any(String), total: 3_000 }],
      addresses: [{ city: 'Chinon', country: 'France' }],
      // Made with the address before the account: it is theirs all the same.
      subscriptions: [{ listId: listIds[0], subscribed: true }],
    });
    // The answer is exactly the back office's contract (src/lib/admin/customers.ts).
    expect(customerDetailSchema.parse(read.json.data)).toEqual(read.json.data);
  });

  it('answers 404 for an unknown or erased account and 400 for a bad id', async () => {
    const missing = await shop.get('/admin/customers/2000000000', { cookie: admin });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Ce client n’existe pas ou son compte a été effacé.');
    expect((await shop.get('/admin/customers/douze', { cookie: admin })).status).toBe(400);
    expect((await shop.post('/admin/customers/2000000000/export', {}, { cookie: admin })).status).toBe(404);
  });

  it('hands over their data as a file, without any secret, and the audit log records who took it', async () => {
    const exported = await shop.post(`/admin/customers/${id}/export`, {}, { cookie: admin });
    expect(exported.status).toBe(200);
    const data = exported.json.data;
    expect(data.account).toMatchObject({ id, email: 'jules.roche@vigne.test', firstname: 'Jules' });
    expect(data.records.addresses).toHaveLength(1);
    expect(data.records.orders).toHaveLength(1);
    expect(data.records.newsletterSubscriptions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/hash|token/i);
    const [logged] = await shop.db.select().from(adminAudit).orderBy(desc(adminAudit.id)).limit(1);
    expect(logged).toMatchObject({ method: 'POST', route: '/api/admin/customers/:id/export', target: { id: String(id) }, status: 200 });
  });
});

describe('erasing an account', () => {
  it('erases the person as their own deletion does: orders kept anonymized, no sign-in, a goodbye mail', async () => {
    await newCustomer(shop, 'anne.vidal@vigne.test', { firstname: 'Anne', lastname: 'Vidal' });
    const id = await accountId('anne.vidal@vigne.test');
    await shop.db.update(user).set({ lang: 'en_US' }).where(eq(user.id, id));
    const orderId = await placeOrder(id, 'anne.vidal@vigne.test', 'DELIVERED', 5_000);
    await subscribe('anne.vidal@vigne.test', listIds[0]!, id);
    const session = await signIn(shop, 'anne.vidal@vigne.test', PASSWORD);
    expect(session.status).toBe(200);

    const erased = await remove(`/admin/customers/${id}`, admin);
    expect(erased.status).toBe(200);

    const [account] = await shop.db.select().from(user).where(eq(user.id, id));
    expect(account).toMatchObject({ firstname: null, lastname: null, passwordHash: null });
    expect(account.email).toMatch(/@deleted\.invalid$/);
    const [kept] = await shop.db.select().from(order).where(eq(order.id, orderId));
    expect(kept).toMatchObject({ userId: null, phone: null, total: 5_000 });
    expect(kept.email).toMatch(/@deleted\.invalid$/);
    expect(await shop.db.$count(newsletterSubscription, eq(newsletterSubscription.email, 'anne.vidal@vigne.test'))).toBe(0);
    expect((await signIn(shop, 'anne.vidal@vigne.test', PASSWORD)).status).not.toBe(200);
    expect((await shop.get('/user', { cookie: session.cookie })).json.data).toBeNull();
    const goodbye = (await shop.outbox()).filter((mail) => mail.to === 'anne.vidal@vigne.test').at(-1);
    expect(goodbye?.subject).toMatch(/account has been deleted/i);
    expect((await shop.get(`/admin/customers/${id}`, { cookie: admin })).status).toBe(404);
    expect((await remove(`/admin/customers/${id}`, admin)).status).toBe(404);
  });

  it('waits while an order is under way, and leaves an administrator’s account alone', async () => {
    await newCustomer(shop, 'busy@vigne.test');
    const busy = await accountId('busy@vigne.test');
    await placeOrder(busy, 'busy@vigne.test', 'PREPARING', 2_000);
    const refused = await remove(`/admin/customers/${busy}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/commande ou un retour de ce client est en cours/);
    expect((await shop.get(`/admin/customers/${busy}`, { cookie: admin })).status).toBe(200);

    await signedIn(shop, 'ADMIN', 'collegue@vigne.test');
    const colleague = await accountId('collegue@vigne.test');
    const kept = await remove(`/admin/customers/${colleague}`, admin);
    expect(kept.status).toBe(409);
    expect(await shop.db.$count(user, and(eq(user.id, colleague), eq(user.role, 'ADMIN')))).toBe(1);
  });
});

describe('the newsletter subscribers as CSV', () => {
  beforeAll(async () => {
    await newCustomer(shop, 'mimi@vigne.test', { firstname: 'Marie-Éloïse "Mimi", dite', lastname: 'de La Tour; Œnologue' });
    await subscribe('mimi@vigne.test', listIds[0]!, await accountId('mimi@vigne.test'));
    await subscribe('=cmd@vigne.test', listIds[0]!);
    if (listIds[1]) await subscribe('second-list@vigne.test', listIds[1]);
    // Not confirmed, or gone: not readers.
    await shop.db.insert(newsletterSubscription).values({ email: 'pending@vigne.test', listId: listIds[0]!, confirmedAt: null });
    await shop.db.insert(newsletterSubscription).values({ email: 'gone@vigne.test', listId: listIds[0]!, confirmedAt: shop.clock.now, unsubscribedAt: shop.clock.now });
  });

  it('is UTF-8 with a BOM, quotes doubled in a quoted field, semicolons in French', async () => {
    const file = await csv(`/admin/newsletter/subscribers.csv?listId=${listIds[0]}`);
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/csv; charset=utf-8/);
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes).slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('E-mail;Prénom;Nom;Liste;Langue;Abonné depuis le');
    const mimi = lines.find((line) => line.startsWith('mimi@'));
    expect(mimi).toMatch(/^mimi@vigne\.test;"Marie-Éloïse ""Mimi"", dite";"de La Tour; Œnologue";[^;"]+;fr_FR;\d\d\/\d\d\/\d{4}$/);
    // A cell a spreadsheet would run as a formula stays text.
    expect(lines.find((line) => line.includes('=cmd@'))).toMatch(/^'=cmd@vigne\.test;;;[^;"]+;fr_FR;\d\d\/\d\d\/\d{4}$/);
    expect(text).not.toContain('pending@');
    expect(text).not.toContain('gone@');
    expect(text).not.toContain('second-list@');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('uses commas and English headings in English, every list without a filter', async () => {
    const text = new TextDecoder().decode((await csv('/admin/newsletter/subscribers.csv', 'en_US')).bytes);
    expect(text.split('\r\n')[0]).toBe('Email,First name,Last name,List,Language,Subscribed since');
    expect(text).toContain('"Marie-Éloïse ""Mimi"", dite",de La Tour; Œnologue,');
    if (listIds[1]) expect(text).toContain('second-list@');
  });

  it('keeps as text a name a spreadsheet would run, whatever sign it starts with', async () => {
    // A customer chooses their own name: "-1+1+HYPERLINK(…)" and "+ 1+…" are formulas to a
    // spreadsheet as much as "=…", and a loose rule that let a sign before a digit through wrote them as they came.
    const hostile = { firstname: '-1+1+HYPERLINK("http://evil.test";"Cliquez")', lastname: '+ 1+cmd|\' /C calc\'!A0' };
    await newCustomer(shop, 'farceur@vigne.test', hostile);
    await subscribe('farceur@vigne.test', listIds[0]!, await accountId('farceur@vigne.test'));
    const text = new TextDecoder().decode((await csv(`/admin/newsletter/subscribers.csv?listId=${listIds[0]}`)).bytes);
    const line = text.split('\r\n').find((row) => row.startsWith('farceur@'))!;
    expect(line).toContain(`;"'-1+1+HYPERLINK(""http://evil.test"";""Cliquez"")";'+ 1+cmd|' /C calc'!A0;`);
    // No field of the line starts with what a spreadsheet runs, once its quotes are read.
    expect(line).not.toMatch(/(^|;)"?[=+\-@\t\r]/);
  });

  it('refuses an unknown list, and counts each list’s readers', async () => {
    const unknown = await shop.get('/admin/newsletter/subscribers.csv?listId=2000000000', { cookie: admin });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Cette liste de diffusion n’existe pas.');
    const lists = await shop.get('/admin/newsletter/lists', { cookie: admin });
    expect(lists.json.data.find((list: { id: number }) => list.id === listIds[0])).toMatchObject({ name: expect.any(String), subscribers: expect.any(Number) });
    expect(lists.json.data.find((list: { id: number }) => list.id === listIds[0]).subscribers).toBeGreaterThanOrEqual(3);
  });
});
