import { dayAfter, parisDay, parisDayStart } from '../dates';
import { DISCOUNT_AMOUNT_TYPES, DISCOUNT_DETAIL_TYPES, discountCodeInputSchema, type AdminDiscountCode, type DiscountCodeInput } from './codes';

// The discount code form speaks the owner's units (euros, percent, whole days in Paris); the API
// speaks cents, basis points and instants. These two functions go from one to the other, and say
// which field is wrong before anything is sent.

export interface CodeFormValues {
  code: string;
  type: (typeof DISCOUNT_AMOUNT_TYPES)[number];
  /** Euros or percent, as typed ('12,5' or '12.5'). */
  amount: string;
  detailType: (typeof DISCOUNT_DETAIL_TYPES)[number];
  productId: string;
  /** Paris days, 'yyyy-mm-dd'; the end day is included. */
  startsOn: string;
  endsOn: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  /** Euros. */
  minimumAmount: string;
  isActive: boolean;
}

export type CodeFormErrors = Partial<Record<keyof CodeFormValues, string>>;

const hundredths = (value: number) => (value / 100).toString();
const DAY = 24 * 60 * 60 * 1000;

/** The form filled with a code as saved, or empty for a new one. */
export function codeFormValues(code?: AdminDiscountCode): CodeFormValues {
  return {
    code: code?.code ?? '',
    type: code?.type ?? 'PERCENT',
    amount: code ? hundredths(code.amount) : '',
    detailType: code?.detailType ?? 'CART',
    productId: code?.productId?.toString() ?? '',
    startsOn: code?.startsAt ? parisDay(code.startsAt) : '',
    // The API's end is the first instant no longer valid: the day before is the last one included.
    endsOn: code?.endsAt ? parisDay(new Date(new Date(code.endsAt).getTime() - DAY / 2)) : '',
    maxUses: code?.maxUses?.toString() ?? '',
    maxUsesPerCustomer: code?.maxUsesPerCustomer?.toString() ?? '',
    minimumAmount: code?.minimumAmount === null || code?.minimumAmount === undefined ? '' : hundredths(code.minimumAmount),
    isActive: code?.isActive ?? true,
  };
}

/** A decimal as typed with a comma or a point, in hundredths (cents, basis points); null when not a number. */
function inHundredths(text: string): number | null {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

function wholeOrNull(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  return /^\d{1,10}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : undefined;
}

/** The API's input from the form, or the error key of each wrong field. */
export function codeInputOf(values: CodeFormValues): { input: DiscountCodeInput } | { errors: CodeFormErrors } {
  const errors: CodeFormErrors = {};
  const amount = inHundredths(values.amount);
  if (amount === null || amount <= 0) errors.amount = 'admin-codes:errors.amount';
  else if (values.type === 'PERCENT' && amount > 10_000) errors.amount = 'admin-codes:errors.percent';
  const minimum = values.minimumAmount.trim() === '' ? null : inHundredths(values.minimumAmount);
  if (minimum === null && values.minimumAmount.trim() !== '') errors.minimumAmount = 'admin-codes:errors.money';
  const maxUses = wholeOrNull(values.maxUses);
  if (maxUses === undefined) errors.maxUses = 'admin-codes:errors.whole';
  const maxUsesPerCustomer = wholeOrNull(values.maxUsesPerCustomer);
  if (maxUsesPerCustomer === undefined) errors.maxUsesPerCustomer = 'admin-codes:errors.whole';
  const productId = values.detailType === 'PRODUCT' ? Number(values.productId) || null : null;
  if (values.detailType === 'PRODUCT' && productId === null) errors.productId = 'admin-codes:errors.product';
  if (values.startsOn && values.endsOn && values.endsOn < values.startsOn) errors.endsOn = 'admin-codes:errors.period';
  const input = {
    code: values.code.trim(),
    type: values.type,
    amount: amount ?? 0,
    detailType: values.detailType,
    productId,
    declinationId: null,
    startsAt: values.startsOn ? parisDayStart(values.startsOn).toISOString() : null,
    // The API's end is excluded: the Paris midnight that ends the last day included.
    endsAt: values.endsOn ? parisDayStart(dayAfter(values.endsOn)).toISOString() : null,
    maxUses: maxUses ?? null,
    maxUsesPerCustomer: maxUsesPerCustomer ?? null,
    minimumAmount: minimum,
    isActive: values.isActive,
  };
  const parsed = discountCodeInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof CodeFormValues | undefined;
      if (field === 'code') errors.code = 'admin-codes:errors.code';
    }
  }
  return Object.keys(errors).length ? { errors } : { input: parsed.data! };
}
