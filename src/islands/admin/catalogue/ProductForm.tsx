import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { catalogueApi, catalogueLangs, productChangesSchema, productTypes, type AdminProduct, type CatalogueLang, type ProductChanges } from '~/lib/admin/catalogue';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { RichText } from '../ui/RichText';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { failureText, messageText, textOrNull } from './form-values';

// The product's own words, in French and English, its type and reference. An English text left
// without a name is removed: English readers then see the French.

const textForm = z.object({ name: z.string(), shortDescription: z.string(), description: z.string() });
const formSchema = z.object({
  type: z.enum(productTypes),
  reference: z.string(),
  texts: z.object({ fr_FR: textForm, en_US: textForm }),
});
type ProductFormValues = z.infer<typeof formSchema>;

const toText = (text: z.infer<typeof textForm>) => ({ name: text.name, shortDescription: textOrNull(text.shortDescription), description: textOrNull(text.description) });

const productFormSchema = formSchema
  .transform((form): z.input<typeof productChangesSchema> => ({
    type: form.type,
    reference: textOrNull(form.reference),
    texts: { fr_FR: toText(form.texts.fr_FR), en_US: form.texts.en_US.name.trim() === '' ? null : toText(form.texts.en_US) },
  }))
  .pipe(productChangesSchema);

function formValues(product: AdminProduct): ProductFormValues {
  const text = (lang: CatalogueLang) => {
    const saved = product.texts[lang];
    return { name: saved?.name ?? '', shortDescription: saved?.shortDescription ?? '', description: saved?.description ?? '' };
  };
  return { type: product.type, reference: product.reference ?? '', texts: { fr_FR: text('fr_FR'), en_US: text('en_US') } };
}

interface Props {
  lang: Lang;
  product: AdminProduct;
  onSaved: (product: AdminProduct) => void;
}

export function ProductForm({ lang, product, onSaved }: Props) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductChanges>({ resolver: zodResolver(productFormSchema), defaultValues: formValues(product) });

  const save = handleSubmit(async (changes) => {
    try {
      const saved = await api.update(product.id, changes);
      reset(formValues(saved));
      say('ok', t('admin-catalogue:editor.saved'));
      onSaved(saved);
    } catch (error) {
      say('error', failureText(t, error));
    }
  });

  const referenceError = messageText(t, errors.reference?.message);
  return (
    <section className={panelClass} aria-labelledby="product-general-title">
      <h2 id="product-general-title" className="mb-4 text-xl font-semibold">
        {t('admin-catalogue:editor.general')}
      </h2>
      <form noValidate onSubmit={save}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field id="product-type" label={t('admin-catalogue:editor.type')}>
            <select id="product-type" className={inputClass} {...register('type')}>
              {productTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`admin-catalogue:types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="product-reference" label={t('admin-catalogue:editor.reference')} error={referenceError}>
            <input id="product-reference" className={inputClass} autoComplete="off" {...register('reference')} {...fieldAria('product-reference', undefined, referenceError)} />
          </Field>
        </div>
        {/* Above both columns, so that the French and English fields stay side by side. */}
        <p id="product-en_US-name-help" className="mb-4 text-sm text-stone-600">
          {t('admin-catalogue:editor.englishHelp')}
        </p>
        <div className="grid gap-x-8 lg:grid-cols-2">
          {catalogueLangs.map((textLang) => {
            const prefix = `product-${textLang}`;
            const fieldErrors = errors.texts?.[textLang];
            const nameError = messageText(t, fieldErrors?.name?.message);
            const shortError = messageText(t, fieldErrors?.shortDescription?.message);
            return (
              <fieldset key={textLang} lang={textLang === 'fr_FR' ? 'fr' : 'en'} className="mb-2 min-w-0">
                <legend className="mb-3 text-lg font-semibold">{t(textLang === 'fr_FR' ? 'admin-catalogue:editor.french' : 'admin-catalogue:editor.english')}</legend>
                <Field id={`${prefix}-name`} label={t('admin-catalogue:editor.name')} error={nameError}>
                  <input
                    id={`${prefix}-name`}
                    className={inputClass}
                    autoComplete="off"
                    {...register(`texts.${textLang}.name`)}
                    {...fieldAria(`${prefix}-name`, textLang === 'en_US' ? t('admin-catalogue:editor.englishHelp') : undefined, nameError)}
                  />
                </Field>
                <Field id={`${prefix}-short`} label={t('admin-catalogue:editor.shortDescription')} error={shortError}>
                  <textarea id={`${prefix}-short`} rows={3} className={inputClass} {...register(`texts.${textLang}.shortDescription`)} {...fieldAria(`${prefix}-short`, undefined, shortError)} />
                </Field>
                <Controller
                  control={control}
                  name={`texts.${textLang}.description`}
                  render={({ field, fieldState }) => (
                    <RichText lang={lang} id={`${prefix}-description`} label={t('admin-catalogue:editor.description')} value={field.value} onChange={field.onChange} error={messageText(t, fieldState.error?.message)} />
                  )}
                />
              </fieldset>
            );
          })}
        </div>
        <NoticeView notice={notice} />
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {t('admin-catalogue:editor.save')}
        </button>
      </form>
    </section>
  );
}
