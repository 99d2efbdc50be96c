import type { Database } from '../db/connection';
import {
  BASIS_POINTS_PER_PERCENT,
  customization,
  customizationTranslation,
  customizationValue,
  customizationValueTranslation,
  decreasingDiscount,
  discount,
} from '../db/schema';
import type { DemoDate } from './calendar';
import { discountCodes, type CostType, type Customization, type DecreasingDiscount, type DeclinationDiscount } from './data';
import { perLang } from './rows';

// Everything that changes a price: automatic and coded discounts, volume discounts, and what a
// customization costs. The content speaks in percent; the database in basis points.

const amountOf = (type: CostType, amount: number) => (type === 'PERCENT' ? amount * BASIS_POINTS_PER_PERCENT : amount);

export async function seedDeclinationDiscount(db: Database, declinationId: number, entry: DeclinationDiscount) {
  await db.insert(discount).values({ type: entry.type, amount: amountOf(entry.type, entry.amount), detailType: 'PRODUCT', declinationId });
}

export async function seedDecreasingDiscounts(db: Database, productId: number, tiers: DecreasingDiscount[]) {
  await db.insert(decreasingDiscount).values(
    tiers.map((tier) => ({ productId, minQuantity: tier.fromQuantity, type: 'PERCENT' as const, amount: amountOf('PERCENT', tier.percent) })),
  );
}

export async function seedCustomizations(db: Database, productId: number, entries: Customization[]) {
  for (const [position, entry] of entries.entries()) {
    const [row] = await db
      .insert(customization)
      .values({
        productId,
        type: entry.type,
        inputType: entry.inputType,
        required: entry.isRequired,
        position,
        acceptedMimes: entry.file?.mimeTypes ?? null,
        maxBytes: entry.file?.maxBytes ?? null,
        minWidth: entry.file?.minWidth ?? null,
        minHeight: entry.file?.minHeight ?? null,
        textMaxLength: entry.maxLength ?? null,
      })
      .returning({ id: customization.id });
    await db.insert(customizationTranslation).values(perLang({ label: entry.label, description: entry.help }, { customizationId: row.id }));
    for (const [valuePosition, value] of entry.values.entries()) {
      const [valueRow] = await db
        .insert(customizationValue)
        .values({
          customizationId: row.id,
          textNumberOfChar: value.textNumberOfChar ?? null,
          selectKey: value.selectKey ?? null,
          costType: value.costType,
          amount: value.costType === 'NONE' ? 0 : amountOf(value.costType, value.amount),
          position: valuePosition,
        })
        .returning({ id: customizationValue.id });
      await db.insert(customizationValueTranslation).values(perLang({ label: value.label }, { valueId: valueRow.id }));
    }
  }
}

/** The codes customers type at checkout. */
export async function seedDiscountCodes(db: Database, date: DemoDate) {
  await db.insert(discount).values(
    discountCodes.map((code) => ({
      code: code.code,
      type: code.type,
      amount: amountOf(code.type, code.amount),
      detailType: code.detailType === 'TOTAL' ? ('CART' as const) : ('SHIPPING_FEES' as const),
      startsAt: date(code.validFrom),
      endsAt: code.validUntil === null ? null : date(code.validUntil),
      maxUsesPerCustomer: code.oncePerCustomer ? 1 : null,
      minimumAmount: code.minimumTotal,
    })),
  );
}
