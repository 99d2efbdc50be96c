import type { LegalSpecifics } from './legal/specifics';
import type { AddressType, Company, CompanyAddress, OpeningDay } from './types';

export const company: Company = {
  name: 'Domaine des Tilleuls',
  legalCompanyName: 'SCEA Domaine des Tilleuls',
  corporateForm: "Société civile d'exploitation agricole (SCEA)",
  shareCapital: 15_240_000,
  rcsNumber: 'RCS Angers 412 587 966',
  siretNumber: '412 587 966 00018',
  rmNumber: null,
  intracommunityVat: 'FR66 412 587 966',
  legalAgent: 'Claire Moreau',
  email: 'contact@domaine-des-tilleuls.fr',
  phone: '02 41 52 93 17',
  mobile: '06 72 18 45 09',
  fax: null,
  headOffice: '7 chemin des Tilleuls, 49400 Varrains, France',
  description: {
    fr_FR:
      "Domaine familial de 28 hectares à Varrains, au cœur de l'appellation Saumur-Champigny. Depuis quatre générations, la famille Moreau cultive le cabernet franc et le chenin sur les coteaux de tuffeau et d'argile qui dominent la Loire, et élève ses vins dans des caves creusées dans la roche. En agriculture biologique certifiée depuis le millésime 2023.",
    en_US:
      'A 28-hectare family estate in Varrains, in the heart of the Saumur-Champigny appellation. For four generations the Moreau family has grown Cabernet Franc and Chenin Blanc on the tufa and clay slopes above the Loire, and aged its wines in cellars carved into the rock. Certified organic since the 2023 vintage.',
  },
};

export const addressTypes: AddressType[] = [
  { value: 'HEAD_OFFICE' },
  { value: 'CELLAR_SHOP' },
  { value: 'CLICK_AND_COLLECT' },
  { value: 'BILLING' },
];

export const companyAddresses: CompanyAddress[] = [
  {
    key: 'head-office',
    name: 'SCEA Domaine des Tilleuls',
    types: ['HEAD_OFFICE', 'BILLING'],
    address: '7 chemin des Tilleuls',
    addressPart2: null,
    postalCode: '49400',
    city: 'Varrains',
    countryAlphaTwo: 'FR',
    phone: '02 41 52 93 17',
    latitude: 47.2219,
    longitude: -0.0603,
  },
  {
    // The cellar shop sits at the foot of the slope, in the old tufa press house, where buyers
    // collect their click-and-collect orders.
    key: 'cellar-shop',
    name: 'Caveau du Domaine des Tilleuls',
    types: ['CELLAR_SHOP', 'CLICK_AND_COLLECT'],
    address: '9 chemin des Tilleuls',
    addressPart2: 'Cave troglodytique, entrée par la cour',
    postalCode: '49400',
    city: 'Varrains',
    countryAlphaTwo: 'FR',
    phone: '02 41 52 93 17',
    latitude: 47.2216,
    longitude: -0.0598,
  },
];

/** Opening hours of the cellar shop. */
export const openingHours: OpeningDay[] = [
  { weekday: 1, periods: [{ open: '14:00', close: '18:30' }] },
  { weekday: 2, periods: [{ open: '09:30', close: '12:30' }, { open: '14:00', close: '18:30' }] },
  { weekday: 3, periods: [{ open: '09:30', close: '12:30' }, { open: '14:00', close: '18:30' }] },
  { weekday: 4, periods: [{ open: '09:30', close: '12:30' }, { open: '14:00', close: '18:30' }] },
  { weekday: 5, periods: [{ open: '09:30', close: '12:30' }, { open: '14:00', close: '18:30' }] },
  { weekday: 6, periods: [{ open: '10:00', close: '12:30' }, { open: '14:30', close: '18:00' }] },
  { weekday: 7, periods: [] },
];

/** What the estate's legal texts say beyond its company fields. */
export const estateLegalSpecifics: LegalSpecifics = {
  site: { fr_FR: 'site domaine-des-tilleuls.fr', en_US: 'website domaine-des-tilleuls.fr' },
  host: {
    name: 'OVH',
    notice: {
      fr_FR: '<p>Le site et ses données sont hébergés en France par OVH SAS, 2 rue Kellermann, 59100 Roubaix, France (téléphone : 1007, www.ovhcloud.com).</p>',
      en_US: '<p>The website and its data are hosted in France by OVH SAS, 2 rue Kellermann, 59100 Roubaix, France (phone: +33 9 72 10 10 07, www.ovhcloud.com).</p>',
    },
    privacy: {
      fr_FR: "<p>Vos données sont hébergées en France, sur les serveurs d'OVH SAS à Roubaix et Gravelines. Aucun transfert hors de l'Union européenne n'est effectué.</p>",
      en_US: '<p>Your data is hosted in France, on OVH SAS servers in Roubaix and Gravelines. No data is transferred outside the European Union.</p>',
    },
  },
  notice: {
    publisher: {
      fr_FR: "<p>Entrepositaire agréé sous le numéro d'accise FR049123E0457. En tant que producteur, {{LEGAL_COMPANY_NAME}} vend exclusivement les vins issus de sa propre récolte.</p>\n",
      en_US: '<p>Authorised warehouse keeper under excise number FR049123E0457. As a producer, {{LEGAL_COMPANY_NAME}} sells only wines made from its own harvest.</p>\n',
    },
    property: {
      fr_FR: '<p>Les marques « Domaine des Tilleuls », « Clos des Tilleuls » et « Bulles de Tuffeau » sont des marques déposées.</p>\n<h2>Crédits</h2>\n<p>Photographies et illustrations : {{LEGAL_COMPANY_NAME}}. Rédaction : Claire et Antoine Moreau.</p>\n',
      en_US: '<p>“Domaine des Tilleuls”, “Clos des Tilleuls” and “Bulles de Tuffeau” are registered trademarks.</p>\n<h2>Credits</h2>\n<p>Photographs and illustrations: {{LEGAL_COMPANY_NAME}}. Texts: Claire and Antoine Moreau.</p>\n',
    },
  },
};
