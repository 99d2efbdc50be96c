import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { catalogueKindsApi, variationKindSchema, type AdminVariationKind, type VariationKindInput } from '~/lib/admin/catalogue-kinds';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { useNotice } from '../ui/Notice';
import { buttonClass } from '../ui/styles';
import { failureText, messageText } from './form-values';
import { KindFoot, KindHead, kindSave, type KindEditing } from './KindSection';
import { NameFields, namesForm, namesOf, shownName, toNames } from './kind-form';

// The kinds of variation products are declined along (size, engraving colour…) and their values,
// in order. A value a declination has, and a variation a product uses, stay (the API says why).

const formSchema = z.object({
  name: namesForm,
  values: z.array(z.object({ id: z.number().optional(), label: namesForm })),
});
type VariationForm = z.infer<typeof formSchema>;
const variationFormSchema = formSchema
  .transform((form) => ({
    name: toNames(form.name),
    values: form.values.map((value) => ({
      ...(value.id === undefined ? {} : { id: value.id }),
      label: toNames(value.label),
    })),
  }))
  .pipe(variationKindSchema);
const emptyValue = { label: { fr_FR: '', en_US: '' } };
const valuesOf = (variation: AdminVariationKind | null): VariationForm =>
  variation
    ? {
        name: namesOf(variation.name),
        values: variation.values.map((value) => ({
          id: value.id,
          label: namesOf(value.label),
        })),
      }
    : { name: namesOf({ fr_FR: '', en_US: null }), values: [emptyValue] };

/** The form of one variation (a new one when the kind is null). */
export function VariationEditor({ lang, kind: variation, onSaved, onRemoved }: { lang: Lang } & KindEditing<AdminVariationKind>) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueKindsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const { register, handleSubmit, reset, control, formState } = useForm<VariationForm, unknown, VariationKindInput>({
    resolver: zodResolver(variationFormSchema),
    defaultValues: valuesOf(variation),
  });
  const values = useFieldArray({ control, name: 'values', keyName: 'key' });
  const id = `variation-${variation?.id ?? 'new'}`;
  const valuesError = messageText(t, formState.errors.values?.message ?? formState.errors.values?.root?.message);

  const save = handleSubmit(
    kindSave({ lang, section: 'variations', editing: { kind: variation, onSaved }, say, create: api.createVariation, update: api.updateVariation, name: (saved) => saved.name.fr_FR, reset: (saved) => reset(valuesOf(saved)) }),
  );

  return (
    <form
      noValidate
      onSubmit={save}
      className={variation ? 'rounded-md border border-stone-200 p-3' : 'mb-6 rounded-md border border-dashed border-stone-400 bg-stone-50 p-3'}
      aria-labelledby={`${id}-title`}
    >
      <KindHead lang={lang} section="variations" id={id} kind={variation ? { name: shownName(variation.name, lang), usedBy: variation.usedBy } : undefined} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <NameFields t={t} id={id} register={{ fr_FR: register('name.fr_FR'), en_US: register('name.en_US') }} errors={formState.errors.name} />
      </div>
      <fieldset className="mb-4 min-w-0 border-t border-stone-200 pt-3">
        <legend className="pr-2 font-medium">{t('admin-kinds:variations.values')}</legend>
        <ol className="space-y-2">
          {values.fields.map((field, index) => (
            <li key={field.key} className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto] lg:items-start">
              <NameFields
                t={t}
                id={`${id}-value-${index}`}
                labels={{
                  fr_FR: t('admin-kinds:variations.valueFr', {
                    position: index + 1,
                  }),
                  en_US: t('admin-kinds:variations.valueEn', {
                    position: index + 1,
                  }),
                }}
                register={{
                  fr_FR: register(`values.${index}.label.fr_FR`),
                  en_US: register(`values.${index}.label.en_US`),
                }}
                errors={formState.errors.values?.[index]?.label}
              />
              <button type="button" className={`${buttonClass.secondary} mb-4 lg:mt-7`} onClick={() => values.remove(index)}>
                {t('admin-kinds:variations.removeValue', {
                  position: index + 1,
                })}
              </button>
            </li>
          ))}
        </ol>
        {valuesError && <p className="mb-2 text-sm font-medium text-red-700">{valuesError}</p>}
        <button type="button" className={buttonClass.secondary} onClick={() => values.append(emptyValue)}>
          {t('admin-kinds:variations.addValue')}
        </button>
      </fieldset>
      <KindFoot lang={lang} section="variations" notice={notice} saving={formState.isSubmitting} onError={(error) => say('error', failureText(t, error))} onDelete={variation && onRemoved && (async () => { await api.removeVariation(variation.id); onRemoved(); })} />
    </form>
  );
}
