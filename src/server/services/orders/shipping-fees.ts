import { asc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '~/lib/locale';
import type { ShippingFees } from '~/lib/order';
import { freeShippingProgress } from '~/lib/rules/bottles';
import { bottleCountProblem, carrierFee, carrierPrice, destinationProblem } from '~/lib/rules/shipping-fees';
import type { Database } from '../../db/connection';
import { carrier, country, declination } from '../../db/schema';
import { lineFigures, shipment, shippingSettings, type Shipment } from '../cart/totals';
import { cartDeclination, figureLineOf } from '../cart/view';
import { EVERY_PAGE } from '../../page-cache';
import type { RememberingDatabase } from '../../remembered';
import { isOn, type ParameterMap } from '../parameters';
import { invalid } from '../errors';

// The carriers an order can go with and their fees, from the estate's carriers and rates, under the
// destination and bottle rules of lib/rules/shipping-fees.ts.

export type CountryRow = typeof country.$inferSelect;

/**
 * Every country with its names, kept in memory: they change with the shop's own updates only, and
 * then every page is dropped (the frame's tag), these with them.
 */
export function knownCountries({ db, remembered }: RememberingDatabase) {
  return remembered.recall('countries', [EVERY_PAGE], () => db.query.country.findMany({ with: { translations: true } }));
}

/** The country a call names, by id or ISO alpha-2 code; unknown → 400. */
export async function countryOf(source: RememberingDatabase, value: number | string): Promise<CountryRow> {
  const byId = typeof value === 'number' || /^\d+$/.test(value);
  const row = (await knownCountries(source)).find((c) => (byId ? c.id === Number(value) : c.alphaTwo === String(value).trim().toUpperCase()));
  if (!row || !row.isValid) throw invalid('order:shipping.unknownCountry');
  return row;
}

/** What the back office drops when it changes a carrier service: the remembered carriers, and the pages tagged with them. */
export const CARRIERS_TAG = 'carriers';

/** The estate's active carriers with their rates, in the owner's order, kept in memory until the owner changes one. */
function activeCarriers({ db, remembered }: RememberingDatabase) {
  return remembered.recall('carriers', [CARRIERS_TAG, EVERY_PAGE], () =>
    db.query.carrier.findMany({ where: eq(carrier.isActive, true), orderBy: [asc(carrier.position), asc(carrier.id)], with: { rates: true } }),
  );
}

export const sellsWorldwide = (parameters: ParameterMap) => isOn(parameters.SELLS_WORLDWIDE) && !isOn(parameters.ONLY_SELL_IN_FRANCE);

/** Whether the estate delivers to this country at all (GET /countries), by the rule the fees apply. */
export const deliversTo = (destination: Pick<CountryRow, 'zone'>, parameters: ParameterMap) =>
  destinationProblem(destination.zone, null, { sellsWorldwide: sellsWorldwide(parameters) }) === null;

/** Refuses a destination the estate does not ship to. */
export function assertDestination(destination: CountryRow, postalCode: string, parameters: ParameterMap) {
  const problem = destinationProblem(destination.zone, postalCode, { sellsWorldwide: sellsWorldwide(parameters) });
  if (problem) throw invalid(problem.key, problem.params);
}

export type ShipmentFigures = Pick<Shipment, 'bottles' | 'amount'>;

/**
 * The parcel of a list of items ({declination id, quantity}) priced as a cart with the same lines
 * would price them (automatic discounts, volume tiers), so the quote and the cart agree on free
 * shipping. The items carry no customization: a customized line is quoted from the cart itself.
 */
export async function itemFigures(db: Database, now: Date, items: { idProduct: number; quantity: number }[], memberDiscount = 0): Promise<ShipmentFigures> {
  const ids = [...new Set(items.map((item) => item.idProduct))];
  const rows = ids.length ? await db.query.declination.findMany({ where: inArray(declination.id, ids), ...cartDeclination(now) }) : [];
  if (ids.length !== rows.length) throw invalid('order:shipping.unknownProduct');
  const lines = items.map((item) => figureLineOf(rows.find((row) => row.id === item.idProduct)!, item.quantity, () => 0, memberDiscount));
  return shipment(lines.map((line) => ({ ...line, lineTotal: lineFigures(line, lines).lineTotal })), 0);
}

/**
 * The estate's active carriers for the destination's zone with what each costs for this shipment.
 * A destination or bottle count the estate does not ship answers 400 with the reason.
 */
export async function shippingFees(
  source: RememberingDatabase,
  parameters: ParameterMap,
  destination: CountryRow,
  postalCode: string,
  figures: ShipmentFigures,
  lang?: Lang,
): Promise<ShippingFees> {
  assertDestination(destination, postalCode, parameters);
  const settings = shippingSettings(parameters);
  const problem = bottleCountProblem(figures.bottles, settings);
  if (problem) throw invalid(problem.key, problem.params);
  const free = freeShippingProgress(figures.bottles, figures.amount, { bottles: settings.freeShippingBottles, amount: settings.freeShippingAmount }).isFree;
  const carriers = (await activeCarriers(source)).filter((c) => c.zone === destination.zone);
  if (!carriers.length) throw invalid('order:shipping.noCarrier');
  return {
    bottles: figures.bottles,
    isFree: free,
    carriers: carriers
      .filter((c) => c.siteType !== 'VIGNOBLE_EXPORT')
      .map((c) => ({
        idCarrier: c.id,
        name: lang === 'en_US' && c.nameEn ? c.nameEn : c.name,
        serviceCode: c.serviceCode,
        deliveryType: c.deliveryType,
        price: carrierPrice(c, figures.bottles, figures.amount, free),
        fullPrice: carrierFee(c, figures.bottles),
      })),
  };
}
