/**
 * The rules a new account must meet (docs/rules.md#accounts), shared by the sign-up form for instant
 * feedback and by the server, which decides. Problems are message keys of the `api` namespace.
 */
export const MINIMUM_AGE = 18;
export const PASSWORD_MIN_LENGTH = 8;

export interface RegistrationSettings {
  /** ASK_BIRTHDATE_AT_REGISTER */
  askBirthdate: boolean;
  /** BLOCK_MINORS_FROM_REGISTERING */
  blockMinors: boolean;
}

export interface Problem {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

/** Full years between a yyyy-mm-dd birthdate and `today`, or null when the date is not a real one. */
export function ageOn(birthdate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** The age rule (docs/rules.md#accounts): a known, real birthdate less than MINIMUM_AGE years ago. */
export function isMinor(birthdate: string, today: Date): boolean {
  const age = ageOn(birthdate, today);
  return age !== null && age < MINIMUM_AGE;
}

export function passwordProblem(password: string): Problem | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { field: 'password', key: 'register.passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } };
  }
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return { field: 'password', key: 'register.passwordWeak' };
  return null;
}

export function birthdateProblem(
  birthdate: string | null | undefined,
  settings: RegistrationSettings,
  today: Date,
): Problem | null {
  const required = settings.askBirthdate || settings.blockMinors;
  if (!birthdate) return required ? { field: 'birthdate', key: 'register.birthdateRequired' } : null;
  const age = ageOn(birthdate, today);
  if (age === null || age < 0 || age > 130) return { field: 'birthdate', key: 'register.birthdateInvalid' };
  if (settings.blockMinors && isMinor(birthdate, today)) {
    return { field: 'birthdate', key: 'register.minor', params: { age: MINIMUM_AGE } };
  }
  return null;
}
