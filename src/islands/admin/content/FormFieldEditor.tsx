import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormGetValues, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { contentLangs } from '~/lib/admin/content/common';
import { choiceTypes, fileMimes, rulesByType } from '~/lib/admin/content/form-builder';
import { formFieldTypes } from '~/lib/forms';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { CheckboxField } from '../ui/SaveBar';
import { buttonClass, inputClass } from '../ui/styles';
import { keyOf, type FormEditorForm } from './form-editor';

interface Props {
  lang: Lang;
  index: number;
  count: number;
  control: Control<FormEditorForm>;
  register: UseFormRegister<FormEditorForm>;
  setValue: UseFormSetValue<FormEditorForm>;
  getValues: UseFormGetValues<FormEditorForm>;
  errors: FieldErrors<FormEditorForm>;
  onMove: (to: number) => void;
  onRemove: () => void;
}

type Messages = { message?: string } | undefined;
/** The error the API's schema gave at `path` under this field, if any. */
function errorAt(node: unknown, ...path: (string | number)[]): string | undefined {
  let at = node as Record<string, unknown> | undefined;
  for (const key of path) at = at?.[key] as Record<string, unknown> | undefined;
  return (at as Messages)?.message;
}

const MIME_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' };

/** One field of a form: its type, key, labels and help in both languages, its choices and its rules. */
export function FormFieldEditor({ lang, index, count, control, register, setValue, getValues, errors, onMove, onRemove }: Props) {
  const t = adminT(lang);
  const base = `fields.${index}` as const;
  const [type, label] = useWatch({ control, name: [`${base}.type`, `${base}.texts.fr_FR.label`] });
  const options = useFieldArray({ control, name: `${base}.options` });
  const fieldErrors = (errors.fields as unknown as unknown[] | undefined)?.[index];
  const id = (part: string) => `form-field-${index}-${part}`;
  const number = index + 1;
  const rules = rulesByType[type] ?? [];
  const headingId = id('title');

  const text = (part: string, labelText: string, error?: string, help?: string, extra: object = {}) => (
    <Field id={id(part)} label={labelText} help={help} error={error}>
      <input id={id(part)} className={inputClass} {...extra} {...fieldAria(id(part), help, error)} />
    </Field>
  );

  return (
    <li className="rounded-lg border border-stone-300 bg-white p-4 shadow-sm md:p-6" aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold">
          {t('admin-forms:fieldLegend', { number, label: label || t('admin-forms:untitledField') })}
        </h3>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass.secondary} disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('admin-forms:moveUpLabel', { number })}>
            ↑ <span className="sr-only sm:not-sr-only">{t('admin-forms:moveUp')}</span>
          </button>
          <button type="button" className={buttonClass.secondary} disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={t('admin-forms:moveDownLabel', { number })}>
            ↓ <span className="sr-only sm:not-sr-only">{t('admin-forms:moveDown')}</span>
          </button>
          <button type="button" className={buttonClass.secondary} onClick={onRemove} aria-label={t('admin-forms:removeFieldLabel', { number })}>
            {t('admin-forms:removeField')}
          </button>
        </div>
      </div>

      <div className="grid gap-x-6 sm:grid-cols-2 lg:grid-cols-3">
        <Field id={id('type')} label={t('admin-forms:field.type')} error={errorAt(fieldErrors, 'type')}>
          <select id={id('type')} {...register(`${base}.type`)} className={inputClass} {...fieldAria(id('type'), undefined, errorAt(fieldErrors, 'type'))}>
            {formFieldTypes.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin-forms:types.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        {text('name', t('admin-forms:field.name'), errorAt(fieldErrors, 'name'), t('admin-forms:field.nameHelp'), { ...register(`${base}.name`), autoComplete: 'off', spellCheck: false })}
        <div className="mb-4 flex items-end sm:pb-2">
          <CheckboxField registered={register(`${base}.required`)} label={t('admin-forms:field.required')} />
        </div>
      </div>

      <div className="grid gap-x-6 lg:grid-cols-2">
        {contentLangs.map((textLang) => {
          const langName = t(`admin-content:languages.${textLang}`);
          const labelField = register(`${base}.texts.${textLang}.label`);
          return (
            <div key={textLang} lang={textLang === 'fr_FR' ? 'fr' : 'en'}>
              {text(`label-${textLang}`, t('admin-forms:field.label', { lang: langName }), errorAt(fieldErrors, 'texts', textLang, 'label') ?? (textLang === 'fr_FR' ? errorAt(fieldErrors, 'texts', 'fr_FR') : undefined), undefined, {
                ...labelField,
                // A new field's key follows its French label until the owner writes one.
                onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
                  void labelField.onBlur(event);
                  if (textLang === 'fr_FR' && !getValues(`${base}.name`)) setValue(`${base}.name`, keyOf(event.target.value));
                },
              })}
              {text(`help-${textLang}`, t('admin-forms:field.helpText', { lang: langName }), errorAt(fieldErrors, 'texts', textLang, 'helpText'), undefined, register(`${base}.texts.${textLang}.helpText`))}
            </div>
          );
        })}
      </div>

      {choiceTypes.includes(type) && (
        <fieldset className="mt-2 rounded-md border border-stone-300 p-3">
          <legend className="px-1 font-semibold">{t('admin-forms:options.title')}</legend>
          {type === 'CHECKBOX' && <p className="mb-3 text-sm text-stone-600">{t('admin-forms:options.help')}</p>}
          {errorAt(fieldErrors, 'options') && <p className="mb-3 text-sm font-medium text-red-700">{errorAt(fieldErrors, 'options')}</p>}
          <ol className="space-y-3">
            {options.fields.map((option, at) => {
              const keyError = errorAt(fieldErrors, 'options', at, 'key');
              const frError = errorAt(fieldErrors, 'options', at, 'label', 'fr_FR');
              const frField = register(`${base}.options.${at}.label.fr_FR`);
              return (
                <li key={option.id} className="grid items-start gap-x-3 border-b border-stone-200 pb-3 sm:grid-cols-[1fr_1fr_1fr_auto]" aria-label={t('admin-forms:options.legend', { number: at + 1 })}>
                  {text(`option-${at}-fr`, t('admin-forms:options.fr'), frError, undefined, {
                    ...frField,
                    lang: 'fr',
                    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
                      void frField.onBlur(event);
                      // A new choice's key follows its French label until the owner writes one.
                      const key = `${base}.options.${at}.key` as const;
                      if (!getValues(key)) setValue(key, keyOf(event.target.value));
                    },
                  })}
                  {text(`option-${at}-en`, t('admin-forms:options.en'), errorAt(fieldErrors, 'options', at, 'label', 'en_US'), undefined, { ...register(`${base}.options.${at}.label.en_US`), lang: 'en' })}
                  {text(`option-${at}-key`, t('admin-forms:options.key'), keyError, undefined, { ...register(`${base}.options.${at}.key`), autoComplete: 'off', spellCheck: false })}
                  <button type="button" className={`${buttonClass.secondary} sm:mt-7`} onClick={() => options.remove(at)} aria-label={t('admin-forms:options.removeLabel', { number: at + 1 })}>
                    {t('admin-forms:options.remove')}
                  </button>
                </li>
              );
            })}
          </ol>
          <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => options.append({ key: '', label: { fr_FR: '', en_US: '' } })}>
            {t('admin-forms:options.add')}
          </button>
        </fieldset>
      )}

      <fieldset className="mt-4 rounded-md border border-stone-300 p-3">
        <legend className="px-1 font-semibold">{t('admin-forms:rules.title')}</legend>
        {rules.length === 0 && <p className="text-sm text-stone-600">{t('admin-forms:rules.none')}</p>}
        <div className="grid gap-x-6 sm:grid-cols-2">
          {(['minLength', 'maxLength', 'min', 'max'] as const)
            .filter((rule) => rules.includes(rule))
            .map((rule) => (
              <div key={rule}>{text(`rule-${rule}`, t(`admin-forms:rules.${rule}`), errorAt(fieldErrors, 'rules', rule), undefined, { ...register(`${base}.rules.${rule}`), inputMode: rule.endsWith('Length') ? 'numeric' : 'decimal' })}</div>
            ))}
          {rules.includes('pattern') && (
            <div className="sm:col-span-2">
              {text('rule-pattern', t('admin-forms:rules.pattern'), errorAt(fieldErrors, 'rules', 'pattern'), t('admin-forms:rules.patternHelp'), { ...register(`${base}.rules.pattern`), spellCheck: false, className: `${inputClass} font-mono` })}
            </div>
          )}
          {rules.includes('acceptedMimes') && (
            <fieldset className="mb-4">
              <legend className="mb-1 font-medium text-stone-800">{t('admin-forms:rules.acceptedMimes')}</legend>
              <div className="flex flex-wrap gap-4">
                {fileMimes.map((mime) => (
                  <label key={mime} className="inline-flex items-center gap-2">
                    <input type="checkbox" value={mime} {...register(`${base}.rules.acceptedMimes`)} className="size-5 accent-wine-700" />
                    {MIME_NAMES[mime]}
                  </label>
                ))}
              </div>
              {errorAt(fieldErrors, 'rules', 'acceptedMimes') && <p className="mt-1 text-sm font-medium text-red-700">{errorAt(fieldErrors, 'rules', 'acceptedMimes')}</p>}
            </fieldset>
          )}
          {rules.includes('maxBytes') &&
            text('rule-maxBytes', t('admin-forms:rules.maxMegabytes'), errorAt(fieldErrors, 'rules', 'maxBytes'), t('admin-forms:rules.maxMegabytesHelp'), { ...register(`${base}.rules.maxMegabytes`), inputMode: 'decimal' })}
        </div>
        {Object.keys((fieldErrors as { rules?: object } | undefined)?.rules ?? {})
          .filter((rule) => !(rules as readonly string[]).includes(rule))
          .map((rule) => (
            <p key={rule} className="text-sm font-medium text-red-700">
              {errorAt(fieldErrors, 'rules', rule)}
            </p>
          ))}
      </fieldset>
    </li>
  );
}
