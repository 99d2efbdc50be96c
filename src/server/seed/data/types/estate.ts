import type { ClockTime, Lang, Localized, Weekday } from './base';
import type { ParameterKind } from '~/lib/site-parameters';

// The company, its places and the site's settings.

export type AddressTypeKey = 'HEAD_OFFICE' | 'CELLAR_SHOP' | 'CLICK_AND_COLLECT' | 'BILLING';

export interface AddressType {
  value: AddressTypeKey;
}

export interface CompanyAddress {
  key: string;
  name: string;
  types: AddressTypeKey[];
  address: string;
  addressPart2: string | null;
  postalCode: string;
  city: string;
  countryAlphaTwo: string;
  phone: string | null;
  latitude: number;
  longitude: number;
}

export interface OpeningPeriod {
  open: ClockTime;
  close: ClockTime;
}

export interface OpeningDay {
  weekday: Weekday;
  /** Empty when the cellar shop is closed that day. */
  periods: OpeningPeriod[];
}

export interface Company {
  name: string;
  legalCompanyName: string;
  corporateForm: string;
  /** Share capital in cents. */
  shareCapital: number;
  rcsNumber: string;
  siretNumber: string;
  rmNumber: string | null;
  intracommunityVat: string;
  legalAgent: string;
  email: string;
  phone: string;
  mobile: string;
  fax: string | null;
  headOffice: string;
  description: Localized;
}

// Site, languages, countries

export type FontType = 'TITLE' | 'CONTENT' | 'MENU';

export interface SiteFont {
  type: FontType;
  family: string;
  color: string;
  size: string;
  weight: number;
  style: 'normal' | 'italic';
}

export interface SiteInfo {
  name: string;
  url: string;
  devUrl: string;
  prodUrl: string;
  isWinemaker: boolean;
  isECommerce: boolean;
  isBuilding: boolean;
  defaultLang: Lang;
  technicalFileModel: string;
  dashboardType: string;
  fonts: SiteFont[];
}

export interface Country {
  alphaTwo: string;
  alphaThree: string;
  numCode: string;
  name: Localized;
  /** Only metropolitan France receives parcels while ONLY_SELL_IN_FRANCE is on. */
  zone: 'FRANCE_METROPOLITAN' | 'EUROPEAN_UNION' | 'WORLD';
}

export interface Language {
  code: Lang;
  label: string;
  deeplCode: string;
  countryAlphaTwo: string;
  isValid: boolean;
}

export type LogoType = 'LOGO' | 'LOGO_LIGHT_THEME' | 'LOGO_DARK_THEME' | 'LOGO_FOOTER' | 'LOGO_FAVICON';

export interface Logo {
  type: LogoType;
  alt: Localized;
}

// Parameters

export type { ParameterKind };

export interface Parameter {
  type: string;
  kind: ParameterKind;
  /** French, for the owner in the back office. */
  label: string;
  /** As the owner types it: booleans 'true'/'false', numbers in decimal, null when unset. */
  value: string | null;
}
