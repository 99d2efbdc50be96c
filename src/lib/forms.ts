// The forms the owner builds, as the API answers them and the visitor's browser fills them: the
// kinds of field, their rules, and a form in the visitor's language.

export const formFieldTypes = [
  'TEXT',
  'TEXTAREA',
  'EMAIL',
  'PHONE',
  'NUMBER',
  'DATE',
  'SELECT',
  'RADIO',
  'CHECKBOX',
  'FILE',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** Validation rules of a field; which ones apply depends on its type. */
export interface FormFieldRules {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  acceptedMimes?: string[];
  maxBytes?: number;
}

export interface FormFieldView {
  id: number;
  name: string;
  type: FormFieldType;
  required: boolean;
  label: string;
  placeholder: string | null;
  helpText: string | null;
  options: { key: string; label: string }[];
  rules: FormFieldRules;
}

export interface FormView {
  id: number;
  name: string;
  description: string | null;
  submitLabel: string | null;
  successMessage: string | null;
  fields: FormFieldView[];
}
