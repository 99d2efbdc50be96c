import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { customizationTextLength, type CustomizationAnswer, type ProductCustomization, type ValidatedFile } from '~/lib/cart';
import type { Lang } from '~/lib/locale';
import { formatCost, textTier, tierCost } from '~/lib/rules/customization-price';
import type { Database } from '../../db/connection';
import { customization, customizationValue, product } from '../../db/schema';
import { inLang } from '../translations';
import type { Problem } from './errors';
import { checkImage, type UploadedFile } from './files';
import { notFound } from '../errors';

// A product's customizations: how they are described to the customer, what an answer costs, and
// whether a set of answers (with its files) can go to the cart.

export async function loadCustomizations(db: Database, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db.query.customization.findMany({ where: inArray(customization.productId, productIds), ...customizationDetails });
}

/** A customization as the rules read it, for a relational query's `with` (`customizations: customizationDetails`). */
export const customizationDetails = {
  orderBy: (c: typeof customization._.columns) => [asc(c.position), asc(c.id)],
  with: {
    translations: true,
    values: { orderBy: (v: typeof customizationValue._.columns) => [asc(v.position), asc(v.id)], with: { translations: true } },
    form: { with: { fields: { with: { translations: true } } } },
  },
} as const;

export type CustomizationRow = Awaited<ReturnType<typeof loadCustomizations>>[number];

export async function productCustomizations(db: Database, productId: number) {
  return loadCustomizations(db, [productId]);
}

/** The customizations of a product for sale, in order; a product unknown or off sale is not found. */
export async function productOnSaleCustomizations(db: Database, productId: number) {
  const [found] = await db.select({ id: product.id }).from(product).where(and(eq(product.id, productId), eq(product.isValid, true)));
  if (!found) throw notFound();
  return productCustomizations(db, productId);
}

/** The customization a file is checked for: a FILE input of a product for sale. */
export async function fileCustomization(db: Database, customizationId: number) {
  const row = await db.query.customization.findFirst({ where: eq(customization.id, customizationId), with: { product: true } });
  if (!row || !row.product.isValid) throw notFound();
  return row;
}

export const customizationLabel = (row: CustomizationRow, lang: Lang) => inLang(row.translations, lang)?.label ?? '';

export function describeCustomization(row: CustomizationRow, lang: Lang): ProductCustomization {
  const translation = inLang(row.translations, lang);
  return {
    id: row.id,
    type: row.type,
    inputType: row.inputType,
    label: translation?.label ?? '',
    description: translation?.description ?? null,
    required: row.required,
    textMaxLength: row.textMaxLength,
    file:
      row.inputType === 'FILE'
        ? { acceptedMimes: row.acceptedMimes ?? [], maxBytes: row.maxBytes, minWidth: row.minWidth, minHeight: row.minHeight }
        : null,
    formId: row.formId,
    values: row.values.map((value) => ({
      id: value.id,
      label: inLang(value.translations, lang)?.label ?? '',
      textNumberOfChar: value.textNumberOfChar,
      selectKey: value.selectKey,
      costType: value.costType,
      amount: value.amount,
      cost: value.costType === 'NONE' || value.amount === 0 ? null : formatCost(value, lang),
    })),
  };
}

/** What one answer adds to a unit whose price is `basePrice` (percent costs apply to it). */
export function answerCost(row: CustomizationRow, answer: CustomizationAnswer, basePrice: number): number {
  if (row.type === 'SIMPLE' && row.inputType === 'TEXT') {
    const tiers = row.values.filter((v): v is typeof v & { textNumberOfChar: number } => v.textNumberOfChar !== null);
    return tierCost(textTier(tiers, customizationTextLength(answer.textValue ?? '')), basePrice);
  }
  if (row.type === 'SIMPLE' && row.inputType === 'SELECT') {
    return tierCost(row.values.find((v) => v.selectKey === answer.selectValue?.key) ?? null, basePrice);
  }
  // A ticked box, a file, a filled form: the customization's one price.
  return tierCost(row.values[0] ?? null, basePrice);
}

export function priceAnswers(rows: CustomizationRow[], answers: CustomizationAnswer[], basePrice: number) {
  const lines = answers.flatMap((answer) => {
    const row = rows.find((r) => r.id === answer.id);
    return row ? [{ id: answer.id, cost: answerCost(row, answer, basePrice) }] : [];
  });
  return { customizationCost: lines.reduce((sum, line) => sum + line.cost, 0), lines };
}

export interface AnswerProblem {
  /** The customization's label, or the item's when the answer names no customization of it. */
  key: string;
  problem: Problem;
}

export interface CheckedAnswers {
  /** The answers as stored: one per answered customization, in the product's order, nothing the server did not check. */
  answers: CustomizationAnswer[];
  files: { customizationId: number; file: ValidatedFile; bytes: Uint8Array }[];
  problems: AnswerProblem[];
}

interface CheckOptions {
  lang: Lang;
  /** Names the answers that match no customization of the product. */
  itemLabel: string;
  /** Pricing a customization in progress: required answers may be missing, files are not sent yet. */
  partial?: boolean;
}

const problem = (key: string, params: Record<string, string | number> = {}): Problem => ({ key, params });
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u;
const MAX_FORM_VALUE = 2000;

/** The answer, cleaned, when the customer gave one; a Problem when what they gave is wrong; null when unanswered. */
function checkAnswer(
  row: CustomizationRow,
  given: CustomizationAnswer | undefined,
  upload: UploadedFile | undefined,
  options: CheckOptions,
): { answer: CustomizationAnswer; file?: { file: ValidatedFile; bytes: Uint8Array } } | Problem | null {
  if (row.type === 'DYNAMIC_FORM') return checkFormAnswer(row, given, options.lang);
  switch (row.inputType) {
    case 'TEXT': {
      const text = (given?.textValue ?? '').normalize('NFC').trim();
      if (text === '') return null;
      if (!PRINTABLE.test(text.replace(/\s/g, ' '))) return problem('cart:customization.textInvalid');
      const length = customizationTextLength(text);
      if (row.textMaxLength !== null && length > row.textMaxLength) return problem('cart:customization.textTooLong', { max: row.textMaxLength, length });
      return { answer: { id: row.id, textValue: text } };
    }
    case 'SELECT': {
      const key = given?.selectValue?.key;
      if (!key) return null;
      const value = row.values.find((v) => v.selectKey === key);
      if (!value) return problem('cart:customization.selectUnknown');
      return { answer: { id: row.id, selectValue: { key, value: inLang(value.translations, options.lang)?.label ?? key } } };
    }
    case 'CHECKBOX':
      return given?.checkboxValue === true ? { answer: { id: row.id, checkboxValue: true } } : null;
    case 'FILE': {
      if (options.partial) return given?.filename ? { answer: { id: row.id, filename: given.filename } } : null;
      if (!upload) return given?.filename ? problem('cart:customization.fileMissing') : null;
      const checked = checkImage(row, upload, options.lang);
      if (!checked.ok) return checked.problem;
      return { answer: { id: row.id, filename: checked.file.filename }, file: { file: checked.file, bytes: upload.bytes } };
    }
    default:
      return null;
  }
}

function checkFormAnswer(row: CustomizationRow, given: CustomizationAnswer | undefined, lang: Lang) {
  if (!row.form) return problem('cart:customization.formUnknown');
  const values: Record<string, string | number | boolean | string[]> = {};
  for (const field of [...row.form.fields].sort((a, b) => a.position - b.position)) {
    const raw = given?.formAnswer?.[field.name];
    const value =
      typeof raw === 'string' ? raw.trim().slice(0, MAX_FORM_VALUE)
      : typeof raw === 'number' || typeof raw === 'boolean' ? raw
      : Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string').slice(0, 50)
      : null;
    const empty = value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0);
    if (empty) {
      if (field.required && given) return problem('cart:customization.formFieldRequired', { field: inLang(field.translations, lang)?.label ?? field.name });
      continue;
    }
    values[field.name] = value;
  }
  return Object.keys(values).length ? { answer: { id: row.id, formAnswer: values } } : null;
}

const unansweredProblem = (row: CustomizationRow): Problem =>
  row.inputType === 'TEXT' ? problem('cart:customization.textRequired')
  : row.inputType === 'FILE' ? problem('cart:customization.fileMissing')
  : problem('cart:customization.required');

/**
 * Checks the customer's answers against the product's customizations: each names one of them,
 * once; texts within their length; options among those offered; files real images within the
 * rules; every required customization answered. A FILE answer finds its upload by file name, or
 * takes the only upload when the product asks for a single file.
 */
export function checkAnswers(
  rows: CustomizationRow[],
  given: CustomizationAnswer[],
  uploads: UploadedFile[],
  options: CheckOptions,
): CheckedAnswers {
  const result: CheckedAnswers = { answers: [], files: [], problems: [] };
  const seen = new Set<number>();
  for (const answer of given) {
    const row = rows.find((r) => r.id === answer.id);
    if (!row) result.problems.push({ key: options.itemLabel, problem: problem('cart:customization.unknown') });
    else if (seen.has(answer.id)) result.problems.push({ key: customizationLabel(row, options.lang), problem: problem('cart:customization.duplicate') });
    seen.add(answer.id);
  }
  const fileRows = rows.filter((r) => r.type === 'SIMPLE' && r.inputType === 'FILE');
  for (const row of rows) {
    const answer = given.find((a) => a.id === row.id);
    const upload =
      row.inputType === 'FILE'
        ? (uploads.find((u) => answer?.filename !== undefined && u.name === answer.filename) ??
          (fileRows.length === 1 && uploads.length === 1 ? uploads[0] : undefined))
        : undefined;
    const checked = checkAnswer(row, answer, upload, options);
    const label = customizationLabel(row, options.lang);
    if (checked === null) {
      if (row.required && !options.partial) result.problems.push({ key: label, problem: unansweredProblem(row) });
    } else if ('answer' in checked) {
      result.answers.push(checked.answer);
      if (checked.file) result.files.push({ customizationId: row.id, ...checked.file });
    } else {
      result.problems.push({ key: label, problem: checked });
    }
  }
  return result;
}

/** How an answer reads in the cart: the text, the option chosen, 'Oui', the file's name, the form's values. */
export function answerSummary(row: CustomizationRow, answer: CustomizationAnswer, lang: Lang, t: TFunction): string {
  if (answer.textValue !== undefined) return answer.textValue;
  if (answer.selectValue) {
    const value = row.values.find((v) => v.selectKey === answer.selectValue?.key);
    return value ? (inLang(value.translations, lang)?.label ?? answer.selectValue.value) : answer.selectValue.value;
  }
  if (answer.checkboxValue !== undefined) return t('cart:lines.checked');
  if (answer.filename !== undefined) return answer.filename;
  // In the form's order: the database keeps an answer's keys in an order of its own.
  const fields = [...(row.form?.fields ?? [])].sort((a, b) => a.position - b.position);
  const values = answer.formAnswer ?? {};
  return fields
    .filter((field) => values[field.name] !== undefined)
    .map((field) => {
      const value = values[field.name];
      return t('cart:labelled', {
        label: inLang(field.translations, lang)?.label ?? field.name,
        text: Array.isArray(value) ? value.join(', ') : String(value),
      });
    })
    .join(' · ');
}

