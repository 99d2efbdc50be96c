import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { product } from './catalogue';
import { id, nonNegative, oneOf, position } from './columns';
import { form } from './forms';
import { langCode } from './site';

// What a customer may personalise on a product (an engraved text, a choice, an uploaded image,
// or a whole form) and what each choice costs.

export const customizationTypes = ['SIMPLE', 'DYNAMIC_FORM'] as const;
export type CustomizationType = (typeof customizationTypes)[number];

export const customizationInputTypes = ['TEXT', 'SELECT', 'CHECKBOX', 'FILE'] as const;
export type CustomizationInputType = (typeof customizationInputTypes)[number];

/** NONE, or an amount in cents (EURO) or in basis points of the unit price (PERCENT). */
export const customizationCostTypes = ['NONE', 'EURO', 'PERCENT'] as const;
export type CustomizationCostType = (typeof customizationCostTypes)[number];

/**
 * A SIMPLE customization asks one input (inputType); a DYNAMIC_FORM one asks the fields of a form.
 * FILE inputs carry the rules the server checks an upload against.
 */
export const customization = pgTable(
  'customization',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    type: text('type', { enum: customizationTypes }).notNull(),
    inputType: text('input_type', { enum: customizationInputTypes }),
    required: boolean('required').notNull().default(false),
    position: position(),
    formId: integer('form_id').references(() => form.id, { onDelete: 'restrict' }),
    acceptedMimes: text('accepted_mimes').array(),
    maxBytes: integer('max_bytes'),
    minWidth: integer('min_width'),
    minHeight: integer('min_height'),
    /** TEXT inputs: the longest text accepted. */
    textMaxLength: integer('text_max_length'),
  },
  (t) => [
    index('customization_product_idx').on(t.productId, t.position),
    oneOf('customization_type_check', t.type, customizationTypes),
    oneOf('customization_input_type_check', t.inputType, customizationInputTypes),
    check(
      'customization_shape_check',
      sql`case ${t.type} when 'SIMPLE' then ${t.inputType} is not null and ${t.formId} is null else ${t.formId} is not null end`,
    ),
    check('customization_file_rules_check', sql`${t.maxBytes} > 0 and ${t.minWidth} >= 0 and ${t.minHeight} >= 0`),
    check('customization_text_max_length_check', sql`${t.textMaxLength} > 0`),
  ],
);

export const customizationTranslation = pgTable(
  'customization_translation',
  {
    customizationId: integer('customization_id')
      .notNull()
      .references(() => customization.id, { onDelete: 'cascade' }),
    lang: langCode(),
    label: text('label').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.customizationId, t.lang] })],
);

/**
 * A priced option of a customization: a SELECT choice (selectKey), or for TEXT a price tier that
 * applies from textNumberOfChar characters on (the largest tier not above the text length wins).
 */
export const customizationValue = pgTable(
  'customization_value',
  {
    id: id(),
    customizationId: integer('customization_id')
      .notNull()
      .references(() => customization.id, { onDelete: 'cascade' }),
    textNumberOfChar: integer('text_number_of_char'),
    selectKey: text('select_key'),
    costType: text('cost_type', { enum: customizationCostTypes }).notNull().default('NONE'),
    amount: integer('amount').notNull().default(0),
    position: position(),
  },
  (t) => [
    index('customization_value_customization_idx').on(t.customizationId),
    uniqueIndex('customization_value_select_key_uq')
      .on(t.customizationId, t.selectKey)
      .where(sql`${t.selectKey} is not null`),
    oneOf('customization_value_cost_type_check', t.costType, customizationCostTypes),
    nonNegative('customization_value_amount_check', t.amount),
    nonNegative('customization_value_text_number_of_char_check', t.textNumberOfChar),
  ],
);

export const customizationValueTranslation = pgTable(
  'customization_value_translation',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => customizationValue.id, { onDelete: 'cascade' }),
    lang: langCode(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.lang] })],
);

export const customizationRelations = relations(customization, ({ one, many }) => ({
  product: one(product, { fields: [customization.productId], references: [product.id] }),
  form: one(form, { fields: [customization.formId], references: [form.id] }),
  translations: many(customizationTranslation),
  values: many(customizationValue),
}));

export const customizationTranslationRelations = relations(customizationTranslation, ({ one }) => ({
  customization: one(customization, {
    fields: [customizationTranslation.customizationId],
    references: [customization.id],
  }),
}));

export const customizationValueRelations = relations(customizationValue, ({ one, many }) => ({
  customization: one(customization, { fields: [customizationValue.customizationId], references: [customization.id] }),
  translations: many(customizationValueTranslation),
}));

export const customizationValueTranslationRelations = relations(customizationValueTranslation, ({ one }) => ({
  value: one(customizationValue, { fields: [customizationValueTranslation.valueId], references: [customizationValue.id] }),
}));
