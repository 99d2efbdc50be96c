import { describe, expect, it } from 'vitest';
import { ageOn, birthdateProblem, passwordProblem } from '~/lib/rules/registration';
import { normalizePhone } from '~/lib/rules/phone';

const today = new Date('2026-11-21T12:00:00Z');

describe('age', () => {
  it('counts full years, turning one year older on the birthday', () => {
    expect(ageOn('2008-11-21', today)).toBe(18);
    expect(ageOn('2008-11-22', today)).toBe(17);
    expect(ageOn('2008-12-01', today)).toBe(17);
    expect(ageOn('1970-01-01', today)).toBe(56);
  });
  it('refuses dates that do not exist', () => {
    expect(ageOn('2007-02-30', today)).toBeNull();
    expect(ageOn('21/11/2008', today)).toBeNull();
  });
});

describe('registration rules', () => {
  const free = { askBirthdate: false, blockMinors: false };
  it('asks for the birthdate only when a setting needs it', () => {
    expect(birthdateProblem(null, free, today)).toBeNull();
    expect(birthdateProblem(null, { ...free, askBirthdate: true }, today)?.key).toBe('register.birthdateRequired');
    expect(birthdateProblem(null, { ...free, blockMinors: true }, today)?.key).toBe('register.birthdateRequired');
  });
  it('blocks minors only when BLOCK_MINORS_FROM_REGISTERING is on, at 18', () => {
    expect(birthdateProblem('2010-05-05', free, today)).toBeNull();
    expect(birthdateProblem('2008-11-22', { ...free, blockMinors: true }, today)).toMatchObject({ key: 'register.minor', params: { age: 18 } });
    expect(birthdateProblem('2008-11-21', { ...free, blockMinors: true }, today)).toBeNull();
  });
  it('refuses impossible birthdates', () => {
    expect(birthdateProblem('2030-01-01', free, today)?.key).toBe('register.birthdateInvalid');
    expect(birthdateProblem('1850-01-01', free, today)?.key).toBe('register.birthdateInvalid');
  });
  it('wants a password of 8 characters with a letter and a digit', () => {
    expect(passwordProblem('court1')?.key).toBe('register.passwordTooShort');
    expect(passwordProblem('motdepasse')?.key).toBe('register.passwordWeak');
    expect(passwordProblem('12345678')?.key).toBe('register.passwordWeak');
    expect(passwordProblem('vendanges2026')).toBeNull();
  });
});

describe('phone numbers', () => {
  it('reads French numbers and gives them in international form', () => {
    expect(normalizePhone('06 12 34 56 78', false)).toEqual({ ok: true, phone: '+33612345678' });
    expect(normalizePhone('02 41 51 00 00', false)).toEqual({ ok: true, phone: '+33241510000' });
  });
  it('refuses landlines when only mobiles are allowed, and nonsense always', () => {
    expect(normalizePhone('02 41 51 00 00', true)).toEqual({ ok: false, key: 'register.phoneNotMobile' });
    expect(normalizePhone('07 81 23 45 67', true)).toMatchObject({ ok: true });
    expect(normalizePhone('123', false)).toEqual({ ok: false, key: 'register.phoneInvalid' });
  });
});
