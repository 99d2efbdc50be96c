import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { catalogueKindsApi, mealKindSchema, type AdminMealKind, type MealKindInput } from '~/lib/admin/catalogue-kinds';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { useNotice } from '../ui/Notice';
import { PictureInput } from '../ui/PictureInput';
import { failureText } from './form-values';
import { KindFoot, KindHead, kindSave, type KindEditing } from './KindSection';
import { NameFields, namesForm, namesOf, shownName, toNames } from './kind-form';

// The dishes a wine goes with: named in both languages, each with its picture (JPEG or PNG, the
// shop serves it like a product's), deleted only when no wine goes with them any more.

const formSchema = z.object({ label: namesForm });
type MealForm = z.infer<typeof formSchema>;
const mealFormSchema = formSchema.transform((form) => ({ label: toNames(form.label) })).pipe(mealKindSchema);
const valuesOf = (meal: AdminMealKind | null): MealForm => ({ label: namesOf(meal?.label ?? { fr_FR: '', en_US: null }) });

/** The form of one meal (a new one when the kind is null). */
export function MealEditor({ lang, kind: meal, onSaved, onRemoved }: { lang: Lang } & KindEditing<AdminMealKind>) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueKindsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<MealForm, unknown, MealKindInput>({
    resolver: zodResolver(mealFormSchema),
    defaultValues: valuesOf(meal),
  });
  const id = `meal-${meal?.id ?? 'new'}`;

  const save = handleSubmit(
    kindSave({ lang, section: 'meals', editing: { kind: meal, onSaved }, say, create: api.createMeal, update: api.updateMeal, name: (saved) => saved.label.fr_FR, reset: (saved) => reset(valuesOf(saved)) }),
  );

  const upload = async (file: File) => {
    if (!meal) return;
    setUploading(true);
    try {
      onSaved(await api.uploadMealPicture(meal.id, file));
      say('ok', t('admin-kinds:meals.pictured'));
    } catch (error) {
      say('error', failureText(t, error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={save}
      className={meal ? 'rounded-md border border-stone-200 p-3' : 'mb-6 rounded-md border border-dashed border-stone-400 bg-stone-50 p-3'}
      aria-labelledby={`${id}-title`}
    >
      <KindHead lang={lang} section="meals" id={id} kind={meal ? { name: shownName(meal.label, lang), usedBy: meal.usedBy } : undefined}>
        {meal &&
          (meal.icon ? (
            <img src={meal.icon} alt="" width={48} height={48} className="size-12 rounded bg-stone-50 object-contain" />
          ) : (
            <span className="flex size-12 items-center justify-center rounded border border-dashed border-stone-400 text-xs text-stone-600">
              {t('admin-kinds:meals.noPicture')}
            </span>
          ))}
      </KindHead>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        <NameFields t={t} id={id} register={{ fr_FR: register('label.fr_FR'), en_US: register('label.en_US') }} errors={formState.errors.label} />
        {meal && (
          <div className="mb-4 min-w-0">
            <PictureInput id={`${id}-picture`} label={t(meal.icon ? 'admin-kinds:meals.replacePicture' : 'admin-kinds:meals.picture')} disabled={uploading} onFile={upload} />
          </div>
        )}
      </div>
      <KindFoot lang={lang} section="meals" notice={notice} saving={formState.isSubmitting} onError={(error) => say('error', failureText(t, error))} onDelete={meal && onRemoved && (async () => { await api.removeMeal(meal.id); onRemoved(); })} />
    </form>
  );
}
