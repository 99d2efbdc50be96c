import type { Wine } from '../types';
import { containsSulphites, features, ingredient, nutrition, same } from './common';

const sparklingIngredients = [ingredient.grapes, ingredient.tirageLiqueur, ingredient.dosageLiqueur, ingredient.sulphites];

const bullesDeTuffeau: Wine = {
  key: 'bulles-de-tuffeau',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'sparkling-white',
  appellation: 'Crémant de Loire',
  cuvee: 'Bulles de Tuffeau',
  name: same('Bulles de Tuffeau'),
  slug: { fr_FR: 'cremant-de-loire-brut-bulles-de-tuffeau', en_US: 'bulles-de-tuffeau-cremant-de-loire-brut' },
  shortDescription: {
    fr_FR: 'Notre Crémant de Loire brut, vieilli 18 mois dans nos caves de tuffeau : une bulle fine et une belle fraîcheur.',
    en_US: 'Our Crémant de Loire brut, aged 18 months in our tufa cellars: fine bubbles and lovely freshness.',
  },
  description: {
    fr_FR:
      '<p>Nos caves, creusées dans le tuffeau, gardent toute l’année 12 °C et une humidité parfaite : les conditions idéales pour la prise de mousse. Mon père Jean-Paul a élaboré notre premier crémant en 1989 ; il reste le vin de toutes nos fêtes.</p><p>Chenin, chardonnay et une touche de cabernet franc vinifié en blanc, selon la méthode traditionnelle, avec au moins 18 mois sur lattes.</p>',
    en_US:
      '<p>Our cellars, carved into the tufa, stay at 12 °C all year round with perfect humidity: ideal conditions for the second fermentation. My father Jean-Paul made our first crémant in 1989; it is still the wine of every celebration.</p><p>Chenin Blanc, Chardonnay and a touch of Cabernet Franc pressed as a white, made by the traditional method with at least 18 months on the lees.</p>',
  },
  grapes: [
    { variety: 'Chenin blanc', percent: 60 },
    { variety: 'Chardonnay', percent: 30 },
    { variety: 'Cabernet franc', percent: 10 },
  ],
  alcohol: 12.5,
  servingTemperature: { min: 6, max: 8 },
  ageing: { from: 0, to: 3 },
  tasting: {
    eye: { fr_FR: 'Robe or pâle, bulles fines et persistantes.', en_US: 'Pale gold with fine, persistent bubbles.' },
    nose: {
      fr_FR: 'Pomme verte, fleurs blanches, brioche et une pointe d’amande.',
      en_US: 'Green apple, white flowers, brioche and a hint of almond.',
    },
    mouth: {
      fr_FR: 'Mousse crémeuse, attaque vive, finale fraîche et légèrement beurrée.',
      en_US: 'Creamy mousse, lively attack, fresh and slightly buttery finish.',
    },
  },
  pairing: {
    meals: ['seafood', 'fish', 'dessert'],
    text: {
      fr_FR: 'Apéritif, gougères, huîtres, saumon fumé, ou une tarte aux pommes fine.',
      en_US: 'Aperitif, gougères, oysters, smoked salmon, or a thin apple tart.',
    },
  },
  vinification: {
    fr_FR:
      'Méthode traditionnelle : pressurage des grappes entières, vin de base assemblé au printemps, seconde fermentation en bouteille, 18 mois sur lattes en cave, dosage brut à 8 g/l.',
    en_US:
      'Traditional method: whole-bunch pressing, base wine blended in spring, second fermentation in bottle, 18 months on the lees in the cellar, brut dosage of 8 g/l.',
  },
  terroir: {
    fr_FR: 'Argilo-calcaire sur tuffeau, parcelles fraîches exposées à l’est.',
    en_US: 'Clay-limestone over tufa, cool east-facing plots.',
  },
  features: features([
    ['soil', { fr_FR: 'Argilo-calcaire sur tuffeau', en_US: 'Clay-limestone over tufa' }],
    ['harvest', { fr_FR: 'Manuelle, en caissettes', en_US: 'By hand, in small crates' }],
    ['ageing', { fr_FR: '18 mois sur lattes', en_US: '18 months on the lees' }],
    ['dosage', { fr_FR: 'Brut, 8 g/l', en_US: 'Brut, 8 g/l' }],
  ]),
  awards: [{ competition: 'Concours Général Agricole Paris', medal: 'SILVER', year: 2025, vintage: null, score: null }],
  ingredients: sparklingIngredients,
  allergenStatement: containsSulphites,
  nutrition: nutrition(320, 77, 1.2, 0.8),
  tags: ['fetes', 'coup-de-coeur'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-BDT-NV-75', year: null, capacity: 75, capacityUnit: 'CENTILITRE', price: 1490, sellByMultipleOf: 1 },
    { reference: 'TIL-BDT-NV-150', year: null, capacity: 1.5, capacityUnit: 'LITER', price: 3200, sellByMultipleOf: 1, stock: 25 },
    { reference: 'TIL-BDT-NV-75x6', year: null, capacity: 75, capacityUnit: 'CENTILITRE', price: 1400, sellByMultipleOf: 6 },
  ],
  recommended: ['perle-rose', 'cuvee-louis', 'pierre-blanche'],
};

const perleRose: Wine = {
  key: 'perle-rose',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'sparkling-rose',
  appellation: 'Crémant de Loire',
  cuvee: 'Perle Rose',
  name: same('Perle Rose'),
  slug: { fr_FR: 'cremant-de-loire-rose-perle-rose', en_US: 'perle-rose-cremant-de-loire-rose' },
  shortDescription: {
    fr_FR: 'Un crémant rosé de cabernet franc et de grolleau, fruité et festif.',
    en_US: 'A fruity, festive rosé crémant of Cabernet Franc and Grolleau.',
  },
  description: {
    fr_FR:
      '<p>Le crémant rosé est né d’une demande de nos clients fidèles, qui voulaient un vin de fête un peu plus gourmand. Le cabernet franc lui donne sa couleur et ses arômes de petits fruits rouges, le grolleau sa légèreté.</p><p>Il vieillit quinze mois sur lattes dans la cave avant d’être dégorgé à la demande.</p>',
    en_US:
      '<p>Our rosé crémant was born from a request by loyal customers who wanted a slightly more indulgent party wine. Cabernet Franc gives its colour and small red-fruit aromas, Grolleau its lightness.</p><p>It ages fifteen months on the lees in the cellar before being disgorged to order.</p>',
  },
  grapes: [
    { variety: 'Cabernet franc', percent: 70 },
    { variety: 'Grolleau', percent: 30 },
  ],
  alcohol: 12,
  servingTemperature: { min: 6, max: 8 },
  ageing: { from: 0, to: 2 },
  tasting: {
    eye: { fr_FR: 'Robe saumonée, bulles fines.', en_US: 'Salmon pink, fine bubbles.' },
    nose: {
      fr_FR: 'Fraise des bois, groseille, une touche de pain grillé.',
      en_US: 'Wild strawberry, redcurrant, a touch of toast.',
    },
    mouth: {
      fr_FR: 'Mousse ample, fruit croquant, finale vive et désaltérante.',
      en_US: 'Generous mousse, crunchy fruit, a lively, refreshing finish.',
    },
  },
  pairing: {
    meals: ['dessert', 'seafood', 'asian'],
    text: {
      fr_FR: 'Tartare de saumon, gambas à la plancha, charlotte aux fraises, macarons à la framboise.',
      en_US: 'Salmon tartare, griddled king prawns, strawberry charlotte, raspberry macarons.',
    },
  },
  vinification: {
    fr_FR: 'Méthode traditionnelle, courte macération du cabernet franc pour la couleur, 15 mois sur lattes, dosage à 9 g/l.',
    en_US: 'Traditional method, brief skin contact of the Cabernet Franc for colour, 15 months on the lees, 9 g/l dosage.',
  },
  terroir: {
    fr_FR: 'Sables et argiles de bas de coteau.',
    en_US: 'Sand and clay at the foot of the slopes.',
  },
  features: features([
    ['soil', { fr_FR: 'Sablo-argileux', en_US: 'Sandy clay' }],
    ['harvest', { fr_FR: 'Manuelle, en caissettes', en_US: 'By hand, in small crates' }],
    ['ageing', { fr_FR: '15 mois sur lattes', en_US: '15 months on the lees' }],
    ['dosage', { fr_FR: 'Brut, 9 g/l', en_US: 'Brut, 9 g/l' }],
  ]),
  awards: [],
  ingredients: sparklingIngredients,
  allergenStatement: containsSulphites,
  nutrition: nutrition(309, 74, 1.3, 0.9),
  tags: ['fetes'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-PRO-NV-75', year: null, capacity: 75, capacityUnit: 'CENTILITRE', price: 1590, sellByMultipleOf: 1, stock: 140 },
  ],
  recommended: ['bulles-de-tuffeau', 'fleur-de-tilleul'],
};

const cuveeLouis: Wine = {
  key: 'cuvee-louis',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'sparkling-white',
  appellation: 'Crémant de Loire',
  cuvee: 'Cuvée Louis',
  name: same('Cuvée Louis'),
  slug: { fr_FR: 'cremant-de-loire-extra-brut-cuvee-louis', en_US: 'cuvee-louis-cremant-de-loire-extra-brut' },
  shortDescription: {
    fr_FR: 'Un crémant millésimé extra-brut, 100 % chenin, vieilli trois ans sous la roche : notre plus belle bulle.',
    en_US: 'A vintage extra-brut crémant, 100% Chenin, aged three years under the rock: our finest sparkling wine.',
  },
  description: {
    fr_FR:
      '<p>En 1928, mon arrière-grand-père Louis Moreau achetait ses trois premiers hectares de vigne à Varrains et vendait son vin en fût aux maisons de Saumur. Près d’un siècle plus tard, cette cuvée lui rend hommage.</p><p>Un seul cépage, le chenin, une seule année, et trente-six mois de patience sur lattes au fond de la galerie la plus profonde. Dosé à 3 g/l seulement, il révèle toute la pureté du terroir.</p>',
    en_US:
      '<p>In 1928 my great-grandfather Louis Moreau bought his first three hectares of vines in Varrains and sold his wine by the cask to the sparkling houses of Saumur. Almost a century later, this cuvée pays tribute to him.</p><p>One grape, Chenin Blanc, one year, and thirty-six months of patience on the lees at the back of the deepest gallery. With only 3 g/l dosage, it reveals all the purity of the terroir.</p>',
  },
  grapes: [{ variety: 'Chenin blanc', percent: 100 }],
  alcohol: 12.5,
  servingTemperature: { min: 8, max: 10 },
  ageing: { from: 0, to: 6 },
  tasting: {
    eye: { fr_FR: 'Robe or lumineux, cordon de bulles très fines.', en_US: 'Luminous gold, a string of very fine bubbles.' },
    nose: {
      fr_FR: 'Coing, citron confit, noisette grillée et une belle note crayeuse.',
      en_US: 'Quince, candied lemon, toasted hazelnut and a lovely chalky note.',
    },
    mouth: {
      fr_FR: 'Tendue et précise, mousse soyeuse, une finale longue et saline.',
      en_US: 'Taut and precise, silky mousse, a long saline finish.',
    },
  },
  pairing: {
    meals: ['seafood', 'fish', 'cheese'],
    text: {
      fr_FR: 'Langoustines rôties, noix de Saint-Jacques, bar en croûte de sel, vieux parmesan.',
      en_US: 'Roast langoustines, scallops, salt-crusted sea bass, aged Parmesan.',
    },
  },
  vinification: {
    fr_FR:
      'Méthode traditionnelle, vin de base élevé 6 mois en fût, tirage au printemps 2021, 36 mois sur lattes, dégorgement à la main, dosage extra-brut à 3 g/l.',
    en_US:
      'Traditional method, base wine aged six months in barrel, bottled for second fermentation in spring 2021, 36 months on the lees, hand-disgorged, extra-brut dosage of 3 g/l.',
  },
  terroir: {
    fr_FR: 'Chenins de coteau sur tuffeau blanc, parcelle des Côtes du Clos.',
    en_US: 'Hillside Chenin on white tufa, from the Côtes du Clos plot.',
  },
  features: features([
    ['soil', { fr_FR: 'Tuffeau blanc', en_US: 'White tufa' }],
    ['vineAge', { fr_FR: '40 ans', en_US: '40 years' }],
    ['ageing', { fr_FR: '36 mois sur lattes', en_US: '36 months on the lees' }],
    ['dosage', { fr_FR: 'Extra-brut, 3 g/l', en_US: 'Extra brut, 3 g/l' }],
    ['bottles', { fr_FR: '2 400 bouteilles', en_US: '2,400 bottles' }],
  ]),
  awards: [{ competition: 'Gilbert & Gaillard', medal: 'GOLD', year: 2025, vintage: 2020, score: 92 }],
  ingredients: sparklingIngredients,
  allergenStatement: containsSulphites,
  nutrition: nutrition(311, 75, 0.7, 0.3),
  tags: ['fetes', 'garde'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-LOU-2020-75', year: 2020, capacity: 75, capacityUnit: 'CENTILITRE', price: 2450, sellByMultipleOf: 1, stock: 72 },
  ],
  recommended: ['bulles-de-tuffeau', 'les-cotes-du-clos', 'coffret-decouverte'],
};

export const sparklingWines: Wine[] = [bullesDeTuffeau, perleRose, cuveeLouis];
