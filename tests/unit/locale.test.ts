import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  alternates,
  langFromAcceptLanguage,
  langFromBrowser,
  langFromPathname,
  localeCookie,
  localizedPath,
  LOCALE_COOKIE_OPTIONS,
  preferredLang,
  stripLangPrefix,
} from '~/lib/locale';
import { t } from '~/lib/i18n';

describe('localizedPath', () => {
  it('leaves French paths unprefixed and puts English under /en_US', () => {
    expect(localizedPath('fr_FR', '/auth')).toBe('/auth');
    expect(localizedPath('en_US', '/auth')).toBe('/en_US/auth');
    expect(localizedPath('en_US', '/wines/cuvee-prestige/12/2019')).toBe('/en_US/wines/cuvee-prestige/12/2019');
  });

  it('gives the home page without a trailing slash', () => {
    expect(localizedPath('fr_FR', '/')).toBe('/');
    expect(localizedPath('en_US', '/')).toBe('/en_US');
    expect(localizedPath('en_US', '/?search=rosé')).toBe('/en_US?search=rosé');
  });

  it('re-prefixes a path that already carries a language', () => {
    expect(localizedPath('fr_FR', '/en_US/cart')).toBe('/cart');
    expect(localizedPath('en_US', '/fr_FR/cart')).toBe('/en_US/cart');
    expect(localizedPath('en_US', '/en_US')).toBe('/en_US');
  });

  it('adds the missing leading slash and keeps the query', () => {
    expect(localizedPath('en_US', 'nos-vins')).toBe('/en_US/nos-vins');
    expect(localizedPath('en_US', '/products/search?search=blanc')).toBe('/en_US/products/search?search=blanc');
  });
});

describe('langFromPathname and stripLangPrefix', () => {
  it('reads the prefix, French by default', () => {
    expect(langFromPathname('/en_US/cart')).toBe('en_US');
    expect(langFromPathname('/en_US')).toBe('en_US');
    expect(langFromPathname('/fr_FR/cart')).toBe('fr_FR');
    expect(langFromPathname('/cart')).toBe('fr_FR');
    expect(langFromPathname('/')).toBe('fr_FR');
  });

  it('does not mistake a page whose name starts like a language', () => {
    expect(langFromPathname('/en_USA')).toBe('fr_FR');
    expect(stripLangPrefix('/en_USA')).toBe('/en_USA');
  });

  it('strips the prefix down to the root', () => {
    expect(stripLangPrefix('/en_US/auth')).toBe('/auth');
    expect(stripLangPrefix('/en_US')).toBe('/');
    expect(stripLangPrefix('/fr_FR')).toBe('/');
    expect(stripLangPrefix('/fr_FR/')).toBe('/');
    expect(stripLangPrefix('/auth')).toBe('/auth');
    expect(stripLangPrefix('/en_US?x=1')).toBe('/?x=1');
  });
});

describe('alternates', () => {
  it('lists fr-FR, en-US and a French x-default', () => {
    expect(alternates('/en_US/nos-vins')).toEqual([
      { hreflang: 'fr-FR', path: '/nos-vins' },
      { hreflang: 'en-US', path: '/en_US/nos-vins' },
      { hreflang: 'x-default', path: '/nos-vins' },
    ]);
  });

  it('uses the translated path of a page where it has one', () => {
    expect(alternates('/notre-histoire', { fr_FR: '/notre-histoire', en_US: '/our-story' })).toEqual([
      { hreflang: 'fr-FR', path: '/notre-histoire' },
      { hreflang: 'en-US', path: '/en_US/our-story' },
      { hreflang: 'x-default', path: '/notre-histoire' },
    ]);
  });

  it('builds absolute URLs whatever the trailing slash of the site URL', () => {
    expect(absoluteUrl('https://domaine.example/', '/en_US')).toBe('https://domaine.example/en_US');
    expect(absoluteUrl('https://domaine.example', 'cart')).toBe('https://domaine.example/cart');
  });
});

describe('locale cookie', () => {
  it('lasts 365 days on the whole site, SameSite=Lax', () => {
    expect(LOCALE_COOKIE_OPTIONS).toEqual({ path: '/', maxAge: 31_536_000, sameSite: 'lax' });
    expect(localeCookie('en_US')).toBe('locale=en_US; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('browser language', () => {
  it('takes the first language the shop speaks', () => {
    expect(langFromBrowser(['de-DE', 'en-GB', 'fr'])).toBe('en_US');
    expect(langFromBrowser(['fr-CA', 'en'])).toBe('fr_FR');
    expect(langFromBrowser(['de', 'it'])).toBeNull();
    expect(langFromBrowser([])).toBeNull();
  });

  it('honours Accept-Language q-values', () => {
    expect(langFromAcceptLanguage('fr;q=0.5, en-US;q=0.9, de')).toBe('en_US');
    expect(langFromAcceptLanguage('en;q=0, fr-BE;q=0.3')).toBe('fr_FR');
    expect(langFromAcceptLanguage('*')).toBeNull();
    expect(langFromAcceptLanguage('')).toBeNull();
    expect(langFromAcceptLanguage(null)).toBeNull();
  });

  it('lets the cookie win, then the browser, then French', () => {
    expect(preferredLang('fr_FR', 'en-US,en')).toBe('fr_FR');
    expect(preferredLang('klingon', 'en-US,en')).toBe('en_US');
    expect(preferredLang(undefined, ['en-GB'])).toBe('en_US');
    expect(preferredLang(null, 'de-DE')).toBe('fr_FR');
  });
});

describe('UI strings', () => {
  it('translate in both languages, plurals included, and fall back to French', () => {
    expect(t('fr_FR')('skipToContent')).toBe('Aller au contenu');
    expect(t('en_US')('skipToContent')).toBe('Skip to content');
    expect(t('en_US')('cart.count', { count: 1 })).toBe('1 item');
    expect(t('fr_FR')('cart.count', { count: 3 })).toBe('3 articles');
    expect(t('en_US')('common:weekdays.7')).toBe('Sunday');
    expect(t('de_DE' as never)('weekdays.1')).toBe('Lundi');
  });

  it('does not escape apostrophes (Astro and React escape on output)', () => {
    expect(t('fr_FR')('legal.alcoholAbuse')).toContain('L’abus d’alcool');
    expect(t('en_US')('footer.copyright', { year: 2026, name: 'Domaine & Fils' })).toBe('© 2026 Domaine & Fils');
  });
});
