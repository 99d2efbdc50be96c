import type { Hook } from '@hono/zod-openapi';
import type { TFunction } from 'i18next';
import type { ShopEnv } from './context';
import { failure } from './envelope';

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
}

/**
 * Turns the first problem zod found into one sentence in the caller's language. Schemas may give
 * their own message as a key of the `api` namespace (`z.string().email({ error: 'validation.email' })`)
 * or of a namespace they name ('content:registration.seats');
 * otherwise the message is chosen from the kind of problem, naming the field.
 */
export function describeIssue(issue: Issue, t: TFunction): string {
  const name = String(issue.path.at(-1) ?? '');
  const field = name ? t(`api:fields.${name}`, { defaultValue: name }) : t('api:fields.body');
  const key = /^[a-z][\w-]*:[\w.]+$/i.test(issue.message) ? issue.message : `api:${issue.message}`;
  if (issue.message && t(key, { defaultValue: '' })) {
    return t(key, { field, min: Number(issue.minimum ?? 0), max: Number(issue.maximum ?? 0) });
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return t('api:validation.required', { field });
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) <= 1) {
    return t('api:validation.required', { field });
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return t('api:validation.tooShort', { field, min: Number(issue.minimum) });
  if (issue.code === 'too_big' && issue.origin === 'string') return t('api:validation.tooLong', { field, max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'email') return t('api:validation.email', { field });
  return t('api:validation.invalid', { field });
}

/** The hook every OpenAPI route uses: a failed parse is a 400 with a readable message. */
export const validationHook: Hook<unknown, ShopEnv, string, unknown> = (result, c) => {
  if (!result.success) {
    const issue = result.error.issues[0] as unknown as Issue;
    return c.json(failure(describeIssue(issue, c.get('t'))), 400);
  }
};
