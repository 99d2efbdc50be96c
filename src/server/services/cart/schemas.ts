import { z } from '@hono/zod-openapi';
import type { CustomizationAnswer } from '~/lib/cart';
import { cartTypes } from '../../db/schema';
import { invalid } from '../errors';

// The cart contract (src/lib/cart.ts) as zod schemas: what the cart and customization routes read
// and what their OpenAPI document shows.

const cents = (description: string) => z.number().int().openapi({ description: `${description} (euro cents, tax included)` });

const imageSchema = z.object({ id: z.number(), url: z.string(), alt: z.string(), width: z.number().nullable(), height: z.number().nullable() });
const inputType = z.enum(['TEXT', 'SELECT', 'CHECKBOX', 'FILE']);
const amountType = z.enum(['EURO', 'PERCENT']);

export const cartLineSchema = z
  .object({
    id: z.number().openapi({ description: 'The line id (idCartProduct)' }),
    productId: z.number(),
    declinationId: z.number(),
    quantity: z.number(),
    type: z.enum(['WINE', 'BOX', 'OTHER']),
    isDematerialized: z.boolean(),
    hasShippingFees: z.boolean(),
    vatRate: z.number().int().openapi({ description: 'VAT rate in basis points (2000 = 20 %)' }),
    reference: z.string().nullable(),
    sellByMultipleOf: z.number(),
    capacity: z.number().nullable(),
    capacityUnit: z.enum(['LITER', 'CENTILITRE']).nullable(),
    setQuantity: z.number().nullable(),
    name: z.string(),
    label: z.string().openapi({ description: "The item's key: name, vintage, capacity, variations" }),
    slug: z.string(),
    path: z.string(),
    year: z.number().nullable(),
    image: imageSchema.nullable(),
    basePrice: cents("One unit at today's catalogue price"),
    customizationCost: cents('What the customizations add to one unit'),
    unitPrice: cents('One unit as charged'),
    lineTotal: cents('unitPrice × quantity'),
    volumeDiscount: z.object({ minQuantity: z.number(), type: amountType, amount: z.number(), perUnit: z.number() }).nullable(),
    customizations: z.array(
      z.object({ id: z.number(), inputType: inputType.nullable(), label: z.string(), value: z.string(), cost: z.number(), fileUrl: z.string().nullable() }),
    ),
    stock: z.number().nullable(),
    problem: z.string().nullable(),
  })
  .openapi('CartLine');

export const cartSchema = z
  .object({
    id: z.number(),
    type: z.enum(cartTypes),
    products: z.array(cartLineSchema),
    totalProduct: z.number().openapi({ description: 'Number of units' }),
    totals: z.object({ products: cents('Sum of the lines'), discount: cents('Taken off by the code'), total: cents('Before shipping') }),
    discount: z
      .object({
        code: z.string(),
        type: amountType,
        detailType: z.enum(['PRODUCT', 'SHIPPING_FEES', 'CART']),
        amount: z.number(),
        total: z.number(),
        problem: z.string().nullable(),
      })
      .nullable(),
    bottles: z.number(),
    needsShipping: z.boolean(),
    freeShipping: z.object({ isFree: z.boolean(), bottlesLeft: z.number().nullable(), amountLeft: z.number().nullable() }),
    minimumBottles: z.number().nullable(),
    maximumBottles: z.number().nullable(),
    bottleMultiple: z.number().nullable(),
    shippingMessage: z.string().nullable(),
  })
  .openapi('Cart');

export const cartAddFailureSchema = z
  .object({
    success: z.literal(false),
    message: z.string(),
    data: z.object({ errors: z.array(z.object({ key: z.string(), message: z.string() })) }),
  })
  .openapi('CartAddFailure');

export const productCustomizationSchema = z
  .object({
    id: z.number(),
    type: z.enum(['SIMPLE', 'DYNAMIC_FORM']),
    inputType: inputType.nullable(),
    label: z.string(),
    description: z.string().nullable(),
    required: z.boolean(),
    textMaxLength: z.number().nullable(),
    file: z
      .object({ acceptedMimes: z.array(z.string()), maxBytes: z.number().nullable(), minWidth: z.number().nullable(), minHeight: z.number().nullable() })
      .nullable(),
    formId: z.number().nullable(),
    values: z.array(
      z.object({
        id: z.number(),
        label: z.string(),
        textNumberOfChar: z.number().nullable(),
        selectKey: z.string().nullable(),
        costType: z.enum(['NONE', 'EURO', 'PERCENT']),
        amount: z.number(),
        cost: z.string().nullable(),
      }),
    ),
  })
  .openapi('ProductCustomization');

export const customizationPriceSchema = z
  .object({
    unitPrice: z.number(),
    basePrice: z.number(),
    customizationCost: z.number(),
    lines: z.array(z.object({ id: z.number(), cost: z.number() })),
  })
  .openapi('CustomizationPrice');

export const validatedFileSchema = z
  .object({ filename: z.string(), mime: z.enum(['image/png', 'image/jpeg']), byteSize: z.number(), width: z.number(), height: z.number() })
  .openapi('ValidatedFile');

const answerSchema = z.object({
  id: z.coerce.number().int().positive(),
  formAnswer: z.record(z.string(), z.unknown()).nullish(),
  filename: z.string().max(255).nullish(),
  textValue: z.string().max(2000).nullish(),
  checkboxValue: z.boolean().nullish(),
  selectValue: z.object({ key: z.string().max(100), value: z.string().max(500).nullish() }).nullish(),
});

/** The answers as SPEC.md's payload writes them; in a multipart body they arrive JSON-stringified. */
export const answersSchema = z.array(answerSchema).max(50).openapi({
  description: 'Answers: { id, formAnswer, filename, textValue, checkboxValue, selectValue { key, value } }',
});

/** The customer's answers from a JSON array or its JSON text; anything else is a clear 400. */
export function parseAnswers(raw: unknown): CustomizationAnswer[] {
  let value = raw;
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw invalid('cart:errors.answers');
    }
  }
  const parsed = answersSchema.safeParse(value);
  if (!parsed.success) throw invalid('cart:errors.answers');
  return parsed.data.map((answer) => ({
    id: answer.id,
    ...(answer.formAnswer ? { formAnswer: answer.formAnswer } : {}),
    ...(answer.filename ? { filename: answer.filename } : {}),
    ...(typeof answer.textValue === 'string' ? { textValue: answer.textValue } : {}),
    ...(typeof answer.checkboxValue === 'boolean' ? { checkboxValue: answer.checkboxValue } : {}),
    ...(answer.selectValue ? { selectValue: { key: answer.selectValue.key, value: answer.selectValue.value ?? '' } } : {}),
  }));
}
