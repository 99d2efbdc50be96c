import { describe, expect, it } from 'vitest';
import { t } from '~/lib/i18n';
import { STOCK_HOLD_MINUTES } from '~/lib/order';

// Counted words go through i18next's plural forms: "1 minute" and "2 minutes", never "1 minutes".

describe('plurals', () => {
  it('says how long to wait in the singular and the plural, in both languages', () => {
    const en = t('en_US');
    const fr = t('fr_FR');
    expect(en('api:auth.throttled', { count: 1 })).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(en('api:auth.throttled', { count: 15 })).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(fr('api:auth.throttled', { count: 1 })).toBe('Trop de tentatives de connexion. Réessayez dans 1 minute.');
    expect(fr('api:auth.throttled', { count: 15 })).toBe('Trop de tentatives de connexion. Réessayez dans 15 minutes.');
    expect(en('engagement:errors.messageThrottled', { count: 1 })).toBe('You have already written to us several times: try again in 1 minute or call us.');
  });

  it('says the hours a click-and-collect order needs in the singular and the plural', () => {
    expect(t('en_US')('order:delivery.slotTooSoon', { count: 1 })).toBe('Collection must be booked at least 1 hour ahead: please choose a later slot.');
    expect(t('fr_FR')('checkout-shipping:collect.delay', { count: 12 })).toBe('Nous préparons votre commande en 12 heures\u00a0: les créneaux proposés en tiennent compte.');
  });

  it('has both forms for every message that says how long to wait', () => {
    // A value such as "{{minutes}} minutes" can only ever be right for one of the two.
    for (const lang of ['en_US', 'fr_FR'] as const) {
      const text = t(lang);
      for (const key of ['api:register.throttled', 'account:errors.throttled', 'content:registration.throttled', 'engagement:errors.bookingThrottled', 'engagement:errors.formThrottled']) {
        expect(text(key, { count: 1 })).toMatch(/ 1 minute\b(?!s)/);
        expect(text(key, { count: 2 })).toMatch(/ 2 minutes\b/);
      }
    }
  });

  it('tells how long the bottles are held from the hold itself, not from a figure written in the text', () => {
    for (const lang of ['fr_FR', 'en_US'] as const) {
      const said = t(lang)('checkout-payment:result.slow', { minutes: STOCK_HOLD_MINUTES + 7 });
      expect(said).toContain(`${STOCK_HOLD_MINUTES + 7} minutes`);
      expect(said).not.toContain(`${STOCK_HOLD_MINUTES} minutes`);
    }
  });
});
