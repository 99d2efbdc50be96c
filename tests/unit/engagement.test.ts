import { describe, expect, it } from 'vitest';
import { durationLabel } from '~/components/engagement/format';
import { fill, plural } from '~/islands/fill';
import { analyticsConfig, needsConsent, toolsByPurpose } from '~/lib/analytics';
import { t } from '~/lib/i18n';
import { isChunkLoadFailure, reloadOnce } from '~/scripts/chunk-reload';
import { closureOn, hasStarted, isRealDate, isoWeekday, slotRunsOn } from '~/server/services/calendar';
import { checkAnswer, type FieldRuleSet } from '~/server/services/form-rules';
import { validChoice } from '~/stores/consent';

describe('the consent choice', () => {
  const choice = (decidedAt: string) => ({ statistics: true, advertising: false, decidedAt });

  it('is kept 13 months, then asked again', () => {
    const now = new Date('2027-03-15T10:00:00Z');
    expect(validChoice(choice('2026-02-16T10:00:00Z'), now)).not.toBeNull();
    expect(validChoice(choice('2026-02-14T10:00:00Z'), now)).toBeNull();
  });

  it('is not trusted when its date is missing, broken or in the future', () => {
    const now = new Date('2027-03-15T10:00:00Z');
    expect(validChoice(null, now)).toBeNull();
    expect(validChoice(choice('hier'), now)).toBeNull();
    expect(validChoice(choice('2027-04-01T00:00:00Z'), now)).toBeNull();
  });
});

describe('analytics settings', () => {
  it('need consent for every tool but a cookie-free Plausible', () => {
    expect(needsConsent(analyticsConfig({ PLAUSIBLE_DOMAIN: 'domaine-des-tilleuls.fr' }))).toBe(false);
    expect(needsConsent(analyticsConfig({ GOOGLE_ANALYTICS_ID: '  ' }))).toBe(false);
    const config = analyticsConfig({ GOOGLE_ANALYTICS_ID: 'G-1', FACEBOOK_PIXEL_ID: '42', MATOMO_URL: 'https://stats.example.fr/', MATOMO_SITE_ID: '3' });
    expect(needsConsent(config)).toBe(true);
    expect(config.matomo).toEqual({ url: 'https://stats.example.fr', siteId: '3' });
    expect(toolsByPurpose(config)).toEqual({ statistics: ['Google Analytics', 'Matomo'], advertising: ['Meta Pixel'] });
  });

  it('leave Matomo off until both its address and its site id are set', () => {
    expect(analyticsConfig({ MATOMO_URL: 'https://stats.example.fr' }).matomo).toBeNull();
  });
});

describe('reloading after a failed chunk', () => {
  it('reloads once, then not again within the minute', () => {
    const stored = new Map<string, string>();
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) };
    let reloads = 0;
    const reload = () => reloads++;
    expect(reloadOnce(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnce(storage, reload, 1_030_000)).toBe(false);
    expect(reloadOnce(storage, reload, 1_061_000)).toBe(true);
    expect(reloads).toBe(2);
  });

  it('knows the browsers’ messages for a module that cannot be fetched', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://shop/_astro/x.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('the calendar', () => {
  it('knows the weekday and whether a date exists', () => {
    expect(isoWeekday('2027-05-17')).toBe(1);
    expect(isoWeekday('2027-05-23')).toBe(7);
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
  });

  it('runs a slot on its weekday, within its season', () => {
    const spring = { weekday: 3, validFrom: '2027-04-01', validUntil: '2027-10-31' };
    expect(slotRunsOn(spring, '2027-05-19')).toBe(true);
    expect(slotRunsOn(spring, '2027-05-20')).toBe(false);
    expect(slotRunsOn(spring, '2027-11-03')).toBe(false);
    expect(slotRunsOn({ weekday: 3, validFrom: null, validUntil: null }, '2027-11-03')).toBe(true);
  });

  it('says when a slot has started and when the estate is closed', () => {
    const now = { date: '2027-05-19', time: '10:30' };
    expect(hasStarted('2027-05-19', '10:30:00', now)).toBe(true);
    expect(hasStarted('2027-05-19', '15:00:00', now)).toBe(false);
    expect(hasStarted('2027-05-18', '15:00:00', now)).toBe(true);
    const closures = [{ startsOn: '2027-09-20', endsOn: '2027-10-05', reason: 'vendanges' }];
    expect(closureOn(closures, '2027-10-05')?.reason).toBe('vendanges');
    expect(closureOn(closures, '2027-10-06')).toBeUndefined();
  });
});

describe('the rules of a form answer', () => {
  const fields: FieldRuleSet[] = [
    { name: 'name', type: 'TEXT', required: true, options: [], rules: { minLength: 2, pattern: '[\\p{L} -]+' } },
    { name: 'guests', type: 'NUMBER', required: false, options: [], rules: { min: 1, max: 12 } },
    { name: 'code', type: 'TEXT', required: false, options: [], rules: { pattern: '(' } },
  ];

  it('cleans a right answer and keeps only the form’s fields', () => {
    expect(checkAnswer(fields, { name: ' Zoé Martin ', guests: '4', code: 'x', other: 1 }, 'fr_FR')).toEqual({ errors: {}, clean: { name: 'Zoé Martin', guests: 4, code: 'x' } });
  });

  it('tells each problem in the language asked for, ignoring a broken pattern of the owner', () => {
    expect(checkAnswer(fields, { name: 'Zoé42', guests: '0,5' }, 'en_US').errors).toEqual({
      name: 'The format is not the one expected.',
      guests: 'The value must be at least 1.',
    });
  });
});

describe('the strings handed to islands', () => {
  it('fill their placeholders and count as the language does', () => {
    expect(fill('{{start}} – {{end}}', { start: '10h30', end: '12h00' })).toBe('10h30 – 12h00');
    const places = { one: '{{count}} place', other: '{{count}} places' };
    expect(plural(places, 1, 'fr_FR')).toBe('1 place');
    expect(plural(places, 0, 'fr_FR')).toBe('0 place');
    expect(plural(places, 0, 'en_US')).toBe('0 places');
  });

  it('write durations as visitors read them', () => {
    expect(durationLabel(90, t('fr_FR'))).toBe('1 h 30');
    expect(durationLabel(120, t('en_US'))).toBe('2 hours');
    expect(durationLabel(45, t('en_US'))).toBe('45 min');
  });
});
