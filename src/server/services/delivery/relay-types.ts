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

/** Mondial Relay's web service account: the merchant code (« code enseigne ») and its private key. */
export interface MondialRelaySettings {
  merchantId: string;
  privateKey: string;
  /** WebService.asmx address: the carrier's, or a test double's. */
  endpoint: string;
}

/** Colissimo's pick-up point web service account (the Colissimo Box contract number and password). */
export interface ColissimoSettings {
  accountNumber: string;
  password: string;
  endpoint: string;
}

/** From the environment (config.ts): a carrier without its account answers from the demo network. */
export interface RelaySettings {
  /** How long a carrier may take to answer before the customer is told it is unavailable. */
  timeoutMs: number;
  mondialRelay: MondialRelaySettings | null;
  colissimo: ColissimoSettings | null;
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
 * credentials read from the environment (RelaySettings), returned by relayNetworkFor for the
 * carrier services whose network is that carrier when its account is set (mondial-relay.ts,
 * colissimo.ts). A carrier that is down, slow or refuses raises a ShopError: never a 500.
 */
export interface RelayNetwork {
  search(query: RelayQuery): Promise<AccessPoint[]>;
  find(id: string): Promise<AccessPoint | null>;
}

/** The relay network of a PICKUP carrier service. */
