import type { TFunction } from 'i18next';
import type accountJson from '~/i18n/fr_FR/account.json';

// The order islands of the customer area get their strings as props: a few sections of the
// account namespace in the page's language, {{placeholders}} left for the island to fill (see
// ../fill), so that they ship neither the translation engine nor the other strings.

export type AccountText = typeof accountJson;

export function accountText<K extends keyof AccountText>(tr: TFunction, ...sections: K[]): Pick<AccountText, K> {
  return Object.fromEntries(sections.map((section) => [section, tr(`account:${section}`, { returnObjects: true })])) as Pick<AccountText, K>;
}
