import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
  unique,
} from 'drizzle-orm/pg-core';
import { cents, id, isoWeekday, nonNegative, oneOf, position, timestamps } from './columns';
import { companyAddress, country, shippingZones } from './site';

// How an order reaches the customer: carriers and their rates, relay points, and the slots at
// which an order can be collected at the estate.

export const carrierDeliveryTypes = ['DELIVERY', 'PICKUP'] as const;
export type CarrierDeliveryType = (typeof carrierDeliveryTypes)[number];

/** A carrier's service. PICKUP services deliver to a relay point (an access point). */
export const carrier = pgTable(
  'carrier',
  {
    id: id(),
    name: text('name').notNull(),
    serviceCode: text('service_code').notNull().unique(),
    deliveryType: text('delivery_type', { enum: carrierDeliveryTypes }).notNull(),
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
    oneOf('carrier_delivery_type_check', t.deliveryType, carrierDeliveryTypes),
    oneOf('carrier_zone_check', t.zone, shippingZones),
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

/** A relay point of the built-in network (real carrier networks answer through their API). */
export const accessPoint = pgTable(
  'access_point',
  {
    id: id(),
    /** The carrier service code of the network the point belongs to. */
    network: text('network').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    addLine1: text('add_line1').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    icon: text('icon'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    unique('access_point_network_external_id_uq').on(t.network, t.externalId),
    index('access_point_zip_code_idx').on(t.countryId, t.zipCode),
  ],
);

/** A weekly click-and-collect slot at one of the estate's addresses. */
export const pickupSchedule = pgTable(
  'pickup_schedule',
  {
    id: id(),
    companyAddressId: integer('company_address_id')
      .notNull()
      .references(() => companyAddress.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    /** Orders the slot can take per day; unset: no limit. */
    capacity: integer('capacity'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('pickup_schedule_company_address_idx').on(t.companyAddressId, t.weekday),
    isoWeekday('pickup_schedule_weekday_check', t.weekday),
    check('pickup_schedule_range_check', sql`${t.startTime} < ${t.endTime}`),
    check('pickup_schedule_capacity_check', sql`${t.capacity} > 0`),
  ],
);

/** A day without click and collect, at one address or (companyAddressId unset) at all of them. */
export const closedDay = pgTable(
  'closed_day',
  {
    id: id(),
    companyAddressId: integer('company_address_id').references(() => companyAddress.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
  },
  (t) => [unique('closed_day_address_date_uq').on(t.companyAddressId, t.date).nullsNotDistinct()],
);

export const carrierRelations = relations(carrier, ({ many }) => ({
  rates: many(carrierRate),
}));

export const carrierRateRelations = relations(carrierRate, ({ one }) => ({
  carrier: one(carrier, { fields: [carrierRate.carrierId], references: [carrier.id] }),
}));

export const accessPointRelations = relations(accessPoint, ({ one }) => ({
  country: one(country, { fields: [accessPoint.countryId], references: [country.id] }),
}));

export const pickupScheduleRelations = relations(pickupSchedule, ({ one }) => ({
  companyAddress: one(companyAddress, { fields: [pickupSchedule.companyAddressId], references: [companyAddress.id] }),
}));

export const closedDayRelations = relations(closedDay, ({ one }) => ({
  companyAddress: one(companyAddress, { fields: [closedDay.companyAddressId], references: [companyAddress.id] }),
}));
