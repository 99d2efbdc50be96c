// The forms the owner builds, as the API answers them and the visitor's browser fills them: the
// kinds of field, their rules, and a form in the visitor's language. The shapes are the forms
// contract (src/lib/contracts/forms.ts); this module, free of zod, holds what the islands run.

export type { FormFieldRules, FormFieldType, FormFieldView, FormView } from './contracts/forms';

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
