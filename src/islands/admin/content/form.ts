import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiRequestError } from '~/lib/api';

// What the content editors' forms share: the API's own zod schema checks the form (its error keys
// are the server's, read in the owner's language), and the dates the owner picks in the browser's
// clock travel as instants.

/**
 * A react-hook-form resolver over the API's schema: the form's values become the request with
 * `toInput`, the schema checks that, and its problems land on the fields of the same path.
 */
export function apiSchemaResolver<Form extends FieldValues, Input>(schema: z.ZodType, toInput: (values: Form) => Input, t: TFunction): Resolver<Form> {
  return async (values) => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      let node = errors;
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      const last = path.at(-1) ?? 'root';
      node[last] ??= { type: issue.code, message: t(issue.message, { defaultValue: t('state.error', { message: issue.message }) }) };
    }
    return { values: {}, errors: errors as FieldErrors<Form> };
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local control shows it, in the browser's clock. */
export function localDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What a datetime-local control holds, as the instant the API takes; what it cannot read stays as typed, for the schema to refuse. */
export function instantOf(local: string): string {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : local;
}

/** A text left empty is no text. */
export const orNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** The message of a failed call: the server's, in the owner's language, or that it did not answer. */
export function failureText(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.status !== null) return error.message;
  return t('state.offline');
}

/** An action on a row of a list (cancel, erase, publish…): said done and the list read again, or said why it failed. */
export async function rowAction(t: TFunction, say: (kind: 'ok' | 'error', text: string) => void, work: () => Promise<unknown>, done: string, reload: () => unknown) {
  try {
    await work();
    say('ok', done);
    await reload();
  } catch (error) {
    say('error', failureText(error, t));
  }
}
