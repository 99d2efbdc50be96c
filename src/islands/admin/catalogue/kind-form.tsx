import type { TFunction } from 'i18next';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import type { Lang } from '~/lib/locale';
import { Field, fieldAria } from '../ui/Field';
import { inputClass } from '../ui/styles';
import { messageText, textOrNull } from './form-values';

// What the editors of the shared kinds (variations, features, dishes) have alike: a name in
// French and English, the English left empty when the French will do.

export const namesForm = z.object({ fr_FR: z.string(), en_US: z.string() });
export type NamesForm = z.infer<typeof namesForm>;

/** The form's two texts → the API's name (an empty English is no English). */
export const toNames = (names: NamesForm) => ({
  fr_FR: names.fr_FR,
  en_US: textOrNull(names.en_US),
});
/** The API's name → the form's two texts. */
export const namesOf = (names: { fr_FR: string; en_US: string | null }): NamesForm => ({ fr_FR: names.fr_FR, en_US: names.en_US ?? '' });

/** The name the owner reads in the back office's language (the French when there is no English). */
export const shownName = (names: { fr_FR: string; en_US: string | null }, lang: Lang) => (lang === 'en_US' && names.en_US) || names.fr_FR;

interface Props {
  t: TFunction;
  /** Unique on the page: the inputs' ids start with it. */
  id: string;
  /** By default: the kind's name in French, in English. */
  labels?: { fr_FR: string; en_US: string };
  register: { fr_FR: UseFormRegisterReturn; en_US: UseFormRegisterReturn };
  errors: FieldErrors<NamesForm> | undefined;
}

/** The French and English name fields; the caller's grid places them (side by side on a wide screen). */
export function NameFields({ t, id, labels = { fr_FR: t('admin-kinds:nameFr'), en_US: t('admin-kinds:nameEn') }, register, errors }: Props) {
  const frError = messageText(t, errors?.fr_FR?.message ?? errors?.root?.message);
  const enError = messageText(t, errors?.en_US?.message);
  return (
    <>
      <Field id={`${id}-fr`} label={labels.fr_FR} error={frError}>
        <input id={`${id}-fr`} lang="fr" className={inputClass} autoComplete="off" {...register.fr_FR} {...fieldAria(`${id}-fr`, undefined, frError)} />
      </Field>
      <Field id={`${id}-en`} label={labels.en_US} error={enError}>
        <input id={`${id}-en`} lang="en" className={inputClass} autoComplete="off" {...register.en_US} {...fieldAria(`${id}-en`, undefined, enError)} />
      </Field>
    </>
  );
}
