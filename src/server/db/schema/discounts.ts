import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { declination, product } from './catalogue';
import { cents, exactlyOne, id, instant, oneOf, timestamps } from './columns';

// Price reductions. An amount is cents when its type is EURO, and basis points when it is PERCENT
// (1250 = 12.5 %), so that every figure stays an integer.

export const discountAmountTypes = ['EURO', 'PERCENT'] as const;
export type DiscountAmountType = (typeof discountAmountTypes)[number];

/** 100 basis points make one percent. */
export const BASIS_POINTS_PER_PERCENT = 100;

export const discountDetailTypes = ['PRODUCT', 'SHIPPING_FEES', 'CART'] as const;
export type DiscountDetailType = (typeof discountDetailTypes)[number];

const amountCheck = (name: string, type: AnyPgColumn, amount: AnyPgColumn) =>
  check(name, sql`${amount} > 0 and (${type} <> 'PERCENT' or ${amount} <= 10000)`);

/**
 * A discount: with a code, the customer types it at checkout; without one, it applies by itself to
 * its product or declination. detailType says what it lowers: a product, the shipping fees, the cart.
 */
export const discount = pgTable(
  'discount',
  {
    id: id(),
    /** Stored upper-case; customers may type it in any case. */
    code: text('code').unique(),
    type: text('type', { enum: discountAmountTypes }).notNull(),
    amount: integer('amount').notNull(),
    detailType: text('detail_type', { enum: discountDetailTypes }).notNull(),
    productId: integer('product_id').references(() => product.id, { onDelete: 'cascade' }),
    declinationId: integer('declination_id').references(() => declination.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** Uses by all customers together; null: no limit. Counted by usesCount, given back when an unpaid order ends. */
    maxUses: integer('max_uses'),
    usesCount: integer('uses_count').notNull().default(0),
    /** Uses by one customer (counted by their redemptions); null: no limit. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Smallest products total (cents) the discount needs. */
    minimumAmount: cents('minimum_amount'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('discount_product_idx').on(t.productId),
    index('discount_declination_idx').on(t.declinationId),
    oneOf('discount_type_check', t.type, discountAmountTypes),
    oneOf('discount_detail_type_check', t.detailType, discountDetailTypes),
    amountCheck('discount_amount_check', t.type, t.amount),
    check('discount_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('discount_period_check', sql`${t.startsAt} < ${t.endsAt}`),
    // Taken with a conditional update (uses_count < max_uses); this is the last line of defence.
    check('discount_uses_check', sql`${t.usesCount} >= 0 and (${t.maxUses} is null or ${t.usesCount} <= ${t.maxUses})`),
    check('discount_minimum_amount_check', sql`${t.minimumAmount} >= 0`),
    check('discount_max_uses_per_customer_check', sql`${t.maxUsesPerCustomer} >= 1`),
  ],
);

/** A lower price from a quantity on: from minQuantity items of the product or declination on. */
export const decreasingDiscount = pgTable(
  'decreasing_discount',
  {
    id: id(),
    productId: integer('product_id').references(() => product.id, { onDelete: 'cascade' }),
    declinationId: integer('declination_id').references(() => declination.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    type: text('type', { enum: discountAmountTypes }).notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    index('decreasing_discount_product_idx').on(t.productId),
    index('decreasing_discount_declination_idx').on(t.declinationId),
    exactlyOne('decreasing_discount_target_check', t.productId, t.declinationId),
    check('decreasing_discount_min_quantity_check', sql`${t.minQuantity} >= 1`),
    oneOf('decreasing_discount_type_check', t.type, discountAmountTypes),
    amountCheck('decreasing_discount_amount_check', t.type, t.amount),
  ],
);

export const discountRelations = relations(discount, ({ one }) => ({
  product: one(product, { fields: [discount.productId], references: [product.id] }),
  declination: one(declination, { fields: [discount.declinationId], references: [declination.id] }),
}));

export const decreasingDiscountRelations = relations(decreasingDiscount, ({ one }) => ({
  product: one(product, { fields: [decreasingDiscount.productId], references: [product.id] }),
  declination: one(declination, { fields: [decreasingDiscount.declinationId], references: [declination.id] }),
}));
