import type { Box } from '../types';
import { features, same } from './common';

const coffretDecouverte: Box = {
  key: 'coffret-decouverte',
  type: 'BOX',
  name: { fr_FR: 'Coffret Découverte', en_US: 'Discovery Box' },
  slug: { fr_FR: 'coffret-decouverte-trois-bouteilles', en_US: 'discovery-box-three-bottles' },
  shortDescription: {
    fr_FR: 'Trois bouteilles pour faire connaissance avec le domaine : un rouge, un blanc et notre crémant, dans un coffret kraft noué d’un ruban.',
    en_US: 'Three bottles to get to know the estate: a red, a white and our crémant, in a kraft gift box tied with a ribbon.',
  },
  description: {
    fr_FR:
      '<p>Le coffret que nous conseillons à ceux qui nous découvrent : le Saumur-Champigny « Les Tuffeaux », le Saumur blanc « La Pierre Blanche » et le Crémant de Loire « Bulles de Tuffeau ». Trois facettes du tuffeau, du cabernet franc au chenin.</p><p>Choisissez la couleur du ruban : nous glissons une carte de présentation des vins dans chaque coffret.</p>',
    en_US:
      '<p>The box we recommend to anyone discovering us: Saumur-Champigny “Les Tuffeaux”, Saumur Blanc “La Pierre Blanche” and Crémant de Loire “Bulles de Tuffeau”. Three sides of tufa, from Cabernet Franc to Chenin Blanc.</p><p>Choose the colour of the ribbon: we slip a card describing the wines into every box.</p>',
  },
  bottleCount: 3,
  contents: [
    { wine: 'les-tuffeaux', year: 2024, quantity: 1 },
    { wine: 'pierre-blanche', year: 2024, quantity: 1 },
    { wine: 'bulles-de-tuffeau', year: null, quantity: 1 },
  ],
  features: features([['contents', { fr_FR: '3 bouteilles de 75 cl', en_US: '3 bottles of 75 cl' }]]),
  tags: ['cadeau', 'bio'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  variations: [
    {
      variation: 'ribbon',
      label: { fr_FR: 'Couleur du ruban', en_US: 'Ribbon colour' },
      displayLabel: { fr_FR: 'Choisissez la couleur du ruban', en_US: 'Choose the ribbon colour' },
    },
  ],
  declinations: [
    { reference: 'TIL-CDE-RUB-BX', year: null, capacity: null, capacityUnit: null, price: 3900, sellByMultipleOf: 1, stock: 40, variations: ['bordeaux'] },
    { reference: 'TIL-CDE-RUB-VS', year: null, capacity: null, capacityUnit: null, price: 3900, sellByMultipleOf: 1, stock: 25, variations: ['vert-sapin'] },
    { reference: 'TIL-CDE-RUB-OR', year: null, capacity: null, capacityUnit: null, price: 3900, sellByMultipleOf: 1, stock: 15, variations: ['or'] },
  ],
  recommended: ['caisse-panachee', 'bon-degustation'],
};

const caissePanachee: Box = {
  key: 'caisse-panachee',
  type: 'BOX',
  name: { fr_FR: 'Caisse panachée de 6', en_US: 'Mixed case of 6' },
  slug: { fr_FR: 'caisse-panachee-six-bouteilles', en_US: 'mixed-case-six-bottles' },
  shortDescription: {
    fr_FR: 'Six bouteilles pour toutes les occasions : deux rouges, deux blancs, un rosé et un crémant, à prix caveau.',
    en_US: 'Six bottles for every occasion: two reds, two whites, a rosé and a crémant, at cellar-door price.',
  },
  description: {
    fr_FR:
      '<p>Notre caisse de la semaine, composée comme on remplit le coffre en passant au caveau : deux « Tuffeaux », deux « Pierre Blanche », un rosé « Fleur de Tilleul » et un crémant « Bulles de Tuffeau ».</p><p>Une caisse en carton recyclé, prête à ranger à la cave.</p>',
    en_US:
      '<p>Our everyday case, put together the way you would fill the car boot at the cellar shop: two “Tuffeaux”, two “Pierre Blanche”, one “Fleur de Tilleul” rosé and one “Bulles de Tuffeau” crémant.</p><p>A recycled cardboard case, ready to store in your cellar.</p>',
  },
  bottleCount: 6,
  contents: [
    { wine: 'les-tuffeaux', year: 2024, quantity: 2 },
    { wine: 'pierre-blanche', year: 2024, quantity: 2 },
    { wine: 'fleur-de-tilleul', year: 2024, quantity: 1 },
    { wine: 'bulles-de-tuffeau', year: null, quantity: 1 },
  ],
  features: features([['contents', { fr_FR: '6 bouteilles de 75 cl', en_US: '6 bottles of 75 cl' }]]),
  tags: ['bio'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [{ reference: 'TIL-CPA-6', year: null, capacity: null, capacityUnit: null, price: 7200, sellByMultipleOf: 1 }],
  recommended: ['coffret-decouverte', 'les-tuffeaux'],
};

const coffretMagnum: Box = {
  key: 'coffret-magnum',
  type: 'BOX',
  name: { fr_FR: 'Coffret bois Magnum Clos des Tilleuls', en_US: 'Clos des Tilleuls Magnum in a Wooden Case' },
  slug: { fr_FR: 'coffret-bois-magnum-clos-des-tilleuls', en_US: 'clos-des-tilleuls-magnum-wooden-case' },
  shortDescription: {
    fr_FR: 'Un magnum de Saumur-Champigny « Clos des Tilleuls » 2022 dans une caisse en pin des Landes marquée au fer.',
    en_US: 'A magnum of Saumur-Champigny “Clos des Tilleuls” 2022 in a branded pine wooden case.',
  },
  description: {
    fr_FR:
      '<p>Le magnum est le format idéal pour la garde : le vin y évolue plus lentement et plus harmonieusement. Notre « Clos des Tilleuls » 2022, médaille d’or au Concours Général Agricole, repose ici dans une caisse en bois marquée au fer du domaine.</p><p>Un cadeau pour les grandes occasions, à ouvrir dans cinq ans ou dans quinze.</p>',
    en_US:
      '<p>The magnum is the ideal size for ageing: the wine evolves there more slowly and more harmoniously. Our 2022 “Clos des Tilleuls”, gold medal at the Concours Général Agricole, rests here in a wooden case branded with the estate’s mark.</p><p>A gift for great occasions, to open in five years or in fifteen.</p>',
  },
  // A magnum holds two bottles’ worth of wine and takes two places in a shipping carton.
  bottleCount: 2,
  contents: [{ wine: 'clos-des-tilleuls', year: 2022, quantity: 1 }],
  features: features([
    ['contents', { fr_FR: '1 magnum de 150 cl', en_US: '1 magnum of 150 cl' }],
    ['drinkingWindow', same('2027 – 2037')],
  ]),
  tags: ['cadeau', 'garde', 'fetes'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [{ reference: 'TIL-CMG-CLO-2022', year: 2022, capacity: null, capacityUnit: null, price: 5200, sellByMultipleOf: 1, stock: 10 }],
  recommended: ['cuvee-henri', 'caisse-bois-gravee'],
};

export const boxes: Box[] = [coffretDecouverte, caissePanachee, coffretMagnum];
