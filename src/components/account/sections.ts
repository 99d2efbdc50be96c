import { ADDRESSES_PATH, ORDERS_PATH } from '~/lib/ui/account/paths';

/** The sections of the customer area, in the order of its menu. */
export interface AccountSection {
  key: 'overview' | 'orders' | 'addresses' | 'club' | 'profile';
  /** Path without language prefix. */
  path: string;
  /** Key of its name in the `account` strings. */
  label: string;
}

export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { key: 'overview', path: '/account', label: 'account:nav.overview' },
  { key: 'orders', path: ORDERS_PATH, label: 'account:nav.orders' },
  { key: 'addresses', path: ADDRESSES_PATH, label: 'account:nav.addresses' },
  { key: 'club', path: '/account/club', label: 'account:nav.club' },
  { key: 'profile', path: '/account/profil', label: 'account:nav.profile' },
];
