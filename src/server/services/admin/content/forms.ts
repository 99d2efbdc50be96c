import { asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { AdminFormAnswer, AdminFormAnswers, AdminFormColumn, AdminFormList } from '~/lib/admin/content/forms';
import { slugify } from '~/lib/content/slug';
import { formatDateTime } from '~/lib/dates';
import { t } from '~/lib/i18n';
import type { Lang } from '~/lib/locale';
import type { Database } from '../../../db/connection';
import { form, formAnswer, formField, formFile, media, type FormFieldOption } from '../../../db/schema';
import { inLang } from '../../translations';
import { toCsv } from '../csv';
import { notFoundProblem, type ContentDeps } from './shared';

// The answers visitors sent through the site's forms, for the owner to read, export and erase.
// Answers show on no page, so reading or erasing them drops no cached page.

export async function adminForms(db: Database, lang: Lang): Promise<AdminFormList> {
  const rows = await db.query.form.findMany({ with: { translations: true }, orderBy: [asc(form.id)] });
  const counts = await db.select({ formId: formAnswer.formId, answers: count(), last: max(formAnswer.createdAt) }).from(formAnswer).groupBy(formAnswer.formId);
  const byForm = new Map(counts.map((row) => [row.formId, row]));
  return {
    forms: rows.map((row) => ({
      id: row.id,
      name: inLang(row.translations, lang)?.name ?? '',
      isPublished: row.isValid,
      answerCount: byForm.get(row.id)?.answers ?? 0,
      lastAnswerAt: byForm.get(row.id)?.last?.toISOString() ?? null,
    })),
  };
}

async function formWithFields(db: Database, id: number, lang: Lang) {
  const row = await db.query.form.findFirst({
    where: eq(form.id, id),
    with: { translations: true, fields: { with: { translations: true }, orderBy: [asc(formField.position), asc(formField.id)] } },
  });
  if (!row) throw notFoundProblem();
  const columns: (AdminFormColumn & { options: FormFieldOption[] })[] = row.fields.map((field) => ({
    name: field.name,
    label: inLang(field.translations, lang)?.label ?? field.name,
    type: field.type,
    options: field.options,
  }));
  // Answers keep what they were sent with: a field removed or renamed since still has its column,
  // after the form's own, named after it, so that no answer loses a value in the table or the CSV.
  const kept = new Set(columns.map((column) => column.name));
  const key = sql<string>`jsonb_object_keys(${formAnswer.values})`;
  const keys = await db.selectDistinct({ key }).from(formAnswer).where(eq(formAnswer.formId, id)).orderBy(key);
  const former = keys.filter(({ key: name }) => !kept.has(name));
  const formerLabel = t(lang)('admin-forms:former');
  columns.push(...former.map(({ key: name }) => ({ name, label: `${name} (${formerLabel})`, type: 'TEXT', former: true, options: [] })));
  return { name: inLang(row.translations, lang)?.name ?? '', columns };
}

/** A value as the owner reads it: a choice by its label in `lang`, several joined, a yes/no in words. */
function shown(value: unknown, options: FormFieldOption[], lang: Lang): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((one) => shown(one, options, lang)).join(', ');
  if (typeof value === 'boolean') return t(lang)(value ? 'admin-content:forms.yes' : 'admin-content:forms.no');
  const option = options.find((candidate) => candidate.key === String(value));
  if (option) return option.label[lang] ?? option.label.fr_FR ?? option.key;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

async function answersOf(db: Database, rows: (typeof formAnswer.$inferSelect)[], columns: Awaited<ReturnType<typeof formWithFields>>['columns'], lang: Lang): Promise<AdminFormAnswer[]> {
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await db.select({ id: formFile.id, answerId: formFile.answerId, fieldName: formFile.fieldName, filename: media.filename }).from(formFile).innerJoin(media, eq(media.id, formFile.mediaId)).where(inArray(formFile.answerId, ids))
    : [];
  return rows.map((row) => ({
    id: row.id,
    lang: row.lang,
    createdAt: row.createdAt.toISOString(),
    values: Object.fromEntries(columns.map((column) => [column.name, shown(row.values[column.name], column.options, lang)])),
    files: files.filter((file) => file.answerId === row.id).map(({ id, fieldName, filename }) => ({ id, fieldName, filename })),
  }));
}

export async function adminFormAnswers(db: Database, lang: Lang, id: number, query: { page: number; nbItem: number }): Promise<AdminFormAnswers> {
  const { name, columns } = await formWithFields(db, id, lang);
  const rows = await db.select().from(formAnswer).where(eq(formAnswer.formId, id)).orderBy(desc(formAnswer.createdAt), desc(formAnswer.id)).limit(query.nbItem).offset((query.page - 1) * query.nbItem);
  const [{ total }] = await db.select({ total: count() }).from(formAnswer).where(eq(formAnswer.formId, id));
  return {
    form: { id, name },
    columns: columns.map(({ options: _options, ...column }) => column),
    items: await answersOf(db, rows, columns, lang),
    total,
    page: query.page,
    nbItem: query.nbItem,
  };
}

/** Every answer of the form, oldest first, a column per field. */
export async function formAnswersCsv(db: Database, lang: Lang, id: number): Promise<{ filename: string; csv: string }> {
  const { name, columns } = await formWithFields(db, id, lang);
  const rows = await db.select().from(formAnswer).where(eq(formAnswer.formId, id)).orderBy(asc(formAnswer.createdAt), asc(formAnswer.id));
  const answers = await answersOf(db, rows, columns, lang);
  const tr = t(lang);
  const csv = toCsv(
    [tr('admin-content:forms.columns.createdAt'), tr('admin-content:forms.columns.lang'), ...columns.map((column) => column.label)],
    answers.map((answer) => [formatDateTime(answer.createdAt), answer.lang, ...columns.map((column) => answer.values[column.name] || answer.files.filter((file) => file.fieldName === column.name).map((file) => file.filename).join(', '))]),
  );
  return { filename: `${tr('admin-content:forms.filePrefix')}-${slugify(name) || id}.csv`, csv };
}

/** Erases an answer and the files sent with it (their media have no other owner). */
export async function deleteFormAnswer(deps: ContentDeps, id: number): Promise<{ id: number }> {
  await deps.db.transaction(async (tx) => {
    const files = await tx.select({ mediaId: formFile.mediaId }).from(formFile).where(eq(formFile.answerId, id));
    const [row] = await tx.delete(formAnswer).where(eq(formAnswer.id, id)).returning({ id: formAnswer.id });
    if (!row) throw notFoundProblem();
    if (files.length) await tx.delete(media).where(inArray(media.id, files.map((file) => file.mediaId)));
  });
  return { id };
}
