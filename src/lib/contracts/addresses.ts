import { z } from 'zod';

// The estate's addresses (GET /company/address, SPEC.md section 7 Address row): the contact page,
// the cart and the checkout's pick-up read them. The call: src/lib/api/addresses.ts.

export const addressTypeSchema = z.object({ id: z.number().nullable(), value: z.string() }).meta({ id: 'AddressType' });

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

export type AddressType = z.infer<typeof addressTypeSchema>;
export type CompanyAddress = z.infer<typeof companyAddressSchema>;
