import type { TFunction } from 'i18next';
import type clubJson from '~/i18n/fr_FR/club.json';

// The club islands get their strings as props (sections of the club namespace in the page's
// language, {{placeholders}} left for ../fill), as the cart's do (src/islands/cart/strings.ts).

export type ClubText = typeof clubJson;

export function clubText<K extends keyof ClubText>(tr: TFunction, ...sections: K[]): Pick<ClubText, K> {
  return Object.fromEntries(sections.map((section) => [section, tr(`club:${section}`, { returnObjects: true })])) as Pick<ClubText, K>;
}
