import type { Lang } from '~/lib/i18n';

/** Reads the `userLang` header (docs/architecture.md#the-api); anything English is en_US, everything else French. */
export function langOf(header: string | undefined | null): Lang {
  return header && /^en([-_]|$)/i.test(header.trim()) ? 'en_US' : 'fr_FR';
}
