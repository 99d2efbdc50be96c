import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CARRIER_DELIVERY_TYPES, CARRIER_NETWORKS } from '../../../lib/order';
import { cents, id, nonNegative, oneOf, position, timestamps } from './columns';
import { shippingZones } from './site';

// How an order reaches the customer: carriers and their rates. Relay points come from the
// carrier's relay network (services/delivery/relay-network.ts), never from a table of ours, and
// click and collect takes its slots from the calendar of the collection address (calendar.ts).

/** A carrier's service. PICKUP services deliver to a relay point (an access point). */
export const carrier = pgTable(
  'carrier',
  {
    id: id(),
    name: text('name').notNull(),
    /** The name in English; null: the French name. */
    nameEn: text('name_en'),
    serviceCode: text('service_code').notNull().unique(),
    deliveryType: text('delivery_type', { enum: CARRIER_DELIVERY_TYPES }).notNull(),
    /** The company behind the service: its relay network answers a PICKUP service (services/delivery/relay-network.ts). */
    network: text('network', { enum: CARRIER_NETWORKS }).notNull().default('DEMO'),
    /** VIGNOBLE_EXPORT is handled apart (export shipping by a partner). */
    siteType: text('site_type'),
    zone: text('zone', { enum: shippingZones }).notNull().default('FRANCE_METROPOLITAN'),
    /** Price when no rate matches the bottle count. */
    price: cents('price').notNull(),
    /** Products total (cents) from which this service is free. */
    freeAbove: cents('free_above'),
    isActive: boolean('is_active').notNull().default(true),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    oneOf('carrier_delivery_type_check', t.deliveryType, CARRIER_DELIVERY_TYPES),
    oneOf('carrier_zone_check', t.zone, shippingZones),
    oneOf('carrier_network_check', t.network, CARRIER_NETWORKS),
    nonNegative('carrier_price_check', t.price),
    nonNegative('carrier_free_above_check', t.freeAbove),
  ],
);

/** The price of a carrier for a range of bottles (maxBottles unset: no upper bound). */
export const carrierRate = pgTable(
  'carrier_rate',
  {
    id: id(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carrier.id, { onDelete: 'cascade' }),
    minBottles: integer('min_bottles').notNull(),
    maxBottles: integer('max_bottles'),
    price: cents('price').notNull(),
  },
  (t) => [
    index('carrier_rate_carrier_idx').on(t.carrierId, t.minBottles),
    check('carrier_rate_range_check', sql`${t.minBottles} >= 0 and ${t.minBottles} <= ${t.maxBottles}`),
    nonNegative('carrier_rate_price_check', t.price),
  ],
);

export const carrierRelations = relations(carrier, ({ many }) => ({
  rates: many(carrierRate),
}));

export const carrierRateRelations = relations(carrierRate, ({ one }) => ({
  carrier: one(carrier, { fields: [carrierRate.carrierId], references: [carrier.id] }),
}));
