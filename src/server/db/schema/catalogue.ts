import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { cents, id, nonNegative, oneOf, position, timestamps } from './columns';
import { customization } from './customization';
import { decreasingDiscount, discount } from './discounts';
import { media } from './media';
import { nutrition, productAward, productFeature, productMealIcon } from './product-details';
import { langCode } from './site';
import { productVariation, variationDetail } from './variations';
import { STANDARD_VAT_RATE } from '../../../lib/rules/vat';

// Products and what is sold of them: a product (a wine, a box, anything else) has declinations,
// one per vintage, capacity or variation, each with its own price and stock.

export const productTypes = ['WINE', 'BOX', 'OTHER'] as const;
export type ProductType = (typeof productTypes)[number];

export const wineColours = ['RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET'] as const;
export type WineColour = (typeof wineColours)[number];

export const capacityUnits = ['LITER', 'CENTILITRE'] as const;
export type CapacityUnit = (typeof capacityUnits)[number];

/** What a paid unit of a gift product is issued as (services/gift-cards). */
export const giftKinds = ['GIFT_CARD', 'VISIT_VOUCHER'] as const;
export type GiftKind = (typeof giftKinds)[number];

export const product = pgTable(
  'product',
  {
    id: id(),
    type: text('type', { enum: productTypes }).notNull(),
    /** Finer kind, e.g. BOTTLE. */
    subtypeType: text('subtype_type'),
    isDematerialized: boolean('is_dematerialized').notNull().default(false),
    /** Sold as a gift card or a visit voucher: paid, each unit is issued a code (services/gift-cards). */
    giftKind: text('gift_kind', { enum: giftKinds }),
    hasShippingFees: boolean('has_shipping_fees').notNull().default(true),
    reference: text('reference').unique(),
    /** Published: shown in the shop. */
    isValid: boolean('is_valid').notNull().default(false),
    position: position(),
    colour: text('colour', { enum: wineColours }),
    appellation: text('appellation'),
    /** % vol. */
    alcoholDegree: numeric('alcohol_degree', { precision: 4, scale: 2, mode: 'number' }),
    /** °C. */
    servingTemperatureMin: smallint('serving_temperature_min'),
    servingTemperatureMax: smallint('serving_temperature_max'),
    /** Years of keeping. */
    ageingPotentialMin: smallint('ageing_potential_min'),
    ageingPotentialMax: smallint('ageing_potential_max'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** The VAT rate of its sale in basis points (2000 = 20 %, the rate of wine in France). */
    vatRate: integer('vat_rate').notNull().default(STANDARD_VAT_RATE),
    ...timestamps(),
  },
  (t) => [
    index('product_listing_idx').on(t.isValid, t.type, t.position),
    index('product_tags_idx').using('gin', t.tags),
    oneOf('product_type_check', t.type, productTypes),
    oneOf('product_colour_check', t.colour, wineColours),
    oneOf('product_gift_kind_check', t.giftKind, giftKinds),
    check('product_gift_kind_dematerialized_check', sql`${t.giftKind} is null or ${t.isDematerialized}`),
    check('product_alcohol_degree_check', sql`${t.alcoholDegree} between 0 and 100`),
    check('product_serving_temperature_check', sql`${t.servingTemperatureMin} <= ${t.servingTemperatureMax}`),
    check('product_ageing_potential_check', sql`${t.ageingPotentialMin} <= ${t.ageingPotentialMax}`),
    check('product_vat_rate_check', sql`${t.vatRate} between 0 and 10000`),
  ],
);

export const productTranslation = pgTable(
  'product_translation',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    lang: langCode(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    tastingEye: text('tasting_eye'),
    tastingNose: text('tasting_nose'),
    tastingMouth: text('tasting_mouth'),
    foodPairing: text('food_pairing'),
    vinification: text('vinification'),
    terroir: text('terroir'),
    metaDescription: text('meta_description'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.lang] }),
    index('product_translation_slug_idx').on(t.lang, t.slug),
    index('product_translation_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const productGrape = pgTable(
  'product_grape',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    variety: text('variety').notNull(),
    percent: smallint('percent'),
    position: position(),
  },
  (t) => [
    index('product_grape_product_idx').on(t.productId),
    check('product_grape_percent_check', sql`${t.percent} between 0 and 100`),
  ],
);

/** The product's gallery, in order. */
export const productMedia = pgTable(
  'product_media',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mediaId] })],
);

/**
 * What is actually sold: a vintage, capacity or variation of a product, with its price and stock.
 * quantity is the stock; it is only checked and taken when tracksStock is true.
 */
export const declination = pgTable(
  'declination',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    year: smallint('year'),
    capacity: numeric('capacity', { precision: 8, scale: 3, mode: 'number' }),
    capacityUnit: text('capacity_unit', { enum: capacityUnits }),
    price: cents('price').notNull(),
    fixedPrice: cents('fixed_price'),
    quantity: integer('quantity'),
    tracksStock: boolean('tracks_stock').notNull().default(true),
    /** Bottles one unit holds (a box of 3, a case of 6): the free-shipping count multiplies the quantity by it. */
    setQuantity: integer('set_quantity'),
    /** Grams, packing included; null: the default from its capacity and kind (lib/rules/parcels.ts). */
    shippingWeight: integer('shipping_weight'),
    sellByMultipleOf: integer('sell_by_multiple_of').notNull().default(1),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    variation1: text('variation1'),
    variation2: text('variation2'),
    variation3: text('variation3'),
    variationDetail1Id: integer('variation_detail1_id').references(() => variationDetail.id, { onDelete: 'restrict' }),
    variationDetail2Id: integer('variation_detail2_id').references(() => variationDetail.id, { onDelete: 'restrict' }),
    variationDetail3Id: integer('variation_detail3_id').references(() => variationDetail.id, { onDelete: 'restrict' }),
    reference: text('reference').unique(),
    isValid: boolean('is_valid').notNull().default(true),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    index('declination_product_idx').on(t.productId, t.position),
    nonNegative('declination_price_check', t.price),
    nonNegative('declination_fixed_price_check', t.fixedPrice),
    nonNegative('declination_quantity_check', t.quantity),
    check('declination_tracked_stock_check', sql`not ${t.tracksStock} or ${t.quantity} is not null`),
    check('declination_sell_by_multiple_of_check', sql`${t.sellByMultipleOf} >= 1`),
    check('declination_set_quantity_check', sql`${t.setQuantity} >= 1`),
    check('declination_shipping_weight_check', sql`${t.shippingWeight} > 0`),
    check('declination_capacity_check', sql`${t.capacity} > 0`),
    check('declination_capacity_unit_check', sql`(${t.capacity} is null) = (${t.capacityUnit} is null)`),
    oneOf('declination_capacity_unit_value_check', t.capacityUnit, capacityUnits),
    check('declination_year_check', sql`${t.year} between 1800 and 2200`),
  ],
);

export const productRecommendation = pgTable(
  'product_recommendation',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    recommendedProductId: integer('recommended_product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.recommendedProductId] }),
    check('product_recommendation_other_check', sql`${t.productId} <> ${t.recommendedProductId}`),
  ],
);

export const productRelations = relations(product, ({ many }) => ({
  translations: many(productTranslation),
  grapes: many(productGrape),
  gallery: many(productMedia),
  variations: many(productVariation),
  declinations: many(declination),
  recommendations: many(productRecommendation, { relationName: 'recommendationsOf' }),
  awards: many(productAward),
  features: many(productFeature),
  mealIcons: many(productMealIcon),
  nutrition: many(nutrition),
  customizations: many(customization),
  discounts: many(discount),
  decreasingDiscounts: many(decreasingDiscount),
}));

export const productTranslationRelations = relations(productTranslation, ({ one }) => ({
  product: one(product, { fields: [productTranslation.productId], references: [product.id] }),
}));

export const productGrapeRelations = relations(productGrape, ({ one }) => ({
  product: one(product, { fields: [productGrape.productId], references: [product.id] }),
}));

export const productMediaRelations = relations(productMedia, ({ one }) => ({
  product: one(product, { fields: [productMedia.productId], references: [product.id] }),
  media: one(media, { fields: [productMedia.mediaId], references: [media.id] }),
}));

export const declinationRelations = relations(declination, ({ one, many }) => ({
  product: one(product, { fields: [declination.productId], references: [product.id] }),
  media: one(media, { fields: [declination.mediaId], references: [media.id] }),
  variationDetail1: one(variationDetail, { fields: [declination.variationDetail1Id], references: [variationDetail.id] }),
  variationDetail2: one(variationDetail, { fields: [declination.variationDetail2Id], references: [variationDetail.id] }),
  variationDetail3: one(variationDetail, { fields: [declination.variationDetail3Id], references: [variationDetail.id] }),
  nutrition: many(nutrition),
  discounts: many(discount),
  decreasingDiscounts: many(decreasingDiscount),
}));

export const productRecommendationRelations = relations(productRecommendation, ({ one }) => ({
  product: one(product, {
    fields: [productRecommendation.productId],
    references: [product.id],
    relationName: 'recommendationsOf',
  }),
  recommended: one(product, { fields: [productRecommendation.recommendedProductId], references: [product.id] }),
}));
