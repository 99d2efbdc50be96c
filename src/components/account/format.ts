import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A stored E.164 phone as a customer writes it: 06 12 34 56 78 in France, +44 20 … elsewhere. */
export function displayPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return phone;
  return parsed.country === 'FR' ? parsed.formatNational() : parsed.formatInternational();
}
