// The visitor's cookie choice: per purpose, with the date it was made. It is kept 13 months at
// most (CNIL; the cookie policy says so): after that the banner asks again. The banner and the
// analytics loader are small scripts reading these stores.
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import type { ConsentPurpose } from '~/lib/analytics';

export type ConsentChoice = Record<ConsentPurpose, boolean> & { decidedAt: string };

export const CONSENT_MONTHS = 13;

function decode(raw: string): ConsentChoice | null {
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice> | null;
    return value && typeof value.decidedAt === 'string' ? { statistics: value.statistics === true, advertising: value.advertising === true, decidedAt: value.decidedAt } : null;
  } catch {
    return null;
  }
}

/** The stored choice, as it was saved (it may have expired). */
export const $storedConsent = persistentAtom<ConsentChoice | null>('cookie-consent', null, { encode: JSON.stringify, decode });

/** The stored choice while it is valid: made less than 13 months ago, not in the future. */
export function validChoice(choice: ConsentChoice | null, now: Date): ConsentChoice | null {
  if (!choice) return null;
  const decided = new Date(choice.decidedAt);
  if (Number.isNaN(decided.getTime()) || decided > now) return null;
  const expires = new Date(decided);
  expires.setMonth(expires.getMonth() + CONSENT_MONTHS);
  return now < expires ? choice : null;
}

/** The choice in force now, or null when the visitor has to be asked. */
export const $consent = computed($storedConsent, (choice) => validChoice(choice, new Date()));

export function decideConsent(purposes: Record<ConsentPurpose, boolean>): void {
  $storedConsent.set({ ...purposes, decidedAt: new Date().toISOString() });
}

/** Whether the banner is on screen: asked at the first visit, or reopened from the footer. */
export const $consentBannerOpen = atom(false);

/** Opens the banner on its detailed choices, from the footer's "Cookie settings". */
export const $consentDetailsOpen = atom(false);

export function openConsentSettings(): void {
  $consentDetailsOpen.set(true);
  $consentBannerOpen.set(true);
}
