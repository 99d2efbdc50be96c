import type { ContentLang } from '~/lib/admin/content/common';
import { rulesByType, type AdminFormDetail, type AdminFormField, type FormFieldInput, type FormInput } from '~/lib/admin/content/form-builder';
import { slugify } from '~/lib/content/slug';
import type { FormFieldType } from '~/lib/forms';

// The form builder's values as the controls hold them (numbers as typed, texts never null), and
// the request they become: only the rules the field's type follows, English left out when blank.

export interface FieldTextForm {
  label: string;
  placeholder: string;
  helpText: string;
}

export interface OptionForm {
  key: string;
  label: { fr_FR: string; en_US: string };
}

export interface RulesForm {
  minLength: string;
  maxLength: string;
  min: string;
  max: string;
  pattern: string;
  acceptedMimes: string[];
  /** The largest file in megabytes, as the owner thinks of it; the API takes bytes. */
  maxMegabytes: string;
}

export interface FieldForm {
  id: number | null;
  type: FormFieldType;
  name: string;
  required: boolean;
  texts: Record<ContentLang, FieldTextForm>;
  options: OptionForm[];
  rules: RulesForm;
}

interface FormTextForm {
  name: string;
  description: string;
  submitLabel: string;
  successMessage: string;
}

export interface FormEditorForm {
  texts: Record<ContentLang, FormTextForm>;
  isPublished: boolean;
  fields: FieldForm[];
}

const MEGABYTE = 1024 * 1024;
const typed = (value: number | undefined) => (value === undefined ? '' : String(value));

const formText = (text: AdminFormDetail['texts']['fr_FR'] | null): FormTextForm => ({
  name: text?.name ?? '',
  description: text?.description ?? '',
  submitLabel: text?.submitLabel ?? '',
  successMessage: text?.successMessage ?? '',
});

const fieldText = (text: AdminFormField['texts']['fr_FR'] | null): FieldTextForm => ({ label: text?.label ?? '', placeholder: text?.placeholder ?? '', helpText: text?.helpText ?? '' });

export function fieldForm(field: AdminFormField | null): FieldForm {
  const rules = field?.rules ?? {};
  return {
    id: field?.id ?? null,
    type: field?.type ?? 'TEXT',
    name: field?.name ?? '',
    required: field?.required ?? false,
    texts: { fr_FR: fieldText(field?.texts.fr_FR ?? null), en_US: fieldText(field?.texts.en_US ?? null) },
    options: (field?.options ?? []).map((option) => ({ key: option.key, label: { fr_FR: option.label.fr_FR, en_US: option.label.en_US ?? '' } })),
    rules: {
      minLength: typed(rules.minLength),
      maxLength: typed(rules.maxLength),
      min: typed(rules.min),
      max: typed(rules.max),
      pattern: rules.pattern ?? '',
      acceptedMimes: rules.acceptedMimes ?? [],
      maxMegabytes: rules.maxBytes === undefined ? '' : String(Math.round((rules.maxBytes / MEGABYTE) * 10) / 10),
    },
  };
}

export function formOf(item: AdminFormDetail | null): FormEditorForm {
  return {
    texts: { fr_FR: formText(item?.texts.fr_FR ?? null), en_US: formText(item?.texts.en_US ?? null) },
    isPublished: item?.isPublished ?? true,
    fields: (item?.fields ?? []).map(fieldForm),
  };
}

/** A number as typed (a comma for a decimal point), or what was typed for the schema to refuse. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const number = Number(trimmed.replace(',', '.'));
  return (Number.isFinite(number) ? number : trimmed) as number;
}

const blank = (text: string) => !text.trim();
const orNull = (text: string) => (blank(text) ? null : text);

function rulesInput(type: FormFieldType, rules: RulesForm): FormFieldInput['rules'] {
  const megabytes = numberOf(rules.maxMegabytes);
  const all: FormFieldInput['rules'] = {
    minLength: numberOf(rules.minLength),
    maxLength: numberOf(rules.maxLength),
    min: numberOf(rules.min),
    max: numberOf(rules.max),
    pattern: blank(rules.pattern) ? undefined : rules.pattern,
    acceptedMimes: Array.isArray(rules.acceptedMimes) && rules.acceptedMimes.length ? (rules.acceptedMimes as FormFieldInput['rules']['acceptedMimes']) : undefined,
    maxBytes: typeof megabytes === 'number' ? Math.round(megabytes * MEGABYTE) : megabytes,
  };
  return Object.fromEntries(rulesByType[type].flatMap((rule) => (all[rule] === undefined ? [] : [[rule, all[rule]]])));
}

const fieldTextInput = (text: FieldTextForm) => ({ label: text.label, placeholder: orNull(text.placeholder), helpText: orNull(text.helpText) });

function fieldInput(field: FieldForm): FormFieldInput {
  const english = field.texts.en_US;
  return {
    id: field.id,
    type: field.type,
    name: field.name,
    required: field.required,
    texts: { fr_FR: fieldTextInput(field.texts.fr_FR), en_US: Object.values(english).every(blank) ? null : fieldTextInput(english) },
    options: ['SELECT', 'RADIO', 'CHECKBOX'].includes(field.type) ? field.options.map((option) => ({ key: option.key, label: { fr_FR: option.label.fr_FR, en_US: orNull(option.label.en_US) } })) : [],
    rules: rulesInput(field.type, field.rules),
  };
}

const formTextInput = (text: FormTextForm) => ({ name: text.name, description: orNull(text.description), submitLabel: orNull(text.submitLabel), successMessage: orNull(text.successMessage) });

export function toInput(values: FormEditorForm): FormInput {
  return {
    texts: { fr_FR: formTextInput(values.texts.fr_FR), en_US: Object.values(values.texts.en_US).every(blank) ? null : formTextInput(values.texts.en_US) },
    isPublished: values.isPublished,
    fields: values.fields.map(fieldInput),
  };
}

/** The key a label suggests for a new field or choice: 'Date de la visite' → 'date_de_la_visite'. */
export const keyOf = (label: string) => slugify(label).replace(/-/g, '_').replace(/^[^a-z]+/, '').slice(0, 40).replace(/_+$/, '');
