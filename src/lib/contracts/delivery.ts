import { z } from 'zod';

// The delivery contract: the countries, towns and
// relay points the checkout and the address book offer, as the routes read and answer them. The
// calls: src/lib/api/addresses.ts; the islands take the types from src/lib/delivery.ts.

/** GET /countries: every country an address can name, in the caller's language. */
export const countryOptionSchema = z
  .object({
    id: z.number(),
    alphaTwo: z.string(),
    name: z.string(),
    isDeliverable: z.boolean().describe('Whether the estate delivers there'),
  })
  .meta({ id: 'CountryOption' });
export type CountryOption = z.infer<typeof countryOptionSchema>;

/** GET /cities/{search}/{idCountry}. */
export const cityOptionSchema = z.object({ postalCode: z.string(), name: z.string() }).meta({ id: 'CityOption' });
export type CityOption = z.infer<typeof cityOptionSchema>;

/** POST /relay/access-points. */
export const accessPointSearchSchema = z
  .object({
    serviceCode: z.string().trim().min(1).max(64).meta({ description: 'The PICKUP carrier service whose relay network is searched', example: 'MONDIAL_RELAY_24R' }),
    address: z.string().max(300).nullish(),
    postalCode: z.string().trim().min(1).max(16),
    city: z.string().max(100).nullish(),
    country: z.union([z.number().int().positive(), z.string().trim().min(1).max(8)]).describe("A country id or its ISO alpha-2 code ('FR')"),
  })
  .meta({ id: 'AccessPointSearch' });
export type AccessPointSearch = z.input<typeof accessPointSearchSchema>;

export const accessPointOpeningSchema = z.object({
  weekday: z.number().describe('ISO weekday, 1 = Monday'),
  hours: z.array(z.string().meta({ example: '09:00-12:30' })).describe("'HH:MM-HH:MM' ranges of the day; empty: closed"),
});
export type AccessPointOpening = z.infer<typeof accessPointOpeningSchema>;

/** A relay point; an order names it by `id` only, and the server asks the network for it again. */
export const accessPointSchema = z
  .object({
    id: z.string().describe('Stable: the same point has the same id in every search'),
    name: z.string(),
    addLine1: z.string(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string().describe('ISO alpha-2'),
    position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    icon: z.string().nullable(),
    distance: z.number().nullable().describe('Metres from the searched address, when the network knows it'),
    opening: z.array(accessPointOpeningSchema),
    closures: z
      .array(z.object({ from: z.string().meta({ example: '2026-08-03' }), to: z.string().meta({ example: '2026-08-23' }) }))
      .describe('Holiday closures the carrier announces, first and last day closed'),
    isDemo: z.boolean().describe('A point of the built-in demo network: no carrier account is set'),
  })
  .meta({ id: 'AccessPoint' });
export type AccessPoint = z.infer<typeof accessPointSchema>;

