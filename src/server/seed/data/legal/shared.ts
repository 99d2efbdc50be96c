import type { Localized } from '../types';

/** The health warning French law requires next to any offer of alcohol (loi Évin). */
export const healthMessage: Localized = {
  fr_FR: "L'abus d'alcool est dangereux pour la santé, à consommer avec modération.",
  en_US: 'Alcohol abuse is dangerous for your health; please drink responsibly.',
};

/** The consumer mediator the estate has joined (article L612-1 of the Consumer Code). */
export const mediator = {
  name: 'CM2C – Centre de la Médiation de la Consommation de Conciliateurs de Justice',
  address: '49 rue de Ponthieu, 75008 Paris',
  url: 'https://www.cm2c.net',
} as const;

/** The French data protection authority. */
export const cnil = {
  address: '3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07',
  url: 'https://www.cnil.fr',
} as const;

/** Printed at the end of every legal text; change it with the texts. */
export const lastUpdated: Localized = {
  fr_FR: '<p class="legal-updated">Dernière mise à jour : 1<sup>er</sup> septembre 2026.</p>',
  en_US: '<p class="legal-updated">Last updated: 1 September 2026.</p>',
};
