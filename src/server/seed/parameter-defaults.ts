import { t } from '~/lib/i18n';
import { englishDefault, PARAMETER_KEYS, SITE_PARAMETERS, storedDefault, type ParameterKey } from '~/lib/site-parameters';
import type { Localized, Parameter } from './data/types';

// The site parameters a shop is given: every parameter of the registry (src/lib/site-parameters.ts)
// at its default, with a shop's own values over it, labelled with the owner's French word for it.

const label = (key: ParameterKey) => t('fr_FR')(`admin-parameters:labels.${key}`);

/** The registry's defaults of the texts written per language. */
export const defaultVisitorTexts: Record<string, Localized> = Object.fromEntries(
  PARAMETER_KEYS.flatMap((key) => {
    const english = englishDefault(SITE_PARAMETERS[key].default);
    return english === null ? [] : [[key, { fr_FR: storedDefault(SITE_PARAMETERS[key].default)!, en_US: english }]];
  }),
);

/** Every parameter of the registry, with `values` over its default. */
export function parametersWith(values: Partial<Record<ParameterKey, string | null>>): Parameter[] {
  return PARAMETER_KEYS.map((key) => ({
    type: key,
    kind: SITE_PARAMETERS[key].kind,
    label: label(key),
    value: key in values ? (values[key] ?? null) : storedDefault(SITE_PARAMETERS[key].default),
  }));
}
