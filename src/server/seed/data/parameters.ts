import { company, companyAddresses, estateLegalSpecifics, openingHours } from './estate';
import { legalParameterType, legalTexts } from './legal';
import { defaultVisitorTexts, parametersWith } from '../parameter-defaults';
import type { Localized, OpeningDay, Parameter } from './types';

// The demo estate's site parameters: the registry's defaults (src/lib/site-parameters.ts) with the
// estate's own values over them. Texts a visitor reads are given in both languages; the parameter
// itself holds the French text, the site's default language.

export const localizedParameters: Record<string, Localized> = {
  ...defaultVisitorTexts,
  COMPANY_DESCRIPTION: company.description,
  TOP_MENU_INFO_BAR_TEXT: {
    fr_FR: 'Portes ouvertes de printemps les 17 et 18 avril 2027 au domaine',
    en_US: 'Spring open days at the estate on 17 and 18 April 2027',
  },
  META_DESCRIPTION_HOME: {
    fr_FR:
      'Domaine des Tilleuls, vignerons à Varrains depuis 1928 : Saumur-Champigny, Saumur blanc, Crémant de Loire et Coteaux de Saumur en agriculture biologique. Vente en ligne et au caveau.',
    en_US:
      'Domaine des Tilleuls, winegrowers in Varrains since 1928: organic Saumur-Champigny, Saumur Blanc, Crémant de Loire and Coteaux de Saumur. Order online or visit the cellar shop.',
  },
  META_DESCRIPTION_CONTACT: {
    fr_FR: 'Contactez la famille Moreau au Domaine des Tilleuls à Varrains : horaires du caveau, accès, visites et dégustations.',
    en_US: 'Get in touch with the Moreau family at Domaine des Tilleuls in Varrains: cellar shop hours, directions, visits and tastings.',
  },
  META_DESCRIPTION_NEWS: {
    fr_FR: 'Les nouvelles du Domaine des Tilleuls : vendanges, millésimes, salons, portes ouvertes et vie du vignoble saumurois.',
    en_US: 'News from Domaine des Tilleuls: harvests, vintages, wine fairs, open days and life in the Saumur vineyard.',
  },
  META_DESCRIPTION_WINES: {
    fr_FR: 'Nos vins de Loire en direct du domaine : Saumur-Champigny, Saumur blanc, Crémant de Loire, rosés et liquoreux, livrés chez vous ou à retirer au caveau.',
    en_US: 'Our Loire wines direct from the estate: Saumur-Champigny, Saumur Blanc, Crémant de Loire, rosés and sweet wines, delivered or collected at the cellar shop.',
  },
  ...Object.fromEntries(legalTexts(estateLegalSpecifics).map((legal) => [legalParameterType(legal.key), legal.html])),
};

/** 'HH:MM-HH:MM, HH:MM-HH:MM', or null on a closed day; the site prints “Fermé”/“Closed”. */
const hoursValue = (day: OpeningDay): string | null =>
  day.periods.length === 0 ? null : day.periods.map((p) => `${p.open}-${p.close}`).join(', ');

const weekdayKeys = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

const cellarShop = companyAddresses.find((a) => a.key === 'cellar-shop')!;

/** '152 400 €' from cents, written as the owner would type it in the legal fields. */
const euros = (cents: number) => `${String(cents / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;

/** The demo estate: who it is, where, when it opens, where it is followed, and its texts. */
export const parameters: Parameter[] = parametersWith({
  ...Object.fromEntries(Object.entries(localizedParameters).map(([key, text]) => [key, text.fr_FR])),
  ...Object.fromEntries(openingHours.map((day) => [`OPENING_HOURS_${weekdayKeys[day.weekday - 1]}`, hoursValue(day)])),
  COMPANY_NAME: company.name,
  COMPANY_EMAIL: company.email,
  COMPANY_ADDRESS: `${cellarShop.address}, ${cellarShop.postalCode} ${cellarShop.city}`,
  HEAD_OFFICE: company.headOffice,
  COMPANY_PHONE: company.phone,
  COMPANY_MOBILE: company.mobile,
  COMPANY_FAX: company.fax,
  LEGAL_AGENT: company.legalAgent,
  LEGAL_COMPANY_NAME: company.legalCompanyName,
  CORPORATE_FORM: company.corporateForm,
  SHARE_CAPITAL: euros(company.shareCapital),
  RCS_NUMBER: company.rcsNumber,
  SIRET_NUMBER: company.siretNumber,
  RM_NUMBER: company.rmNumber,
  INTRACO_VAT: company.intracommunityVat,
  FACEBOOK_URL: 'https://www.facebook.com/domainedestilleuls.saumur',
  INSTAGRAM_URL: 'https://www.instagram.com/domaine_des_tilleuls/',
  LINKEDIN_URL: 'https://www.linkedin.com/company/domaine-des-tilleuls-saumur/',
  YOUTUBE_URL: 'https://www.youtube.com/@domainedestilleuls',
  TRIPADVISOR_URL: 'https://www.tripadvisor.fr/Attraction_Review-g187196-d23984512-Reviews-Domaine_des_Tilleuls-Saumur_Maine_et_Loire_Pays_de_la_Loire.html',
  GOOGLE_REVIEW_URL: 'https://g.page/r/CaQ7x2mZtP4rEBM/review',
  SEND_MAIL_AS_NAME: company.name,
  SEND_MAIL_AS_MAIL: 'boutique@domaine-des-tilleuls.fr',
  VIGNOBLE_EXPORT_CONTACT_NAME: 'Antoine Moreau',
});
