import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useFieldArray, useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { awardsSchema, catalogueDetailsApi, medals, type AdminProductDetails } from '~/lib/admin/catalogue-details';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { AwardPicture } from './AwardPicture';
import type { DetailsFormProps } from './DetailsPanels';
import { decimal, messageText, savedThen, textOrNull, whole } from './form-values';

// The product's medals and scores, in the order the page shows them. An award already saved keeps
// its id, and with it its medal picture.

const awardForm = z.object({
  id: z.number().optional(),
  competition: z.string(),
  medal: z.enum(['', ...medals]),
  year: z.string(),
  score: z.string(),
  scoreOutOf: z.string(),
  name: z.object({ fr_FR: z.string(), en_US: z.string() }),
});
const formSchema = z.object({ awards: z.array(awardForm) });
type AwardsFormValues = z.infer<typeof formSchema>;

const awardsFormSchema = formSchema
  .transform((form) => ({
    awards: form.awards.map((award) => ({
      ...(award.id === undefined ? {} : { id: award.id }),
      competition: award.competition,
      medal: award.medal || null,
      year: whole(award.year),
      score: decimal(award.score),
      scoreOutOf: whole(award.scoreOutOf),
      name: { fr_FR: textOrNull(award.name.fr_FR), en_US: textOrNull(award.name.en_US) },
    })),
  }))
  .pipe(awardsSchema);

const text = (value: number | null) => (value === null ? '' : String(value));
const awardValues = (details: AdminProductDetails): AwardsFormValues => ({
  awards: details.awards.map((award) => ({
    id: award.id,
    competition: award.competition,
    medal: award.medal ?? '',
    year: text(award.year),
    score: text(award.score),
    scoreOutOf: text(award.scoreOutOf),
    name: { fr_FR: award.name.fr_FR ?? '', en_US: award.name.en_US ?? '' },
  })),
});

export function AwardsForm({ lang, productId, details, onSaved }: DetailsFormProps) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueDetailsApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const { register, control, handleSubmit, reset, formState } = useForm<AwardsFormValues, unknown, z.infer<typeof awardsSchema>>({
    resolver: zodResolver(awardsFormSchema),
    defaultValues: awardValues(details),
  });
  const rows = useFieldArray({ control, name: 'awards', keyName: 'key' });

  const save = handleSubmit(({ awards }) =>
    savedThen(t, say, () => api.saveAwards(productId, awards), (saved) => {
      reset(awardValues(saved));
      onSaved(saved);
      return t('admin-catalogue:details.awardsSaved');
    }),
  );

  const input = (id: string, label: string, registered: UseFormRegisterReturn, error: FieldError | undefined, inputMode?: 'numeric' | 'decimal') => {
    const message = messageText(t, error?.message);
    return (
      <Field id={id} label={label} error={message}>
        <input id={id} className={inputClass} inputMode={inputMode} autoComplete="off" {...registered} {...fieldAria(id, undefined, message)} />
      </Field>
    );
  };

  return (
    <section className={panelClass} aria-labelledby="product-awards-title">
      <h2 id="product-awards-title" className="mb-4 text-xl font-semibold">
        {t('admin-catalogue:details.awards')}
      </h2>
      <form noValidate onSubmit={save}>
        {rows.fields.length === 0 && <p className="mb-4 text-stone-700">{t('admin-catalogue:details.noAwards')}</p>}
        {rows.fields.map((row, index) => {
          const prefix = `award-${index}`;
          const errors = formState.errors.awards?.[index];
          return (
            <fieldset key={row.key} className="mb-4 rounded-md border border-stone-200 p-3">
              <legend className="px-1 font-semibold">{t('admin-catalogue:details.award', { position: index + 1 })}</legend>
              <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
                <div className="sm:col-span-2">{input(`${prefix}-competition`, t('admin-catalogue:details.competition'), register(`awards.${index}.competition`), errors?.competition)}</div>
                <Field id={`${prefix}-medal`} label={t('admin-catalogue:details.medal')}>
                  <select id={`${prefix}-medal`} className={inputClass} {...register(`awards.${index}.medal`)}>
                    <option value="">{t('admin-catalogue:details.noMedal')}</option>
                    {medals.map((medal) => (
                      <option key={medal} value={medal}>
                        {t(`admin-catalogue:details.medals.${medal}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                {input(`${prefix}-year`, t('admin-catalogue:details.awardYear'), register(`awards.${index}.year`), errors?.year, 'numeric')}
                {input(`${prefix}-score`, t('admin-catalogue:details.score'), register(`awards.${index}.score`), errors?.score, 'decimal')}
                {input(`${prefix}-out-of`, t('admin-catalogue:details.scoreOutOf'), register(`awards.${index}.scoreOutOf`), errors?.scoreOutOf, 'numeric')}
              </div>
              <div className="grid gap-x-4 sm:grid-cols-2">
                {input(`${prefix}-name-fr`, t('admin-catalogue:details.awardNameFr'), register(`awards.${index}.name.fr_FR`), errors?.name?.fr_FR)}
                {input(`${prefix}-name-en`, t('admin-catalogue:details.awardNameEn'), register(`awards.${index}.name.en_US`), errors?.name?.en_US)}
              </div>
              {row.id !== undefined && (
                <AwardPicture
                  lang={lang}
                  awardId={row.id}
                  position={index + 1}
                  imageUrl={details.awards.find((award) => award.id === row.id)?.imageUrl ?? null}
                  onChange={(imageUrl) => onSaved({ ...details, awards: details.awards.map((award) => (award.id === row.id ? { ...award, imageUrl } : award)) })}
                />
              )}
              <button type="button" className={buttonClass.secondary} onClick={() => rows.remove(index)}>
                {t('admin-catalogue:details.removeAward', { position: index + 1 })}
              </button>
            </fieldset>
          );
        })}
        <NoticeView notice={notice} />
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => rows.append({ competition: '', medal: '', year: '', score: '', scoreOutOf: '', name: { fr_FR: '', en_US: '' } })}
          >
            {t('admin-catalogue:details.addAward')}
          </button>
          <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
            {t('admin-catalogue:details.saveAwards')}
          </button>
        </div>
      </form>
    </section>
  );
}
