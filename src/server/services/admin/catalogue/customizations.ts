import { and, asc, eq, inArray } from 'drizzle-orm';
import { catalogueLangs } from '~/lib/admin/catalogue';
import type { AdminCustomizations, CustomizationInput } from '~/lib/admin/catalogue-customizations';
import type { Database } from '../../../db/connection';
import { customization, customizationTranslation, customizationValue, customizationValueTranslation, product } from '../../../db/schema';
import type { Transaction } from './declinations';
import { invalid, notFound } from '../../errors';

// A product's customizations in the back office: the ones asking one input (a text, a choice, a
// box, a picture) with their prices. A customization made of a form is left as it is.

const textIn = <T extends { lang: string }>(rows: T[], lang: string) => rows.find((row) => row.lang === lang);

/** GET /admin/product/{id}/customizations. */
export async function productCustomizations(db: Database, productId: number): Promise<AdminCustomizations> {
  const [owner] = await db.select({ id: product.id }).from(product).where(eq(product.id, productId));
  if (!owner) throw notFound('admin-catalogue:errors.productNotFound');
  const rows = await db.query.customization.findMany({
    where: eq(customization.productId, productId),
    with: { translations: true, values: { with: { translations: true }, orderBy: [asc(customizationValue.position), asc(customizationValue.id)] } },
    orderBy: [asc(customization.position), asc(customization.id)],
  });
  const simple = rows.filter((row) => row.type === 'SIMPLE' && row.inputType !== null);
  return {
    customizations: simple.map((row) => ({
      id: row.id,
      inputType: row.inputType!,
      required: row.required,
      label: { fr_FR: textIn(row.translations, 'fr_FR')?.label ?? '', en_US: textIn(row.translations, 'en_US')?.label ?? null },
      description: { fr_FR: textIn(row.translations, 'fr_FR')?.description ?? null, en_US: textIn(row.translations, 'en_US')?.description ?? null },
      textMaxLength: row.textMaxLength,
      values: row.values.map((value) => ({
        textNumberOfChar: value.textNumberOfChar,
        selectKey: value.selectKey,
        costType: value.costType,
        amount: value.amount,
        label: { fr_FR: textIn(value.translations, 'fr_FR')?.label ?? null, en_US: textIn(value.translations, 'en_US')?.label ?? null },
      })),
    })),
    formCount: rows.length - simple.length,
  };
}

/**
 * PUT /admin/product/{id}/customizations: the product's single-input customizations, in order.
 * One given with its id is changed in place (carts keep the files answered to it); the ones left
 * out are removed; their prices are replaced whole.
 */
export async function saveCustomizations(tx: Transaction, productId: number, input: CustomizationInput[]) {
  const own = await tx
    .select({ id: customization.id })
    .from(customization)
    .where(and(eq(customization.productId, productId), eq(customization.type, 'SIMPLE')));
  const ownIds = new Set(own.map((row) => row.id));
  const keptIds = input.flatMap((entry) => (entry.id === undefined ? [] : [entry.id]));
  if (keptIds.some((id) => !ownIds.has(id)) || new Set(keptIds).size !== keptIds.length) throw invalid('admin-catalogue:errors.unknownItem');
  const dropped = [...ownIds].filter((id) => !keptIds.includes(id));
  if (dropped.length) await tx.delete(customization).where(inArray(customization.id, dropped));

  for (const [position, entry] of input.entries()) {
    const columns = { inputType: entry.inputType, required: entry.required, position, textMaxLength: entry.inputType === 'TEXT' ? entry.textMaxLength : null };
    let id = entry.id;
    if (id === undefined) [{ id }] = await tx.insert(customization).values({ ...columns, productId, type: 'SIMPLE' }).returning({ id: customization.id });
    else {
      await tx.update(customization).set(columns).where(eq(customization.id, id));
      await tx.delete(customizationTranslation).where(eq(customizationTranslation.customizationId, id));
      await tx.delete(customizationValue).where(eq(customizationValue.customizationId, id));
    }
    const customizationId = id;
    await tx.insert(customizationTranslation).values(
      catalogueLangs.flatMap((lang) => (entry.label[lang] ? [{ customizationId, lang, label: entry.label[lang] as string, description: entry.description[lang] || null }] : [])),
    );
    for (const [valuePosition, value] of entry.values.entries()) {
      const [row] = await tx
        .insert(customizationValue)
        .values({
          customizationId,
          position: valuePosition,
          costType: value.costType,
          amount: value.costType === 'NONE' ? 0 : value.amount,
          textNumberOfChar: entry.inputType === 'TEXT' ? value.textNumberOfChar : null,
          selectKey: entry.inputType === 'SELECT' ? value.selectKey : null,
        })
        .returning({ id: customizationValue.id });
      const labels = catalogueLangs.flatMap((lang) => (value.label[lang] ? [{ valueId: row.id, lang, label: value.label[lang] as string }] : []));
      if (labels.length) await tx.insert(customizationValueTranslation).values(labels);
    }
  }
}
