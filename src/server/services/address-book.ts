import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AddressBookEntry, DefaultChoice, SavedAddress } from '~/lib/address-book';
import { MAX_SAVED_ADDRESSES } from '~/lib/address-book';
import type { Lang } from '~/lib/i18n';
import { normalizePhone } from '~/lib/rules/phone';
import type { Database } from '../db/connection';
import { address, user } from '../db/schema';
import type { ShopDeps } from '../deps';
import { countryOf, knownCountries } from './orders/shipping-fees';
import { isOn, rememberedParameters } from './parameters';
import { inLang } from './translations';
import { invalid, notFound, signInRequired } from './errors';

// The customer's address book (src/lib/address-book.ts says what each call answers). Every change
// runs in a transaction that first locks the customer's row, so that two tabs saving at once can
// neither pass the limit nor leave two defaults of a kind.

type AddressRow = typeof address.$inferSelect;

const FRENCH_POSTAL_CODE = /^\d{5}$/;
const UNKNOWN = 'account:addressBook.errors.notFound';

/** The rules the checkout applies too: a known country, a French postal code of 5 digits, a phone the estate can call. */
async function checkedEntry(deps: ShopDeps, siteId: number, lang: Lang, entry: AddressBookEntry) {
  const country = await countryOf(deps, entry.idCountry);
  const postalCode = entry.postalCode.trim();
  if (country.alphaTwo === 'FR' && !FRENCH_POSTAL_CODE.test(postalCode)) throw invalid('account:addressBook.errors.postalCodeFrance');
  let phone: string | null = null;
  if (entry.phone?.trim()) {
    const parameters = await rememberedParameters(deps.remembered, deps.db, siteId, lang);
    const checked = normalizePhone(entry.phone, isOn(parameters.ALLOW_ONLY_MOBILE_PHONE));
    if (!checked.ok) throw invalid(checked.key);
    phone = checked.phone;
  }
  const optional = (value: string | null | undefined) => value?.trim() || null;
  return {
    firstname: entry.firstname.trim(),
    lastname: entry.lastname.trim(),
    company: optional(entry.company),
    address: entry.address.trim(),
    addressPart2: optional(entry.addressPart2),
    postalCode,
    city: entry.city.trim(),
    countryId: country.id,
    phone,
  };
}

/** Locks the customer's row for the rest of the transaction; a deleted account is signed out. */
async function lockCustomer(tx: Database, userId: number) {
  const [account] = await tx.select({ id: user.id }).from(user).where(and(eq(user.id, userId), isNull(user.deletedAt))).for('update');
  if (!account) throw signInRequired('auth.signInRequired');
}

/** One of the customer's addresses; another customer's is as unknown as one that never was. */
async function ownAddress(tx: Database, userId: number, id: number): Promise<AddressRow> {
  const [row] = await tx.select().from(address).where(and(eq(address.id, id), eq(address.userId, userId)));
  if (!row) throw notFound(UNKNOWN);
  return row;
}

/** Makes `id` the default of a kind, the former default of that kind no longer one. */
async function moveDefault(tx: Database, userId: number, id: number, kind: 'delivery' | 'billing') {
  const column = kind === 'delivery' ? address.isDefaultDelivery : address.isDefaultBilling;
  const flag = kind === 'delivery' ? 'isDefaultDelivery' : 'isDefaultBilling';
  await tx.update(address).set({ [flag]: false }).where(and(eq(address.userId, userId), column, ne(address.id, id)));
  await tx.update(address).set({ [flag]: true }).where(eq(address.id, id));
}

/** The customer's addresses, the default delivery address first, then the default billing one, then the newest. */
export async function listSavedAddresses(deps: ShopDeps, userId: number, lang: Lang): Promise<SavedAddress[]> {
  const rows = await deps.db
    .select()
    .from(address)
    .where(eq(address.userId, userId))
    .orderBy(desc(address.isDefaultDelivery), desc(address.isDefaultBilling), desc(address.id));
  const countries = await knownCountries(deps);
  return rows.map((row) => {
    const country = countries.find((c) => c.id === row.countryId);
    return {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      company: row.company,
      address: row.address,
      addressPart2: row.addressPart2,
      postalCode: row.postalCode,
      city: row.city,
      idCountry: row.countryId,
      country: (country && inLang(country.translations, lang)?.name) ?? country?.alphaTwo ?? '',
      phone: row.phone,
      isDefaultDelivery: row.isDefaultDelivery,
      isDefaultBilling: row.isDefaultBilling,
    };
  });
}

/** The customer's address holding these values, whatever their case (a second tab, a page come back from the history). */
async function sameAddress(tx: Database, userId: number, values: Awaited<ReturnType<typeof checkedEntry>>): Promise<number | null> {
  const alike = (column: AnyPgColumn, value: string | null) => sql`lower(coalesce(${column}, '')) = lower(${value ?? ''})`;
  const [row] = await tx
    .select({ id: address.id })
    .from(address)
    .where(
      and(
        eq(address.userId, userId),
        eq(address.countryId, values.countryId),
        alike(address.firstname, values.firstname),
        alike(address.lastname, values.lastname),
        alike(address.company, values.company),
        alike(address.address, values.address),
        alike(address.addressPart2, values.addressPart2),
        alike(address.postalCode, values.postalCode),
        alike(address.city, values.city),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * POST /user/address: a new address; the first of a kind becomes its default. An address the book
 * already holds is not saved twice: it takes the phone given and the defaults asked. Returns its id.
 */
export async function saveAddress(deps: ShopDeps, siteId: number, lang: Lang, userId: number, entry: AddressBookEntry): Promise<number> {
  const values = await checkedEntry(deps, siteId, lang, entry);
  return deps.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [{ saved, deliveries, billings }] = await tx
      .select({
        saved: count(),
        deliveries: sql<number>`count(*) filter (where ${address.isDefaultDelivery})`.mapWith(Number),
        billings: sql<number>`count(*) filter (where ${address.isDefaultBilling})`.mapWith(Number),
      })
      .from(address)
      .where(eq(address.userId, userId));
    const known = await sameAddress(tx, userId, values);
    if (known === null && saved >= MAX_SAVED_ADDRESSES) throw invalid('account:addressBook.errors.full', { max: MAX_SAVED_ADDRESSES });
    const [row] = known
      ? await tx.update(address).set({ phone: values.phone ?? sql`${address.phone}` }).where(eq(address.id, known)).returning({ id: address.id })
      : await tx.insert(address).values({ ...values, userId }).returning({ id: address.id });
    if (entry.isDefaultDelivery || deliveries === 0) await moveDefault(tx, userId, row.id, 'delivery');
    if (entry.isDefaultBilling || billings === 0) await moveDefault(tx, userId, row.id, 'billing');
    return row.id;
  });
}

/** PUT /user/address/{id}: the fields change; the defaults stay as they are. */
export async function changeSavedAddress(deps: ShopDeps, siteId: number, lang: Lang, userId: number, id: number, entry: AddressBookEntry): Promise<void> {
  const values = await checkedEntry(deps, siteId, lang, entry);
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    await ownAddress(tx, userId, id);
    await tx.update(address).set(values).where(eq(address.id, id));
  });
}

/** PUT /user/address/{id}/default: true makes it the default of that kind, false on the default leaves none. */
export async function chooseDefaultAddress(deps: ShopDeps, userId: number, id: number, choice: DefaultChoice): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    await ownAddress(tx, userId, id);
    if (choice.delivery === true) await moveDefault(tx, userId, id, 'delivery');
    if (choice.delivery === false) await tx.update(address).set({ isDefaultDelivery: false }).where(eq(address.id, id));
    if (choice.billing === true) await moveDefault(tx, userId, id, 'billing');
    if (choice.billing === false) await tx.update(address).set({ isDefaultBilling: false }).where(eq(address.id, id));
  });
}

/**
 * DELETE /user/address/{id}. A deleted default passes to the most recently saved address left, so
 * that a customer who had one keeps one; an empty book has none. Orders keep their own copy of
 * the addresses they were sent to.
 */
export async function deleteSavedAddress(deps: ShopDeps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const row = await ownAddress(tx, userId, id);
    await tx.delete(address).where(eq(address.id, id));
    if (!row.isDefaultDelivery && !row.isDefaultBilling) return;
    const [heir] = await tx.select({ id: address.id }).from(address).where(eq(address.userId, userId)).orderBy(desc(address.updatedAt), desc(address.id)).limit(1);
    if (!heir) return;
    if (row.isDefaultDelivery) await moveDefault(tx, userId, heir.id, 'delivery');
    if (row.isDefaultBilling) await moveDefault(tx, userId, heir.id, 'billing');
  });
}
