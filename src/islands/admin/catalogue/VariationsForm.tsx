import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { catalogueDetailsApi, variationsSchema, type AdminProductDetails, type VariationsInput } from '~/lib/admin/catalogue-details';
import type { AdminDeclination } from '~/lib/admin/catalogue';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import type { DetailsFormProps } from './DetailsPanels';
import { savedThen, textOrNull } from './form-values';
import { NameFields } from './kind-form';

// The variations a product is declined along (a ribbon colour, a gift amount…), how its page names
// them, and which value each declination takes: the page then offers them as choices.

const formSchema = z.object({
  variations: z.array(z.object({ variationId: z.string(), label: z.object({ fr_FR: z.string(), en_US: z.string() }), displayLabel: z.object({ fr_FR: z.string(), en_US: z.string() }) })),
  declinations: z.array(z.object({ id: z.number(), detailIds: z.array(z.string()) })),
});
type VariationsFormValues = z.infer<typeof formSchema>;

const variationsFormSchema = formSchema
  .transform(
    (form): z.input<typeof variationsSchema> => ({
      variations: form.variations.map((row) => ({
        variationId: Number(row.variationId),
        label: { fr_FR: row.label.fr_FR, en_US: textOrNull(row.label.en_US) },
        displayLabel: { fr_FR: textOrNull(row.displayLabel.fr_FR), en_US: textOrNull(row.displayLabel.en_US) },
      })),
      declinations: form.declinations.map((row) => ({
        id: row.id,
        detailIds: row.detailIds.slice(0, form.variations.length).map((id) => (id === '' ? null : Number(id))),
      })),
    }),
  )
  .pipe(variationsSchema);

const formValues = (details: AdminProductDetails): VariationsFormValues => ({
  variations: details.variations.map((row) => ({
    variationId: String(row.variationId),
    label: { fr_FR: row.label.fr_FR, en_US: row.label.en_US ?? '' },
    displayLabel: { fr_FR: row.displayLabel.fr_FR ?? '', en_US: row.displayLabel.en_US ?? '' },
  })),
  declinations: details.declinationDetails.map((row) => ({ id: row.id, detailIds: [0, 1, 2].map((index) => (row.detailIds[index] == null ? '' : String(row.detailIds[index]))) })),
});

export function VariationsForm({ lang, productId, details, onSaved, declinations }: DetailsFormProps & { declinations: AdminDeclination[] }) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueDetailsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const { register, control, handleSubmit, reset, watch, formState } = useForm<VariationsFormValues, unknown, VariationsInput>({
    resolver: zodResolver(variationsFormSchema),
    defaultValues: formValues(details),
  });
  const rows = useFieldArray({ control, name: 'variations' });
  const chosen = watch('variations');
  const declinationName = (id: number) => {
    const row = declinations.find((d) => d.id === id);
    return [row?.reference, row?.year].filter(Boolean).join(' · ') || `#${id}`;
  };

  const save = handleSubmit((input) =>
    savedThen(t, say, () => api.saveVariations(productId, input), (saved) => {
      reset(formValues(saved));
      onSaved(saved);
      return t('admin-catalogue:details.variationsSaved');
    }),
  );

  return (
    <section className={panelClass} aria-labelledby="product-variations-title">
      <h2 id="product-variations-title" className="mb-1 text-xl font-semibold">
        {t('admin-catalogue:details.variations')}
      </h2>
      <p className="mb-4 text-sm text-stone-600">{t('admin-catalogue:details.variationsHelp')}</p>
      <form noValidate onSubmit={save}>
        {rows.fields.length === 0 && <p className="mb-4 text-stone-700">{t('admin-catalogue:details.noVariations')}</p>}
        {rows.fields.map((row, index) => {
          const prefix = `variation-${index}`;
          return (
            <fieldset key={row.id} className="mb-4 rounded-md border border-stone-200 p-3">
              <legend className="px-1 font-semibold">{t('admin-catalogue:details.variation', { position: index + 1 })}</legend>
              <div className="grid gap-x-4 sm:grid-cols-3">
                <Field id={`${prefix}-kind`} label={t('admin-catalogue:details.variationKind')}>
                  <select id={`${prefix}-kind`} className={inputClass} {...register(`variations.${index}.variationId`)}>
                    {details.availableVariations.map((variation) => (
                      <option key={variation.id} value={variation.id}>
                        {variation.name}
                      </option>
                    ))}
                  </select>
                </Field>
                <NameFields
                  t={t}
                  id={prefix}
                  labels={{ fr_FR: t('admin-catalogue:details.variationLabelFr'), en_US: t('admin-catalogue:details.variationLabelEn') }}
                  register={{ fr_FR: register(`variations.${index}.label.fr_FR`), en_US: register(`variations.${index}.label.en_US`) }}
                  errors={formState.errors.variations?.[index]?.label}
                />
              </div>
              <button type="button" className={buttonClass.secondary} onClick={() => rows.remove(index)}>
                {t('admin-catalogue:details.removeVariation', { position: index + 1 })}
              </button>
            </fieldset>
          );
        })}
        {chosen.length > 0 && details.declinationDetails.length > 0 && (
          <fieldset className="mb-4">
            <legend className="mb-2 font-semibold">{t('admin-catalogue:details.declinationValues')}</legend>
            {details.declinationDetails.map((declination, row) => (
              <div key={declination.id} className="grid gap-x-4 sm:grid-cols-3">
                {chosen.map((variation, index) => {
                  const id = `declination-${declination.id}-value-${index}`;
                  const kind = details.availableVariations.find((candidate) => String(candidate.id) === variation.variationId);
                  return (
                    <Field key={id} id={id} label={t('admin-catalogue:details.declinationValue', { variation: variation.label.fr_FR || kind?.name, declination: declinationName(declination.id) })}>
                      <select id={id} className={inputClass} {...register(`declinations.${row}.detailIds.${index}`)}>
                        <option value="">{t('admin-catalogue:details.noValue')}</option>
                        {kind?.details.map((detail) => (
                          <option key={detail.id} value={detail.id}>
                            {detail.label}
                          </option>
                        ))}
                      </select>
                    </Field>
                  );
                })}
              </div>
            ))}
          </fieldset>
        )}
        <NoticeView notice={notice} />
        <div className="flex flex-wrap gap-3">
          {rows.fields.length < 3 && details.availableVariations.length > 0 && (
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={() => rows.append({ variationId: String(details.availableVariations[0].id), label: { fr_FR: details.availableVariations[0].name, en_US: '' }, displayLabel: { fr_FR: '', en_US: '' } })}
            >
              {t('admin-catalogue:details.addVariation')}
            </button>
          )}
          <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
            {t('admin-catalogue:details.saveVariations')}
          </button>
        </div>
      </form>
    </section>
  );
}
