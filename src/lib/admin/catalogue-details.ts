import { z } from 'zod';
import type { ApiClient } from '~/lib/api';

// What a product page shows beside its prices, as the back office edits it: awards, meal pairings,
// features, and the e-label's nutrition tables. Shared by the API routes and the islands, as
// src/lib/admin/catalogue.ts is.

export const medals = ['PLATINUM', 'DOUBLE_GOLD', 'GOLD', 'SILVER', 'BRONZE', 'COMMENDED'] as const;

const reason = (key: string) => `admin-catalogue:errors.${key}`;
const label = (key: string, max: number) => z.string({ error: reason(key) }).trim().max(max, { error: reason(key) });
/** A text in both languages: French required, English optional. */
const frenchAndEnglish = (key: string, max: number) =>
  z.strictObject({ fr_FR: label(key, max).min(1, { error: reason(key) }), en_US: label(key, max).nullable() }, { error: reason(key) });
/** A text in both languages, each optional. */
const eitherLang = (key: string, max: number) =>
  z.strictObject({ fr_FR: label(key, max).nullable(), en_US: label(key, max).nullable() }, { error: reason(key) });
const rowId = z.number({ error: reason('unknownItem') }).int({ error: reason('unknownItem') }).min(1, { error: reason('unknownItem') }).max(2_147_483_647, { error: reason('unknownItem') });

// ---- Awards ------------------------------------------------------------------------------------

export const awardInputSchema = z
  .strictObject({
    /** An award the product already has (kept with its medal picture); none: a new one. */
    id: rowId.optional(),
    competition: label('competition', 200).min(1, { error: reason('competition') }),
    medal: z.enum(medals, { error: reason('medal') }).nullable(),
    year: z.number({ error: reason('awardYear') }).int({ error: reason('awardYear') }).min(1800, { error: reason('awardYear') }).max(2200, { error: reason('awardYear') }).nullable(),
    score: z.number({ error: reason('score') }).min(0, { error: reason('score') }).max(1000, { error: reason('score') }).nullable(),
    scoreOutOf: z.number({ error: reason('score') }).int({ error: reason('score') }).min(1, { error: reason('score') }).max(1000, { error: reason('score') }).nullable(),
    /** What the page calls it, e.g. « Médaille d’or, Concours général agricole 2024 ». */
    name: eitherLang('awardName', 300),
  })
  .refine((a) => a.score === null || (a.scoreOutOf !== null && a.score <= a.scoreOutOf), { error: reason('scoreOutOf'), path: ['score'] });
export type AwardInput = z.infer<typeof awardInputSchema>;

export const awardsSchema = z.strictObject({ awards: z.array(awardInputSchema, { error: reason('awards') }).max(30, { error: reason('awards') }) }).meta({ id: 'AdminAwards' });

export const adminAwardSchema = z.object({
  id: z.number(),
  competition: z.string(),
  medal: z.enum(medals).nullable(),
  year: z.number().nullable(),
  score: z.number().nullable(),
  scoreOutOf: z.number().nullable(),
  name: z.object({ fr_FR: z.string().nullable(), en_US: z.string().nullable() }),
  imageUrl: z.string().nullable(),
});
export type AdminAward = z.infer<typeof adminAwardSchema>;

// ---- Meal pairings and features ----------------------------------------------------------------

export const mealPairingsSchema = z.strictObject({
  mealIconIds: z.array(rowId, { error: reason('unknownItem') }).max(30, { error: reason('unknownItem') }),
}).meta({ id: 'AdminMealPairings' });

export const featureInputSchema = z.strictObject({
  featureId: rowId,
  value: frenchAndEnglish('featureValue', 300),
});
export const featuresSchema = z.strictObject({ features: z.array(featureInputSchema, { error: reason('unknownItem') }).max(30, { error: reason('unknownItem') }) }).meta({ id: 'AdminFeatures' });

// ---- The e-label: ingredients, allergens, nutrition per 100 ml --------------------------------

export const nutrients = ['energyKj', 'energyKcal', 'fat', 'saturatedFat', 'carbohydrates', 'sugars', 'protein', 'salt'] as const;
export type Nutrient = (typeof nutrients)[number];

/** Grams (or kJ, kcal) per 100 ml, to the hundredth, as the column keeps them. */
const per100ml = z
  .number({ error: reason('nutrient') })
  .min(0, { error: reason('nutrient') })
  .max(99_999.99, { error: reason('nutrient') })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: reason('nutrient') })
  .nullable();

export const nutritionTableSchema = z.strictObject({
  /** The table of one declination, or of a vintage (year), or of every vintage when both are null. */
  declinationId: rowId.nullable(),
  year: z.number({ error: reason('year') }).int({ error: reason('year') }).min(1800, { error: reason('year') }).max(2200, { error: reason('year') }).nullable(),
  ...(Object.fromEntries(nutrients.map((key) => [key, per100ml])) as Record<Nutrient, typeof per100ml>),
  ingredients: eitherLang('ingredients', 4_000),
  allergens: eitherLang('allergens', 1_000),
});
export type NutritionTable = z.infer<typeof nutritionTableSchema>;

export const nutritionSchema = z.strictObject({
  tables: z
    .array(nutritionTableSchema, { error: reason('nutritionTables') })
    .max(50, { error: reason('nutritionTables') })
    .refine((tables) => new Set(tables.map((t) => (t.declinationId !== null ? `d${t.declinationId}` : `y${t.year}`))).size === tables.length, {
      error: reason('nutritionRepeat'),
    }),
}).meta({ id: 'AdminNutrition' });

// ---- Variations --------------------------------------------------------------------------------

/** The axes a product is declined along (at most three: size, engraving colour…), and the value each declination takes on each. */
export const variationsSchema = z.strictObject({
  variations: z
    .array(z.strictObject({ variationId: rowId, label: frenchAndEnglish('variationLabel', 100), displayLabel: eitherLang('variationLabel', 100) }), { error: reason('variations') })
    .max(3, { error: reason('variations') }),
  /** For each declination of the product, its value (a detail id) on each variation, in their order. */
  declinations: z
    .array(z.strictObject({ id: rowId, detailIds: z.array(rowId.nullable(), { error: reason('unknownItem') }).max(3, { error: reason('unknownItem') }) }), { error: reason('unknownItem') })
    .max(500, { error: reason('unknownItem') }),
}).meta({ id: 'AdminVariations' });
export type VariationsInput = z.infer<typeof variationsSchema>;

const choiceSchema = z.object({ id: z.number(), label: z.string(), icon: z.string().nullable() });

export const adminProductDetailsSchema = z.object({
  awards: z.array(adminAwardSchema),
  mealIconIds: z.array(z.number()),
  features: z.array(z.object({ featureId: z.number(), value: z.object({ fr_FR: z.string(), en_US: z.string().nullable() }) })),
  nutrition: z.array(nutritionTableSchema),
  variations: z.array(
    z.object({
      variationId: z.number(),
      label: z.object({ fr_FR: z.string(), en_US: z.string().nullable() }),
      displayLabel: z.object({ fr_FR: z.string().nullable(), en_US: z.string().nullable() }),
    }),
  ),
  /** Each declination's value on each variation, in the variations' order. */
  declinationDetails: z.array(z.object({ id: z.number(), detailIds: z.array(z.number().nullable()) })),
  /** What the owner may choose from, in the caller's language. */
  mealIcons: z.array(choiceSchema),
  availableFeatures: z.array(choiceSchema),
  availableVariations: z.array(z.object({ id: z.number(), name: z.string(), details: z.array(z.object({ id: z.number(), label: z.string() })) })),
}).meta({ id: 'AdminProductDetails' });
export type AdminProductDetails = z.infer<typeof adminProductDetailsSchema>;

export const catalogueDetailsApi = (api: ApiClient) => ({
  details: (productId: number) => api.get<AdminProductDetails>(`/admin/product/${productId}/details`),
  saveAwards: (productId: number, awards: AwardInput[]) => api.put<AdminProductDetails>(`/admin/product/${productId}/awards`, { awards }),
  saveMealPairings: (productId: number, mealIconIds: number[]) => api.put<AdminProductDetails>(`/admin/product/${productId}/meal-pairings`, { mealIconIds }),
  saveFeatures: (productId: number, features: z.infer<typeof featureInputSchema>[]) => api.put<AdminProductDetails>(`/admin/product/${productId}/features`, { features }),
  saveVariations: (productId: number, body: VariationsInput) => api.put<AdminProductDetails>(`/admin/product/${productId}/variations`, body),
  saveNutrition: (productId: number, tables: NutritionTable[]) => api.put<AdminProductDetails>(`/admin/product/${productId}/nutrition`, { tables }),
});
