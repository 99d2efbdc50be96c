import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useFieldArray, useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { catalogueLangs } from '~/lib/admin/catalogue';
import { catalogueWineApi, wineColours, wineNotes, wineSheetSchema, type AdminWine, type WineNotes, type WineSheet } from '~/lib/admin/catalogue-wine';
import type { Lang } from '~/lib/locale';
import { adminClient } from '../client';
import { adminT } from '../i18n';
import { Field, fieldAria } from '../ui/Field';
import { NoticeView, useNotice } from '../ui/Notice';
import { buttonClass, inputClass, panelClass } from '../ui/styles';
import { decimal, decimalText, failureText, messageText, textOrNull, whole, wholeText } from './form-values';

// The wine's sheet: colour, appellation, grapes and their shares, alcohol, serving temperature,
// keeping, tags and the winemaker's notes in French and English, saved whole. The page shows it
// at once.

const notesForm = z.object(Object.fromEntries(wineNotes.map((note) => [note, z.string()])) as Record<keyof WineNotes, z.ZodString>);
const formSchema = z.object({
  colour: z.string(),
  appellation: z.string(),
  alcoholDegree: z.string(),
  servingTemperature: z.object({ min: z.string(), max: z.string() }),
  ageingPotential: z.object({ min: z.string(), max: z.string() }),
  tags: z.array(z.string()),
  grapes: z.array(z.object({ variety: z.string(), percent: z.string() })),
  notes: z.object({ fr_FR: notesForm, en_US: notesForm }),
});
type WineForm = z.infer<typeof formSchema>;

const toNotes = (notes: WineForm['notes']['fr_FR']) => Object.fromEntries(wineNotes.map((note) => [note, textOrNull(notes[note])])) as WineNotes;
const wineFormSchema = formSchema
  .transform((form): z.input<typeof wineSheetSchema> => ({
    colour: (form.colour || null) as WineSheet['colour'],
    appellation: textOrNull(form.appellation),
    alcoholDegree: decimal(form.alcoholDegree),
    servingTemperature: {
      min: whole(form.servingTemperature.min),
      max: whole(form.servingTemperature.max),
    },
    ageingPotential: {
      min: whole(form.ageingPotential.min),
      max: whole(form.ageingPotential.max),
    },
    tags: form.tags,
    grapes: form.grapes.map((grape) => ({
      variety: grape.variety,
      percent: whole(grape.percent.replace(/[\s\u00a0%]/g, '')),
    })),
    notes: {
      fr_FR: toNotes(form.notes.fr_FR),
      en_US: toNotes(form.notes.en_US),
    },
  }))
  .pipe(wineSheetSchema);

function formValues({ sheet }: AdminWine, lang: Lang): WineForm {
  const notes = (saved: WineNotes) => Object.fromEntries(wineNotes.map((note) => [note, saved[note] ?? ''])) as WineForm['notes']['fr_FR'];
  return {
    colour: sheet.colour ?? '',
    appellation: sheet.appellation ?? '',
    alcoholDegree: decimalText(sheet.alcoholDegree, lang),
    servingTemperature: {
      min: wholeText(sheet.servingTemperature.min),
      max: wholeText(sheet.servingTemperature.max),
    },
    ageingPotential: {
      min: wholeText(sheet.ageingPotential.min),
      max: wholeText(sheet.ageingPotential.max),
    },
    tags: sheet.tags,
    grapes: sheet.grapes.map((grape) => ({
      variety: grape.variety,
      percent: wholeText(grape.percent),
    })),
    notes: { fr_FR: notes(sheet.notes.fr_FR), en_US: notes(sheet.notes.en_US) },
  };
}

interface Props {
  lang: Lang;
  productId: number;
  /** Whether the product has its English name: its English notes need it. */
  hasEnglish: boolean;
}

/** Loads the sheet, then shows its form. */
export function WinePanel({ lang, productId, hasEnglish }: Props) {
  const t = useMemo(() => adminT(lang), [lang]);
  const api = useMemo(() => catalogueWineApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const [wine, setWine] = useState<AdminWine | null>(null);
  useEffect(() => {
    api.wine(productId).then(setWine, (error: unknown) => say('error', failureText(t, error)));
  }, [api, productId, say, t]);
  return (
    <section className={panelClass} aria-labelledby="product-wine-title">
      <h2 id="product-wine-title" className="mb-4 text-xl font-semibold">
        {t('admin-wine:title')}
      </h2>
      {wine ? (
        <WineForm lang={lang} productId={productId} hasEnglish={hasEnglish} wine={wine} />
      ) : notice ? (
        <NoticeView notice={notice} />
      ) : (
        <p>{t('admin:state.loading')}</p>
      )}
    </section>
  );
}

function WineForm({ lang, productId, hasEnglish, wine }: Props & { wine: AdminWine }) {
  const t = adminT(lang);
  const api = useMemo(() => catalogueWineApi(adminClient(lang)), [lang]);
  const { notice, say } = useNotice();
  const { register, control, handleSubmit, reset, formState } = useForm<WineForm, unknown, WineSheet>({
    resolver: zodResolver(wineFormSchema),
    defaultValues: formValues(wine, lang),
  });
  const grapes = useFieldArray({ control, name: 'grapes', keyName: 'key' });
  const errors = formState.errors;

  const save = handleSubmit(async (sheet) => {
    try {
      reset(formValues(await api.saveWine(productId, sheet), lang));
      say('ok', t('admin-wine:saved'));
    } catch (error) {
      say('error', failureText(t, error));
    }
  });

  const input = (
    id: string,
    label: string,
    registered: UseFormRegisterReturn,
    error: FieldError | undefined,
    options: { inputMode?: 'numeric' | 'decimal'; help?: string } = {},
  ) => {
    const message = messageText(t, error?.message);
    return (
      <Field id={id} label={label} error={message} help={options.help}>
        <input id={id} className={inputClass} inputMode={options.inputMode} autoComplete="off" {...registered} {...fieldAria(id, options.help, message)} />
      </Field>
    );
  };
  const grapesError = messageText(t, errors.grapes?.message ?? errors.grapes?.root?.message);

  return (
    <form noValidate onSubmit={save}>
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id="wine-colour" label={t('admin-wine:colour')}>
          <select id="wine-colour" className={inputClass} {...register('colour')}>
            <option value="">{t('admin-wine:noColour')}</option>
            {wineColours.map((colour) => (
              <option key={colour} value={colour}>
                {t(`admin-wine:colours.${colour}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-1 lg:col-span-2">{input('wine-appellation', t('admin-wine:appellation'), register('appellation'), errors.appellation)}</div>
        {input('wine-alcohol', t('admin-wine:alcohol'), register('alcoholDegree'), errors.alcoholDegree, {
          inputMode: 'decimal',
          help: t('admin-wine:alcoholHelp'),
        })}
      </div>
      <div className="grid grid-cols-2 gap-x-4 lg:grid-cols-4">
        {input('wine-serving-min', t('admin-wine:servingMin'), register('servingTemperature.min'), errors.servingTemperature?.min, { inputMode: 'numeric' })}
        {input('wine-serving-max', t('admin-wine:servingMax'), register('servingTemperature.max'), errors.servingTemperature?.max, { inputMode: 'numeric' })}
        {input('wine-ageing-min', t('admin-wine:ageingMin'), register('ageingPotential.min'), errors.ageingPotential?.min, { inputMode: 'numeric' })}
        {input('wine-ageing-max', t('admin-wine:ageingMax'), register('ageingPotential.max'), errors.ageingPotential?.max, { inputMode: 'numeric' })}
      </div>

      <fieldset className="mb-4 min-w-0">
        <legend className="mb-1 font-semibold">{t('admin-wine:grapes')}</legend>
        <p id="wine-grapes-help" className="mb-2 text-sm text-stone-600">
          {t('admin-wine:grapesHelp')}
        </p>
        {grapes.fields.length === 0 && <p className="mb-2 text-stone-700">{t('admin-wine:noGrapes')}</p>}
        <ol className="space-y-1">
          {grapes.fields.map((field, index) => (
            <li key={field.key} className="grid grid-cols-[1fr_6rem] gap-x-3 sm:grid-cols-[1fr_8rem_auto] sm:items-start">
              {input(
                `wine-grape-${index}`,
                t('admin-wine:variety', { position: index + 1 }),
                register(`grapes.${index}.variety`),
                errors.grapes?.[index]?.variety,
              )}
              {input(`wine-grape-${index}-percent`, t('admin-wine:percent'), register(`grapes.${index}.percent`), errors.grapes?.[index]?.percent, {
                inputMode: 'numeric',
              })}
              <button type="button" className={`${buttonClass.secondary} col-span-2 mb-4 sm:col-span-1 sm:mt-7`} onClick={() => grapes.remove(index)}>
                {t('admin-wine:removeGrape', { position: index + 1 })}
              </button>
            </li>
          ))}
        </ol>
        {grapesError && (
          <p className="mb-2 text-sm font-medium text-red-700" role="alert">
            {grapesError}
          </p>
        )}
        <button type="button" className={buttonClass.secondary} onClick={() => grapes.append({ variety: '', percent: '' })}>
          {t('admin-wine:addGrape')}
        </button>
      </fieldset>

      {wine.tagChoices.length > 0 && (
        <fieldset className="mb-4">
          <legend className="mb-2 font-semibold">{t('admin-wine:tags')}</legend>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            {wine.tagChoices.map((tag) => (
              <label key={tag.key} className="flex min-h-10 items-center gap-2">
                <input type="checkbox" value={tag.key} className="size-5 accent-wine-700" {...register('tags')} />
                {tag.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {!hasEnglish && <p className="mb-3 text-sm text-stone-600">{t('admin-wine:englishLater')}</p>}
      <div className="grid gap-x-8 lg:grid-cols-2">
        {catalogueLangs.map((noteLang) => (
          <fieldset
            key={noteLang}
            lang={noteLang === 'fr_FR' ? 'fr' : 'en'}
            disabled={noteLang === 'en_US' && !hasEnglish}
            className="mb-2 min-w-0 disabled:opacity-60"
          >
            <legend className="mb-3 text-lg font-semibold">{t(noteLang === 'fr_FR' ? 'admin-wine:notesFr' : 'admin-wine:notesEn')}</legend>
            {wineNotes.map((note) => {
              const id = `wine-${noteLang}-${note}`;
              const message = messageText(t, errors.notes?.[noteLang]?.[note]?.message);
              return (
                <Field key={note} id={id} label={t(`admin-wine:notes.${note}`)} error={message}>
                  <textarea
                    id={id}
                    rows={note === 'metaDescription' ? 2 : 3}
                    className={inputClass}
                    {...register(`notes.${noteLang}.${note}`)}
                    {...fieldAria(id, undefined, message)}
                  />
                </Field>
              );
            })}
          </fieldset>
        ))}
      </div>
      <NoticeView notice={notice} />
      <button type="submit" className={buttonClass.primary} disabled={formState.isSubmitting}>
        {t('admin-wine:save')}
      </button>
    </form>
  );
}
