import type { FormView } from '~/lib/forms';
import { customizationTextLength, type CustomizationAnswer, type ProductCustomization, type ValidatedFile } from '~/lib/cart';
import type { QuantityRule } from '~/lib/rules/quantity';
import { fill } from '../fill';
import type { CartText } from './strings';

// The answers of the customization page as the customer builds them, step by step: what
// each step still lacks before the next one, how an answer reads in the summary, and the files
// to send with the line. The server checks everything again when the line is added.

export type CustomizeText = Pick<CartText, 'customize' | 'customization' | 'files' | 'quantity' | 'addToCart' | 'done' | 'labelled'>;

/** The declination being customized, and how it is sold. */
export interface CustomizedItem {
  productId: number;
  declinationId: number;
  rule: QuantityRule;
}

/** An image the server has accepted for a FILE customization, with a local preview. */
export interface CheckedFile {
  file: File;
  checked: ValidatedFile;
  previewUrl: string;
}

export type Answers = Record<number, CustomizationAnswer>;

/** Whether an answer holds anything: an unticked box or an emptied text is no answer. */
export function isAnswered(answer: CustomizationAnswer | undefined): answer is CustomizationAnswer {
  if (!answer) return false;
  if (answer.textValue !== undefined) return answer.textValue.trim() !== '';
  if (answer.formAnswer) return Object.values(answer.formAnswer).some((value) => value !== '' && value !== false && !(Array.isArray(value) && value.length === 0));
  return answer.checkboxValue === true || answer.selectValue !== undefined || answer.filename !== undefined;
}

/** The answers in the product's order, as the price and cart calls take them. */
export function orderedAnswers(customizations: ProductCustomization[], answers: Answers): CustomizationAnswer[] {
  return customizations.map((customization) => answers[customization.id]).filter(isAnswered);
}

/** Why the customer cannot go past this step yet, or null. */
export function stepProblem(
  customization: ProductCustomization,
  answer: CustomizationAnswer | undefined,
  form: FormView | undefined,
  fileChecking: boolean,
  text: CustomizeText,
): string | null {
  const answered = isAnswered(answer);
  if (customization.type === 'DYNAMIC_FORM') {
    if (!answered) return customization.required ? text.customization.required : null;
    const missing = form?.fields.find((field) => field.required && field.type !== 'FILE' && !isAnswered({ id: 0, formAnswer: { [field.name]: answer.formAnswer?.[field.name] ?? '' } }));
    return missing ? fill(text.customization.formFieldRequired, { field: missing.label }) : null;
  }
  switch (customization.inputType) {
    case 'TEXT': {
      const length = customizationTextLength(answer?.textValue ?? '');
      if (customization.textMaxLength !== null && length > customization.textMaxLength) {
        return fill(text.customization.textTooLong, { max: customization.textMaxLength, length });
      }
      return !answered && customization.required ? text.customization.textRequired : null;
    }
    case 'FILE':
      if (fileChecking) return text.customize.checking;
      return !answered && customization.required ? text.customization.fileMissing : null;
    default:
      return !answered && customization.required ? text.customization.required : null;
  }
}

/** How an answer reads in the summary: the text, the option, 'Yes', the file's name, the form's values. */
export function answerText(answer: CustomizationAnswer | undefined, form: FormView | undefined, text: CustomizeText): string {
  if (!isAnswered(answer)) return text.customize.notAnswered;
  if (answer.textValue !== undefined) return answer.textValue.trim();
  if (answer.selectValue) return answer.selectValue.value;
  if (answer.checkboxValue) return text.customize.yes;
  if (answer.filename !== undefined) return answer.filename;
  const values = answer.formAnswer ?? {};
  return (form?.fields ?? [])
    .filter((field) => isAnswered({ id: 0, formAnswer: { [field.name]: values[field.name] ?? '' } }))
    .map((field) => {
      const value = values[field.name];
      const shown = Array.isArray(value) ? value.map((key) => field.options.find((option) => option.key === key)?.label ?? key).join(', ') : String(value);
      return fill(text.labelled, { label: field.label, text: shown });
    })
    .join(' · ');
}

/**
 * The files to send with the line, each under the name its answer gives (the server pairs them
 * by name): two images of the same name get distinct names.
 */
export function uploadsFor(answers: CustomizationAnswer[], files: Record<number, CheckedFile>): { answers: CustomizationAnswer[]; files: File[] } {
  const used = new Set<string>();
  const uploads: File[] = [];
  const renamed = answers.map((answer) => {
    const checked = files[answer.id];
    if (answer.filename === undefined || !checked) return answer;
    const name = used.has(checked.file.name) ? `${answer.id}-${checked.file.name}` : checked.file.name;
    used.add(name);
    uploads.push(name === checked.file.name ? checked.file : new File([checked.file], name, { type: checked.file.type }));
    return { ...answer, filename: name };
  });
  return { answers: renamed, files: uploads };
}
