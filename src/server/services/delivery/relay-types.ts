import type { AccessPoint } from '~/lib/delivery';

// What a relay-point network answers, whichever carrier's: the built-in demo or a real one.

/** Where the customer wants a relay point: a postal code, and the town and street when given. */
export interface RelayQuery {
  postalCode: string;
  city: string | null;
  address: string | null;
  /** ISO alpha-2. */
  country: string;
}

/**
 * A carrier's network of relay points (shops that keep parcels for their customers).
 *
 * - `search` answers the points near the query, nearest first, a handful at most, as the carrier
 *   offers them today.
 * - `find` answers the point with an id that `search` gave, as the carrier knows it now, or null
 *   when the id is none of its points: an order never trusts the point a browser describes, it
 *   keeps what `find` answers.
 *
 * The shop ships with a demo network (demo-relay.ts) that works offline for every French postal
 * code. A real carrier's API plugs in here: a class implementing this interface with the carrier's
 * credentials read from the environment (e.g. MONDIAL_RELAY_API_KEY), returned by relayNetworkFor
 * for that carrier's service codes when they are set.
 */
export interface RelayNetwork {
  search(query: RelayQuery): Promise<AccessPoint[]>;
  find(id: string): Promise<AccessPoint | null>;
}

/** The relay network of a PICKUP carrier service. */
