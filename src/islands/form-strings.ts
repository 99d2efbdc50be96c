import type { TFunction } from 'i18next';

// The strings of the dynamic form island, in the page's language (see ./fill).

const KEYS = ['optional', 'choose', 'fixErrors', 'submit', 'submitting', 'sent', 'another', 'fileHint'] as const;

export function formStrings(tr: TFunction) {
  return Object.fromEntries(KEYS.map((key) => [key, tr(`engagement:formUi.${key}`)])) as Record<(typeof KEYS)[number], string>;
}

export type FormStrings = ReturnType<typeof formStrings>;
