import { z } from '@hono/zod-openapi';
import { capacityUnitSchema as capacityUnit, productTypeSchema as productType } from '~/lib/contracts/catalogue';
import { presentedImageSchema } from '~/lib/contracts/image';

// The shapes of src/lib/catalogue.ts as OpenAPI schemas: the answers of the catalogue routes.

const cents = (description = 'Euro cents, tax included') => z.number().int().openapi({ description });

const wineColour = z.enum(['RED', 'WHITE', 'ROSE', 'SPARKLING', 'SWEET']);
const amountType = z.enum(['EURO', 'PERCENT']);
const amount = z.number().int().openapi({ description: 'Cents for EURO, basis points for PERCENT (1250 = 12.5 %)' });

const discountSchema = z
  .object({ id: z.number(), type: amountType, amount, detailType: z.enum(['PRODUCT', 'SHIPPING_FEES', 'CART']) })
  .openapi('Discount');

export const declinationSchema = z
  .object({
    id: z.number(),
    year: z.number().nullable(),
    capacity: z.number().nullable(),
    capacityUnit: capacityUnit.nullable(),
    price: cents('The catalogue price'),
    fixedPrice: cents('A price the owner fixed, winning over price').nullable(),
    finalPrice: cents('What one unit costs today: fixedPrice or price, less the product discount'),
    discount: discountSchema.nullable(),
    quantity: z.number().int().nullable().openapi({ description: 'Units left when stock is counted, else null' }),
    tracksStock: z.boolean(),
    setQuantity: z.number().nullable(),
    sellByMultipleOf: z.number(),
    image: presentedImageSchema.nullable(),
    variations: z.array(z.object({ position: z.number(), idVariation: z.number(), id: z.number(), label: z.string() })),
    reference: z.string().nullable(),
  })
  .openapi('Declination');

const summaryShape = {
  id: z.number(),
  type: productType,
  name: z.string(),
  slug: z.string(),
  path: z.string().openapi({ description: "The product's page without language prefix" }),
  appellation: z.string().nullable(),
  colour: wineColour.nullable(),
  shortDescription: z.string().nullable(),
  image: presentedImageSchema.nullable(),
  priceFrom: cents('The lowest final price among valid declinations'),
  priceBefore: cents('The price before discount of the cheapest declination, when discounted').nullable(),
  years: z.array(z.number()),
  capacities: z.array(z.object({ capacity: z.number(), capacityUnit })),
  grapes: z.array(z.object({ variety: z.string(), percent: z.number().nullable() })),
  tags: z.array(z.string()),
  isDematerialized: z.boolean(),
  inStock: z.boolean(),
  rank: z.number().nullable().openapi({ description: 'Relevance when the list was searched' }),
};

export const productSummarySchema = z.object(summaryShape).openapi('ProductSummary');

export const productListSchema = z
  .object({
    products: z.array(productSummarySchema),
    total: z.number(),
    facets: z.object({
      colours: z.array(wineColour),
      appellations: z.array(z.string()),
      years: z.array(z.number()),
      tags: z.array(z.string()),
      price: z.object({ min: cents(), max: cents() }),
    }),
  })
  .openapi('ProductList');

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
  .openapi('Award');

const per100ml = z.number().nullable();

const nutritionSchema = z
  .object({
    declinationId: z.number().nullable(),
    year: z.number().nullable(),
    energyKj: per100ml,
    energyKcal: per100ml,
    fat: per100ml,
    saturatedFat: per100ml,
    carbohydrates: per100ml,
    sugars: per100ml,
    protein: per100ml,
    salt: per100ml,
    ingredients: z.string().nullable(),
    allergens: z.string().nullable(),
  })
  .openapi('Nutrition', { description: 'Per 100 ml: grams, and kJ / kcal for energy' });

export const mealIconSchema = z.object({ id: z.number(), key: z.string(), label: z.string(), icon: z.string().nullable() }).openapi('MealIcon');

const galleryItemSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('image'), ...presentedImageSchema.shape }),
    z.object({ kind: z.literal('video'), id: z.number(), url: z.string(), poster: z.string().nullable(), title: z.string() }),
    z.object({ kind: z.literal('hosted'), id: z.number(), embedUrl: z.string(), poster: z.string().nullable(), title: z.string() }),
  ])
  .openapi('GalleryItem');

const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });

export const productDetailSchema = z
  .object({
    ...summaryShape,
    reference: z.string().nullable(),
    description: z.string().nullable().openapi({ description: "HTML written by the owner" }),
    tasting: z.object({ eye: z.string().nullable(), nose: z.string().nullable(), mouth: z.string().nullable() }),
    foodPairing: z.string().nullable(),
    vinification: z.string().nullable(),
    terroir: z.string().nullable(),
    metaDescription: z.string().nullable(),
    alcoholDegree: z.number().nullable(),
    servingTemperature: range,
    ageingPotential: range,
    slugs: z.object({ fr_FR: z.string(), en_US: z.string() }),
    gallery: z.array(galleryItemSchema),
    declinations: z.array(declinationSchema),
    variations: z.array(
      z.object({
        position: z.number(),
        idVariation: z.number(),
        label: z.string(),
        displayLabel: z.string().nullable(),
        details: z.array(z.object({ id: z.number(), label: z.string() })),
      }),
    ),
    features: z.array(z.object({ id: z.number(), label: z.string(), value: z.string(), icon: z.string().nullable() })),
    mealIcons: z.array(mealIconSchema),
    awards: z.array(awardSchema),
    decreasingDiscounts: z.array(z.object({ minQuantity: z.number(), type: amountType, amount })),
    nutrition: z.array(nutritionSchema),
    hasCustomizations: z.boolean(),
  })
  .openapi('ProductDetail');
