import { relations, sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CARRIER_NETWORKS } from '../../../lib/order';
import { SHIPMENT_STATES, type ShipmentParcel } from '../../../lib/shipment';
import { id, instant, oneOf, timestamps } from './columns';
import { media } from './media';
import { order } from './orders';
import { orderReturn } from './returns';

// What the carrier made of an order's parcels: its label, its numbers, the steps of its journey
// (services/shipping/). One shipment per order, and one per return: the unique indexes are what
// makes two clicks on « create the label » one shipment. A shipment is CREATING while the carrier
// is asked, and is deleted if the carrier refuses, so the order is never shipped without a label.

export const shipment = pgTable(
  'shipment',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    /** Set for a return's label: the parcel comes back to the estate. */
    returnId: integer('return_id').references(() => orderReturn.id, { onDelete: 'cascade' }),
    network: text('network', { enum: CARRIER_NETWORKS }).notNull(),
    state: text('state', { enum: SHIPMENT_STATES }).notNull().default('CREATING'),
    /** The carrier's number for the whole shipment (Mondial Relay's expedition, Colissimo's first parcel). */
    trackingNumber: text('tracking_number'),
    trackingLink: text('tracking_link'),
    parcels: jsonb('parcels').$type<ShipmentParcel[]>().notNull().default([]),
    labelMediaId: integer('label_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** When the worker asks the carrier again (services/shipping/tracking.ts); null: no more. */
    nextCheckAt: instant('next_check_at'),
    deliveredAt: instant('delivered_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shipment_order_uq').on(t.orderId).where(sql`${t.returnId} is null`),
    uniqueIndex('shipment_return_uq').on(t.returnId),
    index('shipment_next_check_idx').on(t.nextCheckAt).where(sql`${t.nextCheckAt} is not null`),
    index('shipment_label_media_idx').on(t.labelMediaId),
    oneOf('shipment_network_check', t.network, CARRIER_NETWORKS),
    oneOf('shipment_state_check', t.state, SHIPMENT_STATES),
  ],
);

/** A step of a parcel's journey as the carrier tells it, kept once however often it is told. */
export const shipmentEvent = pgTable(
  'shipment_event',
  {
    id: id(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipment.id, { onDelete: 'cascade' }),
    parcelNumber: text('parcel_number').notNull(),
    at: instant('at').notNull(),
    /** The carrier's code of the step (Colissimo's DI1, Mondial Relay's STAT…). */
    code: text('code').notNull(),
    /** The carrier's words, in French. */
    label: text('label').notNull(),
    /** The carrier says the parcel reached its addressee. */
    delivered: boolean('delivered').notNull().default(false),
  },
  (t) => [uniqueIndex('shipment_event_uq').on(t.shipmentId, t.parcelNumber, t.at, t.code)],
);

export const shipmentRelations = relations(shipment, ({ one, many }) => ({
  order: one(order, { fields: [shipment.orderId], references: [order.id] }),
  orderReturn: one(orderReturn, { fields: [shipment.returnId], references: [orderReturn.id] }),
  events: many(shipmentEvent),
}));

export const shipmentEventRelations = relations(shipmentEvent, ({ one }) => ({
  shipment: one(shipment, { fields: [shipmentEvent.shipmentId], references: [shipment.id] }),
}));
