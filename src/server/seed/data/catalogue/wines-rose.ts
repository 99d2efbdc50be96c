import type { Wine } from '../types';
import { containsSulphites, features, ingredient, nutrition, same } from './common';

const fleurDeTilleul: Wine = {
  key: 'fleur-de-tilleul',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'rose',
  appellation: 'Rosé de Loire',
  cuvee: 'Fleur de Tilleul',
  name: same('Fleur de Tilleul'),
  slug: { fr_FR: 'rose-de-loire-fleur-de-tilleul', en_US: 'fleur-de-tilleul-rose-de-loire' },
  shortDescription: {
    fr_FR: 'Un rosé sec, pâle et croquant, pour les terrasses d’été et les apéritifs qui s’éternisent.',
    en_US: 'A pale, crisp dry rosé for summer terraces and aperitifs that go on and on.',
  },
  description: {
    fr_FR:
      '<p>Son nom vient des grands tilleuls qui ombragent la cour du domaine et qui fleurissent au moment où nous mettons ce rosé en bouteille, au début du printemps.</p><p>Grolleau et cabernet franc pressés directement, sans macération, pour une robe pâle et un fruit éclatant. Un rosé sec, léger, à servir bien frais.</p>',
    en_US:
      '<p>It is named after the tall linden trees that shade the estate’s courtyard and blossom just as we bottle this rosé in early spring.</p><p>Grolleau and Cabernet Franc pressed directly, with no maceration, for a pale colour and vibrant fruit. A light, dry rosé to serve well chilled.</p>',
  },
  grapes: [
    { variety: 'Grolleau', percent: 60 },
    { variety: 'Cabernet franc', percent: 30 },
    { variety: 'Gamay', percent: 10 },
  ],
  alcohol: 12,
  servingTemperature: { min: 8, max: 10 },
  ageing: { from: 0, to: 2 },
  tasting: {
    eye: { fr_FR: 'Robe rose pâle, reflets pêche.', en_US: 'Pale pink with peach glints.' },
    nose: {
      fr_FR: 'Fraise tagada, pamplemousse rose, une touche florale de pivoine.',
      en_US: 'Strawberry sweets, pink grapefruit, a floral touch of peony.',
    },
    mouth: {
      fr_FR: 'Sèche et vive, fruitée sans lourdeur, finale acidulée.',
      en_US: 'Dry and lively, fruity without heaviness, a tangy finish.',
    },
  },
  pairing: {
    meals: ['seafood', 'asian', 'vegetarian', 'charcuterie'],
    text: {
      fr_FR: 'Salade niçoise, crevettes grillées, rouleaux de printemps, melon et jambon cru.',
      en_US: 'Niçoise salad, grilled prawns, spring rolls, melon with cured ham.',
    },
  },
  vinification: {
    fr_FR: 'Pressurage direct, débourbage à froid, fermentation à 16 °C en cuve inox. Mise en bouteille précoce pour garder le fruit.',
    en_US: 'Direct pressing, cold settling, fermentation at 16 °C in stainless steel. Bottled early to keep the fruit.',
  },
  terroir: {
    fr_FR: 'Sables et argiles en bas de coteau, vallée du Thouet.',
    en_US: 'Sand and clay at the foot of the slope, in the Thouet valley.',
  },
  features: features([
    ['soil', { fr_FR: 'Sablo-argileux', en_US: 'Sandy clay' }],
    ['vineAge', { fr_FR: '25 ans', en_US: '25 years' }],
    ['harvest', { fr_FR: 'Mécanique, à la fraîche', en_US: 'By machine, in the cool of the early morning' }],
    ['ageing', { fr_FR: '3 mois en cuve', en_US: '3 months in tank' }],
  ]),
  awards: [{ competition: 'Concours des Vins du Val de Loire', medal: 'BRONZE', year: 2025, vintage: 2024, score: null }],
  ingredients: [ingredient.grapes, ingredient.sulphites, ingredient.metatartaricAcid],
  allergenStatement: containsSulphites,
  nutrition: nutrition(300, 72, 0.7, 0.3),
  tags: ['bio', 'nouveaute'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-FDT-2024-75', year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 990, sellByMultipleOf: 1, stock: 310 },
    { reference: 'TIL-FDT-2024-150', year: 2024, capacity: 150, capacityUnit: 'CENTILITRE', price: 2200, sellByMultipleOf: 1, stock: 20 },
  ],
  recommended: ['les-demoiselles', 'perle-rose', 'grolleau-de-soif'],
};

const demoiselles: Wine = {
  key: 'les-demoiselles',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'rose',
  appellation: 'Cabernet d’Anjou',
  cuvee: 'Les Demoiselles',
  name: same('Les Demoiselles'),
  slug: { fr_FR: 'cabernet-d-anjou-les-demoiselles', en_US: 'les-demoiselles-cabernet-d-anjou' },
  shortDescription: {
    fr_FR: 'Un Cabernet d’Anjou tendre et fruité, avec juste ce qu’il faut de douceur.',
    en_US: 'A soft, fruity Cabernet d’Anjou with just the right touch of sweetness.',
  },
  description: {
    fr_FR:
      '<p>Le Cabernet d’Anjou est le rosé de nos grands-mères, celui des repas de fête. Ma mère Martine en a fait sa spécialité dans les années 1990, et nous gardons sa recette : une fermentation arrêtée à froid pour conserver les sucres naturels du raisin.</p><p>Demi-sec, très fruité, il surprend à l’apéritif et sur les cuisines épicées.</p>',
    en_US:
      '<p>Cabernet d’Anjou is the rosé of our grandmothers, the one for feast days. My mother Martine made it her speciality in the 1990s, and we keep her method: fermentation stopped by chilling to preserve the grapes’ natural sugars.</p><p>Medium-sweet and very fruity, it is a surprise as an aperitif and with spicy food.</p>',
  },
  grapes: [
    { variety: 'Cabernet franc', percent: 70 },
    { variety: 'Cabernet sauvignon', percent: 30 },
  ],
  alcohol: 11,
  servingTemperature: { min: 7, max: 9 },
  ageing: { from: 0, to: 3 },
  tasting: {
    eye: { fr_FR: 'Robe rose framboise, éclatante.', en_US: 'Vivid raspberry pink.' },
    nose: {
      fr_FR: 'Framboise écrasée, bonbon à la fraise, rose ancienne.',
      en_US: 'Crushed raspberry, strawberry candy, old rose.',
    },
    mouth: {
      fr_FR: 'Tendre et gourmande, une douceur équilibrée par une belle fraîcheur, finale sur les fruits rouges.',
      en_US: 'Soft and luscious, its sweetness balanced by lovely freshness, a red-fruit finish.',
    },
  },
  pairing: {
    meals: ['asian', 'dessert', 'charcuterie'],
    text: {
      fr_FR: 'Cuisine thaïe ou indienne, tajine aux abricots, salade de fraises, ou simplement à l’apéritif.',
      en_US: 'Thai or Indian food, apricot tagine, strawberry salad, or simply as an aperitif.',
    },
  },
  vinification: {
    fr_FR:
      'Macération pelliculaire de quelques heures, fermentation à basse température arrêtée par le froid autour de 38 g/l de sucres résiduels.',
    en_US: 'A few hours of skin contact, low-temperature fermentation stopped by chilling at about 38 g/l of residual sugar.',
  },
  terroir: {
    fr_FR: 'Argilo-calcaire sur tuffeau, parcelles de Chacé.',
    en_US: 'Clay-limestone over tufa, plots in Chacé.',
  },
  features: features([
    ['soil', { fr_FR: 'Argilo-calcaire sur tuffeau', en_US: 'Clay-limestone over tufa' }],
    ['harvest', { fr_FR: 'Mécanique, début octobre', en_US: 'By machine, early October' }],
    ['residualSugar', same('38 g/l')],
    ['ageing', { fr_FR: '4 mois en cuve', en_US: '4 months in tank' }],
  ]),
  awards: [{ competition: 'Concours Général Agricole Paris', medal: 'SILVER', year: 2024, vintage: 2023, score: null }],
  ingredients: [ingredient.grapes, ingredient.tartaricAcid, ingredient.sulphites],
  allergenStatement: containsSulphites,
  nutrition: nutrition(338, 81, 4.2, 3.8),
  tags: ['bio'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-DEM-2024-75', year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 950, sellByMultipleOf: 1 },
    {
      reference: 'TIL-DEM-2023-75',
      year: 2023,
      capacity: 75,
      capacityUnit: 'CENTILITRE',
      price: 950,
      sellByMultipleOf: 1,
      stock: 66,
      // End of vintage: the 2024 is in the cellar shop.
      discount: { type: 'PERCENT', amount: 15 },
    },
  ],
  recommended: ['fleur-de-tilleul', 'grains-d-or'],
};

export const roseWines: Wine[] = [fleurDeTilleul, demoiselles];
