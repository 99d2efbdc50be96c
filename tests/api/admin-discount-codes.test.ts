import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { discount } from '~/server/db/schema';
import { adminDiscountCodeSchema, discountCodePageSchema } from '~/lib/admin/codes';
import { orderPageSchema } from '~/lib/contracts/order';
import { adminCookie } from './admin-support';
import { signedIn } from './catalogue-fixtures';
import { declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, franceId, homeDelivery, setStock } from './order-support';

// The admin panel's discount codes: created, edited, listed and read with their uses, by the
// estate only, and every value that does not fit refused with its reason.

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await startTestShop();
  shop.clock.now = shop.demoDate('2026-11-20T10:00:00Z');
  admin = await adminCookie(shop);
});
afterAll(() => shop.close());

// The dates an owner types: next summer on the estate's clock (the API stores them as given, in UTC).
const next = new Date().getUTCFullYear() + 1;
const summer = { code: ' ete2027 ', type: 'PERCENT', amount: 1500, detailType: 'CART', startsAt: `${next}-06-01T00:00:00+02:00`, endsAt: `${next}-09-01T00:00:00+02:00`, maxUses: 100, maxUsesPerCustomer: 1, minimumAmount: 5000 };

describe('who may manage the codes', () => {
  it('answers a visitor 401 and a customer 403, and creates nothing', async () => {
    const customer = await signedIn(shop, 'CUSTOMER', 'client-codes@example.fr');
    for (const [cookie, status] of [[undefined, 401], [customer, 403]] as const) {
      expect((await shop.get('/admin/discount-code', { cookie })).status).toBe(status);
      expect((await shop.get('/admin/discount-code/1', { cookie })).status).toBe(status);
      expect((await shop.post('/admin/discount-code', summer, { cookie })).status).toBe(status);
      expect((await shop.put('/admin/discount-code/1', { amount: 5000 }, { cookie })).status).toBe(status);
    }
    expect(await shop.db.select().from(discount).where(eq(discount.code, 'ETE2027'))).toHaveLength(0);
  });
});

describe('creating and editing a code', () => {
  it('creates a code upper-case, with its limits, and refuses a second one of the same name', async () => {
    const created = await shop.post('/admin/discount-code', summer, { cookie: admin });
    expect(created.status).toBe(200);
    expect(created.json.message).toBe('Le code ETE2027 est créé.');
    expect(created.json.data).toMatchObject({
      code: 'ETE2027',
      type: 'PERCENT',
      amount: 1500,
      detailType: 'CART',
      productId: null,
      declinationId: null,
      startsAt: `${next}-05-31T22:00:00.000Z`,
      endsAt: `${next}-08-31T22:00:00.000Z`,
      maxUses: 100,
      usesCount: 0,
      maxUsesPerCustomer: 1,
      minimumAmount: 5000,
      isActive: true,
    });
    const again = await shop.post('/admin/discount-code', { ...summer, code: 'Ete2027' }, { cookie: admin, lang: 'en_US' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('The code ETE2027 already exists: choose another one.');
    const seeded = await shop.post('/admin/discount-code', { code: 'bienvenue10', type: 'EURO', amount: 500, detailType: 'CART' }, { cookie: admin });
    expect(seeded.status).toBe(409);
    expect(seeded.json.message).toBe('Le code BIENVENUE10 existe déjà\u00a0: choisissez-en un autre.');
  });

  it('creates a code for one product, which the cart then applies', async () => {
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    const created = await shop.post('/admin/discount-code', { code: 'HENRI-3', type: 'EURO', amount: 300, detailType: 'PRODUCT', productId: henri.productId }, { cookie: admin });
    expect(created.status).toBe(200);
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    const applied = await customer.post(`/cart/${cartId}`, { discountCode: 'henri-3' });
    expect(applied.json.data.discount).toMatchObject({ code: 'HENRI-3', total: 1800 });
  });

  it('changes only the given fields, and renaming onto another code is a 409', async () => {
    const { id } = (await shop.post('/admin/discount-code', { code: 'AUTOMNE', type: 'EURO', amount: 1000, detailType: 'CART' }, { cookie: admin })).json.data;
    const edited = await shop.put(`/admin/discount-code/${id}`, { type: 'PERCENT', amount: 2000, endsAt: `${next}-01-31T23:00:00Z`, isActive: false }, { cookie: admin });
    expect(edited.status).toBe(200);
    expect(edited.json.message).toBe('Le code AUTOMNE est enregistré.');
    expect(edited.json.data).toMatchObject({ id, code: 'AUTOMNE', type: 'PERCENT', amount: 2000, detailType: 'CART', startsAt: null, endsAt: `${next}-01-31T23:00:00.000Z`, isActive: false });
    const renamed = await shop.put(`/admin/discount-code/${id}`, { code: 'automne-2026' }, { cookie: admin });
    expect(renamed.json.data).toMatchObject({ code: 'AUTOMNE-2026', amount: 2000 });
    const taken = await shop.put(`/admin/discount-code/${id}`, { code: 'noel2026' }, { cookie: admin });
    expect(taken.status).toBe(409);
    expect(taken.json.message).toBe('Le code NOEL2026 existe déjà\u00a0: choisissez-en un autre.');
    expect((await shop.get(`/admin/discount-code/${id}`, { cookie: admin })).json.data.code).toBe('AUTOMNE-2026');
  });

  it('refuses every value that does not fit with its reason, as a 400, and writes nothing', async () => {
    const base = { code: 'REFUS', type: 'EURO', amount: 1000, detailType: 'CART' };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...base, type: 'PERCENT', amount: 10_001 }, 'Une remise en pourcentage ne peut pas dépasser 100\u00a0% (10000 points de base).'],
      [{ ...base, amount: 0 }, 'Le montant doit être un nombre entier supérieur à zéro\u00a0: des centimes pour une remise EURO, des points de base pour une remise PERCENT (1250 = 12,5\u00a0%).'],
      [{ ...base, amount: 2 ** 31 }, 'Le montant doit être un nombre entier supérieur à zéro\u00a0: des centimes pour une remise EURO, des points de base pour une remise PERCENT (1250 = 12,5\u00a0%).'],
      [{ ...base, amount: 12.5 }, 'Le montant doit être un nombre entier supérieur à zéro\u00a0: des centimes pour une remise EURO, des points de base pour une remise PERCENT (1250 = 12,5\u00a0%).'],
      [{ ...base, amount: '1000' }, 'Le montant doit être un nombre entier supérieur à zéro\u00a0: des centimes pour une remise EURO, des points de base pour une remise PERCENT (1250 = 12,5\u00a0%).'],
      [{ ...base, code: 'NOËL' }, 'Le code doit compter de 1 à 64 caractères\u00a0: lettres sans accent, chiffres, tirets (-) ou soulignés (_).'],
      [{ ...base, code: '   ' }, 'Le code doit compter de 1 à 64 caractères\u00a0: lettres sans accent, chiffres, tirets (-) ou soulignés (_).'],
      [{ ...base, code: 'X'.repeat(65) }, 'Le code doit compter de 1 à 64 caractères\u00a0: lettres sans accent, chiffres, tirets (-) ou soulignés (_).'],
      [{ type: 'EURO', amount: 1000, detailType: 'CART' }, 'Le code doit compter de 1 à 64 caractères\u00a0: lettres sans accent, chiffres, tirets (-) ou soulignés (_).'],
      [{ ...base, type: 'POURCENT' }, 'Le type de remise doit être EURO ou PERCENT.'],
      [{ ...base, detailType: 'TOTAL' }, 'Ce que réduit la remise doit être CART, PRODUCT ou SHIPPING_FEES.'],
      [{ ...base, startsAt: '2027-01-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }, 'La fin de validité doit venir après son début.'],
      [{ ...base, startsAt: '2027-02-30T00:00:00Z' }, 'Les dates de validité s’écrivent au format ISO 8601 avec leur fuseau (2026-12-01T00:00:00+01:00), ou null.'],
      [{ ...base, endsAt: '2027-01-01' }, 'Les dates de validité s’écrivent au format ISO 8601 avec leur fuseau (2026-12-01T00:00:00+01:00), ou null.'],
      [{ ...base, maxUses: 0 }, 'Le nombre d’utilisations doit être un nombre entier de 1 à 2147483647, ou null pour ne pas le limiter.'],
      [{ ...base, maxUses: 2 ** 31 }, 'Le nombre d’utilisations doit être un nombre entier de 1 à 2147483647, ou null pour ne pas le limiter.'],
      [{ ...base, maxUsesPerCustomer: -1 }, 'Le nombre d’utilisations par client doit être un nombre entier de 1 à 2147483647, ou null pour ne pas le limiter.'],
      [{ ...base, minimumAmount: -100 }, 'Le minimum d’achats doit être un nombre entier de centimes, de 0 à 100000000, ou null.'],
      [{ ...base, isActive: 'yes' }, 'isActive doit valoir true ou false.'],
      [{ ...base, detailType: 'PRODUCT' }, 'Une remise PRODUCT vise un produit (productId) ou une déclinaison (declinationId)\u00a0: indiquez l’un des deux.'],
      [{ ...base, productId: 1 }, 'Seule une remise PRODUCT vise un produit ou une déclinaison\u00a0: retirez productId et declinationId, ou choisissez PRODUCT.'],
      [{ ...base, detailType: 'PRODUCT', productId: 2 ** 31 - 1 }, 'Le produit 2147483647 n’existe pas.'],
      [{ ...base, detailType: 'PRODUCT', declinationId: 2 ** 31 - 1 }, 'La déclinaison 2147483647 n’existe pas.'],
      [{ ...base, detailType: 'PRODUCT', productId: 2 ** 31 }, 'L’identifiant du produit ou de la déclinaison doit être un nombre entier de 1 à 2147483647, ou null.'],
      [{ ...base, oncePerCustomer: true }, `Champ inconnu\u00a0: un code de réduction a les champs code, type, amount, detailType, productId, declinationId, startsAt, endsAt, maxUses, maxUsesPerCustomer, minimumAmount, isActive.`],
    ];
    for (const [body, message] of refusals) {
      const answer = await shop.post('/admin/discount-code', body, { cookie: admin });
      expect({ body, status: answer.status, message: answer.json.message }).toEqual({ body, status: 400, message });
    }
    for (const body of ['', '[]', 'null', '{"code":']) {
      const answer = await shop.post('/admin/discount-code', body, { cookie: admin });
      expect({ body, status: answer.status, success: answer.json.success }).toEqual({ body, status: 400, success: false });
    }
    const english = await shop.post('/admin/discount-code', { ...base, type: 'PERCENT', amount: 20_000 }, { cookie: admin, lang: 'en_US' });
    expect(english.json.message).toBe('A percentage discount cannot exceed 100% (10000 basis points).');
    expect(await shop.db.select().from(discount).where(eq(discount.code, 'REFUS'))).toHaveLength(0);
  });

  it('refuses a bad edit, an unknown or code-less id, and a bad id, never with a 500', async () => {
    const { id } = (await shop.post('/admin/discount-code', { code: 'HIVER', type: 'EURO', amount: 20_000, detailType: 'CART', startsAt: '2026-12-01T00:00:00Z' }, { cookie: admin })).json.data;
    const early = await shop.put(`/admin/discount-code/${id}`, { endsAt: '2026-11-30T00:00:00Z' }, { cookie: admin });
    expect([early.status, early.json.message]).toEqual([400, 'La fin de validité doit venir après son début.']);
    // 200 € off, read as a percentage: 200 %.
    const percent = await shop.put(`/admin/discount-code/${id}`, { type: 'PERCENT' }, { cookie: admin });
    expect([percent.status, percent.json.message]).toEqual([400, 'Une remise en pourcentage ne peut pas dépasser 100\u00a0% (10000 points de base).']);
    const nothing = await shop.put(`/admin/discount-code/${id}`, {}, { cookie: admin });
    expect([nothing.status, nothing.json.message]).toEqual([400, 'Indiquez au moins un champ à modifier.']);
    expect((await shop.get(`/admin/discount-code/${id}`, { cookie: admin })).json.data).toMatchObject({ type: 'EURO', amount: 20_000, endsAt: null });

    const [automatic] = await shop.db.select({ id: discount.id }).from(discount).where(isNull(discount.code)).limit(1);
    for (const path of [`/admin/discount-code/${automatic.id}`, '/admin/discount-code/2147483647']) {
      const answer = await shop.get(path, { cookie: admin });
      expect([answer.status, answer.json.message]).toEqual([404, 'Ce code de réduction n’existe pas.']);
      expect((await shop.put(path, { amount: 500 }, { cookie: admin })).status).toBe(404);
    }
    for (const path of ['/admin/discount-code/abc', '/admin/discount-code/0', '/admin/discount-code/2147483648', '/admin/discount-code?nbItem=1000', '/admin/discount-code?page=0']) {
      const answer = await shop.get(path, { cookie: admin });
      expect({ path, status: answer.status, success: answer.json.success }).toEqual({ path, status: 400, success: false });
    }
  });
});

describe('reading codes with their uses', () => {
  it('lists the codes newest first and reads one with the orders that used it; its limit cannot go below them', async () => {
    await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
    const { id } = (await shop.post('/admin/discount-code', { code: 'VENDANGES', type: 'PERCENT', amount: 1000, detailType: 'CART', maxUses: 5 }, { cookie: admin })).json.data;
    const fr = await franceId(shop);
    const numbers: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
      await customer.post(`/cart/${cartId}`, { discountCode: 'VENDANGES' });
      const placed = await customer.post('/order', homeDelivery(cartId, fr));
      numbers.unshift(placed.json.data.order.number);
    }

    const list = await shop.get('/admin/discount-code?page=1&nbItem=100', { cookie: admin });
    expect(list.status).toBe(200);
    const codes = list.json.data.items.map((c: { code: string }) => c.code);
    expect(codes.slice(0, 2)).toEqual(['VENDANGES', 'HIVER']);
    expect(codes).toEqual(expect.arrayContaining(['BIENVENUE10', 'NOEL2026', 'LIVRAISON', 'PRINTEMPS2025', 'ETE2027']));
    expect(list.json.data.total).toBe(codes.length);
    expect(list.json.data.items[0]).toMatchObject({ id, usesCount: 2, maxUses: 5 });
    const secondPage = await shop.get('/admin/discount-code?page=2&nbItem=1', { cookie: admin });
    expect(secondPage.json.data).toMatchObject({ page: 2, nbItem: 1, total: codes.length, items: [{ code: 'HIVER' }] });

    expect((await shop.get(`/admin/discount-code/${id}`, { cookie: admin })).json.data).toMatchObject({ code: 'VENDANGES', usesCount: 2 });
    const orders = await shop.get(`/admin/discount-code/${id}/orders`, { cookie: admin });
    expect(orders.status).toBe(200);
    expect(orders.json.data).toMatchObject({ total: 2, page: 1, nbItem: 10 });
    expect(orders.json.data.items.map((o: { number: string; status: string }) => [o.number, o.status])).toEqual(numbers.map((n) => [n, 'AWAITING_PAYMENT']));

    const below = await shop.put(`/admin/discount-code/${id}`, { maxUses: 1 }, { cookie: admin, lang: 'en_US' });
    expect([below.status, below.json.message]).toEqual([400, 'This code has already been used 2 times: its use limit cannot be lower.']);
    expect((await shop.put(`/admin/discount-code/${id}`, { maxUses: 2 }, { cookie: admin })).json.data).toMatchObject({ maxUses: 2, usesCount: 2 });
    expect((await shop.get('/admin/discount-code/2147483647/orders', { cookie: admin })).status).toBe(404);
  }, 60_000);

  it('drops no cached page when a code changes: codes show only in carts', async () => {
    const before = shop.invalidated.length;
    const { id } = (await shop.post('/admin/discount-code', { code: 'PRINTEMPS2027', type: 'EURO', amount: 500, detailType: 'CART' }, { cookie: admin })).json.data;
    expect((await shop.put(`/admin/discount-code/${id}`, { amount: 700 }, { cookie: admin })).status).toBe(200);
    expect(shop.invalidated.length).toBe(before);
  });
});

describe('the discount codes contract (src/lib/admin/codes.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the code calls answer', async () => {
    await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 500);
    const created = (await shop.post('/admin/discount-code', { code: 'CONTRAT', type: 'EURO', amount: 800, detailType: 'CART', endsAt: '2027-06-01T00:00:00Z' }, { cookie: admin })).json.data;
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    await customer.post(`/cart/${cartId}`, { discountCode: 'CONTRAT' });
    expect((await customer.post('/order', homeDelivery(cartId, await franceId(shop)))).status).toBe(200);
    const one = (await shop.get(`/admin/discount-code/${created.id}`, { cookie: admin })).json.data;
    const list = (await shop.get('/admin/discount-code?nbItem=100', { cookie: admin })).json.data;
    const orders = (await shop.get(`/admin/discount-code/${created.id}/orders`, { cookie: admin })).json.data;

    expect(one.usesCount).toBe(1);
    expect(orders.items).toHaveLength(1);
    expect(adminDiscountCodeSchema.parse(created)).toEqual(created);
    expect(adminDiscountCodeSchema.parse(one)).toEqual(one);
    expect(discountCodePageSchema.parse(list)).toEqual(list);
    expect(orderPageSchema.parse(orders)).toEqual(orders);
    expect(adminDiscountCodeSchema.safeParse({ ...one, usesCount: '1' }).success).toBe(false);
  }, 60_000);
});
