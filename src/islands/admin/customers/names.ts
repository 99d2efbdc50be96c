import type { TFunction } from 'i18next';

/** How the back office names a customer: first and last name, or a placeholder when both are empty. */
export function customerName(person: { firstname: string | null; lastname: string | null }, t: TFunction): string {
  return [person.firstname, person.lastname].filter(Boolean).join(' ') || t('admin-customers:noName');
}
