/**
 * A member's club box (docs/club.md#boxes): what it may hold and what it costs, one implementation
 * for the member's form and the server, which decides. Money in cents; problems are message keys of
 * the `club` namespace with their values.
 *
 * - CURATED: the estate's wines in the estate's quantities; the member may only add bottles of the
 *   shipment's wines. Price: the shipment's box price plus each added bottle at its member price.
 * - MEMBER_CHOICE: the member picks among the wines offered, each at most its `maxPerBox`, at least
 *   the formula's bottles per shipment (more are added bottles), the whole box within the formula's
 *   budget. Price: each bottle at its member price.
 */

export type BoxSelection = 'CURATED' | 'MEMBER_CHOICE';

export interface ShipmentWineRule {
  declinationId: number;
  /** CURATED: bottles of it in every box; MEMBER_CHOICE: the default pick. */
  quantity: number;
  /** MEMBER_CHOICE: the most a member may take of it (null: only the box's size limits it). */
  maxPerBox: number | null;
  /** The member price of one bottle, in cents. */
  unitPrice: number;
}

export interface BoxRule {
  selection: BoxSelection;
  bottlesPerShipment: number;
  /** The shipment's box price (CURATED), in cents. */
  price: number;
  /** MEMBER_CHOICE: the most a box may cost, in cents (null: no limit). */
  budget: number | null;
  wines: ShipmentWineRule[];
}

export interface BoxLine {
  declinationId: number;
  quantity: number;
}

export interface BoxProblem {
  key:
    | 'club:box.errors.notOffered'
    | 'club:box.errors.curatedKept'
    | 'club:box.errors.tooFew'
    | 'club:box.errors.tooMany'
    | 'club:box.errors.maxPerBox'
    | 'club:box.errors.budget'
    | 'club:box.errors.quantity';
  params: Record<string, number>;
}

/** Bottles a member may add to a box beyond the formula's: a case more at most. */
export const MAX_ADDED_BOTTLES = 12;

/** The box every member starts with: the curated wines, or the default picks. */
export function defaultLines(rule: BoxRule): BoxLine[] {
  return rule.wines.filter((wine) => wine.quantity > 0).map((wine) => ({ declinationId: wine.declinationId, quantity: wine.quantity }));
}

/** The same lines, one per wine, without the empty ones, in the shipment's order. */
export function normalizedLines(rule: BoxRule, lines: BoxLine[]): BoxLine[] {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.declinationId, (wanted.get(line.declinationId) ?? 0) + line.quantity);
  const offered = rule.wines.map((wine) => wine.declinationId);
  const order = [...offered, ...[...wanted.keys()].filter((id) => !offered.includes(id))];
  return order.filter((id) => (wanted.get(id) ?? 0) !== 0).map((id) => ({ declinationId: id, quantity: wanted.get(id)! }));
}

export const bottlesOf = (lines: BoxLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The price of a box of these lines (trusted to fit: see boxProblem), in cents, before delivery. */
export function boxPrice(rule: BoxRule, lines: BoxLine[]): number {
  const price = new Map(rule.wines.map((wine) => [wine.declinationId, wine.unitPrice]));
  if (rule.selection === 'MEMBER_CHOICE') return lines.reduce((sum, line) => sum + line.quantity * (price.get(line.declinationId) ?? 0), 0);
  const curated = new Map(rule.wines.map((wine) => [wine.declinationId, wine.quantity]));
  return rule.price + lines.reduce((sum, line) => sum + Math.max(0, line.quantity - (curated.get(line.declinationId) ?? 0)) * (price.get(line.declinationId) ?? 0), 0);
}

/** The first rule these lines break, or null when the box may be so. */
export function boxProblem(rule: BoxRule, lines: BoxLine[]): BoxProblem | null {
  const offered = new Map(rule.wines.map((wine) => [wine.declinationId, wine]));
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0) return { key: 'club:box.errors.quantity', params: {} };
    if (!offered.has(line.declinationId)) return { key: 'club:box.errors.notOffered', params: {} };
  }
  const merged = normalizedLines(rule, lines);
  const bottles = bottlesOf(merged);
  const most = rule.bottlesPerShipment + MAX_ADDED_BOTTLES;
  if (rule.selection === 'CURATED') {
    const held = new Map(merged.map((line) => [line.declinationId, line.quantity]));
    if (rule.wines.some((wine) => (held.get(wine.declinationId) ?? 0) < wine.quantity)) return { key: 'club:box.errors.curatedKept', params: {} };
  } else {
    if (bottles < rule.bottlesPerShipment) return { key: 'club:box.errors.tooFew', params: { n: rule.bottlesPerShipment } };
    for (const line of merged) {
      const wine = offered.get(line.declinationId)!;
      if (wine.maxPerBox !== null && line.quantity > wine.maxPerBox) return { key: 'club:box.errors.maxPerBox', params: { n: wine.maxPerBox } };
    }
    if (rule.budget !== null && boxPrice(rule, merged) > rule.budget) return { key: 'club:box.errors.budget', params: { budget: rule.budget } };
  }
  if (bottles > most) return { key: 'club:box.errors.tooMany', params: { n: most } };
  return null;
}

/** The member's delivery fee for one box: the club shipping rate, nothing for collection. */
export const deliveryFee = (mode: 'SHIPPING' | 'COLLECTION', shippingRate: number) => (mode === 'SHIPPING' ? shippingRate : 0);

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * Skips left for a shipment charged on `chargeOn`: the formula's skips per year, less the boxes
 * skipped among the shipments charged in the year before it (a rolling year: 365 days).
 */
export function skipsLeft(maxSkipsPerYear: number, skippedChargeDays: string[], chargeOn: string): number {
  const day = dayNumber(chargeOn);
  const used = skippedChargeDays.filter((skipped) => day - dayNumber(skipped) < 365 && dayNumber(skipped) <= day).length;
  return Math.max(0, maxSkipsPerYear - used);
}
