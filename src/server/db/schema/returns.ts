import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORDER_RETURN_STATUSES } from '../../../lib/order-return';
import { cents, id, instant, nonNegative, oneOf, position, timestamps } from './columns';
import { media } from './media';
import { order, orderLine } from './orders';
import { langCode, site } from './site';

// Order returns ("order back"): the customer asks, the estate accepts (or refuses, saying why),
// sends a return label, receives the products, then refunds them.

export type { OrderReturnStatus } from '../../../lib/order-return';

export const orderReturn = pgTable(
  'order_return',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_RETURN_STATUSES }).notNull().default('ASKED'),
    reason: text('reason'),
    labelMediaId: integer('label_media_id').references(() => media.id, { onDelete: 'set null' }),
    refundAmount: cents('refund_amount'),
    /** Why the estate refused it, as told to the customer. */
    refusalReason: text('refusal_reason'),
    acceptedAt: instant('accepted_at'),
    labelSentAt: instant('label_sent_at'),
    productReceivedAt: instant('product_received_at'),
    refundedAt: instant('refunded_at'),
    refusedAt: instant('refused_at'),
    ...timestamps(),
  },
  (t) => [
    index('order_return_order_idx').on(t.orderId),
    index('order_return_status_idx').on(t.status),
    oneOf('order_return_status_check', t.status, ORDER_RETURN_STATUSES),
    nonNegative('order_return_refund_amount_check', t.refundAmount),
  ],
);

export const orderReturnLine = pgTable(
  'order_return_line',
  {
    id: id(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturn.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLine.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('order_return_line_return_line_uq').on(t.returnId, t.orderLineId),
    index('order_return_line_order_line_idx').on(t.orderLineId),
    check('order_return_line_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Whether returns are open, and the texts shown at each step (GET /order-back, /order/back-products/is-active). */
export const orderBackSetting = pgTable('order_back_setting', {
  id: id(),
  siteId: integer('site_id')
    .notNull()
    .unique()
    .references(() => site.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(false),
});

export const orderBackSettingTranslation = pgTable(
  'order_back_setting_translation',
  {
    settingId: integer('setting_id')
      .notNull()
      .references(() => orderBackSetting.id, { onDelete: 'cascade' }),
    lang: langCode(),
    message: text('message'),
    returnAskDescription: text('return_ask_description'),
    labelSentDescription: text('label_sent_description'),
    productReceivedDescription: text('product_received_description'),
  },
  (t) => [primaryKey({ columns: [t.settingId, t.lang] })],
);

/** Values offered in order forms, grouped by type (e.g. RETURN_REASON), behind GET /order-generic-values/{type}. */
export const orderGenericValue = pgTable(
  'order_generic_value',
  {
    id: id(),
    type: text('type').notNull(),
    position: position(),
  },
  (t) => [
    index('order_generic_value_type_idx').on(t.type, t.position),
    check('order_generic_value_type_check', sql`${t.type} ~ '^[A-Z][A-Z0-9_]*$'`),
  ],
);

export const orderGenericValueTranslation = pgTable(
  'order_generic_value_translation',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => orderGenericValue.id, { onDelete: 'cascade' }),
    lang: langCode(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.lang] })],
);

export const orderReturnRelations = relations(orderReturn, ({ one, many }) => ({
  order: one(order, { fields: [orderReturn.orderId], references: [order.id] }),
  label: one(media, { fields: [orderReturn.labelMediaId], references: [media.id] }),
  lines: many(orderReturnLine),
}));

export const orderReturnLineRelations = relations(orderReturnLine, ({ one }) => ({
  orderReturn: one(orderReturn, { fields: [orderReturnLine.returnId], references: [orderReturn.id] }),
  orderLine: one(orderLine, { fields: [orderReturnLine.orderLineId], references: [orderLine.id] }),
}));

export const orderBackSettingRelations = relations(orderBackSetting, ({ one, many }) => ({
  site: one(site, { fields: [orderBackSetting.siteId], references: [site.id] }),
  translations: many(orderBackSettingTranslation),
}));

export const orderBackSettingTranslationRelations = relations(orderBackSettingTranslation, ({ one }) => ({
  setting: one(orderBackSetting, { fields: [orderBackSettingTranslation.settingId], references: [orderBackSetting.id] }),
}));

export const orderGenericValueRelations = relations(orderGenericValue, ({ many }) => ({
  translations: many(orderGenericValueTranslation),
}));

export const orderGenericValueTranslationRelations = relations(orderGenericValueTranslation, ({ one }) => ({
  value: one(orderGenericValue, { fields: [orderGenericValueTranslation.valueId], references: [orderGenericValue.id] }),
}));
