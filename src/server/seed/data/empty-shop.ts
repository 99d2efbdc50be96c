import { legalParameterType, legalTexts, type LegalSpecifics } from './legal';
import { defaultVisitorTexts, parametersWith } from '../parameter-defaults';
import { pageOf } from './pages';
import { siteInfo as estateSiteInfo } from './site';
import type { Localized, Page, Parameter, SiteInfo } from './types';

// A new shop in production: the site, its settings at their defaults, the legal texts ready to
// quote the company fields, and the menu, but nothing of the demo estate. The owner fills in the
// company fields and adds the wines in the back office.

export const emptySiteInfo: SiteInfo = {
  ...estateSiteInfo,
  name: 'Boutique',
  url: 'http://localhost:4321',
  devUrl: 'http://localhost:4321',
  prodUrl: '',
};

export const emptyLegalSpecifics: LegalSpecifics = {
  site: { fr_FR: 'site', en_US: 'website' },
  host: {
    name: '',
    notice: {
      fr_FR: '<p>Hébergeur du site : [nom, adresse et téléphone de l’hébergeur, à compléter].</p>',
      en_US: '<p>Website host: [name, address and phone number of the host, to be completed].</p>',
    },
    privacy: {
      fr_FR: '<p>Vos données sont hébergées dans l’Union européenne. Aucun transfert hors de l’Union européenne n’est effectué.</p>',
      en_US: '<p>Your data is hosted in the European Union. No data is transferred outside the European Union.</p>',
    },
  },
  notice: { publisher: { fr_FR: '', en_US: '' }, property: { fr_FR: '', en_US: '' } },
};

const emptyVisitorTexts: Record<string, Localized> = {
  ...defaultVisitorTexts,
  ...Object.fromEntries(legalTexts(emptyLegalSpecifics).map((legal) => [legalParameterType(legal.key), legal.html])),
};

/** Every parameter at its default (the estate's own left empty), the legal texts generic. */
export const emptyParameters: Parameter[] = parametersWith(Object.fromEntries(Object.entries(emptyVisitorTexts).map(([key, text]) => [key, text.fr_FR])));

export const emptyLocalizedParameters = emptyVisitorTexts;

const same = (url: string): Localized => ({ fr_FR: url, en_US: url });

/** The menu of a new shop: the pages the shop renders itself, and an empty home page to write. */
export const emptyPages: Page[] = [
  pageOf({ key: 'home', type: 'HOME', title: { fr_FR: 'Accueil', en_US: 'Home' }, url: same('accueil'), menuIcon: 'fa-house', order: 1, metaDescription: { fr_FR: '', en_US: '' } }),
  pageOf({ key: 'wines', type: 'ECOMMERCE', title: { fr_FR: 'Nos vins', en_US: 'Our wines' }, url: same('nos-vins'), menuIcon: 'fa-wine-bottle', order: 2, isEcommercePage: true, metaDescription: { fr_FR: '', en_US: '' } }),
  pageOf({ key: 'news', type: 'NEWS', title: { fr_FR: 'Actualités', en_US: 'News' }, url: same('actualites'), menuIcon: 'fa-newspaper', order: 3, metaDescription: { fr_FR: '', en_US: '' } }),
  pageOf({ key: 'blog', type: 'BLOG', title: { fr_FR: 'Blog', en_US: 'Blog' }, url: same('blog'), menuIcon: 'fa-feather', order: 4, metaDescription: { fr_FR: '', en_US: '' } }),
  pageOf({ key: 'gallery', type: 'ALBUMS', title: { fr_FR: 'Galerie photos', en_US: 'Photo gallery' }, menuTitle: { fr_FR: 'Galerie', en_US: 'Gallery' }, url: { fr_FR: 'galerie', en_US: 'gallery' }, menuIcon: 'fa-images', order: 5, metaDescription: { fr_FR: '', en_US: '' } }),
  pageOf({ key: 'contact', type: 'CONTACT', title: { fr_FR: 'Contact', en_US: 'Contact' }, url: same('contact'), menuIcon: 'fa-envelope', order: 6, isFixedOnRight: true, metaDescription: { fr_FR: '', en_US: '' } }),
];
