import { relations, sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { declination, product } from './catalogue';
import { id, oneOf, position } from './columns';
import { media } from './media';
import { langCode } from './site';

// What a product page shows beside prices: awards, features, meal pairings and the nutrition table.

export const medals = ['PLATINUM', 'DOUBLE_GOLD', 'GOLD', 'SILVER', 'BRONZE', 'COMMENDED'] as const;
export type Medal = (typeof medals)[number];

/** A medal or a score won in a competition or given by a guide (medal and score both optional). */
export const award = pgTable(
  'award',
  {
    id: id(),
    competition: text('competition').notNull(),
    medal: text('medal', { enum: medals }),
    year: smallint('year'),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    /** The scale of the score: 20, 100… */
    scoreOutOf: smallint('score_out_of'),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  },
  (t) => [
    oneOf('award_medal_check', t.medal, medals),
    check('award_score_check', sql`${t.score} >= 0 and ${t.score} <= ${t.scoreOutOf}`),
  ],
);

export const awardTranslation = pgTable(
  'award_translation',
  {
    awardId: integer('award_id')
      .notNull()
      .references(() => award.id, { onDelete: 'cascade' }),
    lang: langCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.awardId, t.lang] })],
);

export const productAward = pgTable(
  'product_award',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    awardId: integer('award_id')
      .notNull()
      .references(() => award.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.awardId] }), index('product_award_award_idx').on(t.awardId)],
);

/** A characteristic shown with an icon on product pages (soil, harvest, label…). */
export const feature = pgTable('feature', {
  id: id(),
  icon: text('icon'),
  mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
  position: position(),
});

export const featureTranslation = pgTable(
  'feature_translation',
  {
    featureId: integer('feature_id')
      .notNull()
      .references(() => feature.id, { onDelete: 'cascade' }),
    lang: langCode(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.featureId, t.lang] })],
);

export const productFeature = pgTable(
  'product_feature',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => feature.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [uniqueIndex('product_feature_product_feature_uq').on(t.productId, t.featureId)],
);

export const productFeatureTranslation = pgTable(
  'product_feature_translation',
  {
    productFeatureId: integer('product_feature_id')
      .notNull()
      .references(() => productFeature.id, { onDelete: 'cascade' }),
    lang: langCode(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productFeatureId, t.lang] })],
);

/** A dish family a wine goes with (GET /parameter/product/meal-icon). */
export const mealIcon = pgTable('meal_icon', {
  id: id(),
  key: text('key').notNull().unique(),
  icon: text('icon').notNull(),
  position: position(),
});

export const mealIconTranslation = pgTable(
  'meal_icon_translation',
  {
    mealIconId: integer('meal_icon_id')
      .notNull()
      .references(() => mealIcon.id, { onDelete: 'cascade' }),
    lang: langCode(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mealIconId, t.lang] })],
);

export const productMealIcon = pgTable(
  'product_meal_icon',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    mealIconId: integer('meal_icon_id')
      .notNull()
      .references(() => mealIcon.id, { onDelete: 'cascade' }),
    position: position(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.mealIconId] })],
);

/** Grams per 100 ml, or kJ / kcal per 100 ml for energy. */
const per100ml = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/**
 * The nutrition table, per 100 ml. It belongs to one declination, or to a product and a vintage
 * (year), or to every vintage of a product when both are unset.
 */
export const nutrition = pgTable(
  'nutrition',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    declinationId: integer('declination_id').references(() => declination.id, { onDelete: 'cascade' }),
    year: smallint('year'),
    energyKj: per100ml('energy_kj'),
    energyKcal: per100ml('energy_kcal'),
    fat: per100ml('fat'),
    saturatedFat: per100ml('saturated_fat'),
    carbohydrates: per100ml('carbohydrates'),
    sugars: per100ml('sugars'),
    protein: per100ml('protein'),
    salt: per100ml('salt'),
  },
  (t) => [
    uniqueIndex('nutrition_declination_uq').on(t.declinationId).where(sql`${t.declinationId} is not null`),
    uniqueIndex('nutrition_product_year_uq')
      .on(t.productId, t.year)
      .where(sql`${t.declinationId} is null and ${t.year} is not null`),
    uniqueIndex('nutrition_product_uq').on(t.productId).where(sql`${t.declinationId} is null and ${t.year} is null`),
  ],
);

export const nutritionTranslation = pgTable(
  'nutrition_translation',
  {
    nutritionId: integer('nutrition_id')
      .notNull()
      .references(() => nutrition.id, { onDelete: 'cascade' }),
    lang: langCode(),
    ingredients: text('ingredients'),
    allergens: text('allergens'),
  },
  (t) => [primaryKey({ columns: [t.nutritionId, t.lang] })],
);

export const awardRelations = relations(award, ({ one, many }) => ({
  media: one(media, { fields: [award.mediaId], references: [media.id] }),
  translations: many(awardTranslation),
  products: many(productAward),
}));

export const awardTranslationRelations = relations(awardTranslation, ({ one }) => ({
  award: one(award, { fields: [awardTranslation.awardId], references: [award.id] }),
}));

export const productAwardRelations = relations(productAward, ({ one }) => ({
  product: one(product, { fields: [productAward.productId], references: [product.id] }),
  award: one(award, { fields: [productAward.awardId], references: [award.id] }),
}));

export const featureRelations = relations(feature, ({ one, many }) => ({
  media: one(media, { fields: [feature.mediaId], references: [media.id] }),
  translations: many(featureTranslation),
}));

export const featureTranslationRelations = relations(featureTranslation, ({ one }) => ({
  feature: one(feature, { fields: [featureTranslation.featureId], references: [feature.id] }),
}));

export const productFeatureRelations = relations(productFeature, ({ one, many }) => ({
  product: one(product, { fields: [productFeature.productId], references: [product.id] }),
  feature: one(feature, { fields: [productFeature.featureId], references: [feature.id] }),
  translations: many(productFeatureTranslation),
}));

export const productFeatureTranslationRelations = relations(productFeatureTranslation, ({ one }) => ({
  productFeature: one(productFeature, {
    fields: [productFeatureTranslation.productFeatureId],
    references: [productFeature.id],
  }),
}));

export const mealIconRelations = relations(mealIcon, ({ many }) => ({
  translations: many(mealIconTranslation),
}));

export const mealIconTranslationRelations = relations(mealIconTranslation, ({ one }) => ({
  mealIcon: one(mealIcon, { fields: [mealIconTranslation.mealIconId], references: [mealIcon.id] }),
}));

export const productMealIconRelations = relations(productMealIcon, ({ one }) => ({
  product: one(product, { fields: [productMealIcon.productId], references: [product.id] }),
  mealIcon: one(mealIcon, { fields: [productMealIcon.mealIconId], references: [mealIcon.id] }),
}));

export const nutritionRelations = relations(nutrition, ({ one, many }) => ({
  product: one(product, { fields: [nutrition.productId], references: [product.id] }),
  declination: one(declination, { fields: [nutrition.declinationId], references: [declination.id] }),
  translations: many(nutritionTranslation),
}));

export const nutritionTranslationRelations = relations(nutritionTranslation, ({ one }) => ({
  nutrition: one(nutrition, { fields: [nutritionTranslation.nutritionId], references: [nutrition.id] }),
}));
