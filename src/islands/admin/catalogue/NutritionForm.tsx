import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { catalogueDetailsApi, nutrients, nutritionSchema, type AdminProductDetails, type Nutrient } from '~/lib/admin/catalogue-details';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import type { DetailsFormProps } from './DetailsPanels';
import { decimal, decimalText, messageText, savedThen, textOrNull, whole } from './form-values';

// The e-label of a wine: its ingredients, allergens and nutrition declaration per 100 ml, for
// every vintage or for one. (A table of a single declination, which the API accepts, is kept as it
// is when the owner saves here.)

const bothLangs = z.object({ fr_FR: z.string(), en_US: z.string() });
const tableForm = z.object({
  declinationId: z.number().nullable(),
  year: z.string(),
  values: z.object(Object.fromEntries(nutrients.map((key) => [key, z.string()])) as Record<Nutrient, z.ZodString>),
  ingredients: bothLangs,
  allergens: bothLangs,
});
const formSchema = z.object({ tables: z.array(tableForm) });
type NutritionFormValues = z.infer<typeof formSchema>;

const texts = (value: z.infer<typeof bothLangs>) => ({ fr_FR: textOrNull(value.fr_FR), en_US: textOrNull(value.en_US) });

const nutritionFormSchema = formSchema
  .transform((form) => ({
    tables: form.tables.map((table) => ({
      declinationId: table.declinationId,
      year: whole(table.year),
      ...(Object.fromEntries(nutrients.map((key) => [key, decimal(table.values[key])])) as Record<Nutrient, number | null>),
      ingredients: texts(table.ingredients),
      allergens: texts(table.allergens),
    })),
  }))
  .pipe(nutritionSchema);

function tableValues(details: AdminProductDetails, lang: Lang): NutritionFormValues {
  return {
    tables: details.nutrition.map((table) => ({
      declinationId: table.declinationId,
      year: table.year === null ? '' : String(table.year),
      values: Object.fromEntries(nutrients.map((key) => [key, decimalText(table[key], lang)])) as Record<Nutrient, string>,
      ingredients: { fr_FR: table.ingredients.fr_FR ?? '', en_US: table.ingredients.en_US ?? '' },
      allergens: { fr_FR: table.allergens.fr_FR ?? '', en_US: table.allergens.en_US ?? '' },
    })),
  };
}

const emptyTable = (): NutritionFormValues['tables'][number] => ({
  declinationId: null,
  year: '',
  values: Object.fromEntries(nutrients.map((key) => [key, ''])) as Record<Nutrient, string>,
  ingredients: { fr_FR: '', en_US: '' },
  allergens: { fr_FR: '', en_US: '' },
});

export function NutritionForm({ lang, productId, details, onSaved }: DetailsFormProps) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueDetailsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const { register, control, handleSubmit, reset, formState } = useForm<NutritionFormValues, unknown, z.infer<typeof nutritionSchema>>({
    resolver: zodResolver(nutritionFormSchema),
    defaultValues: tableValues(details, lang),
  });
  const tables = useFieldArray({ control, name: 'tables' });

  const save = handleSubmit(({ tables }) =>
    savedThen(t, say, () => api.saveNutrition(productId, tables), (saved) => {
      reset(tableValues(saved, lang));
      onSaved(saved);
      return t('admin-catalogue:details.nutritionSaved');
    }),
  );

  const listError = messageText(t, formState.errors.tables?.root?.message ?? formState.errors.tables?.message);
  return (
    <section className={panelClass} aria-labelledby="product-nutrition-title">
      <h2 id="product-nutrition-title" className="mb-1 text-xl font-semibold">
        {t('admin-catalogue:details.nutrition')}
      </h2>
      <p className="mb-4 text-sm text-stone-600">{t('admin-catalogue:details.nutritionHelp')}</p>
      <form noValidate onSubmit={save}>
        {tables.fields.length === 0 && <p className="mb-4 text-stone-700">{t('admin-catalogue:details.noNutrition')}</p>}
        {listError && <p className="mb-3 text-sm font-medium text-red-700">{listError}</p>}
        {tables.fields.map((row, index) => {
          const prefix = `nutrition-${index}`;
          const errors = formState.errors.tables?.[index] as Record<string, { message?: string } | undefined> | undefined;
          const errorOf = (key: string) => messageText(t, errors?.[key]?.message);
          const area = (name: 'ingredients' | 'allergens', textLang: 'fr_FR' | 'en_US', label: string) => {
            const id = `${prefix}-${name}-${textLang}`;
            return (
              <Field id={id} label={label}>
                <textarea id={id} lang={textLang === 'fr_FR' ? 'fr' : 'en'} rows={2} className={inputClass} {...register(`tables.${index}.${name}.${textLang}`)} />
              </Field>
            );
          };
          return (
            <fieldset key={row.id} className="mb-4 rounded-md border border-stone-200 p-3">
              <legend className="px-1 font-semibold">{t('admin-catalogue:details.nutritionTable', { position: index + 1 })}</legend>
              <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
                <Field id={`${prefix}-year`} label={t('admin-catalogue:details.nutritionYear')} error={errorOf('year')}>
                  <input id={`${prefix}-year`} className={inputClass} inputMode="numeric" {...register(`tables.${index}.year`)} {...fieldAria(`${prefix}-year`, undefined, errorOf('year'))} />
                </Field>
                {nutrients.map((key) => {
                  const id = `${prefix}-${key}`;
                  const message = errorOf(key);
                  return (
                    <Field key={key} id={id} label={t(`admin-catalogue:details.nutrients.${key}`)} error={message}>
                      <input id={id} className={inputClass} inputMode="decimal" {...register(`tables.${index}.values.${key}`)} {...fieldAria(id, undefined, message)} />
                    </Field>
                  );
                })}
              </div>
              <div className="grid gap-x-4 sm:grid-cols-2">
                {area('ingredients', 'fr_FR', t('admin-catalogue:details.ingredientsFr'))}
                {area('ingredients', 'en_US', t('admin-catalogue:details.ingredientsEn'))}
                {area('allergens', 'fr_FR', t('admin-catalogue:details.allergensFr'))}
                {area('allergens', 'en_US', t('admin-catalogue:details.allergensEn'))}
              </div>
              <button type="button" className={buttonClass.secondary} onClick={() => tables.remove(index)}>
                {t('admin-catalogue:details.removeNutrition', { position: index + 1 })}
              </button>
            </fieldset>
          );
        })}
        <NoticeView notice={notice} />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonClass.secondary} onClick={() => tables.append(emptyTable())}>
            {t('admin-catalogue:details.addNutrition')}
          </button>
          <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
            {t('admin-catalogue:details.saveNutrition')}
          </button>
        </div>
      </form>
    </section>
  );
}
