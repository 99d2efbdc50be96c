import { z } from 'zod';
import { t as translator, type Lang } from '~/lib/i18n';
import { normalizePhone } from '~/lib/rules/phone';
import type { FormFieldRules, FormFieldType } from '~/lib/forms';

// The rules an answer to a form must follow, field by field: what the owner set (required,
// lengths, bounds, pattern, accepted files) and what each kind of field implies (an e-mail
// address, a phone number, one of the choices offered).

export interface FieldRuleSet {
  name: string;
  type: FormFieldType;
  required: boolean;
  options: { key: string }[];
  rules: FormFieldRules;
}

/** A file as the browser describes it before sending it (validate), or as received (submit). */
export interface FileInfo {
  filename: string;
  size: number;
  mime: string;
  bytes?: Uint8Array;
}

const DEFAULT_MIMES = ['application/pdf', 'image/jpeg', 'image/png'];
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const MIME_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** The type the first bytes of a file reveal, for the kinds of file forms accept by default. */
function sniffedMime(bytes: Uint8Array): string | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const email = z.email();

function asFileInfo(value: unknown): FileInfo | null {
  if (!value || typeof value !== 'object') return null;
  const { filename, size, mime, bytes } = value as Record<string, unknown>;
  if (typeof filename !== 'string' || typeof size !== 'number' || typeof mime !== 'string') return null;
  return { filename, size, mime, bytes: bytes instanceof Uint8Array ? bytes : undefined };
}

/** One field's problem as an i18n key and its values, or its cleaned value. */
type Check = { problem: string; params?: Record<string, string | number> } | { value: unknown };

/** The owner's pattern, whole value; a pattern that is not a valid expression checks nothing. */
function matchesPattern(text: string, pattern: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(text);
  } catch {
    return true;
  }
}

function checkText(value: unknown, rules: FormFieldRules): Check {
  if (typeof value !== 'string') return { problem: 'invalid' };
  const text = value.trim();
  if (rules.minLength !== undefined && text.length < rules.minLength) return { problem: 'tooShort', params: { min: rules.minLength } };
  if (rules.maxLength !== undefined && text.length > rules.maxLength) return { problem: 'tooLong', params: { max: rules.maxLength } };
  if (rules.pattern && !matchesPattern(text, rules.pattern)) return { problem: 'pattern' };
  return { value: text };
}

function checkField(field: FieldRuleSet, value: unknown): Check {
  const { rules } = field;
  const keys = field.options.map((option) => option.key);
  switch (field.type) {
    case 'TEXT':
    case 'TEXTAREA':
      return checkText(value, rules);
    case 'EMAIL': {
      const checked = checkText(value, { maxLength: 254, ...rules });
      if ('problem' in checked) return checked;
      return email.safeParse(checked.value).success ? { value: String(checked.value).toLowerCase() } : { problem: 'email' };
    }
    case 'PHONE': {
      const phone = typeof value === 'string' ? normalizePhone(value, false) : null;
      return phone?.ok ? { value: phone.phone } : { problem: 'phone' };
    }
    case 'NUMBER': {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : Number.NaN;
      if (!Number.isFinite(number)) return { problem: 'number' };
      if (rules.min !== undefined && number < rules.min) return { problem: 'min', params: { min: rules.min } };
      if (rules.max !== undefined && number > rules.max) return { problem: 'max', params: { max: rules.max } };
      return { value: number };
    }
    case 'DATE': {
      const text = typeof value === 'string' ? value.trim() : '';
      const date = new Date(`${text}T12:00:00Z`);
      return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
        ? { value: text }
        : { problem: 'date' };
    }
    case 'SELECT':
    case 'RADIO':
      return typeof value === 'string' && keys.includes(value) ? { value } : { problem: 'choice' };
    case 'CHECKBOX': {
      // Without choices it is a single box to tick (an agreement); with choices, any of them.
      if (keys.length === 0) return value === true || value === 'true' || value === 'on' ? { value: true } : { problem: 'invalid' };
      const picked = Array.isArray(value) ? value : [value];
      return picked.every((key) => typeof key === 'string' && keys.includes(key)) ? { value: picked } : { problem: 'choice' };
    }
    case 'FILE': {
      const file = asFileInfo(value);
      if (!file) return { problem: 'invalid' };
      const accepted = rules.acceptedMimes ?? DEFAULT_MIMES;
      // A received file is what its bytes say: a program renamed cv.pdf is not a PDF.
      const mime = file.bytes ? (sniffedMime(file.bytes) ?? (MIME_NAMES[file.mime] ? 'application/octet-stream' : file.mime)) : file.mime;
      if (!accepted.includes(mime)) return { problem: 'fileType', params: { types: accepted.map((m) => MIME_NAMES[m] ?? m).join(', ') } };
      const maxBytes = rules.maxBytes ?? DEFAULT_MAX_BYTES;
      if (file.size > maxBytes) return { problem: 'fileSize', params: { megabytes: Math.round((maxBytes / 1024 / 1024) * 10) / 10 } };
      return { value: file.filename };
    }
  }
}

/**
 * Checks every field of an answer. `files` holds the files received with a submitted answer; a
 * validation before sending describes them in `values` as { filename, size, mime }. Returns the
 * problems by field name, in `lang`, and the answer reduced to the form's fields.
 */
export function checkAnswer(fields: FieldRuleSet[], values: Record<string, unknown>, lang: Lang, files?: Map<string, FileInfo>) {
  const t = translator(lang);
  const errors: Record<string, string> = {};
  const clean: Record<string, unknown> = {};
  for (const field of fields) {
    const value = field.type === 'FILE' && files ? files.get(field.name) : values[field.name];
    if (isBlank(value)) {
      if (field.required) errors[field.name] = t('engagement:form.errors.required');
      continue;
    }
    const checked = checkField(field, value);
    if ('problem' in checked) errors[field.name] = t(`engagement:form.errors.${checked.problem}`, { ...checked.params });
    else clean[field.name] = checked.value;
  }
  return { errors, clean };
}
