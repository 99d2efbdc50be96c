import type { EstateEvent, FooterLink, FooterLogo } from './types';

// Element lists are addressed by their route: GET /element/{route}.
export const elementRoutes = {
  events: 'evenements',
  footerLogos: 'logo-footer',
  footerLinks: 'link-footer',
} as const;

export const events: EstateEvent[] = [
  {
    key: 'portes-ouvertes-printemps-2027',
    title: { fr_FR: 'Portes ouvertes de printemps', en_US: 'Spring open days' },
    summary: {
      fr_FR: 'Deux jours au domaine : visites des caves, balades dans les vignes, dégustation des 2026 et producteurs du Saumurois.',
      en_US: 'Two days at the estate: cellar tours, vineyard walks, a tasting of the 2026s and local Saumur producers.',
    },
    content: {
      fr_FR:
        '<p>Comme chaque printemps depuis 1994, nous ouvrons grand les portes du domaine. Au programme, les deux jours de 10 h à 18 h :</p><ul><li>dégustation libre et gratuite de toute la gamme, dont les premiers vins du millésime 2026 ;</li><li>visites guidées des caves toutes les heures, 25 personnes par départ, sur inscription ;</li><li>balade dans les vignes avec Antoine et Hermine, à 11 h et à 15 h ;</li><li>marché de producteurs du Saumurois : fromages de chèvre, rillettes, pain au levain, miel ;</li><li>restauration sur place et jeux pour les enfants dans la cour.</li></ul><p>Entrée libre. L’inscription ci-dessous réserve votre place pour une visite guidée des caves.</p>',
      en_US:
        '<p>As every spring since 1994, we throw open the doors of the estate. On both days, from 10 am to 6 pm:</p><ul><li>free tasting of the whole range, including the first wines of the 2026 vintage;</li><li>guided cellar tours every hour, 25 people per tour, by registration;</li><li>a vineyard walk with Antoine and Hermine at 11 am and 3 pm;</li><li>a market of Saumur producers: goat’s cheese, rillettes, sourdough bread, honey;</li><li>food on site and games for children in the courtyard.</li></ul><p>Free entry. Registering below reserves your place on a guided cellar tour.</p>',
    },
    startsAt: '2027-04-17T08:00:00Z',
    endsAt: '2027-04-18T16:00:00Z',
    capacity: 300,
    price: 0,
    location: 'Domaine des Tilleuls, 9 chemin des Tilleuls, 49400 Varrains',
    picture: { scene: 'open-days', alt: { fr_FR: 'La cour du domaine un jour de portes ouvertes', en_US: 'The estate courtyard on an open day' } },
  },
  {
    key: 'diner-dans-la-cave-2027',
    title: { fr_FR: 'Dîner dans la cave : accords et vieux millésimes', en_US: 'Dinner in the cellar: pairings and older vintages' },
    summary: {
      fr_FR: 'Un dîner de quatre plats servi dans la galerie de tuffeau, avec les vins du domaine de 2010 à aujourd’hui.',
      en_US: 'A four-course dinner served in the tufa gallery, with the estate’s wines from 2010 to today.',
    },
    content: {
      fr_FR:
        '<p>Une soirée par an, nous dressons une longue table au cœur de la cave. Mathieu Guérin, chef du « Tuffeau » à Saumur, signe un menu de quatre plats, chacun accompagné d’un vin du domaine, dont plusieurs vieux millésimes sortis de la bibliothèque familiale.</p><p>Places limitées, réservation et paiement à l’inscription.</p>',
      en_US:
        '<p>One evening a year we set a long table in the heart of the cellar. Mathieu Guérin, chef of “Le Tuffeau” in Saumur, creates a four-course menu, each course paired with an estate wine, including several older vintages from the family library.</p><p>Limited places, booking and payment on registration.</p>',
    },
    startsAt: '2027-06-19T17:30:00Z',
    endsAt: '2027-06-19T22:00:00Z',
    capacity: 40,
    price: 9500,
    location: 'Cave du Domaine des Tilleuls, Varrains',
    picture: { scene: 'tufa-cellar', alt: { fr_FR: 'Table dressée dans la galerie de la cave', en_US: 'A table set in the cellar gallery' } },
  },
];

export const footerLogos: FooterLogo[] = [
  {
    key: 'agriculture-biologique',
    title: { fr_FR: 'Agriculture biologique', en_US: 'Organic farming' },
    url: 'https://www.agencebio.org',
    badge: 'organic',
  },
  {
    key: 'terra-vitis',
    title: { fr_FR: 'Terra Vitis', en_US: 'Terra Vitis' },
    url: 'https://www.terravitis.com',
    badge: 'terra-vitis',
  },
  {
    key: 'vignerons-independants',
    title: { fr_FR: 'Vignerons Indépendants de France', en_US: 'Independent Winegrowers of France' },
    url: 'https://www.vigneron-independant.com',
    badge: 'independent-winegrowers',
  },
];

export const footerLinks: FooterLink[] = [
  { key: 'contact', title: { fr_FR: 'Nous contacter', en_US: 'Contact us' }, url: '/contact' },
  { key: 'oenotourisme', title: { fr_FR: 'Visiter le domaine', en_US: 'Visit the estate' }, url: '/oenotourisme' },
  { key: 'club', title: { fr_FR: 'Le club', en_US: 'Wine club' }, url: '/club' },
  { key: 'livraison', title: { fr_FR: 'Livraison et retrait au caveau', en_US: 'Delivery and collection' }, url: '/sale-terms' },
  { key: 'sale-terms', title: { fr_FR: 'Conditions générales de vente', en_US: 'Terms of sale' }, url: '/sale-terms' },
  { key: 'use-terms', title: { fr_FR: 'Conditions d’utilisation', en_US: 'Terms of use' }, url: '/use-terms' },
  { key: 'legal-notice', title: { fr_FR: 'Mentions légales', en_US: 'Legal notice' }, url: '/legal-notice' },
  { key: 'privacy-policy', title: { fr_FR: 'Confidentialité', en_US: 'Privacy' }, url: '/privacy-policy' },
  { key: 'cookie-policy', title: { fr_FR: 'Cookies', en_US: 'Cookies' }, url: '/cookie-policy' },
];
