import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { catalogueKindsApi, mealKindSchema, type AdminMealKind, type MealKindInput } from '~/lib/admin/catalogue-kinds';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { useNotice } from '../ui/Notice';
import { failureText } from './form-values';
import { KindFoot, type KindEditing } from './KindSection';
import { NameFields, namesForm, namesOf, shownName, toNames } from './kind-form';

// The dishes a wine goes with: named in both languages, each with its picture (JPEG or PNG, the
// shop serves it like a product's), deleted only when no wine goes with them any more.

const formSchema = z.object({ label: namesForm });
type MealForm = z.infer<typeof formSchema>;
const mealFormSchema = formSchema.transform((form) => ({ label: toNames(form.label) })).pipe(mealKindSchema);

/** The form of one meal (a new one when the kind is null). */
export function MealEditor({ lang, kind: meal, onSaved, onRemoved }: { lang: Lang } & KindEditing<AdminMealKind>) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueKindsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<MealForm, unknown, MealKindInput>({
    resolver: zodResolver(mealFormSchema),
    defaultValues: {
      label: namesOf(meal?.label ?? { fr_FR: '', en_US: null }),
    },
  });
  const id = `meal-${meal?.id ?? 'new'}`;

  const save = handleSubmit(async (input) => {
    try {
      const saved = meal ? await api.updateMeal(meal.id, input) : await api.createMeal(input);
      reset({
        label: namesOf(meal ? saved.label : { fr_FR: '', en_US: null }),
      });
      say(
        'ok',
        t(meal ? 'admin-kinds:meals.saved' : 'admin-kinds:meals.created', {
          name: saved.label.fr_FR,
        }),
      );
      onSaved(saved);
    } catch (error) {
      say('error', failureText(t, error));
    }
  });

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
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form
      noValidate
      onSubmit={save}
      className={meal ? 'rounded-md border border-stone-200 p-3' : 'mb-6 rounded-md border border-dashed border-stone-400 bg-stone-50 p-3'}
      aria-labelledby={`${id}-title`}
    >
      <div className="mb-3 flex flex-wrap items-center gap-3">
        {meal &&
          (meal.icon ? (
            <img src={meal.icon} alt="" width={48} height={48} className="size-12 rounded bg-stone-50 object-contain" />
          ) : (
            <span className="flex size-12 items-center justify-center rounded border border-dashed border-stone-400 text-xs text-stone-600">
              {t('admin-kinds:meals.noPicture')}
            </span>
          ))}
        <h3 id={`${id}-title`} className="font-semibold">
          {meal ? shownName(meal.label, lang) : t('admin-kinds:meals.new')}
        </h3>
        {meal && <span className="text-sm text-stone-600">{t('admin-kinds:meals.usedBy', { count: meal.usedBy })}</span>}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        <NameFields
          t={t}
          id={id}
          labels={{
            fr_FR: t('admin-kinds:nameFr'),
            en_US: t('admin-kinds:nameEn'),
          }}
          register={{
            fr_FR: register('label.fr_FR'),
            en_US: register('label.en_US'),
          }}
          errors={formState.errors.label}
        />
        {meal && (
          <div className="mb-4 min-w-0">
            <label htmlFor={`${id}-picture`} className="mb-1 block font-medium text-stone-800">
              {t(meal.icon ? 'admin-kinds:meals.replacePicture' : 'admin-kinds:meals.picture')}
            </label>
            <input
              ref={fileInput}
              id={`${id}-picture`}
              type="file"
              accept="image/png,image/jpeg"
              disabled={uploading}
              className="block w-full text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-stone-400 file:bg-white file:px-4 file:py-2 file:font-semibold"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
          </div>
        )}
      </div>
      <KindFoot lang={lang} section="meals" notice={notice} saving={formState.isSubmitting} onError={(error) => say('error', failureText(t, error))} onDelete={meal && onRemoved && (async () => { await api.removeMeal(meal.id); onRemoved(); })} />
    </form>
  );
}
