import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ContentLang } from '~/lib/admin/content/common';
import type { AdminFormDetail, AdminFormField, FormFieldText, FormText, FormValues } from '~/lib/admin/content/form-builder';
import type { FormFieldRules } from '~/lib/forms';
import type { Database } from '../../../db/connection';
import { customization, form, formAnswer, formField, formFieldTranslation, formTranslation } from '../../../db/schema';
import { conflict, invalid } from '../../errors';
import { notFoundProblem, type ContentDeps } from './shared';

// The forms the owner builds: their texts and fields, saved whole in one transaction. A form shows
// on the contact page (tagged 'forms', since which form it shows depends on all of them, and
// `form:{id}`); the customization pages that ask a form's fields are not cached. Answers are never
// rewritten: a field removed or renamed leaves its past values in them (see ./forms.ts).

type SentField = FormValues['fields'][number];

const formTags = (id: number) => ['forms', `form:${id}`];

const textOf = <T extends { lang: string }>(rows: T[], lang: ContentLang) => rows.find((row) => row.lang === lang) ?? null;

function formText(row: typeof formTranslation.$inferSelect | null): FormText | null {
  return row ? { name: row.name, description: row.description, submitLabel: row.submitLabel, successMessage: row.successMessage } : null;
}

function fieldText(row: typeof formFieldTranslation.$inferSelect | null): FormFieldText | null {
  return row ? { label: row.label, placeholder: row.placeholder, helpText: row.helpText } : null;
}

export async function adminForm(db: Database, id: number): Promise<AdminFormDetail> {
  const row = await db.query.form.findFirst({
    where: eq(form.id, id),
    with: { translations: true, fields: { with: { translations: true }, orderBy: [asc(formField.position), asc(formField.id)] } },
  });
  if (!row) throw notFoundProblem();
  const answerCount = await db.$count(formAnswer, eq(formAnswer.formId, id));
  return {
    id: row.id,
    isPublished: row.isValid,
    texts: { fr_FR: formText(textOf(row.translations, 'fr_FR')) ?? { name: '', description: null, submitLabel: null, successMessage: null }, en_US: formText(textOf(row.translations, 'en_US')) },
    fields: row.fields.map(
      (field): AdminFormField => ({
        id: field.id,
        type: field.type,
        name: field.name,
        required: field.required,
        texts: { fr_FR: fieldText(textOf(field.translations, 'fr_FR')) ?? { label: field.name, placeholder: null, helpText: null }, en_US: fieldText(textOf(field.translations, 'en_US')) },
        options: field.options.map((option) => ({ key: option.key, label: { fr_FR: option.label.fr_FR ?? option.key, en_US: option.label.en_US ?? null } })),
        rules: field.rules,
      }),
    ),
    answerCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Each language's text of the form, French first; without English the English site shows French. */
async function writeTexts(tx: Database, id: number, texts: FormValues['texts']) {
  await tx.delete(formTranslation).where(eq(formTranslation.formId, id));
  const rows = (['fr_FR', 'en_US'] as const).flatMap((lang) => {
    const text = texts[lang];
    return text ? [{ formId: id, lang, name: text.name, description: text.description ?? null, submitLabel: text.submitLabel ?? null, successMessage: text.successMessage ?? null }] : [];
  });
  await tx.insert(formTranslation).values(rows);
}

/** The rules the owner set; the schema has already refused those the field's type does not follow. */
function rulesOf(field: SentField): FormFieldRules {
  return Object.fromEntries(Object.entries(field.rules).filter(([, value]) => value !== undefined)) as FormFieldRules;
}

const fieldRow = (field: SentField, position: number) => ({
  type: field.type,
  name: field.name,
  required: field.required,
  position,
  options: field.options.map((option) => ({ key: option.key, label: { fr_FR: option.label.fr_FR, ...(option.label.en_US ? { en_US: option.label.en_US } : {}) } })),
  rules: rulesOf(field),
});

async function writeFieldTexts(tx: Database, fieldId: number, texts: SentField['texts']) {
  await tx.delete(formFieldTranslation).where(eq(formFieldTranslation.fieldId, fieldId));
  const rows = (['fr_FR', 'en_US'] as const).flatMap((lang) => {
    const text = texts[lang];
    return text ? [{ fieldId, lang, label: text.label, placeholder: text.placeholder ?? null, helpText: text.helpText ?? null }] : [];
  });
  await tx.insert(formFieldTranslation).values(rows);
}

/**
 * The form's fields become those sent, in their order: the ones left out are removed, the ones
 * with an id changed, the others added. Names are first set aside, so that two fields may swap
 * theirs without meeting the form's one-name-per-field rule halfway.
 */
async function writeFields(tx: Database, formId: number, fields: SentField[]) {
  const kept = fields.flatMap((field) => (field.id === null ? [] : [field.id]));
  if (kept.length) {
    const owned = await tx.select({ id: formField.id }).from(formField).where(and(eq(formField.formId, formId), inArray(formField.id, kept)));
    const missing = kept.find((id) => !owned.some((row) => row.id === id));
    if (missing !== undefined) throw invalid('admin-forms:errors.fieldNotFound', { id: missing });
  }
  await tx.delete(formField).where(kept.length ? and(eq(formField.formId, formId), notInArray(formField.id, kept)) : eq(formField.formId, formId));
  if (kept.length) await tx.update(formField).set({ name: sql`'~' || ${formField.id}` }).where(inArray(formField.id, kept));
  for (const [position, field] of fields.entries()) {
    let fieldId = field.id;
    if (fieldId === null) {
      const [row] = await tx.insert(formField).values({ formId, ...fieldRow(field, position) }).returning({ id: formField.id });
      fieldId = row.id;
    } else {
      await tx.update(formField).set(fieldRow(field, position)).where(eq(formField.id, fieldId));
    }
    await writeFieldTexts(tx, fieldId, field.texts);
  }
}

export async function createForm(deps: ContentDeps, values: FormValues): Promise<AdminFormDetail> {
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(form).values({ isValid: values.isPublished }).returning({ id: form.id });
    await writeTexts(tx, row.id, values.texts);
    await writeFields(tx, row.id, values.fields);
    await deps.pageCache.invalidate(tx, formTags(row.id));
    return row.id;
  });
  return adminForm(deps.db, id);
}

export async function updateForm(deps: ContentDeps, id: number, values: FormValues): Promise<AdminFormDetail> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(form).set({ isValid: values.isPublished, updatedAt: new Date() }).where(eq(form.id, id)).returning({ id: form.id });
    if (!row) throw notFoundProblem();
    await writeTexts(tx, id, values.texts);
    await writeFields(tx, id, values.fields);
    await deps.pageCache.invalidate(tx, formTags(id));
  });
  return adminForm(deps.db, id);
}

/** Deletes a form and its answers; a form a customization asks stays until the product no longer uses it. */
export async function deleteForm(deps: ContentDeps, id: number): Promise<{ id: number }> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: form.id }).from(form).where(eq(form.id, id)).for('update');
    if (!row) throw notFoundProblem();
    const uses = await tx.$count(customization, eq(customization.formId, id));
    if (uses) throw conflict('admin-forms:errors.usedByCustomization', { count: uses });
    await tx.delete(form).where(eq(form.id, id));
    await deps.pageCache.invalidate(tx, formTags(id));
  });
  return { id };
}
