import type { ClockTime, IsoDate, Lang, Localized, ScenePicture, Weekday } from './base';

// What the site publishes: pages, legal texts, news, blog, albums, visits, events, forms.

export type PageType = 'HOME' | 'CMS' | 'ECOMMERCE' | 'NEWS' | 'BLOG' | 'WINE_TOURISM' | 'CONTACT' | 'ALBUMS' | 'LINK' | 'CLUB';

export interface Page {
  key: string;
  type: PageType;
  title: Localized;
  menuTitle: Localized;
  /** Route without leading slash; the home page's url names it in menus. */
  url: Localized;
  metaDescription: Localized;
  menuIcon: string | null;
  /** Owner HTML; null for pages whose content is generated (wine list, news…). */
  content: Localized | null;
  picture?: ScenePicture;
  showInMenu: boolean;
  order: number;
  isFixedOnRight: boolean;
  isEcommercePage: boolean;
  useAbsoluteMenu: boolean;
  reload: boolean;
  isCustomHeader: boolean;
  isCustomFooter: boolean;
  children: Page[];
}

export type LegalTextKey = 'cookie-policy' | 'legal-notice' | 'privacy-policy' | 'sale-terms' | 'use-terms' | 'club-terms';

/** A legal text is the site parameter of the same name (LEGAL_NOTICE for legal-notice…). */
export interface LegalText {
  key: LegalTextKey;
  /** HTML with {{PLACEHOLDER}} company fields filled from the parameters when shown. */
  html: Localized;
}

export interface NewsItem {
  key: string;
  title: Localized;
  slug: Localized;
  summary: Localized;
  content: Localized;
  publishedAt: IsoDate;
  isPromoted: boolean;
  picture: ScenePicture;
}

export interface BlogPost {
  key: string;
  title: Localized;
  slug: Localized;
  summary: Localized;
  content: Localized;
  publishedAt: IsoDate;
  author: string;
  picture: ScenePicture;
}

export interface BlogFolder {
  key: string;
  title: Localized;
  slug: Localized;
  description: Localized;
  order: number;
  picture: ScenePicture;
  posts: BlogPost[];
}

export type AlbumEntry =
  | { kind: 'image'; picture: ScenePicture; caption: Localized }
  | { kind: 'video'; externalType: 'YOUTUBE'; externalId: string; url: string; caption: Localized };

export interface Album {
  key: string;
  title: Localized;
  slug: Localized;
  description: Localized;
  publishedAt: IsoDate;
  entries: AlbumEntry[];
}

export interface ServiceSchedule {
  weekday: Weekday;
  startTimes: ClockTime[];
}

export interface WineTourismService {
  key: string;
  title: Localized;
  slug: Localized;
  summary: Localized;
  description: Localized;
  /** Per person, cents, tax included; 0 for a free visit. */
  price: number;
  durationMinutes: number;
  capacity: number;
  isMembersOnly: boolean;
  tags: string[];
  schedules: ServiceSchedule[];
  /** Months of the year (1-12) the service runs. */
  months: number[];
  picture: ScenePicture;
}

export interface EstateEvent {
  key: string;
  title: Localized;
  summary: Localized;
  content: Localized;
  startsAt: IsoDate;
  endsAt: IsoDate;
  capacity: number;
  /** Cents per person; 0 when free. */
  price: number;
  location: string;
  picture: ScenePicture;
}

export interface FooterLogo {
  key: string;
  title: Localized;
  url: string | null;
  badge: 'organic' | 'terra-vitis' | 'independent-winegrowers' | 'hve';
}

export interface FooterLink {
  key: string;
  title: Localized;
  /** A route of the site (the same in both languages) or an outside address. */
  url: string;
}

export interface NewsletterList {
  key: string;
  name: Localized;
  description: Localized;
}

export interface GoogleReview {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  lang: Lang;
  publishedAt: IsoDate;
}

export interface Popup {
  key: string;
  title: Localized;
  content: Localized;
  link: { label: Localized; url: string } | null;
  showOnEveryReload: boolean;
  startsAt: IsoDate;
  endsAt: IsoDate;
  picture: ScenePicture | null;
}

export type FormFieldType = 'TEXT' | 'TEXTAREA' | 'EMAIL' | 'PHONE' | 'SELECT' | 'CHECKBOX';

export interface FormFieldRules {
  required: boolean;
  minLength?: number;
  maxLength?: number;
}

export interface FormField {
  name: string;
  type: FormFieldType;
  label: Localized;
  placeholder?: Localized;
  options?: { value: string; label: Localized }[];
  rules: FormFieldRules;
}

export interface FormDefinition {
  key: string;
  title: Localized;
  description: Localized;
  submitLabel: Localized;
  successMessage: Localized;
  fields: FormField[];
}
