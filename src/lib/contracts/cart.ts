import { z } from 'zod';
import { cents, MAX_INTEGER } from './units';
import { capacityUnitSchema, productTypeSchema } from './catalogue';
import { presentedImageSchema } from './image';
import { langSchema } from './site';

// The cart and customization contract: what the
// routes read and answer, what the OpenAPI document shows, and, inferred, the types of the islands
// that send and show it (src/lib/cart.ts). Every figure is computed by the server; money in euro
// cents, tax included; percentages in basis points (1250 = 12.5 %). The calls: src/lib/api/cart.ts.

const amountTypeSchema = z.enum(['EURO', 'PERCENT']);
const rowId = z.coerce.number().int().min(1).max(MAX_INTEGER);

export const CART_TYPES = ['MAIN_CART'] as const;
export const cartTypeSchema = z.enum(CART_TYPES);
export const customizationInputTypeSchema = z.enum(['TEXT', 'SELECT', 'CHECKBOX', 'FILE']);
export const customizationTypeSchema = z.enum(['SIMPLE', 'DYNAMIC_FORM']);
export const costTypeSchema = z.enum(['NONE', 'EURO', 'PERCENT']);
export type CartType = z.infer<typeof cartTypeSchema>;
export type CustomizationType = z.infer<typeof customizationTypeSchema>;
export type CustomizationInputType = z.infer<typeof customizationInputTypeSchema>;
export type CostType = z.infer<typeof costTypeSchema>;

/**
 * A customer's answer to one customization of a cart product, as it
 * arrives (absent fields may be null) and as it is kept (nulls dropped, a select's value a string).
 */
export const customizationAnswerSchema = z
  .object({
    id: z.coerce.number().int().positive().describe('The customization answered'),
    formAnswer: z.record(z.string(), z.unknown()).nullish().describe('DYNAMIC_FORM: form field name → value'),
    filename: z.string().max(255).nullish().describe("FILE: the uploaded file's name (its bytes are sent with it)"),
    textValue: z.string().max(2000).nullish(),
    checkboxValue: z.boolean().nullish(),
    selectValue: z.object({ key: z.string().max(100), value: z.string().max(500).nullish() }).nullish(),
  })
  .transform((answer) => ({
    id: answer.id,
    ...(answer.formAnswer ? { formAnswer: answer.formAnswer } : {}),
    ...(answer.filename ? { filename: answer.filename } : {}),
    ...(typeof answer.textValue === 'string' ? { textValue: answer.textValue } : {}),
    ...(typeof answer.checkboxValue === 'boolean' ? { checkboxValue: answer.checkboxValue } : {}),
    ...(answer.selectValue ? { selectValue: { key: answer.selectValue.key, value: answer.selectValue.value ?? '' } } : {}),
  }));
export type CustomizationAnswer = z.output<typeof customizationAnswerSchema>;

export const customizationAnswersSchema = z
  .array(customizationAnswerSchema)
  .max(50)
  .describe('Answers: { id, formAnswer, filename, textValue, checkboxValue, selectValue { key, value } }');

/** POST /cart and POST /cart/{id|new}. */
export const cartRequestSchema = z
  .object({
    discountCode: z.string().max(64).nullish().describe("A code to apply; null or '' removes the cart's code; absent leaves it"),
    type: cartTypeSchema.default('MAIN_CART'),
  })
  .meta({ id: 'CartRequest' });
export type CartRequest = z.input<typeof cartRequestSchema>;

/** PUT /cart/{id}/product/{productId}/quantity. */
export const cartQuantitySchema = z
  .object({
    quantity: z.union([z.string(), z.number()]).nullish().describe('Not a number: the sell-by multiple'),
    idCartProduct: rowId.describe('The line'),
  })
  .meta({ id: 'CartQuantity' });

/** POST /cart/product/{idProduct}/declination/{idDeclination}/customize/price. */
export const customizationPriceRequestSchema = z
  .object({ customizations: customizationAnswersSchema.optional() })
  .meta({ id: 'CustomizationAnswers' });

const lineCustomizationSchema = z.object({
  id: z.number().describe('The customization answered'),
  inputType: customizationInputTypeSchema.nullable(),
  label: z.string(),
  value: z.string().describe("The text, the chosen option, 'Oui'/'Yes', or the file name"),
  cost: cents('What it adds to one unit'),
  fileUrl: z.string().nullable().describe("FILE answers: where the cart's owner (or an admin) reads the uploaded image"),
});
export type CartLineCustomization = z.infer<typeof lineCustomizationSchema>;

const volumeDiscountSchema = z
  .object({
    minQuantity: z.number(),
    type: amountTypeSchema,
    amount: z.number().describe('Cents for EURO, basis points for PERCENT'),
    perUnit: cents('What it takes off one unit'),
  })
  .describe('The volume discount a line gets from its quantity (the largest tier reached)');
export type VolumeDiscount = z.infer<typeof volumeDiscountSchema>;

export const cartLineSchema = z
  .object({
    id: z.number().describe('The line id (idCartProduct of the quantity and delete calls)'),
    productId: z.number(),
    declinationId: z.number(),
    quantity: z.number(),
    type: productTypeSchema,
    isDematerialized: z.boolean(),
    hasShippingFees: z.boolean(),
    vatRate: z.number().int().describe('VAT rate in basis points (2000 = 20 %), copied onto the order line'),
    reference: z.string().nullable(),
    sellByMultipleOf: z.number(),
    capacity: z.number().nullable(),
    capacityUnit: capacityUnitSchema.nullable(),
    setQuantity: z.number().nullable().describe('Bottles one unit holds (boxes); null for a single item'),
    name: z.string(),
    label: z.string().describe("The item as the customer names it: 'Les Côtes du Clos 2022 – 75 cl', 'Coffret Découverte – Or'"),
    slug: z.string(),
    path: z.string().describe("The product's page, without language prefix"),
    year: z.number().nullable(),
    image: presentedImageSchema.nullable(),
    basePrice: cents("One unit at today's catalogue price (fixed price or price, less the product discount)"),
    customizationCost: cents('What the customizations add to one unit'),
    unitPrice: cents('One unit as charged: basePrice + customizationCost − volume discount − member discount'),
    lineTotal: cents('unitPrice × quantity'),
    volumeDiscount: volumeDiscountSchema.nullable(),
    memberDiscount: cents("What the wine club's member price takes off one unit (the formula's discount on the price after the volume discount); 0 for anyone else"),
    customizations: z.array(lineCustomizationSchema),
    stock: z.number().nullable().describe('Units left when stock is tracked'),
    problem: z.string().nullable().describe('Why this line cannot be ordered as it is (sold out since it was added…)'),
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLineSchema>;

const giftReason = (key: string) => `club:errors.giftBuy.${key}`;

/**
 * POST /cart/{id}/club-gift: a gift membership of a formula (docs/club.md, "Gift memberships"), for
 * whom, in which language they are written, with the buyer's message. The price is the formula's.
 */
export const clubGiftRequestSchema = z
  .strictObject(
    {
      formulaId: z.number({ error: giftReason('formula') }).int({ error: giftReason('formula') }).min(1, { error: giftReason('formula') }).max(MAX_INTEGER, { error: giftReason('formula') }),
      recipientName: z.string({ error: giftReason('name') }).trim().min(1, { error: giftReason('name') }).max(120, { error: giftReason('name') }),
      recipientEmail: z.string({ error: giftReason('email') }).trim().toLowerCase().max(254, { error: giftReason('email') }).pipe(z.email({ error: giftReason('email') })),
      lang: langSchema.describe('The language the recipient is written in'),
      message: z.string({ error: giftReason('message') }).trim().max(500, { error: giftReason('message') }).default(''),
    },
    { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? giftReason('unknownField') : undefined) },
  )
  .meta({ id: 'ClubGiftRequest' });
export type ClubGiftRequest = z.input<typeof clubGiftRequestSchema>;
export type ClubGiftChoice = z.output<typeof clubGiftRequestSchema>;

export const cartClubGiftSchema = z
  .object({
    index: z.number().int().describe("Its place among the cart's gifts (DELETE /cart/{id}/club-gift/{index})"),
    formulaId: z.number(),
    label: z.string().describe("'Abonnement offert – Découverte, 3 expéditions'"),
    shipments: z.number(),
    unitPrice: cents("The formula's gift price, as the server reads it now"),
    lineTotal: cents('The same: one gift per line'),
    vatRate: z.number().int().describe('VAT rate in basis points: the wines’ standard rate'),
    recipientName: z.string(),
    recipientEmail: z.string(),
    lang: langSchema,
    message: z.string(),
    problem: z.string().nullable().describe('Why it cannot be ordered (the formula is no longer offered as a gift)'),
  })
  .meta({ id: 'CartClubGift' });
export type CartClubGift = z.infer<typeof cartClubGiftSchema>;

export const cartDiscountSchema = z
  .object({
    code: z.string(),
    type: amountTypeSchema,
    detailType: z.enum(['PRODUCT', 'SHIPPING_FEES', 'CART']),
    amount: z.number().describe('Cents for EURO, basis points for PERCENT'),
    total: cents('What it takes off the products; 0 for SHIPPING_FEES codes, which the checkout applies to the shipping fee'),
    problem: z.string().nullable().describe('Why the code does not apply any more (below its minimum, expired…); it then takes nothing off'),
  })
  .describe('The discount code recorded on the cart');
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

export const freeShippingProgressSchema = z
  .object({
    isFree: z.boolean(),
    bottlesLeft: z.number().nullable().describe('Bottles still missing, or null when the estate has no bottle threshold'),
    amountLeft: z.number().nullable().describe('Cents still missing, or null when the estate has no amount threshold'),
  })
  .describe('Against FREE_SHIPPING_BOTTLE and FREE_SHIPPING_PRICE: shipping is free as soon as either is reached');
export type FreeShippingProgress = z.infer<typeof freeShippingProgressSchema>;

export const cartSchema = z
  .object({
    id: z.number(),
    type: cartTypeSchema,
    products: z.array(cartLineSchema),
    clubGifts: z.array(cartClubGiftSchema).describe('Gift memberships of the wine club, paid with the cart (docs/club.md)'),
    totalProduct: z.number().describe('Number of units in the cart, gift memberships included'),
    totals: z.object({
      products: cents('Sum of the line totals, gift memberships included'),
      discount: cents('What the discount code takes off the products'),
      total: cents('products − discount, before shipping'),
    }),
    discount: cartDiscountSchema.nullable(),
    bottles: z.number().describe('Bottles counted for shipping: half bottles count half, boxes their bottles'),
    needsShipping: z.boolean().describe('False when every line is dematerialized (gift card, voucher)'),
    freeShipping: freeShippingProgressSchema,
    minimumBottles: z.number().nullable().describe('MINIMUM_EXPEDITION_BOTTLE, null when unset'),
    maximumBottles: z.number().nullable().describe('MAXIMUM_EXPEDITION_BOTTLE, null when unset'),
    bottleMultiple: z.number().nullable().describe('BOTTLE_MULTIPLE: a shipment holds whole cases of this many bottles'),
    shippingMessage: z.string().nullable().describe("SHIPPING_MESSAGE in the caller's language"),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

export const cartAddErrorSchema = z.object({
  key: z.string().describe("The item: the declination's label, or the customization's label for a bad answer"),
  message: z.string(),
});
export type CartAddError = z.infer<typeof cartAddErrorSchema>;

/**
 * A refused item change: `{ success: false, message, data: { errors } }`. The message already
 * appends each item's key and error ('Les Côtes du Clos 2022 – 75 cl : Il ne reste plus que 3
 * articles en stock.'); `errors` gives them one by one.
 */
export const cartAddFailureSchema = z
  .object({ success: z.literal(false), message: z.string(), data: z.object({ errors: z.array(cartAddErrorSchema) }) })
  .meta({ id: 'CartAddFailure' });
export type CartAddFailure = z.infer<typeof cartAddFailureSchema>['data'];

const customizationValueSchema = z
  .object({
    id: z.number(),
    label: z.string(),
    textNumberOfChar: z.number().nullable().describe('TEXT: the tier applies from this many characters on'),
    selectKey: z.string().nullable(),
    costType: costTypeSchema,
    amount: z.number().describe('Cents for EURO, basis points for PERCENT'),
    cost: z.string().nullable().describe("'+5 €', '+10 %' (formatCost); null when it costs nothing"),
  })
  .describe('A priced option: a SELECT choice, a TEXT tier, the cost of a FILE or CHECKBOX');
export type CustomizationValue = z.infer<typeof customizationValueSchema>;

/** GET /product/{id}/customization: what the customer may personalise, step by step in this order. */
export const productCustomizationSchema = z
  .object({
    id: z.number(),
    type: customizationTypeSchema,
    inputType: customizationInputTypeSchema.nullable(),
    label: z.string(),
    description: z.string().nullable(),
    required: z.boolean(),
    textMaxLength: z.number().nullable().describe('TEXT: the longest text accepted'),
    file: z
      .object({ acceptedMimes: z.array(z.string()), maxBytes: z.number().nullable(), minWidth: z.number().nullable(), minHeight: z.number().nullable() })
      .nullable()
      .describe('FILE: what the server accepts (checked again by POST /product-customization/{id}/file/validate)'),
    formId: z.number().nullable().describe('DYNAMIC_FORM: the form to fill (GET /forms/{id})'),
    values: z.array(customizationValueSchema),
  })
  .meta({ id: 'ProductCustomization' });
export type ProductCustomization = z.infer<typeof productCustomizationSchema>;

export const customizationPriceSchema = z
  .object({
    unitPrice: cents('basePrice + customizationCost'),
    basePrice: cents('One unit before customization'),
    customizationCost: cents('What the answers add to one unit'),
    lines: z.array(z.object({ id: z.number(), cost: z.number() })).describe('What each answered customization adds to one unit'),
  })
  .meta({ id: 'CustomizationPrice' });
export type CustomizationPrice = z.infer<typeof customizationPriceSchema>;

/** POST /product-customization/{id}/file/validate: the image as the server read it. */
export const validatedFileSchema = z
  .object({ filename: z.string(), mime: z.enum(['image/png', 'image/jpeg']), byteSize: z.number(), width: z.number(), height: z.number() })
  .meta({ id: 'ValidatedFile' });
export type ValidatedFile = z.infer<typeof validatedFileSchema>;

