/**
 * The address book of a signed-in customer (the account's "Mes adresses" and the checkout's address
 * step), shared by the server that answers and the islands that call it (src/lib/api/addresses.ts):
 *
 * - GET /user/address → SavedAddress[]: the customer's addresses, the defaults first.
 * - POST /user/address `AddressBookEntry` → SavedAddress. The first address becomes the default
 *   delivery and billing address; `isDefaultDelivery` / `isDefaultBilling` make a new one the default.
 * - PUT /user/address/{id} `AddressBookEntry` → SavedAddress.
 * - PUT /user/address/{id}/default `DefaultChoice` → SavedAddress[]: true makes it the default
 *   (the former default stops being one), false on the default leaves none.
 * - DELETE /user/address/{id} → SavedAddress[]: a deleted default passes to the most recently
 *   saved address left.
 *
 * A visitor gets 401; another customer's address id is unknown (404), as is a deleted one. A wrong
 * field is a 400 naming it, in the caller's language. The shapes are the address contract
 * (src/lib/contracts/addresses.ts); this module holds the book's rules, free of zod for the islands.
 */
import type { SavedAddress } from './contracts/addresses';
import type { OrderAddress } from './order';

export type { AddressBookEntry, DefaultChoice, SavedAddress } from './contracts/addresses';

/** How many addresses one customer may keep: more than a family's homes, offices and gift addresses. */
export const MAX_SAVED_ADDRESSES = 20;

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The saved address an order's address is, if the book holds it (the phone aside: it is the order's). */
export function findInBook(address: OrderAddress, book: readonly SavedAddress[]): SavedAddress | null {
  const found = book.find(
    (saved) =>
      saved.idCountry === address.idCountry &&
      same(saved.firstname, address.firstname) &&
      same(saved.lastname, address.lastname) &&
      same(saved.company, address.company) &&
      same(saved.address, address.address) &&
      same(saved.addressPart2, address.addressPart2) &&
      same(saved.postalCode, address.postalCode) &&
      same(saved.city, address.city),
  );
  return found ?? null;
}

/** A saved address as the order takes it. */
export function orderAddressOf(saved: SavedAddress): OrderAddress {
  const { firstname, lastname, company, address, addressPart2, postalCode, city, idCountry, phone } = saved;
  return { firstname, lastname, company, address, addressPart2, postalCode, city, idCountry, phone };
}

/** The lines of a saved address as a label or an envelope shows them. */
export function addressLines(saved: SavedAddress): string[] {
  return [
    `${saved.firstname} ${saved.lastname}`,
    saved.company,
    saved.address,
    saved.addressPart2,
    `${saved.postalCode} ${saved.city}`,
    saved.country,
  ].filter((line): line is string => Boolean(line));
}

/**
 * A saved phone (E.164) as the customer wrote it: a French number in its national form
 * (06 12 34 56 78), others left international. Written out here so that the address book's
 * islands do not load libphonenumber's metadata just to show a number.
 */
export function phoneAsWritten(phone: string): string {
  const french = /^\+33([1-9])(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(phone);
  return french ? `0${french.slice(1).join(' ')}` : phone;
}
