import { useRef } from 'react';
import type { FormView } from '~/lib/forms';
import { customizationTextLength, type CustomizationAnswer, type ProductCustomization } from '~/lib/cart';
import { textTier } from '~/lib/rules/customization-price';
import { FormFieldInput } from '../form/FormFieldInput';
import type { FormStrings } from '../form-strings';
import { fill } from '../fill';
import type { CheckedFile, CustomizeText } from './customize-answers';
import { HELP, PROBLEM_BOX, QUESTION_TITLE, TEXT_INPUT } from './looks';

interface Props {
  customization: ProductCustomization;
  answer: CustomizationAnswer | undefined;
  onAnswer: (answer: CustomizationAnswer | undefined) => void;
  form: FormView | undefined;
  formStrings: FormStrings | undefined;
  file: CheckedFile | undefined;
  fileChecking: boolean;
  onFile: (file: File | null) => void;
  /** What keeps the customer on this step (or the server's word on the file). */
  problem: string | null;
  text: CustomizeText;
}

const costOrFree = (cost: string | null, text: CustomizeText) => cost ?? text.customize.noCost;

/** The answer of a form the owner built, read from its fields (files are not part of a cart line). */
function readFormAnswer(form: FormView, element: HTMLFormElement): Record<string, string | boolean | string[]> {
  const data = new FormData(element);
  const values: Record<string, string | boolean | string[]> = {};
  for (const field of form.fields) {
    if (field.type === 'FILE') continue;
    if (field.type === 'CHECKBOX') values[field.name] = field.options.length ? data.getAll(field.name).map(String) : data.get(field.name) !== null;
    else values[field.name] = String(data.get(field.name) ?? '');
  }
  return values;
}

const FIELD = `${TEXT_INPUT} px-[0.85rem] py-[0.6rem] text-[1.0625rem]`;
/** A radio or checkbox choice, framed, with its cost at the end. */
const CHOICE =
  'flex cursor-pointer items-center gap-3 rounded-lg border border-[color-mix(in_srgb,var(--shop-text)_20%,transparent)] bg-page px-4 py-[0.8rem] has-checked:border-primary has-checked:inset-ring has-checked:inset-ring-primary has-focus-visible:outline-3 has-focus-visible:outline-offset-1 has-focus-visible:outline-accent';
const CHOICE_INPUT = 'size-[1.1rem] accent-primary';
const CHOICE_COST = 'text-[0.875rem] font-semibold text-muted tabular-nums';

function TextInput({ customization, answer, onAnswer, text, describedBy }: Props & { describedBy: string }) {
  const value = answer?.textValue ?? '';
  const length = customizationTextLength(value);
  const tiers = customization.values.filter((tier): tier is typeof tier & { textNumberOfChar: number } => tier.textNumberOfChar !== null);
  const tier = textTier(tiers, length);
  const max = customization.textMaxLength;
  const id = `customization-${customization.id}`;
  const common = {
    id,
    value,
    'aria-describedby': describedBy,
    onChange: (event: { currentTarget: { value: string } }) => onAnswer({ id: customization.id, textValue: event.currentTarget.value }),
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="sr-only">{customization.label}</label>
      {max !== null && max <= 80 ? <input type="text" autoComplete="off" className={FIELD} {...common} /> : <textarea rows={4} className={FIELD} {...common} />}
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-[0.875rem] text-muted tabular-nums" aria-live="polite">
        <span>{max === null ? fill(text.customize.charactersNoMax, { length }) : fill(text.customize.characters, { length, max })}</span>
        {tiers.length > 0 && <strong className="text-primary-ink">{fill(text.customize.tier, { cost: tier ? costOrFree(tier.cost, text) : text.customize.noCost })}</strong>}
      </p>
      {tiers.length > 1 && (
        <ul className="flex flex-wrap gap-x-5 gap-y-[0.4rem] text-[0.875rem] text-muted" aria-label={text.customize.tiers}>
          {tiers.map((option) => (
            <li key={option.id} className="data-current:font-semibold data-current:text-ink" data-current={option.id === tier?.id ? '' : undefined}>
              {option.label} <span className="ml-1 tabular-nums">{costOrFree(option.cost, text)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FileInput({ customization, file, fileChecking, onFile, text, describedBy }: Props & { describedBy: string }) {
  const rules = customization.file;
  const types = (rules?.acceptedMimes ?? []).map((mime) => mime.replace('image/', '').toUpperCase()).join(', ');
  const id = `customization-${customization.id}`;
  return (
    <div className="grid justify-items-start gap-2">
      {/* The input is read by assistive technology; its label is the button people see (focus shown on it). */}
      <input id={id} type="file" className="peer sr-only" accept={rules?.acceptedMimes.join(',')} aria-describedby={describedBy}
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)} />
      <label htmlFor={id} className="button button-outline peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-accent">{text.customize.chooseFile}</label>
      {types && <p className={HELP}>{fill(text.customize.fileRules, { types })}</p>}
      {fileChecking && <p className={HELP} role="status">{text.customize.checking}</p>}
      {file && !fileChecking && (
        <figure className="grid grid-cols-[6rem_1fr] items-center gap-4 rounded-lg bg-[color-mix(in_srgb,var(--shop-accent)_7%,var(--shop-bg))] p-3 text-[0.9rem]">
          <img className="h-[4.5rem] w-24 rounded-md object-cover" src={file.previewUrl} alt={text.customize.preview} />
          <figcaption role="status">
            <strong className="block wrap-anywhere">{file.file.name}</strong> {fill(text.customize.fileValid, { width: file.checked.width, height: file.checked.height })}
          </figcaption>
        </figure>
      )}
      {customization.values[0]?.cost && <p className="text-[0.9rem] text-muted">{customization.values[0].label} <strong className="text-ink">{customization.values[0].cost}</strong></p>}
    </div>
  );
}

/** One step of the customization page: the question, its costs, and the customer's answer. */
export function CustomizationStep(props: Props) {
  const { customization, answer, onAnswer, form, formStrings, problem, text } = props;
  const holder = useRef<HTMLDivElement>(null);
  const id = `customization-${customization.id}`;
  const describedBy = [customization.description ? `${id}-description` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');

  let input;
  if (customization.type === 'DYNAMIC_FORM' && form && formStrings) {
    const onChange = () => {
      const element = holder.current?.closest('form');
      if (element) onAnswer({ id: customization.id, formAnswer: readFormAnswer(form, element) });
    };
    input = form.fields
      .filter((field) => field.type !== 'FILE')
      .map((field) => <FormFieldInput key={field.id} formId={form.id} field={field} strings={formStrings} error={undefined} onChange={onChange} />);
  } else if (customization.inputType === 'TEXT') {
    input = <TextInput {...props} describedBy={describedBy} />;
  } else if (customization.inputType === 'FILE') {
    input = <FileInput {...props} describedBy={describedBy} />;
  } else if (customization.inputType === 'SELECT') {
    input = (
      <fieldset className="grid gap-2" aria-describedby={describedBy}>
        <legend className="sr-only">{customization.label}</legend>
        {customization.values.map((option) => (
          <label key={option.id} className={CHOICE}>
            <input type="radio" className={CHOICE_INPUT} name={id} value={option.selectKey ?? ''} checked={answer?.selectValue?.key === option.selectKey}
              onChange={() => onAnswer({ id: customization.id, selectValue: { key: option.selectKey ?? '', value: option.label } })} />
            <span className="flex-1">{option.label}</span>
            <span className={CHOICE_COST}>{costOrFree(option.cost, text)}</span>
          </label>
        ))}
      </fieldset>
    );
  } else if (customization.inputType === 'CHECKBOX') {
    const cost = customization.values[0]?.cost ?? null;
    input = (
      <label className={CHOICE}>
        <input type="checkbox" className={CHOICE_INPUT} checked={answer?.checkboxValue === true} aria-describedby={describedBy}
          onChange={(event) => onAnswer(event.currentTarget.checked ? { id: customization.id, checkboxValue: true } : undefined)} />
        <span className="flex-1">{customization.values[0]?.label || customization.label}</span>
        <span className={CHOICE_COST}>{costOrFree(cost, text)}</span>
      </label>
    );
  }

  return (
    <div ref={holder} className="grid gap-[0.8rem]">
      <h2 className={QUESTION_TITLE} tabIndex={-1}>
        {customization.label}
        <span className="rounded-full border border-line px-[0.55rem] py-[0.05rem] font-sans text-[0.75rem] font-medium text-muted">{customization.required ? text.customize.required : text.customize.optional}</span>
      </h2>
      {customization.description && <p id={`${id}-description`} className={HELP}>{customization.description}</p>}
      {input}
      {problem && <p id={`${id}-problem`} className={`${PROBLEM_BOX} text-[0.9rem]`} role="alert">{problem}</p>}
    </div>
  );
}
