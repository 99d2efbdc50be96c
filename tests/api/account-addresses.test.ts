import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '~/lib/address-book';
import { addressBookEntrySchema, companyAddressSchema, savedAddressSchema, type AddressBookEntry, type SavedAddress } from '~/lib/contracts/addresses';
import { address } from '~/server/db/schema';
import { deleteWithBody, newCustomer } from './account-support';
import { declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart, homeDelivery, setStock } from './order-support';

let shop: TestShop;
let france: number;
let belgium: number;
beforeAll(async () => {
  shop = await startTestShop();
  const countries = (await shop.get('/countries')).json.data as { id: number; alphaTwo: string }[];
  france = countries.find((c) => c.alphaTwo === 'FR')!.id;
  belgium = countries.find((c) => c.alphaTwo === 'BE')!.id;
});
afterAll(() => shop.close());

const home = () => ({ firstname: 'Camille', lastname: 'Moreau', address: '12 rue des Vignes', postalCode: '49400', city: 'Saumur', idCountry: france });
const office = () => ({ ...home(), company: 'Atelier Moreau', address: '3 place Saint-Pierre', postalCode: '49000', city: 'Angers', phone: '06 12 34 56 78' });
const remove = (path: string, cookie?: string, lang?: string) => deleteWithBody(shop, path, undefined, { cookie, lang });
const defaults = (book: { id: number; isDefaultDelivery: boolean; isDefaultBilling: boolean }[]) => ({
  delivery: book.filter((a) => a.isDefaultDelivery).map((a) => a.id),
  billing: book.filter((a) => a.isDefaultBilling).map((a) => a.id),
});

describe('the address book', () => {
  let cookie: string;
  let other: string;
  beforeAll(async () => {
    cookie = await newCustomer(shop, 'carnet@example.fr');
    other = await newCustomer(shop, 'voisin@example.fr');
  });

  it('answers 401 to a visitor, in the caller language', async () => {
    const calls = [
      () => shop.get('/user/address'),
      () => shop.post('/user/address', home()),
      () => shop.put('/user/address/1', home()),
      () => shop.put('/user/address/1/default', { delivery: true }),
      () => remove('/user/address/1'),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.status).toBe(401);
      expect(answer.json.message).toBe('Connectez-vous pour continuer.');
    }
    expect((await shop.get('/user/address', { lang: 'en_US' })).json.message).toBe('Please sign in to continue.');
  });

  it('starts empty, and the first address becomes the default for delivery and billing', async () => {
    expect((await shop.get('/user/address', { cookie })).json.data).toEqual([]);
    const added = await shop.post('/user/address', { ...home(), firstname: '  Camille ' }, { cookie });
    expect(added.status).toBe(200);
    expect(added.json.message).toBe('L’adresse est enregistrée dans votre carnet.');
    expect(added.json.data).toMatchObject({ ...home(), country: 'France', company: null, phone: null, isDefaultDelivery: true, isDefaultBilling: true });
    const second = await shop.post('/user/address', office(), { cookie, lang: 'en_US' });
    expect(second.json.message).toBe('The address is saved in your address book.');
    expect(second.json.data).toMatchObject({ company: 'Atelier Moreau', phone: '+33612345678', isDefaultDelivery: false, isDefaultBilling: false });
    const book = (await shop.get('/user/address', { cookie })).json.data;
    expect(book.map((a: { id: number }) => a.id)).toEqual([added.json.data.id, second.json.data.id]);
  });

  it('does not save an address twice: the one it already holds takes the new phone', async () => {
    const [first, second] = (await shop.get('/user/address', { cookie })).json.data;
    const again = await shop.post('/user/address', { ...home(), lastname: 'MOREAU', city: ' saumur ', phone: '07 98 76 54 32' }, { cookie });
    expect(again.status).toBe(200);
    expect(again.json.data).toMatchObject({ id: first.id, lastname: 'Moreau', phone: '+33798765432', isDefaultDelivery: true });
    expect((await shop.get('/user/address', { cookie })).json.data.map((a: { id: number }) => a.id)).toEqual([first.id, second.id]);
    // Without a phone, it keeps the one it has.
    expect((await shop.post('/user/address', home(), { cookie })).json.data).toMatchObject({ id: first.id, phone: '+33798765432' });
  });

  it('moves a default when another address is chosen, one per kind', async () => {
    const [first, second] = (await shop.get('/user/address', { cookie })).json.data;
    const chosen = await shop.put(`/user/address/${second.id}/default`, { billing: true }, { cookie });
    expect(chosen.status).toBe(200);
    expect(defaults(chosen.json.data)).toEqual({ delivery: [first.id], billing: [second.id] });
    const cleared = await shop.put(`/user/address/${first.id}/default`, { delivery: false }, { cookie });
    expect(defaults(cleared.json.data)).toEqual({ delivery: [], billing: [second.id] });
    const back = await shop.put(`/user/address/${first.id}/default`, { delivery: true }, { cookie });
    expect(defaults(back.json.data)).toEqual({ delivery: [first.id], billing: [second.id] });
    // A new address asked as the default takes it over.
    const third = await shop.post('/user/address', { ...home(), address: '1 chemin du Puy', isDefaultDelivery: true }, { cookie });
    expect(defaults((await shop.get('/user/address', { cookie })).json.data)).toEqual({ delivery: [third.json.data.id], billing: [second.id] });
    await remove(`/user/address/${third.json.data.id}`, cookie);
  });

  it('changes the fields of an address and keeps its defaults', async () => {
    const [first] = (await shop.get('/user/address', { cookie })).json.data;
    const changed = await shop.put(`/user/address/${first.id}`, { ...home(), addressPart2: 'Bâtiment B', idCountry: belgium, postalCode: '1000', city: 'Bruxelles' }, { cookie });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toMatchObject({ id: first.id, addressPart2: 'Bâtiment B', country: 'Belgique', postalCode: '1000', isDefaultDelivery: true });
    await shop.put(`/user/address/${first.id}`, home(), { cookie });
  });

  it("keeps another customer's addresses out of reach: 404, and nothing changes", async () => {
    const [first] = (await shop.get('/user/address', { cookie })).json.data;
    expect((await shop.get('/user/address', { cookie: other })).json.data).toEqual([]);
    const attempts = [
      () => shop.put(`/user/address/${first.id}`, { ...home(), city: 'Volé' }, { cookie: other }),
      () => shop.put(`/user/address/${first.id}/default`, { delivery: true }, { cookie: other }),
      () => remove(`/user/address/${first.id}`, other),
      () => remove('/user/address/2147483647', cookie),
    ];
    for (const attempt of attempts) {
      const answer = await attempt();
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Cette adresse ne figure pas dans votre carnet.');
    }
    const [still] = (await shop.get('/user/address', { cookie })).json.data;
    expect(still).toEqual(first);
  });

  it('refuses bad input with a 400 naming the problem, in both languages, and saves nothing', async () => {
    const before = (await shop.get('/user/address', { cookie })).json.data.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstname: '' }, 'Le prénom est obligatoire.', 'The first name is required.'],
      [{ address: '   ' }, 'L’adresse est obligatoire.', 'The address is required.'],
      [{ city: 'x'.repeat(101) }, 'La ville ne peut pas dépasser 100 caractères.', 'The city cannot be longer than 100 characters.'],
      [{ postalCode: '4940' }, 'Un code postal français compte 5 chiffres, par exemple 49400.', 'A French ZIP code has 5 digits, for example 49400.'],
      [{ idCountry: 999_999 }, 'Ce pays nous est inconnu\u00a0: choisissez-le dans la liste.', 'We do not know this country: please choose it from the list.'],
      [{ idCountry: 'FR' }, 'Ce pays nous est inconnu\u00a0: choisissez-le dans la liste.', 'We do not know this country: please choose it from the list.'],
      [{ phone: '12' }, "Le numéro de téléphone n’est pas valide.", 'This phone number is not valid.'],
      [{ isDefaultBilling: 'oui' }, 'Indiquez si l’adresse sert par défaut à la livraison ou à la facturation.', 'Say whether the address is the default for delivery or for billing.'],
    ];
    for (const [change, fr, en] of cases) {
      const inFrench = await shop.post('/user/address', { ...home(), ...change }, { cookie });
      const inEnglish = await shop.post('/user/address', { ...home(), ...change }, { cookie, lang: 'en_US' });
      expect({ change, status: inFrench.status, fr: inFrench.json.message, en: inEnglish.json.message }).toEqual({ change, status: 400, fr, en });
    }
    const [first] = (await shop.get('/user/address', { cookie })).json.data;
    const badChoice = await shop.put(`/user/address/${first.id}/default`, {}, { cookie, lang: 'en_US' });
    expect(badChoice.status).toBe(400);
    expect(badChoice.json.message).toBe('Say whether the address is the default for delivery or for billing.');
    const badId = await shop.put('/user/address/abc', home(), { cookie });
    expect(badId.status).toBe(400);
    expect(badId.json.message).toBe('Cette adresse ne figure pas dans votre carnet.');
    expect((await shop.get('/user/address', { cookie })).json.data.length).toBe(before);
  });

  it('passes a deleted default to the most recently saved address left, and an empty book has none', async () => {
    const [first, second] = (await shop.get('/user/address', { cookie })).json.data;
    // The first is the default delivery address, the second the default billing one.
    await shop.put(`/user/address/${second.id}`, { ...office(), addressPart2: 'Porte 2' }, { cookie });
    const third = (await shop.post('/user/address', { ...home(), address: '8 allée des Tilleuls' }, { cookie })).json.data;
    const afterFirst = await remove(`/user/address/${first.id}`, cookie);
    expect(afterFirst.status).toBe(200);
    expect(afterFirst.json.message).toBe('L’adresse est supprimée de votre carnet.');
    expect(defaults(afterFirst.json.data)).toEqual({ delivery: [third.id], billing: [second.id] });
    const afterSecond = await remove(`/user/address/${second.id}`, cookie);
    expect(defaults(afterSecond.json.data)).toEqual({ delivery: [third.id], billing: [third.id] });
    const empty = await remove(`/user/address/${third.id}`, cookie);
    expect(empty.json.data).toEqual([]);
    expect(await shop.db.select().from(address).where(eq(address.userId, (await shop.get('/user', { cookie })).json.data.id))).toEqual([]);
  });

  it(`holds ${MAX_SAVED_ADDRESSES} addresses at most, even when they are sent at once`, async () => {
    const crowd = await newCustomer(shop, 'famille@example.fr');
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_ADDRESSES + 3 }, (_, n) => shop.post('/user/address', { ...home(), address: `${n + 1} rue des Vignes` }, { cookie: crowd })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_SAVED_ADDRESSES);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => [a.status, a.json.message])).toEqual(
      Array(3).fill([400, `Votre carnet compte déjà ${MAX_SAVED_ADDRESSES} adresses\u00a0: supprimez-en une pour en ajouter une autre.`]),
    );
    const book = (await shop.get('/user/address', { cookie: crowd })).json.data;
    expect(defaults(book)).toEqual({ delivery: [book[0].id], billing: [book[0].id] });
  });
});

describe('orders and the address book', () => {
  it('places an order with an empty book, which stays empty; deleting a saved address leaves the order its own', async () => {
    await setStock(shop, (await declinationOf(shop, 'TIL-HEN-2020-75')).id, 60);
    const { customer, cartId } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    expect((await customer.get('/user/address')).json.data).toEqual([]);
    const placed = await customer.post('/order', homeDelivery(cartId, france));
    expect(placed.status, placed.json.message ?? '').toBe(200);
    expect((await customer.get('/user/address')).json.data).toEqual([]);

    const ordered = homeDelivery(cartId, france).address.delivery;
    const saved = await customer.post('/user/address', ordered);
    expect(saved.status).toBe(200);
    expect((await customer.delete(`/user/address/${saved.json.data.id}`)).status).toBe(200);
    const order = await customer.get(`/order/${placed.json.data.order.id}`);
    expect(order.status).toBe(200);
    expect(JSON.stringify(order.json.data)).toContain(ordered.address);
  });
});

describe('the address contract (src/lib/contracts/addresses.ts)', () => {
  // Parsing strips what the contract does not name: an answer equal to its parse has no field the
  // islands' types do not know, and every field they know, of the type they expect.
  it('describes exactly what the address book and the estate addresses answer', async () => {
    const cookie = await newCustomer(shop, 'contrat-carnet@example.fr');
    const entry: AddressBookEntry = { ...office(), addressPart2: 'Bâtiment B', isDefaultBilling: true };
    const added = (await shop.post('/user/address', entry, { cookie })).json.data as SavedAddress;
    await shop.post('/user/address', home(), { cookie });
    const book = (await shop.put(`/user/address/${added.id}/default`, { delivery: false }, { cookie })).json.data as SavedAddress[];
    const estate = (await shop.get('/company/address')).json.data as unknown[];

    expect(added).toMatchObject({ company: 'Atelier Moreau', phone: '+33612345678', country: 'France', isDefaultBilling: true });
    expect(savedAddressSchema.parse(added)).toEqual(added);
    expect(book).toHaveLength(2);
    for (const saved of book) expect(savedAddressSchema.parse(saved)).toEqual(saved);
    expect(estate.length).toBeGreaterThan(0);
    for (const place of estate) expect(companyAddressSchema.parse(place)).toEqual(place);
    expect(savedAddressSchema.safeParse({ ...added, idCountry: String(added.idCountry) }).success).toBe(false);
  });

  it('reads an entry as the route does: trimmed, the country id from a path-like string, its message when unknown', () => {
    expect(addressBookEntrySchema.parse({ ...home(), city: ' Saumur ', idCountry: String(france) })).toMatchObject({ city: 'Saumur', idCountry: france });
    expect(addressBookEntrySchema.safeParse({ ...home(), idCountry: 0 }).error?.issues[0].message).toBe('order:shipping.unknownCountry');
  });
});
