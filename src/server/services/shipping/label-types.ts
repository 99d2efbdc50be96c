import type { CarrierNetwork } from '~/lib/order';

// What a carrier's label service is asked and answers, whichever carrier: Colissimo's (SLS),
// Mondial Relay's (WSI2_CreationEtiquette), or the demo's specimen when the carrier has no account.
// A carrier that is down, slow or refuses raises a ShopError in the owner's words (never a 500);
// creating a label is not idempotent at any carrier (each call is a new parcel number), so it is
// never retried; reading a parcel's tracking is, and is retried once.

/** Someone a parcel goes from or to, as the carriers need it. */
export interface Party {
  name: string;
  company: string | null;
  street: string;
  street2: string | null;
  postalCode: string;
  city: string;
  /** ISO alpha-2. */
  country: string;
  phone: string | null;
  email: string | null;
}

export interface LabelRequest {
  /** The order's number: the carrier keeps it as our reference. */
  reference: string;
  sender: Party;
  addressee: Party;
  /** The relay point (its id as the network gave it), for a PICKUP order. */
  relayPoint: { id: string; country: string } | null;
  /** Grams, one label per parcel. */
  parcels: { weight: number }[];
  /** A return: the customer sends the parcel back to the estate. */
  isReturn: boolean;
  /** The day the parcel is handed to the carrier. */
  depositDate: Date;
}

export interface CreatedLabel {
  /** One number per parcel, in the request's order. */
  parcelNumbers: string[];
  /** The label of every parcel, in one PDF. */
  pdf: Uint8Array;
  /** The carrier's public tracking page of the first parcel; null: the customer's order page shows the steps. */
  trackingLink: string | null;
  /** The first steps the carrier tells with the label (the demo's « label created »), kept at once. */
  steps?: { parcelNumber: string; event: TrackingEvent }[];
}

/** A step of a parcel's journey, as the carrier tells it. */
export interface TrackingEvent {
  at: Date;
  code: string;
  label: string;
  delivered: boolean;
}

export interface LabelService {
  network: CarrierNetwork;
  /** The carrier's name, in the owner's messages. */
  carrier: string;
  /** The demo's specimen labels, not to be posted. */
  isDemo: boolean;
  create(request: LabelRequest): Promise<CreatedLabel>;
  /**
   * The steps of a parcel so far, oldest first; null when this service cannot tell (no tracking
   * account). `since` is when the shipment was made (the demo's journey is drawn from it).
   */
  track(parcelNumber: string, since: Date): Promise<TrackingEvent[] | null>;
  /** How long to wait between two questions about one parcel: the carrier's limits. */
  checkEveryMs: number;
}

/** The owner's messages when the carrier cannot be reached (services/delivery/soap.ts). */
export const LABEL_FAULTS = { down: 'shipping:errors.carrierDown', slow: 'shipping:errors.carrierSlow' };
