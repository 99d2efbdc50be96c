import { z } from 'zod';
import { MAX_INTEGER } from '../contracts/units';
import type { ApiClient } from '../api';
import { giftCardBalanceSchema, giftKindSchema } from '../contracts/order';
import type { OrderPage } from '../order';

// The estate's discount codes as the back office manages them: the shapes the server checks and
// answers, and the calls of the codes page. Money in euro cents; a PERCENT amount in basis points
// (1250 = 12.5 %, 10000 at most); instants as ISO strings. Beyond the shapes, the server answers
// 400 when values do not fit together (a percentage above 100 %, an end not after the start, a
// product code without its product, a use limit below the uses already counted) and 409 when the
// code's name is taken.

export const DISCOUNT_AMOUNT_TYPES = ['EURO', 'PERCENT'] as const;
export const DISCOUNT_DETAIL_TYPES = ['PRODUCT', 'SHIPPING_FEES', 'CART'] as const;

/** The largest integer column of the database. */
/** 1,000,000 €: beyond, an amount or a minimum is a typing mistake. */
const MAX_CENTS = 100_000_000;

const reason = (key: string) => `discount-admin:errors.${key}`;
const whole = (key: string, min: number, max: number) => {
  const error = reason(key);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const instant = z.iso.datetime({ offset: true, error: reason('date') }).nullable().describe('ISO 8601 with its time zone; null: no bound');

const fields = {
  code: z
    .string({ error: reason('code') })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: reason('code') })
    .describe('Letters, digits, - and _; stored upper-case, as customers type it in any case'),
  type: z.enum(DISCOUNT_AMOUNT_TYPES, { error: reason('type') }),
  amount: whole('amount', 1, MAX_CENTS).describe('Cents for EURO, basis points for PERCENT (10000 = 100 % at most)'),
  detailType: z.enum(DISCOUNT_DETAIL_TYPES, { error: reason('detailType') }).describe('CART: off the products; PRODUCT: off one product or declination; SHIPPING_FEES: off the delivery'),
  productId: whole('target', 1, MAX_INTEGER).nullable().describe('PRODUCT codes: the product (or give declinationId)'),
  declinationId: whole('target', 1, MAX_INTEGER).nullable(),
  startsAt: instant,
  endsAt: instant,
  maxUses: whole('maxUses', 1, MAX_INTEGER).nullable().describe('Uses by all customers together; null: no limit'),
  maxUsesPerCustomer: whole('maxUsesPerCustomer', 1, MAX_INTEGER).nullable().describe('Uses by one customer (who must sign in); null: no limit'),
  minimumAmount: whole('minimumAmount', 0, MAX_CENTS).nullable().describe('Smallest products total, in cents'),
  isActive: z.boolean({ error: reason('isActive') }).describe('An inactive code is unknown to customers'),
};

/** A field the code does not have is named as such; anything else keeps its own message. */
const onlyFields = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) };

export const discountCodeInputSchema = z
  .strictObject(
    {
      code: fields.code,
      type: fields.type,
      amount: fields.amount,
      detailType: fields.detailType,
      productId: fields.productId.optional(),
      declinationId: fields.declinationId.optional(),
      startsAt: fields.startsAt.optional(),
      endsAt: fields.endsAt.optional(),
      maxUses: fields.maxUses.optional(),
      maxUsesPerCustomer: fields.maxUsesPerCustomer.optional(),
      minimumAmount: fields.minimumAmount.optional(),
      isActive: fields.isActive.optional(),
    },
    onlyFields,
  )
  .meta({ id: 'DiscountCodeInput' });
export type DiscountCodeInput = z.infer<typeof discountCodeInputSchema>;

/** The fields to change; the others stay as they are. */
export const discountCodeChangesSchema = discountCodeInputSchema
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: reason('nothingToChange') })
  .meta({ id: 'DiscountCodeChanges' });
export type DiscountCodeChanges = z.infer<typeof discountCodeChangesSchema>;

export const adminDiscountCodeSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    type: z.enum(DISCOUNT_AMOUNT_TYPES),
    amount: z.number(),
    detailType: z.enum(DISCOUNT_DETAIL_TYPES),
    productId: z.number().nullable(),
    declinationId: z.number().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    maxUses: z.number().nullable(),
    usesCount: z.number().describe('Uses counted now: paid orders and orders awaiting payment'),
    maxUsesPerCustomer: z.number().nullable(),
    minimumAmount: z.number().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminDiscountCode' });
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

export const discountCodePageSchema = z
  .object({ items: z.array(adminDiscountCodeSchema), total: z.number(), page: z.number(), nbItem: z.number() })
  .meta({ id: 'AdminDiscountCodePage' });
export type DiscountCodePage = z.infer<typeof discountCodePageSchema>;

export const codesApi = (api: ApiClient) => ({
  list: (page: number, nbItem = 20) => api.get<DiscountCodePage>('/admin/discount-code', { page, nbItem }),
  read: (id: number) => api.get<AdminDiscountCode>(`/admin/discount-code/${id}`),
  orders: (id: number, page: number, nbItem = 20) => api.get<OrderPage>(`/admin/discount-code/${id}/orders`, { page, nbItem }),
  create: (input: DiscountCodeInput) => api.post<AdminDiscountCode>('/admin/discount-code', input),
  change: (id: number, changes: DiscountCodeChanges) => api.put<AdminDiscountCode>(`/admin/discount-code/${id}`, changes),
});

/** A gift card or visit voucher the shop issued, as the back office lists it (never its code: only its end). */
export const adminGiftCardSchema = giftCardBalanceSchema
  .extend({
    id: z.number(),
    orderId: z.number().nullable(),
    orderNumber: z.string().nullable(),
    uses: z.array(z.object({ orderId: z.number(), orderNumber: z.string(), amount: z.number(), at: z.string() })).describe('Orders paid with it, gift given back excluded'),
  })
  .meta({ id: 'AdminGiftCard' });
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

export const giftCardPageSchema = z
  .object({ items: z.array(adminGiftCardSchema), total: z.number(), page: z.number(), nbItem: z.number() })
  .meta({ id: 'AdminGiftCardPage' });
export type GiftCardPage = z.infer<typeof giftCardPageSchema>;

/** What the estate may change of a card: extend it, or record that a voucher's visit took place (null: not yet). */
export const giftCardChangesSchema = z
  .strictObject({
    expiresAt: z.iso.datetime({ offset: true, error: 'admin-codes:errors.date' }).optional(),
    used: z.boolean({ error: 'admin-codes:errors.used' }).optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { error: 'admin-codes:errors.nothing' })
  .meta({ id: 'AdminGiftCardChanges' });
export type GiftCardChanges = z.infer<typeof giftCardChangesSchema>;

/** Beyond this, a card issued by hand is a slip of the keyboard rather than a gift. */
export const MAX_ISSUED_VALUE = 100_000;

/**
 * A card the estate gives by hand (a prize, an apology, a partner): a gift card worth an amount
 * to spend in the shop, or a voucher for a visit (its value kept for the books). Its code is
 * mailed to the recipient in their language and shown once to the owner; only its hash is kept.
 */
export const giftCardIssueSchema = z
  .strictObject({
    kind: z.enum(giftKindSchema.enum, { error: 'admin-codes:errors.kind' }),
    /** Cents. */
    value: z.number({ error: 'admin-codes:errors.issueValue' }).int({ error: 'admin-codes:errors.issueValue' }).min(100, { error: 'admin-codes:errors.issueValue' }).max(MAX_ISSUED_VALUE, { error: 'admin-codes:errors.issueValue' }),
    /** What a voucher is for ("Visite et dégustation"); a gift card's is its kind. */
    name: z.string({ error: 'admin-codes:errors.issueName' }).trim().max(120, { error: 'admin-codes:errors.issueName' }).optional(),
    recipientName: z.string({ error: 'admin-codes:errors.recipientName' }).trim().min(1, { error: 'admin-codes:errors.recipientName' }).max(120, { error: 'admin-codes:errors.recipientName' }),
    recipientEmail: z.email({ error: 'admin-codes:errors.recipientEmail' }).max(254, { error: 'admin-codes:errors.recipientEmail' }),
    /** The recipient's language, for the mail and the printable card. */
    lang: z.enum(['fr_FR', 'en_US'], { error: 'admin-codes:errors.lang' }),
    expiresAt: z.iso.datetime({ offset: true, error: 'admin-codes:errors.date' }),
  })
  .refine((issue) => issue.kind === 'GIFT_CARD' || Boolean(issue.name), { error: 'admin-codes:errors.issueName', path: ['name'] })
  .meta({ id: 'AdminGiftCardIssue' });
export type GiftCardIssue = z.input<typeof giftCardIssueSchema>;

export const issuedGiftCardSchema = z
  .object({ card: adminGiftCardSchema, code: z.string().describe('The whole code, shown this once: only its hash is kept') })
  .meta({ id: 'AdminIssuedGiftCard' });
export type IssuedGiftCard = z.infer<typeof issuedGiftCardSchema>;

export const giftCardsApi = (api: ApiClient) => ({
  list: (page: number, ending?: string, nbItem = 20) => api.get<GiftCardPage>('/admin/gift-card', { page, nbItem, ending }),
  change: (id: number, changes: GiftCardChanges) => api.put<AdminGiftCard>(`/admin/gift-card/${id}`, changes),
  issue: (issue: GiftCardIssue) => api.post<IssuedGiftCard>('/admin/gift-card', issue),
});

/** The wines a PRODUCT code may target: the catalogue's products (at most 100, as the list API pages them). */
export const productChoices = async (api: ApiClient) =>
  (await api.get<{ products: { id: number; name: string }[] }>('/product', { nbItem: 100 })).products.map(({ id, name }) => ({ id, name }));
