import { z } from 'zod';
import { amountTypes, capacityUnits, declinationCreateSchema, type AdminDeclination } from '~/lib/admin/catalogue';
import type { Lang } from '~/lib/locale';
import { dayOf, dayStart, decimal, decimalText, hundredths, hundredthsText, textOrNull, whole, wholeText } from './form-values';

// A declination's form: what the owner types (euros, percentages, days), read into the API's
// fields and checked by the API's own schema, whose messages then show beside each field.

const amountType = z.enum(amountTypes);

const formSchema = z.object({
  year: z.string(),
  capacity: z.string(),
  capacityUnit: z.enum(['', ...capacityUnits]),
  price: z.string(),
  fixedPrice: z.string(),
  quantity: z.string(),
  tracksStock: z.boolean(),
  sellByMultipleOf: z.string(),
  setQuantity: z.string(),
  shippingWeight: z.string(),
  reference: z.string(),
  isValid: z.boolean(),
  discount: z.object({ enabled: z.boolean(), type: amountType, amount: z.string(), startsAt: z.string(), endsAt: z.string() }),
  decreasingDiscounts: z.array(z.object({ minQuantity: z.string(), type: amountType, amount: z.string() })),
});
export type DeclinationFormValues = z.infer<typeof formSchema>;

/** The form read as the API's fields, then checked by the API's schema (POST and PUT take the same fields). */
export const declinationFormSchema = formSchema
  .transform((form): z.input<typeof declinationCreateSchema> => ({
    year: whole(form.year),
    capacity: decimal(form.capacity),
    capacityUnit: form.capacityUnit || null,
    price: hundredths(form.price) ?? Number.NaN,
    fixedPrice: hundredths(form.fixedPrice),
    quantity: whole(form.quantity),
    tracksStock: form.tracksStock,
    sellByMultipleOf: whole(form.sellByMultipleOf) ?? Number.NaN,
    setQuantity: whole(form.setQuantity),
    shippingWeight: whole(form.shippingWeight),
    reference: textOrNull(form.reference),
    isValid: form.isValid,
    discount: form.discount.enabled
      ? {
          type: form.discount.type,
          amount: hundredths(form.discount.amount) ?? Number.NaN,
          startsAt: dayStart(form.discount.startsAt),
          endsAt: dayStart(form.discount.endsAt, { after: true }),
        }
      : null,
    decreasingDiscounts: form.decreasingDiscounts.map((tier) => ({
      minQuantity: whole(tier.minQuantity) ?? Number.NaN,
      type: tier.type,
      amount: hundredths(tier.amount) ?? Number.NaN,
    })),
  }))
  .pipe(declinationCreateSchema);

/** What the form shows of a saved declination, or of a new one. */
export function declinationFormValues(declination: AdminDeclination | null, lang: Lang): DeclinationFormValues {
  const reduction = declination?.discount ?? null;
  return {
    year: wholeText(declination?.year ?? null),
    capacity: decimalText(declination?.capacity ?? null, lang),
    capacityUnit: declination?.capacityUnit ?? '',
    price: hundredthsText(declination?.price ?? null, lang),
    fixedPrice: hundredthsText(declination?.fixedPrice ?? null, lang),
    quantity: wholeText(declination?.quantity ?? null),
    tracksStock: declination?.tracksStock ?? false,
    sellByMultipleOf: String(declination?.sellByMultipleOf ?? 1),
    setQuantity: wholeText(declination?.setQuantity ?? null),
    shippingWeight: wholeText(declination?.shippingWeight ?? null),
    reference: declination?.reference ?? '',
    isValid: declination?.isValid ?? true,
    discount: {
      enabled: reduction !== null,
      type: reduction?.type ?? 'PERCENT',
      amount: hundredthsText(reduction?.amount ?? null, lang),
      startsAt: dayOf(reduction?.startsAt ?? null),
      endsAt: dayOf(reduction?.endsAt ?? null, { before: true }),
    },
    decreasingDiscounts: (declination?.decreasingDiscounts ?? []).map((tier) => ({
      minQuantity: String(tier.minQuantity),
      type: tier.type,
      amount: hundredthsText(tier.amount, lang),
    })),
  };
}
