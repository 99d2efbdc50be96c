import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { product } from './catalogue';
import { id, position } from './columns';
import { langCode } from './site';

// Variations: the axes a product is declined along (size, engraving colour…), their values (the
// details), and which of them each product uses.

/** A kind of variation (size, engraving colour…) and its possible values, the details. */
export const variation = pgTable('variation', {
  id: id(),
  position: position(),
});

export const variationTranslation = pgTable(
  'variation_translation',
  {
    variationId: integer('variation_id')
      .notNull()
      .references(() => variation.id, { onDelete: 'cascade' }),
    lang: langCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.variationId, t.lang] })],
);

export const variationDetail = pgTable(
  'variation_detail',
  {
    id: id(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variation.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [index('variation_detail_variation_idx').on(t.variationId)],
);

export const variationDetailTranslation = pgTable(
  'variation_detail_translation',
  {
    detailId: integer('detail_id')
      .notNull()
      .references(() => variationDetail.id, { onDelete: 'cascade' }),
    lang: langCode(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.detailId, t.lang] })],
);

/** One of the (at most three) variations a product is declined in, at position 1, 2 or 3. */
export const productVariation = pgTable(
  'product_variation',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    variationId: integer('variation_id')
      .notNull()
      .references(() => variation.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('product_variation_product_position_uq').on(t.productId, t.position),
    check('product_variation_position_check', sql`${t.position} between 1 and 3`),
  ],
);

export const productVariationTranslation = pgTable(
  'product_variation_translation',
  {
    productVariationId: integer('product_variation_id')
      .notNull()
      .references(() => productVariation.id, { onDelete: 'cascade' }),
    lang: langCode(),
    label: text('label').notNull(),
    displayLabel: text('display_label'),
  },
  (t) => [primaryKey({ columns: [t.productVariationId, t.lang] })],
);

export const variationRelations = relations(variation, ({ many }) => ({
  translations: many(variationTranslation),
  details: many(variationDetail),
}));

export const variationTranslationRelations = relations(variationTranslation, ({ one }) => ({
  variation: one(variation, { fields: [variationTranslation.variationId], references: [variation.id] }),
}));

export const variationDetailRelations = relations(variationDetail, ({ one, many }) => ({
  variation: one(variation, { fields: [variationDetail.variationId], references: [variation.id] }),
  translations: many(variationDetailTranslation),
}));

export const variationDetailTranslationRelations = relations(variationDetailTranslation, ({ one }) => ({
  detail: one(variationDetail, { fields: [variationDetailTranslation.detailId], references: [variationDetail.id] }),
}));

export const productVariationRelations = relations(productVariation, ({ one, many }) => ({
  product: one(product, { fields: [productVariation.productId], references: [product.id] }),
  variation: one(variation, { fields: [productVariation.variationId], references: [variation.id] }),
  translations: many(productVariationTranslation),
}));

export const productVariationTranslationRelations = relations(productVariationTranslation, ({ one }) => ({
  productVariation: one(productVariation, {
    fields: [productVariationTranslation.productVariationId],
    references: [productVariation.id],
  }),
}));

