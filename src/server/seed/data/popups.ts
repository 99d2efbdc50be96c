import type { Popup } from './types';

export const popups: Popup[] = [
  {
    key: 'portes-ouvertes-2027',
    title: { fr_FR: 'Portes ouvertes les 17 et 18 avril 2027', en_US: 'Open days on 17 and 18 April 2027' },
    content: {
      fr_FR: '<p>Visites des caves, balades dans les vignes et dégustation des 2026 : venez fêter le printemps avec nous au domaine. Entrée libre, visites guidées sur inscription.</p>',
      en_US: '<p>Cellar tours, vineyard walks and a tasting of the 2026s: come and celebrate spring with us at the estate. Free entry, guided tours by registration.</p>',
    },
    link: { label: { fr_FR: 'Je m’inscris', en_US: 'Register' }, url: '/oenotourisme' },
    showOnEveryReload: false,
    startsAt: '2026-11-18T00:00:00Z',
    endsAt: '2027-04-18T22:00:00Z',
    picture: { scene: 'open-days', alt: { fr_FR: 'Portes ouvertes au Domaine des Tilleuls', en_US: 'Open days at Domaine des Tilleuls' } },
  },
];
