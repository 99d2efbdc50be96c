/**
 * The sections of the customer area, in the order of its menu. Only sections that exist are listed
 * (an orders section joins them with the orders pages).
 */
export interface AccountSection {
  key: 'overview' | 'profile';
  /** Path without language prefix. */
  path: string;
  /** Key of its name in the `account` strings. */
  label: string;
}

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { key: 'overview', path: '/account', label: 'account:nav.overview' },
  { key: 'profile', path: '/account/profil', label: 'account:nav.profile' },
];
