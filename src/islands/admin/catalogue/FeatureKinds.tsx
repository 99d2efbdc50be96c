import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { CATALOGUE_ICONS, FEATURE_ICON_NAMES, featureIcon } from '~/lib/ui/catalogue-icons';
import { catalogueKindsApi, featureKindSchema, type AdminFeatureKind, type FeatureKindInput } from '~/lib/admin/catalogue-kinds';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field } from '../ui/Field';
import { useNotice } from '../ui/Notice';
import { inputClass } from '../ui/styles';
import { failureText, textOrNull } from './form-values';
import { KindFoot, KindHead, kindSave, type KindEditing } from './KindSection';
import { NameFields, namesForm, namesOf, shownName, toNames } from './kind-form';

// The features a product sheet may list (soil, harvest…): named in both languages, with one of
// the icons the shop draws; deleted only when no product lists them any more.

const formSchema = z.object({ label: namesForm, icon: z.string() });
type FeatureForm = z.infer<typeof formSchema>;
const featureFormSchema = formSchema
  .transform((form) => ({
    label: toNames(form.label),
    icon: textOrNull(form.icon),
  }))
  .pipe(featureKindSchema);
const valuesOf = (feature: AdminFeatureKind | null): FeatureForm => ({
  label: namesOf(feature?.label ?? { fr_FR: '', en_US: null }),
  icon: feature?.icon ?? '',
});

/** The drawing the shop shows for an icon name, as on the product page. */
function IconPreview({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0 text-wine-700"
      dangerouslySetInnerHTML={{
        __html: CATALOGUE_ICONS[featureIcon(name || null)],
      }}
    />
  );
}

/** The form of one feature (a new one when the kind is null). */
export function FeatureEditor({ lang, kind: feature, onSaved, onRemoved }: { lang: Lang } & KindEditing<AdminFeatureKind>) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueKindsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const { register, handleSubmit, reset, control, formState } = useForm<FeatureForm, unknown, FeatureKindInput>({
    resolver: zodResolver(featureFormSchema),
    defaultValues: valuesOf(feature),
  });
  const icon = useWatch({ control, name: 'icon' });
  const id = `feature-${feature?.id ?? 'new'}`;
  // An icon name the owner typed elsewhere stays choosable.
  const iconNames = feature?.icon && !FEATURE_ICON_NAMES.includes(feature.icon) ? [feature.icon, ...FEATURE_ICON_NAMES] : FEATURE_ICON_NAMES;

  const save = handleSubmit(
    kindSave({ lang, section: 'features', editing: { kind: feature, onSaved }, say, create: api.createFeature, update: api.updateFeature, name: (saved) => saved.label.fr_FR, reset: (saved) => reset(valuesOf(saved)) }),
  );

  return (
    <form
      noValidate
      onSubmit={save}
      className={feature ? 'rounded-md border border-stone-200 p-3' : 'mb-6 rounded-md border border-dashed border-stone-400 bg-stone-50 p-3'}
      aria-labelledby={`${id}-title`}
    >
      <KindHead lang={lang} section="features" id={id} kind={feature ? { name: shownName(feature.label, lang), usedBy: feature.usedBy } : undefined}>
        <IconPreview name={icon} />
      </KindHead>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        <NameFields t={t} id={id} register={{ fr_FR: register('label.fr_FR'), en_US: register('label.en_US') }} errors={formState.errors.label} />
        <Field id={`${id}-icon`} label={t('admin-kinds:features.icon')}>
          <select id={`${id}-icon`} className={inputClass} {...register('icon')}>
            <option value="">{t('admin-kinds:features.noIcon')}</option>
            {iconNames.map((name) => (
              <option key={name} value={name}>
                {name.replace(/^fa-/, '')}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <KindFoot lang={lang} section="features" notice={notice} saving={formState.isSubmitting} onError={(error) => say('error', failureText(t, error))} onDelete={feature && onRemoved && (async () => { await api.removeFeature(feature.id); onRemoved(); })} />
    </form>
  );
}
