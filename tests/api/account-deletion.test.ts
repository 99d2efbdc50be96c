import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { address, cart, country, newsletterSubscription, order, user, type AddressSnapshot, type OrderStatus } from '~/server/db/schema';
import { startTestShop, type TestShop } from './harness';
import { deleteWithBody, newCustomer, PASSWORD, signIn } from './account-support';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

async function accountOf(email: string) {
  const [row] = await shop.db.select().from(user).where(eq(user.email, email));
  return row;
}

let orders = 0;
/** An order as the checkout will leave it (orders are placed by a later part of the shop). */
async function placeOrder(userId: number, email: string, status: OrderStatus) {
  const [france] = await shop.db.select({ id: country.id }).from(country).where(eq(country.alphaTwo, 'FR'));
  const place: AddressSnapshot = {
    firstname: 'Marie',
    lastname: 'Durand',
    address: '12 rue des Vignes',
    postalCode: '49400',
    city: 'Saumur',
    country: { id: france.id, alphaTwo: 'FR', name: 'France' },
    phone: '+33612345678',
  };
  const [row] = await shop.db
    .insert(order)
    .values({
      number: `T-${++orders}`,
      userId,
      status,
      lang: 'fr_FR',
      deliveryType: 'DELIVERY',
      shippingAddress: place,
      billingAddress: place,
      phone: '+33612345678',
      email,
      message: 'Sonnez chez la voisine',
      productsTotal: 9000,
      total: 9000,
      salesTermsAcceptedAt: shop.clock.now,
    })
    .returning({ id: order.id });
  return row.id;
}

describe('DELETE /user', () => {
  const email = 'marie@example.fr';
  let cookie: string;
  let userId: number;
  let orderId: number;

  beforeAll(async () => {
    cookie = await newCustomer(shop, email);
    await shop.put('/user', { email, firstname: 'Marie', lastname: 'Durand', phone: '06 12 34 56 78', birthdate: '1979-03-02' }, { cookie });
    const lists = (await shop.get('/newsletter/lists')).json.data as { id: number }[];
    await shop.put('/user/newsletter/subscription', { choices: lists.map((l) => ({ listId: l.id, subscribed: true })) }, { cookie });
    userId = (await accountOf(email)).id;
    const [france] = await shop.db.select({ id: country.id }).from(country).where(eq(country.alphaTwo, 'FR'));
    const saved = await shop.post('/user/address', { firstname: 'Marie', lastname: 'Durand', address: '12 rue des Vignes', postalCode: '49400', city: 'Saumur', idCountry: france.id }, { cookie });
    expect(saved.status).toBe(200);
    orderId = await placeOrder(userId, email, 'DELIVERED');
    await shop.db.insert(cart).values({ userId });
    expect(await shop.db.select().from(newsletterSubscription).where(eq(newsletterSubscription.userId, userId))).toHaveLength(lists.length);
  });

  it('needs the password, in both languages', async () => {
    const none = await deleteWithBody(shop, '/user', {}, { cookie });
    expect(none.status).toBe(400);
    expect(none.json.message).toBe('Saisissez votre mot de passe actuel pour confirmer.');
    const wrong = await deleteWithBody(shop, '/user', { password: 'pas-le-bon-1' }, { cookie, lang: 'en_US' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('The current password is incorrect.');
    expect((await shop.get('/user', { cookie })).json.data.email).toBe(email);
  });

  it('waits while an order is under way', async () => {
    const under = await placeOrder(userId, email, 'SHIPPED');
    const refused = await deleteWithBody(shop, '/user', { password: PASSWORD }, { cookie });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/^Une commande ou un retour est en cours/);
    expect((await shop.get('/user', { cookie })).json.data.email).toBe(email);
    await shop.db.update(order).set({ status: 'DELIVERED' }).where(eq(order.id, under));
  });

  it('erases the person, keeps the orders without them, ends every session and signs out', async () => {
    const other = await signIn(shop, email, PASSWORD);
    const deleted = await deleteWithBody(shop, '/user', { password: PASSWORD }, { cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe('Votre compte est supprimé.');
    const cleared = deleted.headers.getSetCookie().find((c) => c.startsWith('token='))!;
    expect(cleared).toMatch(/Max-Age=0/);

    expect((await shop.get('/user', { cookie })).json.data).toBeNull();
    expect((await shop.get('/user', { cookie: other.cookie })).json.data).toBeNull();
    expect((await signIn(shop, email, PASSWORD)).status).toBe(401);

    const [row] = await shop.db.select().from(user).where(eq(user.id, userId));
    expect(row.email).toMatch(/^deleted-\d+-[0-9a-f]+@deleted\.invalid$/);
    expect(row).toMatchObject({ firstname: null, lastname: null, phone: null, birthdate: null, passwordHash: null });
    expect(row.deletedAt).not.toBeNull();
    expect(await shop.db.select().from(address).where(eq(address.userId, userId))).toEqual([]);
    expect(await shop.db.select().from(newsletterSubscription).where(eq(newsletterSubscription.email, email))).toEqual([]);
    expect(await shop.db.select().from(newsletterSubscription).where(eq(newsletterSubscription.userId, userId))).toEqual([]);
    expect(await shop.db.select().from(cart).where(eq(cart.userId, userId))).toEqual([]);

    const [kept] = await shop.db.select().from(order).where(eq(order.id, orderId));
    expect(kept).toMatchObject({ userId: null, email: row.email, phone: null, message: null, total: 9000, status: 'DELIVERED' });
    expect(kept.billingAddress).toMatchObject({ firstname: '', lastname: '', address: '', phone: null, postalCode: '49400', city: 'Saumur' });
    expect(JSON.stringify(kept)).not.toMatch(/Marie|Durand|Vignes|marie@/);

    const farewell = (await shop.outbox()).filter((m) => m.to === email).at(-1)!;
    expect(farewell.subject).toBe('Votre compte a été supprimé – Domaine des Tilleuls');
  });

  it('frees the address for a new account', async () => {
    const again = await newCustomer(shop, email);
    expect((await shop.get('/user', { cookie: again })).json.data).toMatchObject({ email, firstname: 'Camille' });
  });
});
