import { relations } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, position, timestamps } from './columns';
import { media } from './media';
import { langCode, type LanguageCode } from './site';
import { user } from './users';
import { formFieldTypes, type FormFieldRules } from '../../../lib/forms';

// Forms the owner builds (contact variants, event sign-ups, dynamic product customizations) and
// the answers they receive. The server validates every answer against the fields' rules.

/** A choice of a SELECT, RADIO or CHECKBOX field. */
export interface FormFieldOption {
  key: string;
  label: Partial<Record<LanguageCode, string>>;
}


export const form = pgTable('form', {
  id: id(),
  isValid: boolean('is_valid').notNull().default(true),
  ...timestamps(),
});

export const formTranslation = pgTable(
  'form_translation',
  {
    formId: integer('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    lang: langCode(),
    name: text('name').notNull(),
    description: text('description'),
    submitLabel: text('submit_label'),
    successMessage: text('success_message'),
  },
  (t) => [primaryKey({ columns: [t.formId, t.lang] })],
);

export const formField = pgTable(
  'form_field',
  {
    id: id(),
    formId: integer('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    type: text('type', { enum: formFieldTypes }).notNull(),
    /** The key of the field in an answer's values. */
    name: text('name').notNull(),
    required: boolean('required').notNull().default(false),
    position: position(),
    options: jsonb('options').$type<FormFieldOption[]>().notNull().default([]),
    rules: jsonb('rules').$type<FormFieldRules>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('form_field_form_name_uq').on(t.formId, t.name),
    oneOf('form_field_type_check', t.type, formFieldTypes),
  ],
);

export const formFieldTranslation = pgTable(
  'form_field_translation',
  {
    fieldId: integer('field_id')
      .notNull()
      .references(() => formField.id, { onDelete: 'cascade' }),
    lang: langCode(),
    label: text('label').notNull(),
    placeholder: text('placeholder'),
    helpText: text('help_text'),
  },
  (t) => [primaryKey({ columns: [t.fieldId, t.lang] })],
);

export const formAnswer = pgTable(
  'form_answer',
  {
    id: id(),
    formId: integer('form_id')
      .notNull()
      .references(() => form.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    lang: langCode(),
    /** Field name → value, as validated. */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_answer_form_idx').on(t.formId, t.createdAt), index('form_answer_user_idx').on(t.userId)],
);

/** A file sent with an answer (GET /forms/file/download/{id}); its media is not public. */
export const formFile = pgTable(
  'form_file',
  {
    id: id(),
    answerId: integer('answer_id')
      .notNull()
      .references(() => formAnswer.id, { onDelete: 'cascade' }),
    fieldName: text('field_name').notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [index('form_file_answer_idx').on(t.answerId)],
);

export const formRelations = relations(form, ({ many }) => ({
  translations: many(formTranslation),
  fields: many(formField),
  answers: many(formAnswer),
}));

export const formTranslationRelations = relations(formTranslation, ({ one }) => ({
  form: one(form, { fields: [formTranslation.formId], references: [form.id] }),
}));

export const formFieldRelations = relations(formField, ({ one, many }) => ({
  form: one(form, { fields: [formField.formId], references: [form.id] }),
  translations: many(formFieldTranslation),
}));

export const formFieldTranslationRelations = relations(formFieldTranslation, ({ one }) => ({
  field: one(formField, { fields: [formFieldTranslation.fieldId], references: [formField.id] }),
}));

export const formAnswerRelations = relations(formAnswer, ({ one, many }) => ({
  form: one(form, { fields: [formAnswer.formId], references: [form.id] }),
  user: one(user, { fields: [formAnswer.userId], references: [user.id] }),
  files: many(formFile),
}));

export const formFileRelations = relations(formFile, ({ one }) => ({
  answer: one(formAnswer, { fields: [formFile.answerId], references: [formAnswer.id] }),
  media: one(media, { fields: [formFile.mediaId], references: [media.id] }),
}));
