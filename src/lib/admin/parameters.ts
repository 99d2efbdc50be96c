import { z } from 'zod';
import type { ApiClient } from '../api';
import { definitionOf, numberValue, PARAMETER_KEYS, SITE_PARAMETERS, type ParameterGroup, type ParameterKey } from '../site-parameters';
import type { AdminRole } from './admins';

// The site parameters as the owner thinks of them, grouped (identity, look, menu and display, shop
// rules, delivery, mail, analytics and injections, legal) as src/lib/site-parameters.ts declares them,
// what each one takes, and the calls of the back office's settings page.

const GROUPS: readonly ParameterGroup[] = ['identity', 'look', 'display', 'shop', 'delivery', 'mail', 'analytics', 'legal', 'accounting'];

/** Each group's parameters, in the order the registry declares them. */
export const PARAMETER_GROUPS = Object.fromEntries(
  GROUPS.map((group) => [group, PARAMETER_KEYS.filter((key) => SITE_PARAMETERS[key].group === group)]),
) as Record<ParameterGroup, ParameterKey[]>;

export type SettingsGroup = ParameterGroup | 'other';

/** The group a parameter shows in; one the registry does not know (left by an older release) goes to 'other'. */
export const groupOf = (type: string): SettingsGroup => definitionOf(type)?.group ?? 'other';

/** The values a parameter takes, when it takes one of a few (shown as a list to choose from). */
export const choicesOf = (type: string): readonly string[] | undefined => definitionOf(type)?.choices;

/** A colour parameter: its type ends with COLOR. */
export const isColorParameter = (type: string) => type.endsWith('_COLOR');

/** #rgb or #rrggbb: what the colour picker gives and the theme reads. */
export const COLOR_PATTERN = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a value suits the parameter's kind. */
function fitsKind(kind: string, value: string): boolean {
  if (kind === 'BOOLEAN') return value === 'true' || value === 'false';
  if (kind === 'NUMBER') return numberValue(value) !== null;
  if (kind === 'LINK') return /^(https?:\/\/|\/|mailto:|tel:)/i.test(value.trim());
  return true;
}

/**
 * Why a value does not suit its parameter, as an error key (its message names the parameter);
 * null when it does. The settings page says it at once, the server decides.
 */
export function refusal(type: string, kind: string, value: string): string | null {
  if (!fitsKind(kind, value)) return `admin-parameters:errors.kind.${kind}`;
  if (isColorParameter(type) && !COLOR_PATTERN.test(value.trim())) return 'admin-parameters:errors.color';
  const choices = choicesOf(type);
  if (choices && !choices.includes(value)) return 'admin-parameters:errors.choice';
  return null;
}

/** A text written per language (the visitor reads it in theirs). */
export const isPerLanguage = (type: string): boolean => definitionOf(type)?.perLanguage === true;

/** Owner HTML edited with the rich-text editor. */
export const isRichTextParameter = (type: string) => definitionOf(type)?.editor === 'rich-text';

/** Owner code, edited as plain text in a fixed-width font. */
export const isCodeParameter = (type: string) => definitionOf(type)?.editor === 'code';

/** A switch the form shows in its default position while the owner never set it. */
export function shownSwitch(type: string, value: string | null): string {
  const definition = definitionOf(type);
  return value ?? (definition?.kind === 'BOOLEAN' && definition.default === true ? 'true' : '');
}

/** Whether an administrator of this role may change the parameter. */
export const mayChangeParameter = (role: AdminRole, type: string): boolean => role === 'SUPER_ADMIN' || definitionOf(type)?.superAdminOnly !== true;

/** What the settings page edits, as GET /admin/parameter answers it. */
export const adminParameterSchema = z
  .object({
    type: z.string(),
    kind: z.enum(['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK']),
    label: z.string().nullable(),
    value: z.string().nullable(),
    /** Per language, for the texts a visitor reads in theirs; the French one is `value`. */
    translations: z.object({ en_US: z.string().nullable().optional() }),
    /** Whether the caller may change it (mayChangeParameter); the page shows the others read-only. */
    mayChange: z.boolean(),
  })
  .meta({ id: 'AdminParameter' });
export type AdminParameter = z.infer<typeof adminParameterSchema>;

export const adminParametersSchema = z.object({ isECommerce: z.boolean(), parameters: z.array(adminParameterSchema) }).meta({ id: 'AdminParameters' });
export type AdminParameters = z.infer<typeof adminParametersSchema>;

const value = z.string({ error: 'admin-parameters:errors.value' }).max(200_000, { error: 'admin-parameters:errors.tooLong' }).nullable();

/** One parameter changed; `translations.en_US` only for the texts written per language. */
export const parameterChangeSchema = z.strictObject({
  type: z.string().regex(/^[A-Z][A-Z0-9_]{0,80}$/, { error: 'admin-parameters:errors.type' }),
  value,
  translations: z.strictObject({ en_US: value.optional() }).optional(),
});
export type ParameterChange = z.infer<typeof parameterChangeSchema>;

/** A group saved at once: every change is written, or none. */
export const parameterChangesSchema = z
  .strictObject({
    changes: z.array(parameterChangeSchema).max(200, { error: 'admin-parameters:errors.tooMany' }).default([]),
    isECommerce: z.boolean({ error: 'admin-parameters:errors.value' }).optional(),
  })
  .refine((save) => save.changes.length > 0 || save.isECommerce !== undefined, { error: 'admin-parameters:errors.nothing' })
  .meta({ id: 'AdminParameterChanges' });
export type ParameterChanges = z.input<typeof parameterChangesSchema>;

export const parametersApi = (api: ApiClient) => ({
  list: () => api.get<AdminParameters>('/admin/parameter'),
  save: (changes: ParameterChanges) => api.put<AdminParameters>('/admin/parameter', changes),
});

