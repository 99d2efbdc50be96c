import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Phone numbers as the estate accepts them: French by default (a number written 06… is French),
 * international with +, mobile only when ALLOW_ONLY_MOBILE_PHONE says so. Returns the number in
 * E.164 form, or the key of the problem.
 */
export function normalizePhone(
  raw: string,
  onlyMobile: boolean,
): { ok: true; phone: string } | { ok: false; key: string } {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'FR');
  if (!parsed || !parsed.isValid()) return { ok: false, key: 'register.phoneInvalid' };
  if (onlyMobile) {
    const type = parsed.getType();
    if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, key: 'register.phoneNotMobile' };
  }
  return { ok: true, phone: parsed.number };
}

/** A stored E.164 phone as a customer writes it: 06 12 34 56 78 in France, +44 20 … elsewhere. */
export function displayPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return phone;
  return parsed.country === 'FR' ? parsed.formatNational() : parsed.formatInternational();
}
