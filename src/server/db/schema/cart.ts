import { relations, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { declination } from './catalogue';
import { createdAt, id, instant, oneOf, timestamps } from './columns';
import { customization } from './customization';
import { media } from './media';
import { user } from './users';
import type { ClubGiftChoice, CustomizationAnswer } from '../../../lib/cart';

// Carts live on the server: a customer's cart follows them from device to device, and a guest's
// cart is reachable only with the token its browser holds (its hash is stored, never the token).

export const cartTypes = ['MAIN_CART'] as const;
export type CartType = (typeof cartTypes)[number];

export const cart = pgTable(
  'cart',
  {
    id: id(),
    type: text('type', { enum: cartTypes }).notNull().default('MAIN_CART'),
    userId: integer('user_id').references(() => user.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash').unique(),
    discountCode: text('discount_code'),
    /** The gift card the customer applied at the payment step; its balance is taken when the order is placed.
     * No foreign key: gift_card depends on the orders, which depend on the cart; gift cards are never deleted. */
    giftCardId: integer('gift_card_id'),
    /**
     * Gift memberships of the wine club bought with the cart (docs/club.md, "Gift memberships"): the
     * formula and for whom; priced from the formula when the cart is read. Kept on the cart row, so
     * a cart without any costs no statement more.
     */
    clubGifts: jsonb('club_gifts').$type<ClubGiftChoice[]>().notNull().default([]),
    /** Set when an order is made from the cart; an ordered cart is no longer anyone's current cart. */
    orderedAt: instant('ordered_at'),
    ...timestamps(),
  },
  (t) => [
    index('cart_user_idx').on(t.userId),
    // One current cart per customer and type, even when two requests create it at once.
    uniqueIndex('cart_user_current_uq').on(t.userId, t.type).where(sql`${t.orderedAt} is null`),
    index('cart_updated_at_idx').on(t.updatedAt),
    oneOf('cart_type_check', t.type, cartTypes),
    check('cart_owner_check', sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
  ],
);

/** A line of a cart. Its price is not stored: the server computes it from the catalogue. */
export const cartProduct = pgTable(
  'cart_product',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => cart.id, { onDelete: 'cascade' }),
    declinationId: integer('declination_id')
      .notNull()
      .references(() => declination.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    customizations: jsonb('customizations').$type<CustomizationAnswer[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_product_cart_idx').on(t.cartId),
    index('cart_product_declination_idx').on(t.declinationId),
    check('cart_product_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** A file uploaded to answer a FILE customization of a cart product (a private media). */
export const cartFile = pgTable(
  'cart_file',
  {
    id: id(),
    cartProductId: integer('cart_product_id')
      .notNull()
      .references(() => cartProduct.id, { onDelete: 'cascade' }),
    customizationId: integer('customization_id')
      .notNull()
      .references(() => customization.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('cart_file_cart_product_idx').on(t.cartProductId), index('cart_file_media_idx').on(t.mediaId)],
);

export const cartRelations = relations(cart, ({ one, many }) => ({
  user: one(user, { fields: [cart.userId], references: [user.id] }),
  products: many(cartProduct),
}));

export const cartProductRelations = relations(cartProduct, ({ one, many }) => ({
  cart: one(cart, { fields: [cartProduct.cartId], references: [cart.id] }),
  declination: one(declination, { fields: [cartProduct.declinationId], references: [declination.id] }),
  files: many(cartFile),
}));

export const cartFileRelations = relations(cartFile, ({ one }) => ({
  cartProduct: one(cartProduct, { fields: [cartFile.cartProductId], references: [cartProduct.id] }),
  customization: one(customization, { fields: [cartFile.customizationId], references: [customization.id] }),
  media: one(media, { fields: [cartFile.mediaId], references: [media.id] }),
}));
