import { describe, expect, it } from 'vitest';
import frStrings from '~/i18n/fr_FR/admin-parameters.json';
import enStrings from '~/i18n/en_US/admin-parameters.json';
import {
  booleanValue,
  chosen,
  isSwitchedOn,
  numberSetting,
  numberValue,
  PARAMETER_KEYS,
  SITE_PARAMETERS,
  type ParameterDefinition,
  type ParameterMap,
} from '~/lib/site-parameters';

describe('the registry of site parameters', () => {
  const definitions = PARAMETER_KEYS.map((key) => [key, SITE_PARAMETERS[key] as ParameterDefinition] as const);

  it('gives each parameter a default of its kind, and a choice among its choices', () => {
    for (const [key, { kind, default: value, choices, perLanguage }] of definitions) {
      if (value === null) continue;
      if (perLanguage && typeof value === 'object') {
        expect(value.fr_FR && value.en_US, key).toBeTruthy();
        continue;
      }
      expect(typeof value, key).toBe(kind === 'BOOLEAN' ? 'boolean' : kind === 'NUMBER' ? 'number' : 'string');
      if (choices) expect(choices, key).toContain(value);
    }
  });

  it('names every parameter for the owner in French and English', () => {
    for (const [key] of definitions) {
      expect((frStrings.labels as Record<string, string>)[key], key).toBeTruthy();
      expect((enStrings.labels as Record<string, string>)[key], key).toBeTruthy();
    }
  });

  it('keeps the mail sender out of what the storefront reads', () => {
    expect(definitions.filter(([, definition]) => definition.private).map(([key]) => key)).toEqual(
      expect.arrayContaining(['SEND_MAIL_AS_NAME', 'SEND_MAIL_AS_MAIL']),
    );
  });

  it('reads only the keys it declares', () => {
    // The type check refuses the call (the directive fails the check if it compiled); at run time it throws.
    // @ts-expect-error a misspelt key does not compile
    expect(() => isSwitchedOn({}, 'SHOW_SERCHBAR')).toThrow();
  });
});

describe('one parser per kind', () => {
  it('reads a switch as the owner or an older release wrote it', () => {
    for (const on of ['true', 'TRUE', ' 1 ']) expect(booleanValue(on), on).toBe(true);
    for (const off of ['false', '0']) expect(booleanValue(off), off).toBe(false);
    for (const unset of [null, undefined, '', '  ', 'yes']) expect(booleanValue(unset), String(unset)).toBeNull();
  });

  it('reads a number with a decimal point or comma', () => {
    expect(numberValue('300')).toBe(300);
    expect(numberValue('12,5')).toBe(12.5);
    expect(numberValue(' 7.25 ')).toBe(7.25);
    for (const none of [null, '', 'douze', '1e']) expect(numberValue(none), String(none)).toBeNull();
  });

  it('falls back to the default when a value is unset, out of range or not a choice', () => {
    const parameters: ParameterMap = { SHOW_CART_ICON: null, DARK_THEME: null, LOGO_HEIGHT: '9000', MENU_TYPE: 'burger', PRODUCT_DISPLAY: 'MOSAIC' };
    expect(isSwitchedOn(parameters, 'SHOW_CART_ICON')).toBe(true);
    expect(isSwitchedOn(parameters, 'DARK_THEME')).toBe(false);
    expect(isSwitchedOn({ SHOW_CART_ICON: 'false' }, 'SHOW_CART_ICON')).toBe(false);
    expect(numberSetting(parameters, 'LOGO_HEIGHT', { min: 24, max: 400 })).toBe(150);
    expect(numberSetting({ LOGO_HEIGHT: '120' }, 'LOGO_HEIGHT', { min: 24, max: 400 })).toBe(120);
    expect(chosen(parameters, 'MENU_TYPE')).toBe('BURGER');
    expect(chosen(parameters, 'PRODUCT_DISPLAY')).toBe('GRID');
  });
});
