import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import type { CapacityUnit, ProductType } from '~/lib/catalogue';

// The back office's catalogue: the shapes of its requests and answers, shared by the API routes
// (which describe them as OpenAPI) and the islands (which validate forms with them), and the
// islands' typed calls. Messages are keys of the admin-catalogue strings, told in the caller's
// language by the API and by the islands alike.

export const productTypes = ['WINE', 'BOX', 'OTHER'] as const satisfies readonly ProductType[];
export const capacityUnits = ['LITER', 'CENTILITRE'] as const satisfies readonly CapacityUnit[];
export const amountTypes = ['EURO', 'PERCENT'] as const;
export const catalogueLangs = ['fr_FR', 'en_US'] as const;
export type CatalogueLang = (typeof catalogueLangs)[number];

/** A price up to 1,000,000 € and a stock up to a million units: beyond, it is a typing mistake. */
export const MAX_CENTS = 100_000_000;
export const MAX_QUANTITY = 1_000_000;
/** 100 basis points make one percent; a percentage discount is at most 100 %. */
export const MAX_BASIS_POINTS = 10_000;
export const PRODUCTS_PER_PAGE = 20;

const reason = (key: string) => `admin-catalogue:errors.${key}`;

const whole = (key: string, min: number, max: number) => {
  const error = reason(key);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const text = (key: string, max: number) => z.string({ error: reason(key) }).trim().max(max, { error: reason(key) });
/** A text that may be left empty: an empty field is stored as no text. */
const optionalText = (key: string, max: number) => text(key, max).nullable();

// ---- Products ----------------------------------------------------------------------------------

export const productListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  published: z.enum(['yes', 'no']).optional(),
  type: z.enum(productTypes).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ProductListQuery = Partial<ProductListFilters>;
export type ProductListFilters = z.infer<typeof productListQuery>;

export const adminProductRowSchema = z.object({
  id: z.number(),
  type: z.enum(productTypes),
  reference: z.string().nullable(),
  name: z.string(),
  isValid: z.boolean(),
  declinationCount: z.number(),
  /** The lowest listed price of its declinations (cents), null without one. */
  priceFrom: z.number().nullable(),
  /** Units in stock over its declinations that count their stock, null when none does. */
  stock: z.number().nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductPageSchema = z.object({
  products: z.array(adminProductRowSchema),
  total: z.number(),
  page: z.number(),
  pageCount: z.number(),
}).meta({ id: 'AdminProductPage' });
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

/** A product's words in one language; the long description is HTML from the rich-text editor. */
export const productTextSchema = z.object({
  name: text('name', 200).min(1, { error: reason('name') }),
  shortDescription: optionalText('shortDescription', 1_000),
  description: optionalText('description', 100_000),
});
export type ProductText = z.infer<typeof productTextSchema>;

export const productCreateSchema = z.strictObject({
  type: z.enum(productTypes, { error: reason('type') }),
  name: text('name', 200).min(1, { error: reason('name') }),
}).meta({ id: 'ProductCreate' });
export type ProductCreate = z.infer<typeof productCreateSchema>;

export const productChangesSchema = z
  .strictObject({
    type: z.enum(productTypes, { error: reason('type') }).optional(),
    reference: optionalText('reference', 64).optional(),
    isValid: z.boolean({ error: reason('isValid') }).optional(),
    /** French is required; English may be left out (the shop then shows the French). */
    texts: z
      .strictObject({ fr_FR: productTextSchema, en_US: productTextSchema.nullable() }, { error: reason('texts') })
      .optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { error: reason('nothingToChange') }).meta({ id: 'ProductChanges' });
export type ProductChanges = z.infer<typeof productChangesSchema>;

// ---- Declinations ------------------------------------------------------------------------------

const isoInstant = z.iso.datetime({ offset: true, error: reason('date') }).nullable();

/** The automatic reduction of a declination (no code): cents for EURO, basis points for PERCENT. */
export const declinationDiscountSchema = z
  .strictObject({
    type: z.enum(amountTypes, { error: reason('discountType') }),
    amount: whole('discountAmount', 1, MAX_CENTS),
    startsAt: isoInstant,
    endsAt: isoInstant,
  })
  .refine((d) => d.type !== 'PERCENT' || d.amount <= MAX_BASIS_POINTS, { error: reason('percent'), path: ['amount'] })
  .refine((d) => !d.startsAt || !d.endsAt || new Date(d.startsAt) < new Date(d.endsAt), { error: reason('period'), path: ['endsAt'] });
export type DeclinationDiscount = z.infer<typeof declinationDiscountSchema>;

/** A lower price from a quantity on. */
export const decreasingDiscountSchema = z
  .strictObject({
    minQuantity: whole('minQuantity', 2, MAX_QUANTITY),
    type: z.enum(amountTypes, { error: reason('discountType') }),
    amount: whole('discountAmount', 1, MAX_CENTS),
  })
  .refine((d) => d.type !== 'PERCENT' || d.amount <= MAX_BASIS_POINTS, { error: reason('percent'), path: ['amount'] });
export type DecreasingDiscount = z.infer<typeof decreasingDiscountSchema>;

const declinationFields = {
  price: whole('price', 0, MAX_CENTS),
  fixedPrice: whole('fixedPrice', 0, MAX_CENTS).nullable(),
  quantity: whole('quantity', 0, MAX_QUANTITY).nullable(),
  tracksStock: z.boolean({ error: reason('tracksStock') }),
  year: whole('year', 1800, 2200).nullable(),
  capacity: z.number({ error: reason('capacity') }).positive({ error: reason('capacity') }).max(100_000, { error: reason('capacity') }).nullable(),
  capacityUnit: z.enum(capacityUnits, { error: reason('capacityUnit') }).nullable(),
  sellByMultipleOf: whole('sellByMultipleOf', 1, 1_000),
  setQuantity: whole('setQuantity', 1, 1_000).nullable(),
  /** Grams, packing included; null: the default from the capacity and the kind (lib/rules/parcels.ts). */
  shippingWeight: whole('shippingWeight', 1, 100_000).nullable(),
  reference: optionalText('reference', 64),
  isValid: z.boolean({ error: reason('isValid') }),
  discount: declinationDiscountSchema.nullable(),
  decreasingDiscounts: z
    .array(decreasingDiscountSchema, { error: reason('decreasingDiscounts') })
    .max(10, { error: reason('decreasingDiscounts') })
    .refine((tiers) => new Set(tiers.map((tier) => tier.minQuantity)).size === tiers.length, { error: reason('tiersRepeat') }),
};

/** PUT /admin/declination/{id}: the fields to change, at least one. */
export const declinationChangesSchema = z
  .strictObject(
    Object.fromEntries(Object.entries(declinationFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof declinationFields]: z.ZodOptional<(typeof declinationFields)[K]>;
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) },
  )
  .refine((changes) => Object.keys(changes).length > 0, { error: reason('nothingToChange') }).meta({ id: 'DeclinationChanges' });
export type DeclinationChanges = z.infer<typeof declinationChangesSchema>;

/** POST /admin/product/{id}/declination: a new declination needs its price; the rest has defaults. */
export const declinationCreateSchema = z.strictObject(
  {
    ...Object.fromEntries(Object.entries(declinationFields).map(([key, schema]) => [key, schema.optional()])),
    price: declinationFields.price,
  } as { [K in keyof typeof declinationFields]: K extends 'price' ? (typeof declinationFields)[K] : z.ZodOptional<(typeof declinationFields)[K]> },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) },
).meta({ id: 'DeclinationCreate' });
export type DeclinationCreate = z.infer<typeof declinationCreateSchema>;

export const adminDeclinationSchema = z.object({
  id: z.number(),
  year: z.number().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: z.enum(capacityUnits).nullable(),
  price: z.number(),
  fixedPrice: z.number().nullable(),
  quantity: z.number().nullable(),
  tracksStock: z.boolean(),
  sellByMultipleOf: z.number(),
  setQuantity: z.number().nullable(),
  shippingWeight: z.number().nullable(),
  reference: z.string().nullable(),
  isValid: z.boolean(),
  discount: declinationDiscountSchema.nullable(),
  decreasingDiscounts: z.array(decreasingDiscountSchema),
});
export type AdminDeclination = z.infer<typeof adminDeclinationSchema>;

/** A saved declination, with what a customer pays for it today (its reduction applied). */
export const savedDeclinationSchema = adminDeclinationSchema.extend({ finalPrice: z.number() }).meta({ id: 'AdminDeclination' });
export type SavedDeclination = z.infer<typeof savedDeclinationSchema>;

// ---- Pictures ----------------------------------------------------------------------------------

export const adminPictureSchema = z.object({
  id: z.number(),
  url: z.string(),
  /** Where its redrawn widths live ({variants}/{width}.{avif|webp|jpeg}), null when it has none. */
  variants: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.object({ fr_FR: z.string().nullable(), en_US: z.string().nullable() }),
}).meta({ id: 'AdminPicture' });
export type AdminPicture = z.infer<typeof adminPictureSchema>;

export const pictureAltSchema = z.strictObject({
  alt: z.strictObject({ fr_FR: optionalText('alt', 300), en_US: optionalText('alt', 300) }, { error: reason('alt') }),
}).meta({ id: 'PictureAlt' });
export type PictureAlt = z.infer<typeof pictureAltSchema>;

export const pictureOrderSchema = z.strictObject({
  mediaIds: z.array(whole('pictureOrder', 1, 2_147_483_647), { error: reason('pictureOrder') }).max(200, { error: reason('pictureOrder') }),
}).meta({ id: 'PictureOrder' });

// ---- The editor's product ----------------------------------------------------------------------

export const adminProductSchema = z.object({
  id: z.number(),
  type: z.enum(productTypes),
  reference: z.string().nullable(),
  isValid: z.boolean(),
  texts: z.object({ fr_FR: productTextSchema, en_US: productTextSchema.nullable() }),
  declinations: z.array(adminDeclinationSchema),
  pictures: z.array(adminPictureSchema),
  /** Its page in the shop, in French (the island adds the language prefix). */
  path: z.string(),
}).meta({ id: 'AdminProduct' });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** The islands' calls; no other file writes an admin catalogue path. */
export const catalogueApi = (api: ApiClient) => ({
  list: (query: ProductListQuery) => api.get<AdminProductPage>('/admin/product', query),
  create: (body: ProductCreate) => api.post<AdminProduct>('/admin/product', body),
  product: (id: number) => api.get<AdminProduct>(`/admin/product/${id}`),
  update: (id: number, changes: ProductChanges) => api.put<AdminProduct>(`/admin/product/${id}`, changes),
  addDeclination: (productId: number, body: DeclinationCreate) => api.post<SavedDeclination>(`/admin/product/${productId}/declination`, body),
  updateDeclination: (id: number, changes: DeclinationChanges) => api.put<SavedDeclination>(`/admin/declination/${id}`, changes),
  removeDeclination: (id: number) => api.delete<null>(`/admin/declination/${id}`),
  uploadPicture: (productId: number, file: File) => api.upload<AdminPicture>(`/admin/product/${productId}/picture`, {}, [file]),
  orderPictures: (productId: number, mediaIds: number[]) => api.put<AdminPicture[]>(`/admin/product/${productId}/picture/order`, { mediaIds }),
  describePicture: (productId: number, mediaId: number, body: PictureAlt) => api.put<AdminPicture>(`/admin/product/${productId}/picture/${mediaId}`, body),
  removePicture: (productId: number, mediaId: number) => api.delete<null>(`/admin/product/${productId}/picture/${mediaId}`),
});
