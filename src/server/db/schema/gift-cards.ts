import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { giftKinds } from './catalogue';
import { cents, createdAt, id, instant, oneOf, timestamps } from './columns';
import { order, orderLine } from './orders';

// Gift cards and visit vouchers the shop issues when an order buying them is paid: one row per
// unit bought. The code is a bearer instrument worth money: only its SHA-256 is stored (the code
// has 80 random bits, so a fast hash is enough), with its last four characters for the estate to
// tell cards apart; the customer holds the code, in the mail and its printable card.

export const giftCard = pgTable(
  'gift_card',
  {
    id: id(),
    kind: text('kind', { enum: giftKinds }).notNull(),
    codeHash: text('code_hash').notNull().unique(),
    /** The code's last four characters, for the estate and the customer's account. */
    codeEnd: text('code_end').notNull(),
    /** The product it was sold as, as named on the order line (the visit a voucher is for). */
    name: text('name').notNull(),
    /** What it was sold for (the line's unit price). */
    value: cents('value').notNull(),
    /** What is left to spend in the shop: a gift card's value less its uses; a visit voucher is for its visit, 0. */
    balance: cents('balance').notNull(),
    orderId: integer('order_id').references(() => order.id, { onDelete: 'set null' }),
    orderLineId: integer('order_line_id').references(() => orderLine.id, { onDelete: 'set null' }),
    /** Which unit of its order line (1 to the line's quantity): a line is issued once. */
    unit: integer('unit').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** A visit voucher: when the estate received its visitors. */
    usedAt: instant('used_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('gift_card_order_line_unit_uq').on(t.orderLineId, t.unit),
    index('gift_card_order_idx').on(t.orderId),
    oneOf('gift_card_kind_check', t.kind, giftKinds),
    check('gift_card_value_check', sql`${t.value} > 0`),
    check('gift_card_balance_check', sql`${t.balance} >= 0 and ${t.balance} <= ${t.value}`),
    check('gift_card_unit_check', sql`${t.unit} >= 1`),
  ],
);

/**
 * An order paid (partly) with a gift card: taken when the order is placed, given back (releasedAt)
 * when the order ends unpaid, taken again if its payment comes late.
 */
export const giftCardUse = pgTable(
  'gift_card_use',
  {
    id: id(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCard.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    amount: cents('amount').notNull(),
    createdAt: createdAt(),
    releasedAt: instant('released_at'),
  },
  (t) => [
    uniqueIndex('gift_card_use_order_uq').on(t.orderId),
    index('gift_card_use_card_idx').on(t.giftCardId),
    check('gift_card_use_amount_check', sql`${t.amount} > 0`),
  ],
);

export const giftCardRelations = relations(giftCard, ({ one, many }) => ({
  order: one(order, { fields: [giftCard.orderId], references: [order.id] }),
  uses: many(giftCardUse),
}));

export const giftCardUseRelations = relations(giftCardUse, ({ one }) => ({
  giftCard: one(giftCard, { fields: [giftCardUse.giftCardId], references: [giftCard.id] }),
  order: one(order, { fields: [giftCardUse.orderId], references: [order.id] }),
}));

