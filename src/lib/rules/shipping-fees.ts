/**
 * Where and how much an order can be shipped (docs/rules.md#delivery, docs/rules.md#the-case-rule): metropolitan France
 * only unless the estate sells worldwide, between MINIMUM_EXPEDITION_BOTTLE and
 * MAXIMUM_EXPEDITION_BOTTLE bottles in whole cases of BOTTLE_MULTIPLE, each carrier at the rate of the bottle count, free from the
 * free-shipping thresholds. Pure, shared by the fee calculation and the order.
 */
export type ShippingZone = 'FRANCE_METROPOLITAN' | 'FRANCE_OVERSEAS' | 'EUROPEAN_UNION' | 'WORLD';

export interface ShippingProblem {
  key: string;
  params: Record<string, string | number>;
}

export interface DestinationRules {
  /** SELLS_WORLDWIDE on and ONLY_SELL_IN_FRANCE off. */
  sellsWorldwide: boolean;
}

/** French postal codes of overseas departments and territories start with 97 or 98. */
const OVERSEAS_POSTAL_CODE = /^9[78]/;

/**
 * Why the order cannot be sent to this country and postal code, or null. Without a postal code,
 * whether the estate delivers to the country at all (the list of countries says so).
 */
export function destinationProblem(zone: ShippingZone, postalCode: string | null, rules: DestinationRules): ShippingProblem | null {
  const metropolitan = zone === 'FRANCE_METROPOLITAN' && !OVERSEAS_POSTAL_CODE.test(postalCode?.trim() ?? '');
  if (metropolitan || rules.sellsWorldwide) return null;
  return { key: 'order:shipping.onlyMetropolitanFrance', params: {} };
}

export interface BottleLimits {
  minimumBottles: number | null;
  maximumBottles: number | null;
  /** BOTTLE_MULTIPLE: a parcel holds whole cases of this many bottles; null (or 1) when any count ships. */
  bottleMultiple: number | null;
}

/** Why a parcel cannot hold this many bottles, with what it takes to ship, as the cart and the server say it. */
export type BottleObstacle =
  | { kind: 'minimum'; minimum: number; missing: number }
  | { kind: 'maximum'; maximum: number; extra: number }
  | { kind: 'case'; multiple: number; missing: number };

/**
 * The bottle rules of a shipment (docs/rules.md#the-case-rule), on the bottles countBottles counted: at
 * least MINIMUM_EXPEDITION_BOTTLE, at most MAXIMUM_EXPEDITION_BOTTLE, in whole cases of
 * BOTTLE_MULTIPLE. The bottles said missing reach the smallest count that keeps every rule, so
 * that a customer who adds them is done, even when the minimum is not a whole number of cases.
 */
export function bottleObstacle(bottles: number, limits: BottleLimits): BottleObstacle | null {
  const multiple = limits.bottleMultiple !== null && limits.bottleMultiple > 1 ? limits.bottleMultiple : 1;
  const enough = Math.max(bottles, limits.minimumBottles ?? 0);
  const target = Math.ceil(enough / multiple) * multiple;
  if (limits.minimumBottles !== null && bottles < limits.minimumBottles) {
    return { kind: 'minimum', minimum: limits.minimumBottles, missing: target - bottles };
  }
  if (limits.maximumBottles !== null && bottles > limits.maximumBottles) {
    return { kind: 'maximum', maximum: limits.maximumBottles, extra: bottles - limits.maximumBottles };
  }
  if (target !== bottles) return { kind: 'case', multiple, missing: target - bottles };
  return null;
}

/** The server's refusal of a shipment that breaks the bottle rules, or null. */
export function bottleCountProblem(bottles: number, limits: BottleLimits): ShippingProblem | null {
  const obstacle = bottleObstacle(bottles, limits);
  if (!obstacle) return null;
  if (obstacle.kind === 'minimum') return { key: 'order:shipping.minimumBottles', params: { count: obstacle.minimum, bottles, missing: obstacle.missing } };
  if (obstacle.kind === 'maximum') return { key: 'order:shipping.maximumBottles', params: { count: obstacle.maximum, bottles } };
  return { key: 'order:shipping.caseMultiple', params: { count: obstacle.missing, multiple: obstacle.multiple, bottles } };
}

export interface CarrierRateRule {
  minBottles: number;
  maxBottles: number | null;
  price: number;
}

export interface CarrierRule {
  price: number;
  /** Products total (cents) from which this carrier is free. */
  freeAbove: number | null;
  rates: CarrierRateRule[];
}

/** The carrier's fee for this many bottles: the rate whose range holds them, else its base price. */
export function carrierFee(carrier: CarrierRule, bottles: number): number {
  const rate = carrier.rates.find((r) => r.minBottles <= bottles && (r.maxBottles === null || bottles <= r.maxBottles));
  return rate ? rate.price : carrier.price;
}

/** What the customer pays the carrier: nothing when the order ships free, overall or with this carrier. */
export function carrierPrice(carrier: CarrierRule, bottles: number, amount: number, freeShipping: boolean): number {
  if (freeShipping || (carrier.freeAbove !== null && amount >= carrier.freeAbove)) return 0;
  return carrierFee(carrier, bottles);
}
