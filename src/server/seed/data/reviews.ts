import type { GoogleReview } from './types';

/** Reviews left on the estate's Google profile, stored as they were written. */
export const googleReviews: GoogleReview[] = [
  {
    author: 'Sophie L.',
    rating: 5,
    text: 'Accueil adorable au caveau, Claire a pris le temps de nous expliquer chaque vin. La visite des caves dans le tuffeau vaut vraiment le détour. Nous sommes repartis avec un carton de Clos des Tilleuls !',
    lang: 'fr_FR',
    publishedAt: '2026-08-14T16:20:00Z',
  },
  {
    author: 'Mark and Helen T.',
    rating: 5,
    text: 'A highlight of our Loire trip. The cellar tour was fascinating and the tasting generous. The Cuvée Henri is outstanding. Booking ahead is worth it.',
    lang: 'en_US',
    publishedAt: '2026-07-02T10:05:00Z',
  },
  {
    author: 'Jean-Marc P.',
    rating: 4,
    text: 'Très bon Saumur-Champigny, commande en ligne livrée en trois jours et parfaitement emballée. Seul bémol : le parking est un peu étroit le samedi.',
    lang: 'fr_FR',
    publishedAt: '2026-05-27T19:41:00Z',
  },
  {
    author: 'Élodie R.',
    rating: 5,
    text: 'La balade dans les vignes avec Antoine et sa jument Hermine, un vrai moment. Les enfants ont adoré, et nous aussi (le crémant au belvédère !).',
    lang: 'fr_FR',
    publishedAt: '2026-09-21T12:12:00Z',
  },
  {
    author: 'Thomas G.',
    rating: 4,
    text: 'Retrait de ma commande au caveau sans attente, bouteilles prêtes à l’heure prévue. Le Grolleau de Soif est une belle découverte.',
    lang: 'fr_FR',
    publishedAt: '2026-10-30T17:55:00Z',
  },
];
