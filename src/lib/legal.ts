/**
 * The legal pages (docs/rules.md#law) and the site parameter holding each text, written per language
 * by the owner with {{COMPANY_FIELD}} placeholders.
 */
export const LEGAL_PAGES = {
  'legal-notice': 'LEGAL_NOTICE',
  'sale-terms': 'SALE_TERMS',
  'use-terms': 'USE_TERMS',
  'privacy-policy': 'PRIVACY_POLICY',
  'cookie-policy': 'COOKIE_POLICY',
  'club-terms': 'CLUB_TERMS',
} as const;

export type LegalPage = keyof typeof LEGAL_PAGES;

export function isLegalPage(url: string): url is LegalPage {
  return Object.hasOwn(LEGAL_PAGES, url);
}
