import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { catalogueDetailsApi, featuresSchema, type AdminProductDetails } from '~/lib/admin/catalogue-details';
import type { AdminDeclination } from '~/lib/admin/catalogue';
import type { ProductType } from '~/lib/catalogue';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { AwardsForm } from './AwardsForm';
import { failureText, savedThen, textOrNull } from './form-values';
import { NameFields } from './kind-form';
import { NutritionForm } from './NutritionForm';
import { VariationsForm } from './VariationsForm';

// What the product page shows beside the prices: awards, food pairings, features and the e-label,
// loaded once and saved list by list.

interface Props {
  lang: Lang;
  productId: number;
}

export interface DetailsFormProps extends Props {
  details: AdminProductDetails;
  onSaved: (details: AdminProductDetails) => void;
}

/** Awards, pairings and the e-label are a wine's; features and variations any product's. */
export function DetailsPanels({ lang, productId, type, declinations }: Props & { type: ProductType; declinations: AdminDeclination[] }) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => catalogueDetailsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [details, setDetails] = useState<AdminProductDetails | null>(null);
  // Read again when a declination is added or removed: the variations list each declination.
  const declinationIds = declinations.map((d) => d.id).join(',');
  useEffect(() => {
    api.details(productId).then(setDetails, (error: unknown) => say('error', failureText(t, error)));
  }, [api, productId, say, t, declinationIds]);

  if (!details) return notice ? <NoticeView notice={notice} /> : <p>{t('admin:state.loading')}</p>;
  const props = { lang, productId, details, onSaved: setDetails };
  return (
    <>
      {type === 'WINE' && <AwardsForm {...props} />}
      {type === 'WINE' && <PairingsForm {...props} />}
      <FeaturesForm {...props} />
      <VariationsForm key={declinationIds} {...props} declinations={declinations} />
      {type === 'WINE' && <NutritionForm {...props} />}
    </>
  );
}

/** The dishes the wine goes with: one checkbox per dish family. */
function PairingsForm({ lang, productId, details, onSaved }: DetailsFormProps) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => catalogueDetailsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [chosen, setChosen] = useState(details.mealIconIds);
  return (
    <section className={panelClass} aria-labelledby="product-pairings-title">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          try {
            onSaved(await api.saveMealPairings(productId, chosen));
            say('ok', t('admin-catalogue:details.pairingsSaved'));
          } catch (error) {
            say('error', failureText(t, error));
          }
        }}
      >
        <fieldset>
          <legend id="product-pairings-title" className="mb-1 text-xl font-semibold">
            {t('admin-catalogue:details.pairings')}
          </legend>
          <p className="mb-3 text-sm text-stone-600">{t('admin-catalogue:details.pairingsHelp')}</p>
          <div className="mb-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {details.mealIcons.map((icon) => (
              <label key={icon.id} className="flex min-h-10 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-wine-700"
                  checked={chosen.includes(icon.id)}
                  onChange={(event) => setChosen((current) => (event.target.checked ? [...current, icon.id] : current.filter((id) => id !== icon.id)))}
                />
                {icon.label}
              </label>
            ))}
          </div>
        </fieldset>
        <NoticeView notice={notice} />
        <button type="submit" className={buttonClass.primary}>
          {t('admin-catalogue:details.savePairings')}
        </button>
      </form>
    </section>
  );
}

const featureForm = z.object({ features: z.array(z.object({ featureId: z.string(), value: z.object({ fr_FR: z.string(), en_US: z.string() }) })) });
type FeatureFormValues = z.infer<typeof featureForm>;
const featureFormSchema = featureForm
  .transform((form) => ({
    features: form.features.map((row) => ({ featureId: Number(row.featureId), value: { fr_FR: row.value.fr_FR, en_US: textOrNull(row.value.en_US) } })),
  }))
  .pipe(featuresSchema);

const featureValues = (details: AdminProductDetails): FeatureFormValues => ({
  features: details.features.map((row) => ({ featureId: String(row.featureId), value: { fr_FR: row.value.fr_FR, en_US: row.value.en_US ?? '' } })),
});

/** The product's characteristics (soil, harvest…) and their values in both languages. */
function FeaturesForm({ lang, productId, details, onSaved }: DetailsFormProps) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => catalogueDetailsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const { register, control, handleSubmit, reset, formState } = useForm<FeatureFormValues, unknown, z.infer<typeof featuresSchema>>({
    resolver: zodResolver(featureFormSchema),
    defaultValues: featureValues(details),
  });
  const rows = useFieldArray({ control, name: 'features' });
  const labelOf = (id: string) => details.availableFeatures.find((feature) => String(feature.id) === id)?.label ?? '';

  const save = handleSubmit(({ features }) =>
    savedThen(t, say, () => api.saveFeatures(productId, features), (saved) => {
      reset(featureValues(saved));
      onSaved(saved);
      return t('admin-catalogue:details.featuresSaved');
    }),
  );

  return (
    <section className={panelClass} aria-labelledby="product-features-title">
      <h2 id="product-features-title" className="mb-4 text-xl font-semibold">
        {t('admin-catalogue:details.features')}
      </h2>
      <form noValidate onSubmit={save}>
        {rows.fields.length === 0 && <p className="mb-4 text-stone-700">{t('admin-catalogue:details.noFeatures')}</p>}
        {rows.fields.map((row, index) => {
          const prefix = `feature-${index}`;
          return (
            <div key={row.id} className="grid gap-x-4 border-b border-stone-200 pt-2 last:border-0 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-start">
              <Field id={`${prefix}-feature`} label={t('admin-catalogue:details.feature')}>
                <select id={`${prefix}-feature`} className={inputClass} {...register(`features.${index}.featureId`)}>
                  {details.availableFeatures.map((feature) => (
                    <option key={feature.id} value={feature.id}>
                      {feature.label}
                    </option>
                  ))}
                </select>
              </Field>
              <NameFields
                t={t}
                id={prefix}
                labels={{ fr_FR: t('admin-catalogue:details.valueFr'), en_US: t('admin-catalogue:details.valueEn') }}
                register={{ fr_FR: register(`features.${index}.value.fr_FR`), en_US: register(`features.${index}.value.en_US`) }}
                errors={formState.errors.features?.[index]?.value}
              />
              <div className="mb-4 lg:pt-7">
                <button type="button" className={buttonClass.secondary} onClick={() => rows.remove(index)}>
                  {t('admin:actions.delete')}
                  <span className="sr-only"> {t('admin-catalogue:list.quoted', { name: labelOf(row.featureId) })}</span>
                </button>
              </div>
            </div>
          );
        })}
        <NoticeView notice={notice} />
        <div className="flex flex-wrap gap-3">
          {details.availableFeatures.length > 0 && (
            <button type="button" className={buttonClass.secondary} onClick={() => rows.append({ featureId: String(details.availableFeatures[0].id), value: { fr_FR: '', en_US: '' } })}>
              {t('admin-catalogue:details.addFeature')}
            </button>
          )}
          <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
            {t('admin-catalogue:details.saveFeatures')}
          </button>
        </div>
      </form>
    </section>
  );
}
