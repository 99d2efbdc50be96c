import type { NewsletterList } from './types';

export const newsletterLists: NewsletterList[] = [
  {
    key: 'actualites-du-domaine',
    name: { fr_FR: 'Actualités du domaine', en_US: 'Estate news' },
    description: {
      fr_FR: 'Une lettre par saison : vendanges, nouveaux millésimes, portes ouvertes et événements au domaine.',
      en_US: 'One letter a season: harvests, new vintages, open days and events at the estate.',
    },
  },
  {
    key: 'offres-et-ventes-privees',
    name: { fr_FR: 'Offres et ventes privées', en_US: 'Offers and private sales' },
    description: {
      fr_FR: 'Les remises réservées aux abonnés, les fins de millésimes et l’ouverture de nos vieux millésimes, quelques fois par an.',
      en_US: 'Subscriber-only discounts, end-of-vintage sales and releases of older vintages, a few times a year.',
    },
  },
];
