import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiRequestError } from '~/lib/api';
import { CLUB_COLOURS, CLUB_SELECTIONS, clubAdminApi, type AdminClubFormula } from '~/lib/admin/club';
import { formulaFormValues, formulaInputOf, type FormulaFormValues } from '~/lib/admin/club-form';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { PictureInput } from '../ui/PictureInput';
import { buttonClass, inputClass, panelClass } from '../ui/styles';

interface Props {
  lang: Lang;
  /** The formula to edit; none: a new one. */
  formula?: AdminClubFormula;
  onSaved: (formula: AdminClubFormula) => void;
}

/** The form's own check: the same conversion that builds what is sent names the wrong fields. */
const resolver: Resolver<FormulaFormValues> = async (values) => {
  const result = formulaInputOf(values);
  if ('input' in result) return { values, errors: {} };
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, message]) => [field, { type: 'validate', message }]));
  return { values: {}, errors: errors as FieldErrors<FormulaFormValues> };
};

const TEXT_FIELDS = ['bottlesPerShipment', 'shipmentsPerYear', 'pricePerShipment', 'memberDiscount', 'shippingRate', 'memberCap', 'maxSkipsPerYear', 'giftShipments', 'giftPrice', 'position'] as const;

/** Creates a club formula, or changes one: names and descriptions in both languages, prices in euros, the discount in percent. */
export default function FormulaForm({ lang, formula, onSaved }: Props) {
  const t = adminT(lang);
  const { notice, say } = useNotice();
  const { register, handleSubmit, watch, reset, formState } = useForm<FormulaFormValues>({ defaultValues: formulaFormValues(formula), resolver });
  const prefix = `formula-${formula?.id ?? 'new'}`;
  const error = (field: keyof FormulaFormValues) => {
    const key = formState.errors[field]?.message;
    return key ? t(key) : undefined;
  };
  const control = (field: keyof FormulaFormValues) => ({ id: `${prefix}-${field}`, ...fieldAria(`${prefix}-${field}`, undefined, error(field)) });
  const selection = watch('selection');
  const api = clubAdminApi(adminClient(lang));

  const failure = (caught: unknown) => say('error', caught instanceof ApiRequestError && caught.status !== null ? caught.message : t('admin:state.offline'));

  const save = handleSubmit(async (values) => {
    const result = formulaInputOf(values);
    if (!('input' in result)) return;
    try {
      const saved = formula ? await api.change(formula.id, result.input) : await api.create(result.input);
      say('ok', t(formula ? 'admin-club:saved' : 'admin-club:created', { name: saved.fr_FR.name }));
      reset(formula ? formulaFormValues(saved) : formulaFormValues());
      onSaved(saved);
    } catch (caught) {
      failure(caught);
    }
  });

  const upload = async (file: File) => {
    if (!formula) return;
    try {
      onSaved(await api.picture(formula.id, file));
      say('ok', t('admin-club:pictured'));
    } catch (caught) {
      failure(caught);
    }
  };

  return (
    <form onSubmit={save} noValidate className={panelClass} aria-labelledby={`${prefix}-title`} data-testid="club-formula-form">
      <h2 id={`${prefix}-title`} className="mb-4 text-lg font-semibold">
        {formula ? formula.fr_FR.name : t('admin-club:newFormula')}
      </h2>
      <div className="grid gap-x-6 md:grid-cols-2">
        <Field id={`${prefix}-nameFr`} label={t('admin-club:fields.nameFr')} error={error('nameFr')}>
          <input className={inputClass} {...control('nameFr')} {...register('nameFr')} />
        </Field>
        <Field id={`${prefix}-nameEn`} label={t('admin-club:fields.nameEn')} error={error('nameEn')}>
          <input className={inputClass} {...control('nameEn')} {...register('nameEn')} />
        </Field>
        <Field id={`${prefix}-descriptionFr`} label={t('admin-club:fields.descriptionFr')} error={error('descriptionFr')}>
          <textarea rows={3} className={inputClass} {...control('descriptionFr')} {...register('descriptionFr')} />
        </Field>
        <Field id={`${prefix}-descriptionEn`} label={t('admin-club:fields.descriptionEn')} error={error('descriptionEn')}>
          <textarea rows={3} className={inputClass} {...control('descriptionEn')} {...register('descriptionEn')} />
        </Field>
        {TEXT_FIELDS.map((field) => (
          <Field key={field} id={`${prefix}-${field}`} label={t(`admin-club:fields.${field}`)} error={error(field)}>
            <input className={inputClass} inputMode="decimal" {...control(field)} {...register(field)} />
          </Field>
        ))}
        <Field id={`${prefix}-selection`} label={t('admin-club:fields.selection')}>
          <select className={inputClass} {...control('selection')} {...register('selection')}>
            {CLUB_SELECTIONS.map((value) => (
              <option key={value} value={value}>{t(`admin-club:fields.selection${value}`)}</option>
            ))}
          </select>
        </Field>
        {selection === 'MEMBER_CHOICE' && (
          <>
            <fieldset className="mb-4">
              <legend className="mb-1 font-medium">{t('admin-club:fields.choiceColours')}</legend>
              <div className="flex flex-wrap gap-4">
                {CLUB_COLOURS.map((colour) => (
                  <label key={colour} className="flex min-h-10 items-center gap-2">
                    <input type="checkbox" value={colour} className="size-4 accent-wine-700" {...register('choiceColours')} />
                    {t(`admin-club:colours.${colour}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field id={`${prefix}-choiceBudget`} label={t('admin-club:fields.choiceBudget')} error={error('choiceBudget')}>
              <input className={inputClass} inputMode="decimal" {...control('choiceBudget')} {...register('choiceBudget')} />
            </Field>
          </>
        )}
        <fieldset className="mb-4">
          <legend className="mb-1 font-medium">{t('admin-club:fields.allowsShipping')} / {t('admin-club:fields.allowsCollection')}</legend>
          {(['allowsShipping', 'allowsCollection', 'isEnabled'] as const).map((field) => (
            <label key={field} className="flex min-h-10 items-center gap-2">
              <input type="checkbox" className="size-5 accent-wine-700" {...register(field)} />
              {t(`admin-club:fields.${field}`)}
            </label>
          ))}
          {error('allowsShipping') && <p className="mt-1 text-sm font-medium text-red-700">{error('allowsShipping')}</p>}
        </fieldset>
        {formula && (
          <div className="mb-4 flex items-center gap-4">
            {formula.picture && <img src={formula.picture} alt="" width={96} height={64} className="h-16 w-24 rounded object-cover" />}
            <div className="grow">
              <PictureInput id={`${prefix}-picture`} label={t(formula.picture ? 'admin-club:replacePicture' : 'admin-club:picture')} disabled={formState.isSubmitting} onFile={upload} />
            </div>
          </div>
        )}
      </div>
      <NoticeView notice={notice} />
      <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('admin:actions.saving') : t(formula ? 'admin-club:save' : 'admin-club:create')}
      </button>
    </form>
  );
}
