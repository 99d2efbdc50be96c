import type { LegalText, LegalTextKey } from '../types';
import type { LegalSpecifics } from './specifics';
import { cookiePolicy } from './cookie-policy';
import { legalNotice } from './legal-notice';
import { privacyPolicy } from './privacy-policy';
import { saleTerms } from './sale-terms';
import { useTerms } from './use-terms';
import { clubTerms } from './club-terms';

export type { LegalSpecifics } from './specifics';

/** The legal texts of a shop, in the order the back office lists them. */
export const legalTexts = (specifics: LegalSpecifics): LegalText[] =>
  [legalNotice, saleTerms, useTerms, privacyPolicy, cookiePolicy, clubTerms].map((text) => text(specifics));

/** Every legal text's key, whatever the shop. */
export const legalTextKeys: LegalTextKey[] = ['legal-notice', 'sale-terms', 'use-terms', 'privacy-policy', 'cookie-policy', 'club-terms'];

/** The site parameter holding a legal text: 'sale-terms' → 'SALE_TERMS'. */
export const legalParameterType = (key: LegalTextKey): string => key.toUpperCase().replaceAll('-', '_');

/** Company fields a legal text may quote; each is the type of the parameter that fills it. */
export const legalPlaceholders = [
  'LEGAL_AGENT',
  'LEGAL_COMPANY_NAME',
  'CORPORATE_FORM',
  'SHARE_CAPITAL',
  'RCS_NUMBER',
  'SIRET_NUMBER',
  'HEAD_OFFICE',
  'COMPANY_PHONE',
  'COMPANY_EMAIL',
  'COMPANY_ADDRESS',
  'INTRACO_VAT',
  'FREE_SHIPPING_PRICE',
  'FREE_SHIPPING_BOTTLE',
] as const;
