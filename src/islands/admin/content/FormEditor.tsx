import { useId, useMemo } from 'react';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { formInputSchema } from '~/lib/admin/content/form-builder';
import { formsApi } from '~/lib/admin/content/forms';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { NoticeView } from '../ui/Notice';
import { CheckboxField, SaveBar } from '../ui/SaveBar';
import { buttonClass, panelClass } from '../ui/styles';
import { failureText } from './form';
import { fieldForm, formOf, toInput, type FormEditorForm } from './form-editor';
import { FormFieldEditor } from './FormFieldEditor';
import { EditorPending } from './EditorParts';
import { LangFieldsets } from './LangFieldsets';
import { contentPaths } from './paths';
import { useItemEditor } from './use-item-editor';

const model = { formOf, toInput, schema: formInputSchema };

/** A form the owner builds: its texts in French and English, and its fields, added, ordered and removed. */
export default function FormEditor({ lang, id }: { lang: Lang; id: number | null }) {
  const api = useMemo(() => formsApi(adminClient(lang)), [lang]);
  const paths = useMemo(() => contentPaths(lang), [lang]);
  const headingId = useId();
  const editor = useItemEditor({ lang, id, store: api, model, pathOf: paths.formEditor, messages: { created: 'admin-forms:created', saved: 'admin-forms:saved', editTitle: 'admin-forms:editTitle' } });
  const { t, notice, say, item, form, save, editorKey } = editor;
  const { register, control, formState, setValue, getValues } = form;
  const fields = useFieldArray({ control, name: 'fields' });
  const errors = formState.errors as FieldErrors<FormEditorForm>;

  if (!editor.shown) return <EditorPending editor={editor} />;

  const textFields = [
    { name: 'name', kind: 'line', label: t('admin-forms:texts.name') },
    { name: 'description', kind: 'lines', label: t('admin-forms:texts.description'), help: t('admin-forms:texts.descriptionHelp') },
    { name: 'submitLabel', kind: 'line', label: t('admin-forms:texts.submitLabel'), help: t('admin-forms:texts.submitLabelHelp') },
    { name: 'successMessage', kind: 'lines', label: t('admin-forms:texts.successMessage'), help: t('admin-forms:texts.successMessageHelp') },
  ] as const;

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <a href={paths.forms} className="text-wine-700 underline underline-offset-2">
          {t('admin-forms:backToList')}
        </a>
        {item && (
          <a href={paths.formAnswers(item.id)} className="text-wine-700 underline underline-offset-2">
            {t('admin-forms:seeAnswers', { count: item.answerCount })}
          </a>
        )}
      </p>
      <NoticeView notice={notice} />
      <LangFieldsets lang={lang} idPrefix="form" fields={textFields} register={register} control={control} errors={errors} editorKey={editorKey} />
      <div className={panelClass}>
        <CheckboxField registered={register('isPublished')} label={t('admin-forms:isPublished')} />
      </div>
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('admin-forms:fieldsTitle')}
        </h2>
        <p className="max-w-3xl text-sm text-stone-600">{t('admin-forms:fieldsHelp')}</p>
        {errors.fields?.message && <p className="text-sm font-medium text-red-700">{errors.fields.message}</p>}
        {fields.fields.length === 0 && <p className="text-stone-600">{t('admin-forms:noField')}</p>}
        <ol className="space-y-4">
          {fields.fields.map((field, index) => (
            <FormFieldEditor
              key={field.id}
              lang={lang}
              index={index}
              count={fields.fields.length}
              control={control}
              register={register}
              setValue={setValue}
              getValues={getValues}
              errors={errors}
              onMove={(to) => fields.move(index, to)}
              onRemove={() => fields.remove(index)}
            />
          ))}
        </ol>
        <button type="button" className={buttonClass.secondary} onClick={() => fields.append(fieldForm(null), { shouldFocus: false })}>
          {t('admin-forms:addField')}
        </button>
      </section>
      <SaveBar
        lang={lang}
        saving={formState.isSubmitting}
        question={item ? t('admin-forms:reallyDelete', { count: item.answerCount }) : undefined}
        onDelete={
          item
            ? async () => {
                await api.remove(item.id);
                window.location.assign(paths.forms);
              }
            : undefined
        }
        onError={(error) => say('error', failureText(error, t))}
      />
    </form>
  );
}
