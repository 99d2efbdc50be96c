import { z } from 'zod';
import { presentedImageSchema } from './image';
import { listQuerySchema } from './list-query';

// The catalogue contract: the product list and page, awards,
// meal icons and e-labels, as the routes describe them and the pages and islands read them
// (src/lib/catalogue.ts names the types for them, with the product's path). Its small shapes,
// a product's type and capacity unit, are carried by other areas' answers too; its pictures are
// src/lib/contracts/image.ts. Money in euro cents, tax included; percentages in basis points
// (1250 = 12.5 %). The calls: src/lib/api/catalogue.ts.

const cents = (description = 'Euro cents, tax included') => z.number().int().describe(description);

export const productTypeSchema = z.enum(['WINE', 'BOX', 'OTHER']);
export const capacityUnitSchema = z.enum(['LITER', 'CENTILITRE']);
export const wineColourSchema = z.enum(['RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET']);
const amountTypeSchema = z.enum(['EURO', 'PERCENT']);
const amount = z.number().int().describe('Cents for EURO, basis points for PERCENT (1250 = 12.5 %)');
const capacitiesSchema = z.array(z.object({ capacity: z.number(), capacityUnit: capacityUnitSchema }));
export type ProductType = z.infer<typeof productTypeSchema>;
export type CapacityUnit = z.infer<typeof capacityUnitSchema>;
export type WineColour = z.infer<typeof wineColourSchema>;

/** A filter may be given several times: plain values make a list, operators all apply (a range). */
const filterParam = (description: string) => z.union([z.string(), z.array(z.string())]).optional().describe(description);

/** GET /product: the list conventions and the catalogue's filters (the wine list's are in src/lib/catalogue-filters.ts). */
export const productListQuerySchema = listQuerySchema.extend({
  nbItem: z.string().optional().describe('Products per page (default and at most 100)'),
  orderBy: z.string().optional().describe('price (default), -price, name, year, -year, position, rank (default when searching)'),
  kind: filterParam('WINE, BOX or OTHER; a comma list; df: to exclude'),
  name: filterParam('lk:text, in either language, accents ignored'),
  search: filterParam('Full text over names, appellations, grapes and descriptions (lk: accepted)'),
  tags: filterParam('A tag or a comma list: products having any of them; df: to exclude'),
  colour: filterParam('RED, WHITE, ROSE, SPARKLING, SWEET or a comma list'),
  appellation: filterParam('An appellation, a comma list, or lk:text'),
  year: filterParam('Products selling this vintage; a comma list, or gte: and lte: (both for a range)'),
  price: filterParam('On the lowest final price in cents: gte:1000, lte:2000, or both for a range'),
});

export const discountSchema = z
  .object({ id: z.number(), type: amountTypeSchema, amount, detailType: z.enum(['PRODUCT', 'SHIPPING_FEES', 'CART']) })
  .meta({ id: 'Discount' });
export type Discount = z.infer<typeof discountSchema>;

export const declinationSchema = z
  .object({
    id: z.number(),
    year: z.number().nullable(),
    capacity: z.number().nullable(),
    capacityUnit: capacityUnitSchema.nullable(),
    price: cents('The catalogue price'),
    fixedPrice: cents('A price the owner fixed for this declination, winning over price').nullable(),
    finalPrice: cents('What the customer pays for one unit today: fixedPrice or price, less the product discount'),
    discount: discountSchema.nullable(),
    quantity: z.number().int().nullable().describe('Units left when stock is tracked (HANDLE_STOCK / USE_PRODUCT_STOCK), else null'),
    tracksStock: z.boolean(),
    setQuantity: z.number().nullable().describe('Bottles in a set (a box of 6 counts 6 bottles for shipping)'),
    sellByMultipleOf: z.number(),
    image: presentedImageSchema.nullable(),
    variations: z
      .array(z.object({ position: z.number(), idVariation: z.number(), id: z.number(), label: z.string() }))
      .describe("The declination's value for each of the product's variations (position 1 to 3)"),
    reference: z.string().nullable(),
  })
  .meta({ id: 'Declination' });
export type Declination = z.infer<typeof declinationSchema>;

export const productSummarySchema = z
  .object({
    id: z.number(),
    type: productTypeSchema,
    name: z.string(),
    slug: z.string(),
    path: z.string().describe("The product's page without language prefix: '/wines/{slug}/{id}' or '/products/{slug}/{id}'"),
    appellation: z.string().nullable(),
    colour: wineColourSchema.nullable(),
    shortDescription: z.string().nullable(),
    image: presentedImageSchema.nullable(),
    priceFrom: cents('The lowest final price among valid declinations'),
    priceBefore: cents('The price before discount of the cheapest declination, when discounted').nullable(),
    years: z.array(z.number()),
    capacities: capacitiesSchema,
    grapes: z.array(z.object({ variety: z.string(), percent: z.number().nullable() })),
    tags: z.array(z.string()),
    isDematerialized: z.boolean(),
    inStock: z.boolean().describe('False when every declination with tracked stock is sold out'),
    rank: z.number().nullable().describe('Relevance when the list was searched, else null'),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productListSchema = z
  .object({
    products: z.array(productSummarySchema),
    total: z.number(),
    facets: z
      .object({
        colours: z.array(wineColourSchema),
        appellations: z.array(z.string()),
        years: z.array(z.number()),
        tags: z.array(z.string()),
        price: z.object({ min: cents(), max: cents() }),
      })
      .describe('What the filters can offer, over the whole catalogue of the requested kind'),
  })
  .meta({ id: 'ProductList' });
export type ProductList = z.infer<typeof productListSchema>;

/** GET /v2/product/recommended/{id}: up to four products to suggest with one. */
export const recommendedProductsSchema = z.object({ products: z.array(productSummarySchema) }).meta({ id: 'RecommendedProducts' });
export type RecommendedProducts = z.infer<typeof recommendedProductsSchema>;

export const awardSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    competition: z.string(),
    medal: z.enum(['PLATINUM', 'DOUBLE_GOLD', 'GOLD', 'SILVER', 'BRONZE', 'COMMENDED']).nullable(),
    year: z.number().nullable(),
    score: z.number().nullable(),
    scoreOutOf: z.number().nullable(),
    image: presentedImageSchema.nullable(),
  })
  .meta({ id: 'Award' });
export type Award = z.infer<typeof awardSchema>;

const per100ml = z.number().nullable();

/** The nutrition declaration, per 100 ml: grams, and kJ / kcal for energy. */
export const nutritionValuesSchema = z
  .object({
    energyKj: per100ml,
    energyKcal: per100ml,
    fat: per100ml,
    saturatedFat: per100ml,
    carbohydrates: per100ml,
    sugars: per100ml,
    protein: per100ml,
    salt: per100ml,
  })
  .meta({ id: 'NutritionValues' });
export type NutritionValues = z.infer<typeof nutritionValuesSchema>;

export const nutritionSchema = nutritionValuesSchema
  .extend({
    declinationId: z.number().nullable(),
    year: z.number().nullable(),
    ingredients: z.string().nullable(),
    allergens: z.string().nullable(),
  })
  .meta({ id: 'Nutrition' });
export type Nutrition = z.infer<typeof nutritionSchema>;

export const mealIconSchema = z.object({ id: z.number(), key: z.string(), label: z.string(), icon: z.string().nullable() }).meta({ id: 'MealIcon' });
export type MealIcon = z.infer<typeof mealIconSchema>;

/** A gallery entry: a stored image, a stored video, or a video hosted elsewhere (YouTube…). */
export const galleryItemSchema = z
  .discriminatedUnion('kind', [
    presentedImageSchema.extend({ kind: z.literal('image') }),
    z.object({ kind: z.literal('video'), id: z.number(), url: z.string(), poster: z.string().nullable(), title: z.string() }),
    z.object({ kind: z.literal('hosted'), id: z.number(), embedUrl: z.string(), poster: z.string().nullable(), title: z.string() }),
  ])
  .meta({ id: 'GalleryItem' });
export type GalleryItem = z.infer<typeof galleryItemSchema>;

const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });

export const productDetailSchema = productSummarySchema
  .extend({
    reference: z.string().nullable(),
    description: z.string().nullable().describe('HTML written by the owner'),
    tasting: z.object({ eye: z.string().nullable(), nose: z.string().nullable(), mouth: z.string().nullable() }),
    foodPairing: z.string().nullable(),
    vinification: z.string().nullable(),
    terroir: z.string().nullable(),
    metaDescription: z.string().nullable(),
    alcoholDegree: z.number().nullable(),
    servingTemperature: range,
    ageingPotential: range,
    slugs: z.object({ fr_FR: z.string(), en_US: z.string() }).describe("The product's slug in each language, for hreflang and the language menu"),
    gallery: z.array(galleryItemSchema),
    declinations: z.array(declinationSchema),
    variations: z
      .array(
        z.object({
          position: z.number(),
          idVariation: z.number(),
          label: z.string(),
          displayLabel: z.string().nullable(),
          details: z.array(z.object({ id: z.number(), label: z.string() })),
        }),
      )
      .describe("Up to three variation definitions, with the values this product's declinations use"),
    features: z.array(z.object({ id: z.number(), label: z.string(), value: z.string(), icon: z.string().nullable() })),
    mealIcons: z.array(mealIconSchema),
    awards: z.array(awardSchema),
    decreasingDiscounts: z
      .array(z.object({ minQuantity: z.number(), type: amountTypeSchema, amount }))
      .describe('Volume discounts: from minQuantity units, type and amount as Discount'),
    nutrition: z.array(nutritionSchema),
    hasCustomizations: z.boolean(),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * The e-label of a wine and vintage (EU regulation 2021/2117, since December 2023): what the
 * bottle's QR code opens. Nothing commercial: no price, no link to the shop.
 */
export const eLabelSchema = z
  .object({
    productId: z.number(),
    name: z.string(),
    appellation: z.string().nullable(),
    colour: wineColourSchema.nullable(),
    year: z.number().nullable().describe("null for a non-vintage wine (its address says 'nv')"),
    alcoholDegree: z.number().nullable(),
    capacities: capacitiesSchema,
    ingredients: z.string().nullable(),
    allergens: z.string().nullable(),
    nutrition: nutritionValuesSchema.nullable(),
    url: z.string().describe('The short, stable public address printed as a QR code: {publicUrl}/e/{id}/{year or nv}'),
  })
  .meta({ id: 'ELabel' });
export type ELabel = z.infer<typeof eLabelSchema>;

