import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import {
  catalogueCustomizationsApi,
  customizationCostTypes,
  customizationInputTypes,
  customizationsSchema,
  type AdminCustomizations,
} from '~/lib/admin/catalogue-customizations';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { failureText, hundredths, hundredthsText, messageText, textOrNull, whole } from './form-values';

// What a customer may personalise on the product: an engraved text priced by its length, a
// choice from a list, a box to tick, a picture to upload. Prices in euros or percentages.

const bothLangs = z.object({ fr_FR: z.string(), en_US: z.string() });
const valueForm = z.object({ textNumberOfChar: z.string(), selectKey: z.string(), costType: z.enum(customizationCostTypes), amount: z.string(), label: bothLangs });
const itemForm = z.object({
  id: z.number().optional(),
  inputType: z.enum(customizationInputTypes),
  required: z.boolean(),
  label: bothLangs,
  description: bothLangs,
  textMaxLength: z.string(),
  values: z.array(valueForm),
});
const formSchema = z.object({ customizations: z.array(itemForm) });
type FormValues = z.infer<typeof formSchema>;

const customizationsFormSchema = formSchema
  .transform(
    (form): z.input<typeof customizationsSchema> => ({
      customizations: form.customizations.map((item) => ({
        ...(item.id === undefined ? {} : { id: item.id }),
        inputType: item.inputType,
        required: item.required,
        label: { fr_FR: item.label.fr_FR, en_US: textOrNull(item.label.en_US) },
        description: { fr_FR: textOrNull(item.description.fr_FR), en_US: textOrNull(item.description.en_US) },
        textMaxLength: item.inputType === 'TEXT' ? whole(item.textMaxLength) : null,
        values: item.values.map((value) => ({
          textNumberOfChar: item.inputType === 'TEXT' ? whole(value.textNumberOfChar) : null,
          selectKey: item.inputType === 'SELECT' ? value.selectKey.trim() : null,
          costType: value.costType,
          amount: value.costType === 'NONE' ? 0 : (hundredths(value.amount) ?? Number.NaN),
          label: item.inputType === 'SELECT' ? { fr_FR: textOrNull(value.label.fr_FR), en_US: textOrNull(value.label.en_US) } : { fr_FR: null, en_US: null },
        })),
      })),
    }),
  )
  .pipe(customizationsSchema);

function formValues(saved: AdminCustomizations, lang: Lang): FormValues {
  return {
    customizations: saved.customizations.map((item) => ({
      id: item.id,
      inputType: item.inputType,
      required: item.required,
      label: { fr_FR: item.label.fr_FR, en_US: item.label.en_US ?? '' },
      description: { fr_FR: item.description.fr_FR ?? '', en_US: item.description.en_US ?? '' },
      textMaxLength: item.textMaxLength === null ? '' : String(item.textMaxLength),
      values: item.values.map((value) => ({
        textNumberOfChar: value.textNumberOfChar === null ? '' : String(value.textNumberOfChar),
        selectKey: value.selectKey ?? '',
        costType: value.costType,
        amount: hundredthsText(value.amount, lang),
        label: { fr_FR: value.label.fr_FR ?? '', en_US: value.label.en_US ?? '' },
      })),
    })),
  };
}

interface Props {
  lang: Lang;
  productId: number;
}

export function CustomizationsPanel({ lang, productId }: Props) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => catalogueCustomizationsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [saved, setSaved] = useState<AdminCustomizations | null>(null);
  useEffect(() => {
    api.list(productId).then(setSaved, (error: unknown) => say('error', failureText(t, error)));
  }, [api, productId, say, t]);
  if (!saved) return notice ? <NoticeView notice={notice} /> : null;
  return <CustomizationsForm lang={lang} productId={productId} saved={saved} />;
}

function CustomizationsForm({ lang, productId, saved }: Props & { saved: AdminCustomizations }) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueCustomizationsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const { register, control, handleSubmit, reset, watch, formState } = useForm<FormValues, unknown, z.infer<typeof customizationsSchema>>({
    resolver: zodResolver(customizationsFormSchema),
    defaultValues: formValues(saved, lang),
  });
  const items = useFieldArray({ control, name: 'customizations', keyName: 'key' });

  const save = handleSubmit(async ({ customizations }) => {
    try {
      reset(formValues(await api.save(productId, customizations), lang));
      say('ok', t('admin-catalogue:customizations.saved'));
    } catch (error) {
      say('error', failureText(t, error));
    }
  });

  return (
    <section className={panelClass} aria-labelledby="product-customizations-title">
      <h2 id="product-customizations-title" className="mb-1 text-xl font-semibold">
        {t('admin-catalogue:customizations.title')}
      </h2>
      <p className="mb-4 text-sm text-stone-600">{t('admin-catalogue:customizations.help')}</p>
      {saved.formCount > 0 && <p className="mb-4 text-sm text-stone-700">{t('admin-catalogue:customizations.forms', { count: saved.formCount })}</p>}
      <form noValidate onSubmit={save}>
        {items.fields.length === 0 && <p className="mb-4 text-stone-700">{t('admin-catalogue:customizations.none')}</p>}
        {items.fields.map((item, index) => {
          const prefix = `customization-${index}`;
          const errors = formState.errors.customizations?.[index];
          const labelError = messageText(t, errors?.label?.fr_FR?.message);
          const maxError = messageText(t, errors?.textMaxLength?.message);
          const inputType = watch(`customizations.${index}.inputType`);
          return (
            <fieldset key={item.key} className="mb-4 rounded-md border border-stone-200 p-3">
              <legend className="px-1 font-semibold">{t('admin-catalogue:customizations.item', { position: index + 1 })}</legend>
              <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
                <Field id={`${prefix}-type`} label={t('admin-catalogue:customizations.inputType')}>
                  <select id={`${prefix}-type`} className={inputClass} {...register(`customizations.${index}.inputType`)}>
                    {customizationInputTypes.map((type) => (
                      <option key={type} value={type}>
                        {t(`admin-catalogue:customizations.inputTypes.${type}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field id={`${prefix}-fr`} label={t('admin-catalogue:customizations.labelFr')} error={labelError}>
                  <input id={`${prefix}-fr`} lang="fr" className={inputClass} {...register(`customizations.${index}.label.fr_FR`)} {...fieldAria(`${prefix}-fr`, undefined, labelError)} />
                </Field>
                <Field id={`${prefix}-en`} label={t('admin-catalogue:customizations.labelEn')}>
                  <input id={`${prefix}-en`} lang="en" className={inputClass} {...register(`customizations.${index}.label.en_US`)} />
                </Field>
                <div className="sm:pt-7">
                  <label className="mb-4 flex min-h-10 items-center gap-2 font-medium">
                    <input type="checkbox" className="size-5 accent-wine-700" {...register(`customizations.${index}.required`)} />
                    {t('admin-catalogue:customizations.required')}
                  </label>
                </div>
                <Field id={`${prefix}-help-fr`} label={t('admin-catalogue:customizations.descriptionFr')}>
                  <input id={`${prefix}-help-fr`} lang="fr" className={inputClass} {...register(`customizations.${index}.description.fr_FR`)} />
                </Field>
                <Field id={`${prefix}-help-en`} label={t('admin-catalogue:customizations.descriptionEn')}>
                  <input id={`${prefix}-help-en`} lang="en" className={inputClass} {...register(`customizations.${index}.description.en_US`)} />
                </Field>
                {inputType === 'TEXT' && (
                  <Field id={`${prefix}-max`} label={t('admin-catalogue:customizations.textMaxLength')} error={maxError}>
                    <input id={`${prefix}-max`} className={inputClass} inputMode="numeric" {...register(`customizations.${index}.textMaxLength`)} {...fieldAria(`${prefix}-max`, undefined, maxError)} />
                  </Field>
                )}
              </div>
              <Prices lang={lang} index={index} inputType={inputType} control={control} register={register} errors={formState.errors} />
              <button type="button" className={buttonClass.secondary} onClick={() => items.remove(index)}>
                {t('admin-catalogue:customizations.remove', { position: index + 1 })}
              </button>
            </fieldset>
          );
        })}
        <NoticeView notice={notice} />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() =>
              items.append({ inputType: 'TEXT', required: false, label: { fr_FR: '', en_US: '' }, description: { fr_FR: '', en_US: '' }, textMaxLength: '', values: [] })
            }
          >
            {t('admin-catalogue:customizations.add')}
          </button>
          <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
            {t('admin-catalogue:customizations.save')}
          </button>
        </div>
      </form>
    </section>
  );
}

interface PricesProps {
  lang: Lang;
  index: number;
  inputType: FormValues['customizations'][number]['inputType'];
  control: Control<FormValues, unknown, z.infer<typeof customizationsSchema>>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
}

/** The prices of one customization: tiers for a text, choices for a list, one cost otherwise. */
function Prices({ lang, index, inputType, control, register, errors }: PricesProps) {
  const t = adminT(lang);
  const values = useFieldArray({ control, name: `customizations.${index}.values` });
  const itemErrors = errors.customizations?.[index];
  const listError = messageText(t, itemErrors?.values?.root?.message ?? itemErrors?.values?.message);
  const help = t(`admin-catalogue:customizations.pricesHelp${inputType === 'TEXT' || inputType === 'SELECT' ? inputType : 'OTHER'}`);
  const single = inputType === 'CHECKBOX' || inputType === 'FILE';
  return (
    <fieldset className="mb-4">
      <legend className="font-medium">{t('admin-catalogue:customizations.prices')}</legend>
      <p className="mb-2 text-sm text-stone-600">{help}</p>
      {listError && <p className="mb-2 text-sm font-medium text-red-700">{listError}</p>}
      {values.fields.map((value, row) => {
        const prefix = `customization-${index}-price-${row}`;
        const rowErrors = itemErrors?.values?.[row];
        const amountError = messageText(t, rowErrors?.amount?.message);
        const text = (name: 'textNumberOfChar' | 'selectKey' | 'label.fr_FR' | 'label.en_US', label: string, error?: string, inputMode?: 'numeric') => (
          <Field id={`${prefix}-${name}`} label={label} error={error}>
            <input id={`${prefix}-${name}`} className={inputClass} inputMode={inputMode} {...register(`customizations.${index}.values.${row}.${name}`)} {...fieldAria(`${prefix}-${name}`, undefined, error)} />
          </Field>
        );
        return (
          <div key={value.id} className="grid gap-x-4 sm:grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] sm:items-start">
            {inputType === 'TEXT' && text('textNumberOfChar', t('admin-catalogue:customizations.fromChars'), messageText(t, rowErrors?.textNumberOfChar?.message), 'numeric')}
            {inputType === 'SELECT' && (
              <>
                {text('selectKey', t('admin-catalogue:customizations.selectKey'), messageText(t, rowErrors?.selectKey?.message))}
                {text('label.fr_FR', t('admin-catalogue:customizations.valueLabelFr'), messageText(t, rowErrors?.label?.fr_FR?.message))}
                {text('label.en_US', t('admin-catalogue:customizations.valueLabelEn'))}
              </>
            )}
            <Field id={`${prefix}-cost`} label={t('admin-catalogue:customizations.costType')}>
              <select id={`${prefix}-cost`} className={inputClass} {...register(`customizations.${index}.values.${row}.costType`)}>
                {customizationCostTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`admin-catalogue:customizations.costTypes.${type}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`${prefix}-amount`} label={t('admin-catalogue:customizations.amount')} error={amountError}>
              <input id={`${prefix}-amount`} className={inputClass} inputMode="decimal" {...register(`customizations.${index}.values.${row}.amount`)} {...fieldAria(`${prefix}-amount`, undefined, amountError)} />
            </Field>
            <div className="mb-4 sm:pt-7">
              <button type="button" className={`${buttonClass.secondary} whitespace-nowrap`} onClick={() => values.remove(row)}>
                {t('admin-catalogue:customizations.removePrice')}
              </button>
            </div>
          </div>
        );
      })}
      {!(single && values.fields.length >= 1) && (
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => values.append({ textNumberOfChar: '', selectKey: '', costType: 'EURO', amount: '', label: { fr_FR: '', en_US: '' } })}
        >
          {t('admin-catalogue:customizations.addPrice')}
        </button>
      )}
    </fieldset>
  );
}
