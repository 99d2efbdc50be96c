/**
 * What the address and delivery calls take and answer, shared
 * by the server that builds them and the checkout islands that show them.
 *
 * - GET /countries → CountryOption[]: every country an address can name, in the caller's language,
 *   each saying whether the estate delivers there (metropolitan France, or everywhere with
 *   SELLS_WORLDWIDE unless ONLY_SELL_IN_FRANCE).
 * - GET /cities/{search}/{idCountry} → CityOption[]: towns whose postal code starts with the search
 *   (digits) or whose name contains it (letters; accents, case and hyphens ignored, 'St' read as
 *   Saint), at most 20, from the official French commune dataset; [] for another country. An empty
 *   or too long search, or an unknown country, answers 400 with the reason.
 * - POST /relay/access-points `AccessPointSearch` → AccessPoint[]: relay points near the address, nearest
 *   first, from the relay network of the carrier service (the built-in demo network by default). A
 *   service without relay points or a destination the estate does not deliver to answers 400. An
 *   order names its point by `id` only: the server asks the network for it again.
 * - GET /company/address → the estate's addresses; a CLICK_AND_COLLECT one carries `calendarId`,
 *   the calendar of GET /calendar/{id}/date/allowed/{month}/{year} whose slots are the pick-up slots
 *   (already at least CLICK_AND_COLLECT_HOURS ahead, with the places left).
 *
 * The shapes are the delivery contract (src/lib/contracts/delivery.ts); the islands take the types
 * from here, which loads no zod.
 */

export type { AccessPoint, AccessPointOpening, AccessPointSearch, CityOption, CountryOption } from './contracts/delivery';
