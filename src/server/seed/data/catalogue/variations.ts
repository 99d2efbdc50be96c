import type { Variation } from '../types';

/** Choices shared by several products; a product names the ones it offers (up to three). */
export const variations: Variation[] = [
  {
    key: 'ribbon',
    name: { fr_FR: 'Ruban', en_US: 'Ribbon' },
    details: [
      { key: 'bordeaux', label: { fr_FR: 'Bordeaux', en_US: 'Burgundy red' }, color: '#7B1E2B' },
      { key: 'vert-sapin', label: { fr_FR: 'Vert sapin', en_US: 'Fir green' }, color: '#1F4D3A' },
      { key: 'or', label: { fr_FR: 'Or', en_US: 'Gold' }, color: '#C9A227' },
    ],
  },
  {
    key: 'gift-amount',
    name: { fr_FR: 'Montant', en_US: 'Amount' },
    details: [
      { key: '30', label: { fr_FR: '30 €', en_US: '€30' } },
      { key: '50', label: { fr_FR: '50 €', en_US: '€50' } },
      { key: '100', label: { fr_FR: '100 €', en_US: '€100' } },
    ],
  },
];
