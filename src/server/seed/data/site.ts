import type { Country, Language, Logo, SiteInfo } from './types';

export const siteInfo: SiteInfo = {
  name: 'Domaine des Tilleuls',
  url: 'http://localhost:4321',
  devUrl: 'http://localhost:4321',
  prodUrl: 'https://www.domaine-des-tilleuls.fr',
  isWinemaker: true,
  isECommerce: true,
  isBuilding: false,
  defaultLang: 'fr_FR',
  technicalFileModel: 'CLASSIC',
  dashboardType: 'WINEMAKER',
  fonts: [
    { type: 'TITLE', family: 'Montserrat', color: '#3E2723', size: '2rem', weight: 700, style: 'normal' },
    { type: 'CONTENT', family: 'Montserrat', color: '#212121', size: '1rem', weight: 400, style: 'normal' },
    { type: 'MENU', family: 'Montserrat', color: '#3E2723', size: '0.95rem', weight: 600, style: 'normal' },
  ],
};

export const languages: Language[] = [
  { code: 'fr_FR', label: 'Français', deeplCode: 'FR', countryAlphaTwo: 'FR', isValid: true },
  { code: 'en_US', label: 'English', deeplCode: 'EN-US', countryAlphaTwo: 'US', isValid: true },
];

/** France first: it is the only destination while ONLY_SELL_IN_FRANCE is on. */
export const countries: Country[] = [
  { alphaTwo: 'FR', alphaThree: 'FRA', numCode: '250', name: { fr_FR: 'France', en_US: 'France' }, zone: 'FRANCE_METROPOLITAN' },
  { alphaTwo: 'BE', alphaThree: 'BEL', numCode: '056', name: { fr_FR: 'Belgique', en_US: 'Belgium' }, zone: 'EUROPEAN_UNION' },
  { alphaTwo: 'LU', alphaThree: 'LUX', numCode: '442', name: { fr_FR: 'Luxembourg', en_US: 'Luxembourg' }, zone: 'EUROPEAN_UNION' },
  { alphaTwo: 'DE', alphaThree: 'DEU', numCode: '276', name: { fr_FR: 'Allemagne', en_US: 'Germany' }, zone: 'EUROPEAN_UNION' },
  { alphaTwo: 'NL', alphaThree: 'NLD', numCode: '528', name: { fr_FR: 'Pays-Bas', en_US: 'Netherlands' }, zone: 'EUROPEAN_UNION' },
  { alphaTwo: 'ES', alphaThree: 'ESP', numCode: '724', name: { fr_FR: 'Espagne', en_US: 'Spain' }, zone: 'EUROPEAN_UNION' },
  { alphaTwo: 'IT', alphaThree: 'ITA', numCode: '380', name: { fr_FR: 'Italie', en_US: 'Italy' }, zone: 'EUROPEAN_UNION' },
  { alphaTwo: 'CH', alphaThree: 'CHE', numCode: '756', name: { fr_FR: 'Suisse', en_US: 'Switzerland' }, zone: 'WORLD' },
  { alphaTwo: 'GB', alphaThree: 'GBR', numCode: '826', name: { fr_FR: 'Royaume-Uni', en_US: 'United Kingdom' }, zone: 'WORLD' },
  { alphaTwo: 'US', alphaThree: 'USA', numCode: '840', name: { fr_FR: 'États-Unis', en_US: 'United States' }, zone: 'WORLD' },
];

const logoAlt = { fr_FR: 'Domaine des Tilleuls, vins de Saumur', en_US: 'Domaine des Tilleuls, Saumur wines' };

export const logos: Logo[] = [
  { type: 'LOGO', alt: logoAlt },
  { type: 'LOGO_LIGHT_THEME', alt: logoAlt },
  { type: 'LOGO_DARK_THEME', alt: logoAlt },
  { type: 'LOGO_FOOTER', alt: logoAlt },
  { type: 'LOGO_FAVICON', alt: { fr_FR: 'Domaine des Tilleuls', en_US: 'Domaine des Tilleuls' } },
];
