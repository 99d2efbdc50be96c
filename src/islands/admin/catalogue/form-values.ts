import type { TFunction } from 'i18next';
import { ApiRequestError } from '~/lib/api';
import type { Lang } from '~/lib/locale';

// The catalogue forms hold what the owner types (text: '13,50', '' for nothing); the API takes
// cents, basis points and nulls. These turn one into the other; what cannot be read becomes NaN,
// which the API's schema then refuses with its own message.

/** '13,50' or '13.50' → 1350; '' → null; anything else → NaN. Also turns a percentage into basis points. */
export function hundredths(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f€%]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** A decimal the owner typed ('1,5'); '' → null. */
export function decimal(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A whole number the owner typed; '' → null. */
export function whole(text: string): number | null {
  const cleaned = text.trim();
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** 1350 → '13,50' in French, '13.50' in English; null → ''. */
export function hundredthsText(value: number | null, lang: Lang): string {
  if (value === null) return '';
  const text = (value / 100).toFixed(value % 100 === 0 ? 0 : 2);
  return lang === 'fr_FR' ? text.replace('.', ',') : text;
}

export function decimalText(value: number | null, lang: Lang): string {
  if (value === null) return '';
  return lang === 'fr_FR' ? String(value).replace('.', ',') : String(value);
}

export const wholeText = (value: number | null) => (value === null ? '' : String(value));

/** '' → null: an empty text field means no text. */
export const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The owner's day (yyyy-mm-dd, their time) → the instant it starts; the day after for an end date, which is inclusive. */
export function dayStart(day: string, { after = false } = {}): string | null {
  if (!day) return null;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return 'invalid';
  if (after) date.setDate(date.getDate() + 1);
  return date.toISOString();
}

/** The reverse of dayStart: the day an instant falls on, in the owner's time. */
export function dayOf(instant: string | null, { before = false } = {}): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (before) date.setDate(date.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A schema's message is a key of the strings; the API's messages are already sentences. */
export const messageText = (t: TFunction, message: string | undefined) => (message && /^[\w-]+:[\w.]+$/.test(message) ? t(message) : message);

/** What to tell the owner when a call failed. */
export function failureText(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) return error.status === null ? t('admin:state.offline') : t('admin:state.error', { message: error.message });
  return t('admin:state.error', { message: error instanceof Error ? error.message : String(error) });
}

/**
 * Saves, then `then` puts the form back to what was saved, tells the page and gives the sentence
 * to say; a failure is said instead.
 */
export async function savedThen<Saved>(t: TFunction, say: (kind: 'ok' | 'error', text: string) => void, save: () => Promise<Saved>, then: (saved: Saved) => string) {
  try {
    say('ok', then(await save()));
  } catch (error) {
    say('error', failureText(t, error));
  }
}
