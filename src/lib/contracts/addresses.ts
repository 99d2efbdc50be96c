import { z } from 'zod';
import { MAX_INTEGER } from './units';

// The address contract: the estate's addresses (GET
// /company/address), which the contact page, the cart and the checkout's pick-up read, and the
// signed-in customer's address book (/user/address, whose rules src/lib/address-book.ts tells).
// The calls: src/lib/api/addresses.ts.

const defaultChoiceError = { error: 'account:addressBook.errors.defaultChoice' };

export const addressTypeSchema = z.object({ id: z.number().nullable(), value: z.string() }).meta({ id: 'AddressType' });
export type AddressType = z.infer<typeof addressTypeSchema>;

export const companyAddressSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    type: z.array(addressTypeSchema),
    address: z.string(),
    addressPart2: z.string().nullable(),
    postalCode: z.string(),
    city: z.string(),
    country: z.object({ id: z.number(), alphaTwo: z.string(), name: z.string() }),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    calendarId: z.number().nullable().describe('CLICK_AND_COLLECT: the calendar of the pick-up slots (GET /calendar/{id}/date/allowed/…); null otherwise'),
    openingHours: z.array(
      z.object({ weekday: z.number(), opensAt: z.string().nullable(), closesAt: z.string().nullable(), isClosed: z.boolean() }),
    ),
  })
  .meta({ id: 'CompanyAddress' });
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

// The same limits as an order's addresses (routes/order.ts), so that any saved address can be ordered to.
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();
const countryId = (error: string) => z.coerce.number({ error }).int({ error }).min(1, { error }).max(MAX_INTEGER, { error });

/** POST /user/address and PUT /user/address/{id}: what the customer types, and which default it is. */
export const addressBookEntrySchema = z
  .object({
    firstname: text(100).min(1),
    lastname: text(100).min(1),
    company: optionalText(200),
    address: text(300).min(1),
    addressPart2: optionalText(300),
    postalCode: text(16).min(1),
    city: text(100).min(1),
    idCountry: countryId('order:shipping.unknownCountry').describe('The country id (GET /countries)'),
    phone: optionalText(30),
    isDefaultDelivery: z.boolean(defaultChoiceError).optional().describe('On creation: make it the default delivery address'),
    isDefaultBilling: z.boolean(defaultChoiceError).optional().describe('On creation: make it the default billing address'),
  })
  .meta({ id: 'AddressBookEntry' });
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

/** PUT /user/address/{id}/default: true makes it the default, false on the default leaves none. */
export const defaultAddressChoiceSchema = z
  .object({ delivery: z.boolean(defaultChoiceError).optional(), billing: z.boolean(defaultChoiceError).optional() })
  .refine((choice) => choice.delivery !== undefined || choice.billing !== undefined, defaultChoiceError)
  .meta({ id: 'DefaultAddressChoice' });
export type DefaultChoice = z.infer<typeof defaultAddressChoiceSchema>;

/** An address of the book as every /user/address call answers it. */
export const savedAddressSchema = z
  .object({
    id: z.number(),
    firstname: z.string(),
    lastname: z.string(),
    company: z.string().nullable(),
    address: z.string(),
    addressPart2: z.string().nullable(),
    postalCode: z.string(),
    city: z.string(),
    idCountry: z.number(),
    country: z.string().describe("The country's name in the caller's language"),
    phone: z.string().nullable().describe('E.164 form'),
    isDefaultDelivery: z.boolean(),
    isDefaultBilling: z.boolean(),
  })
  .meta({ id: 'SavedAddress' });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

