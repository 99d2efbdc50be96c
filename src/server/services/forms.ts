import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Lang } from '~/lib/i18n';
import { t as translator } from '~/lib/i18n';
import type { Caller, ShopDeps } from '../deps';
import type { Database } from '../db/connection';
import { form, formAnswer, formField, formFile, media, mediaContent } from '../db/schema';
import { composeMail, type MailDetail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { mailBrand } from './brand';
import { RULES } from './throttle';
import { checkAnswer, type FileInfo } from './form-rules';
import { parameterValue } from './parameters';
import { inLang } from './translations';
import { invalid, notFound } from './errors';
import type { FormCheck, FormSubmitted, FormView } from '~/lib/contracts/forms';

// Forms the owner builds in the back office: their definition in the visitor's language, the
// server's check of an answer (the authority: the browser only shows what it says), and the
// answers and files received.

/** GET /forms/{id}: a valid form and its fields, in order, texts in `lang`. */
export async function getForm(db: Database, lang: Lang, id: number): Promise<FormView> {
  const row = await db.query.form.findFirst({
    where: and(eq(form.id, id), eq(form.isValid, true)),
    with: { translations: true, fields: { with: { translations: true }, orderBy: [asc(formField.position), asc(formField.id)] } },
  });
  if (!row) throw notFound('engagement:errors.formNotFound');
  const text = inLang(row.translations, lang);
  return {
    id: row.id,
    name: text?.name ?? '',
    description: text?.description ?? null,
    submitLabel: text?.submitLabel ?? null,
    successMessage: text?.successMessage ?? null,
    fields: row.fields.map((field) => {
      const fieldText = inLang(field.translations, lang);
      return {
        id: field.id,
        name: field.name,
        type: field.type,
        required: field.required,
        label: fieldText?.label ?? field.name,
        placeholder: fieldText?.placeholder ?? null,
        helpText: fieldText?.helpText ?? null,
        options: field.options.map((option) => ({ key: option.key, label: option.label[lang] ?? option.label.fr_FR ?? option.key })),
        rules: field.rules,
      };
    }),
  };
}

/**
 * The form a visitor writes to the estate with (the contact page): the first valid form whose
 * fields can make a message (name, email, message); null when the owner has none.
 */
export async function contactFormId(db: Database): Promise<number | null> {
  const rows = await db
    .select({ id: form.id, name: formField.name })
    .from(form)
    .innerJoin(formField, eq(formField.formId, form.id))
    .where(eq(form.isValid, true))
    .orderBy(asc(form.id));
  const names = new Map<number, Set<string>>();
  for (const row of rows) names.set(row.id, (names.get(row.id) ?? new Set()).add(row.name));
  for (const [id, fields] of names) if (['name', 'email', 'message'].every((name) => fields.has(name))) return id;
  return null;
}

/** POST /forms/{id}/answer/validate: the problems of an answer, one sentence per field, in `lang`. */
export async function validateAnswer(db: Database, lang: Lang, id: number, values: Record<string, unknown>): Promise<FormCheck> {
  const found = await getForm(db, lang, id);
  const { errors } = checkAnswer(found.fields, values, lang);
  return { valid: Object.keys(errors).length === 0, errors };
}

export interface UploadedFile {
  field: string;
  file: File;
}

export interface AnswerContext {
  siteId: number;
  lang: Lang;
  caller: Caller | null;
  ip: string;
}

/** A summary of an answer for the estate's e-mail: each field's label and what was written. */
function answerSummary(found: FormView, values: Record<string, unknown>): MailDetail[] {
  return found.fields.flatMap((field): MailDetail[] => {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') return [];
    const label = (key: unknown) => field.options.find((option) => option.key === key)?.label ?? String(key);
    if (Array.isArray(value)) return [[field.label, value.map(label).join(', ')]];
    if (field.type === 'SELECT' || field.type === 'RADIO') return [[field.label, label(value)]];
    if (typeof value === 'boolean') return [[field.label, translator('fr_FR')(value ? 'engagement:form.yes' : 'engagement:form.no')]];
    return [[field.label, String(value)]];
  });
}

/** The estate's notice of an answer (in French; replying goes to the address the visitor gave), when it has an address. */
async function answerNotices(deps: ShopDeps, siteId: number, id: number, clean: Record<string, unknown>) {
  const estate = await parameterValue(deps.db, siteId, 'COMPANY_EMAIL');
  if (!estate) return [];
  const frenchForm = await getForm(deps.db, 'fr_FR', id);
  const replyTo = frenchForm.fields.find((field) => field.type === 'EMAIL' && typeof clean[field.name] === 'string');
  const brand = await mailBrand(deps, siteId, 'fr_FR');
  const message = composeMail('fr_FR', 'engagement:mail.formAnswer', estate, brand, { form: frenchForm.name }, undefined, answerSummary(frenchForm, clean));
  return [{ ...message, replyTo: replyTo ? String(clean[replyTo.name]) : undefined }];
}

/**
 * POST /forms/{id}/submit: checks the answer again, then stores it with its files (private media,
 * served to admins only) and the estate's notice in one transaction. Rate limited per address.
 */
export async function submitAnswer(deps: ShopDeps, context: AnswerContext, id: number, values: Record<string, unknown>, uploads: UploadedFile[]): Promise<FormSubmitted> {
  const { db } = deps;
  const now = deps.now();
  const found = await getForm(db, context.lang, id);
  const contents = await Promise.all(uploads.map(async (upload) => ({ ...upload, bytes: new Uint8Array(await upload.file.arrayBuffer()) })));
  const files = new Map<string, FileInfo>(contents.map((c) => [c.field, { filename: c.file.name, size: c.bytes.byteLength, mime: c.file.type, bytes: c.bytes }]));
  const clean = await deps.throttle.takeWhenValid([{ rule: RULES.formAnswerByAddress, key: context.ip }], () => {
    const { errors, clean } = checkAnswer(found.fields, values, context.lang, files);
    if (Object.keys(errors).length) {
      const labels = found.fields.filter((field) => errors[field.name]).map((field) => field.label);
      throw invalid('engagement:errors.formInvalid', { fields: labels.join(', ') });
    }
    return clean;
  });

  const notices = await answerNotices(deps, context.siteId, id, clean);
  const answerId = await db.transaction(async (tx) => {
    const [answer] = await tx
      .insert(formAnswer)
      .values({ formId: id, userId: context.caller?.userId ?? null, lang: context.lang, values: clean, createdAt: now })
      .returning({ id: formAnswer.id });
    for (const upload of contents) {
      const info = files.get(upload.field)!;
      const [stored] = await tx
        .insert(media)
        .values({
          kind: 'FILE',
          filename: info.filename,
          mime: info.mime,
          byteSize: info.size,
          sha256: createHash('sha256').update(upload.bytes).digest('hex'),
          isPublic: false,
        })
        .returning({ id: media.id });
      await tx.insert(mediaContent).values({ mediaId: stored.id, bytes: upload.bytes });
      await tx.insert(formFile).values({ answerId: answer.id, fieldName: upload.field, mediaId: stored.id });
    }
    await queueMail(tx, ...notices);
    return answer.id;
  });
  return { id: answerId, message: found.successMessage };
}

/** GET /forms/file/download/{id}: a file received with an answer (the caller is checked to be an admin). */
export async function formFileDownload(db: Database, id: number) {
  const [row] = await db
    .select({ filename: media.filename, mime: media.mime, bytes: mediaContent.bytes })
    .from(formFile)
    .innerJoin(media, eq(media.id, formFile.mediaId))
    .innerJoin(mediaContent, eq(mediaContent.mediaId, media.id))
    .where(eq(formFile.id, id));
  if (!row) throw notFound('engagement:errors.fileNotFound');
  return row;
}
