import { Controller, type Control, type FieldErrors, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { contentLangs } from '~/lib/admin/content/common';
import type { Lang } from '~/lib/locale';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { RichText } from '../ui/RichText';
import { inputClass, panelClass } from '../ui/styles';

/** One text field of an item, written in each language. */
export interface TextFieldSpec {
  name: string;
  kind: 'line' | 'lines' | 'rich';
  /** Shown, not editable (the address of a page the shop renders itself). */
  readOnly?: boolean;
  label: string;
  help?: string;
}

interface Props<Form extends FieldValues> {
  lang: Lang;
  /** Prefix of the controls' ids: 'news', 'event'. */
  idPrefix: string;
  fields: readonly TextFieldSpec[];
  register: UseFormRegister<Form>;
  control: Control<Form>;
  /** The form's errors under `texts`. */
  errors: FieldErrors<Form>;
  /** Changes when the editors must start again from the form's values (an item loaded or saved). */
  editorKey: string;
}

/**
 * An item's texts, French beside English on a wide screen and one under the other on a phone.
 * The form holds them under `texts.fr_FR.<name>` and `texts.en_US.<name>`.
 */
export function LangFieldsets<Form extends FieldValues>({ lang, idPrefix, fields, register, control, errors, editorKey }: Props<Form>) {
  const t = adminT(lang);
  const textErrors = (errors as { texts?: Record<string, Record<string, { message?: string }> | undefined> }).texts;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {contentLangs.map((textLang) => (
        <fieldset key={textLang} className={panelClass} lang={textLang === 'fr_FR' ? 'fr' : 'en'}>
          <legend className="px-1 text-lg font-semibold">{t(`admin-content:languages.${textLang}`)}</legend>
          {textLang === 'en_US' && <p className="mb-4 text-sm text-stone-600">{t('admin-content:englishHelp')}</p>}
          {fields.map((spec) => {
            const id = `${idPrefix}-${textLang}-${spec.name}`;
            const name = `texts.${textLang}.${spec.name}` as Path<Form>;
            const error = textErrors?.[textLang]?.[spec.name]?.message;
            if (spec.kind === 'rich') {
              return (
                <Controller
                  key={spec.name}
                  control={control}
                  name={name}
                  render={({ field }) => <RichText key={editorKey} lang={lang} id={id} label={spec.label} help={spec.help} value={field.value as string} onChange={field.onChange} error={error} />}
                />
              );
            }
            const Control = spec.kind === 'lines' ? 'textarea' : 'input';
            return (
              <Field key={spec.name} id={id} label={spec.label} help={spec.help} error={error}>
                <Control id={id} {...(spec.kind === 'lines' ? { rows: 2 } : {})} readOnly={spec.readOnly} {...register(name)} className={inputClass} {...fieldAria(id, spec.help, error)} />
              </Field>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
