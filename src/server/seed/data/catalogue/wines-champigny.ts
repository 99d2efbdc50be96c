import type { Wine } from '../types';
import { containsSulphites, features, ingredient, nutrition, same } from './common';

// Our three Saumur-Champigny, from the everyday bottle to the great vintages.

const tuffeaux: Wine = {
  key: 'les-tuffeaux',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'red',
  appellation: 'Saumur-Champigny',
  cuvee: 'Les Tuffeaux',
  name: same('Les Tuffeaux'),
  slug: { fr_FR: 'saumur-champigny-les-tuffeaux', en_US: 'les-tuffeaux-saumur-champigny-red' },
  shortDescription: {
    fr_FR: 'Le Saumur-Champigny de tous les jours : gourmand, croquant, né de nos jeunes vignes sur le tuffeau.',
    en_US: 'Our everyday Saumur-Champigny: juicy and crunchy, from our younger vines on tufa.',
  },
  description: {
    fr_FR:
      '<p>« Les Tuffeaux », c’est la bouteille que l’on ouvre à la maison le dimanche midi. Elle rassemble les raisins de nos vignes de 15 à 30 ans plantées sur le coteau de Varrains, là où le tuffeau affleure à quelques dizaines de centimètres sous la terre.</p><p>Vinifié sans bois pour garder toute la fraîcheur du cabernet franc, il se boit sur le fruit dans ses trois premières années, légèrement rafraîchi.</p>',
    en_US:
      '<p>“Les Tuffeaux” is the bottle we open at home for Sunday lunch. It brings together grapes from our 15 to 30-year-old vines on the Varrains slope, where the tufa lies only a few dozen centimetres below the soil.</p><p>Made without oak to keep all the freshness of Cabernet Franc, it is at its best young, within three years, served slightly cool.</p>',
  },
  grapes: [{ variety: 'Cabernet franc', percent: 100 }],
  alcohol: 13,
  servingTemperature: { min: 14, max: 16 },
  ageing: { from: 1, to: 5 },
  tasting: {
    eye: { fr_FR: 'Robe rubis brillant aux reflets violines.', en_US: 'Bright ruby with violet glints.' },
    nose: {
      fr_FR: 'Framboise, cerise croquante, une touche de violette et de poivre blanc.',
      en_US: 'Raspberry, crunchy cherry, a touch of violet and white pepper.',
    },
    mouth: {
      fr_FR: 'Attaque souple, tanins fins et fondus, finale fraîche sur la griotte.',
      en_US: 'Supple attack, fine and rounded tannins, a fresh finish of morello cherry.',
    },
  },
  pairing: {
    meals: ['charcuterie', 'poultry', 'red-meat', 'vegetarian'],
    text: {
      fr_FR: 'Rillettes de Tours, poulet fermier rôti, tian de légumes d’été ou une belle planche de charcuterie entre amis.',
      en_US: 'Rillettes from Tours, roast free-range chicken, a summer vegetable tian or a generous charcuterie board with friends.',
    },
  },
  vinification: {
    fr_FR:
      'Vendange éraflée, macération de 12 jours en cuves inox thermorégulées avec des remontages doux. Élevage de 6 mois en cuve sur lies fines, mise en bouteille au domaine.',
    en_US:
      'Destemmed grapes, 12-day maceration in temperature-controlled stainless steel tanks with gentle pump-overs. Six months on fine lees in tank, bottled at the estate.',
  },
  terroir: {
    fr_FR: 'Argilo-calcaire sur tuffeau blanc du Turonien, coteau exposé au sud-ouest à Varrains.',
    en_US: 'Clay and limestone over white Turonian tufa, on a south-west-facing slope in Varrains.',
  },
  features: features([
    ['soil', { fr_FR: 'Argilo-calcaire sur tuffeau', en_US: 'Clay-limestone over tufa' }],
    ['vineAge', { fr_FR: '15 à 30 ans', en_US: '15 to 30 years' }],
    ['harvest', { fr_FR: 'Fin septembre, tri à la parcelle', en_US: 'Late September, sorted plot by plot' }],
    ['ageing', { fr_FR: '6 mois en cuve inox', en_US: '6 months in stainless steel' }],
    ['yield', same('50 hl/ha')],
  ]),
  awards: [
    { competition: 'Concours Général Agricole Paris', medal: 'GOLD', year: 2026, vintage: 2024, score: null },
    { competition: 'Concours des Vins du Val de Loire', medal: 'SILVER', year: 2025, vintage: 2023, score: null },
  ],
  ingredients: [ingredient.grapes, ingredient.sulphites],
  allergenStatement: containsSulphites,
  nutrition: nutrition(324, 78, 0.6, 0.1),
  tags: ['bio', 'coup-de-coeur'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  decreasingDiscounts: [
    { fromQuantity: 12, percent: 5 },
    { fromQuantity: 24, percent: 10 },
  ],
  declinations: [
    { reference: 'TIL-SCT-2024-75', year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 1350, sellByMultipleOf: 1 },
    { reference: 'TIL-SCT-2023-75', year: 2023, capacity: 75, capacityUnit: 'CENTILITRE', price: 1290, sellByMultipleOf: 1, stock: 36 },
    { reference: 'TIL-SCT-2023-150', year: 2023, capacity: 150, capacityUnit: 'CENTILITRE', price: 2900, sellByMultipleOf: 1, stock: 8 },
  ],
  recommended: ['clos-des-tilleuls', 'pierre-blanche', 'bulles-de-tuffeau'],
};

const closDesTilleuls: Wine = {
  key: 'clos-des-tilleuls',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'red',
  appellation: 'Saumur-Champigny',
  cuvee: 'Clos des Tilleuls',
  name: same('Clos des Tilleuls'),
  slug: { fr_FR: 'saumur-champigny-clos-des-tilleuls', en_US: 'clos-des-tilleuls-saumur-champigny-red' },
  shortDescription: {
    fr_FR: 'Le vin du clos de murs qui entoure la maison : des vignes plantées par Henri Moreau en 1962, un élevage patient en cave de tuffeau.',
    en_US: 'The wine of the walled vineyard around the house: vines planted by Henri Moreau in 1962, patiently aged in our tufa cellar.',
  },
  description: {
    fr_FR:
      '<p>Derrière la maison familiale, un mur de tuffeau du XVIII<sup>e</sup> siècle protège 2,1 hectares de cabernet franc plantés par mon grand-père Henri en 1962. Abritées du vent, les vignes y mûrissent une semaine plus tôt qu’ailleurs sur le domaine.</p><p>Nous vendangeons le clos à la main, en caissettes, et l’élevons douze mois en demi-muids dans la cave creusée sous la parcelle. Un vin de garde, profond et élégant, qui gagne à attendre trois ou quatre ans.</p>',
    en_US:
      '<p>Behind the family house, an 18th-century tufa wall shelters 2.1 hectares of Cabernet Franc planted by my grandfather Henri in 1962. Protected from the wind, the vines ripen a week earlier than anywhere else on the estate.</p><p>We pick the clos by hand into small crates and age it for twelve months in 600-litre casks in the cellar dug beneath the vineyard. A deep, elegant wine for laying down that rewards three or four years of patience.</p>',
  },
  grapes: [{ variety: 'Cabernet franc', percent: 100 }],
  alcohol: 13.5,
  servingTemperature: { min: 16, max: 17 },
  ageing: { from: 3, to: 12 },
  tasting: {
    eye: { fr_FR: 'Robe grenat profond, dense et lumineuse.', en_US: 'Deep garnet, dense and luminous.' },
    nose: {
      fr_FR: 'Cassis, mûre et pivoine, puis des notes de graphite, de réglisse et de sous-bois à l’aération.',
      en_US: 'Blackcurrant, blackberry and peony, opening onto graphite, liquorice and forest floor with air.',
    },
    mouth: {
      fr_FR: 'Ample et soyeux, tanins serrés mais polis par l’élevage, longue finale saline et fraîche.',
      en_US: 'Broad and silky, with tight tannins polished by ageing and a long, fresh, saline finish.',
    },
  },
  pairing: {
    meals: ['red-meat', 'game', 'cheese'],
    text: {
      fr_FR: 'Filet de bœuf aux morilles, pigeon rôti au jus, civet de lièvre, ou un vieux comté de 24 mois.',
      en_US: 'Beef fillet with morels, roast pigeon with its jus, jugged hare, or a 24-month-old Comté.',
    },
  },
  vinification: {
    fr_FR:
      'Vendanges manuelles en caissettes, tri sur table, éraflage total. Fermentation en cuves bois tronconiques, pigeages manuels, macération de 3 à 4 semaines. Élevage de 12 mois en demi-muids de 600 litres (20 % de fûts neufs).',
    en_US:
      'Hand-picked into small crates, sorted on a table, fully destemmed. Fermented in tapered oak vats with manual punch-downs, 3 to 4 weeks of maceration. Twelve months in 600-litre casks (20% new oak).',
  },
  terroir: {
    fr_FR: 'Clos ceint de murs, sol argilo-calcaire peu profond sur tuffeau jaune, exposition plein sud.',
    en_US: 'A walled vineyard, shallow clay-limestone soil over yellow tufa, facing due south.',
  },
  features: features([
    ['plot', { fr_FR: 'Le Clos, 2,1 ha', en_US: 'The Clos, 2.1 ha' }],
    ['soil', { fr_FR: 'Argilo-calcaire sur tuffeau jaune', en_US: 'Clay-limestone over yellow tufa' }],
    ['vineAge', { fr_FR: 'Plantées en 1962', en_US: 'Planted in 1962' }],
    ['harvest', { fr_FR: 'Manuelle, en caissettes', en_US: 'By hand, in small crates' }],
    ['ageing', { fr_FR: '12 mois en demi-muids', en_US: '12 months in 600-litre casks' }],
    ['yield', same('38 hl/ha')],
  ]),
  awards: [
    { competition: 'Concours Général Agricole Paris', medal: 'GOLD', year: 2024, vintage: 2022, score: null },
    { competition: 'Decanter World Wine Awards', medal: 'SILVER', year: 2023, vintage: 2020, score: 90 },
  ],
  ingredients: [ingredient.grapes, ingredient.sulphites],
  allergenStatement: containsSulphites,
  nutrition: nutrition(335, 81, 0.6, 0.2),
  tags: ['garde', 'coup-de-coeur'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-CLO-2022-75', year: 2022, capacity: 75, capacityUnit: 'CENTILITRE', price: 2150, sellByMultipleOf: 1, stock: 240 },
    { reference: 'TIL-CLO-2022-37', year: 2022, capacity: 37.5, capacityUnit: 'CENTILITRE', price: 1150, sellByMultipleOf: 1, stock: 60 },
    { reference: 'TIL-CLO-2022-150', year: 2022, capacity: 150, capacityUnit: 'CENTILITRE', price: 4400, sellByMultipleOf: 1, stock: 12 },
    { reference: 'TIL-CLO-2020-75', year: 2020, capacity: 75, capacityUnit: 'CENTILITRE', price: 2350, sellByMultipleOf: 1, stock: 18 },
  ],
  recommended: ['cuvee-henri', 'les-tuffeaux', 'les-cotes-du-clos'],
};

const cuveeHenri: Wine = {
  key: 'cuvee-henri',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'red',
  appellation: 'Saumur-Champigny',
  cuvee: 'Cuvée Henri',
  name: same('Cuvée Henri'),
  slug: { fr_FR: 'saumur-champigny-cuvee-henri', en_US: 'cuvee-henri-saumur-champigny-red' },
  shortDescription: {
    fr_FR: 'Notre hommage à Henri Moreau : les plus vieilles vignes du domaine, seulement dans les grands millésimes.',
    en_US: 'Our tribute to Henri Moreau: the oldest vines on the estate, made only in great vintages.',
  },
  description: {
    fr_FR:
      '<p>C’est mon grand-père Henri qui a creusé la deuxième galerie de notre cave et mis le domaine en bouteille pour la première fois, en 1971. La cuvée qui porte son nom rassemble les meilleurs fûts issus des vignes de plus de 70 ans du Clos et des Perrières.</p><p>Nous ne l’élaborons que lorsque le millésime le permet : 2019 et 2020 en font partie. Non collé, non filtré, c’est un vin de grande garde que nous conseillons d’attendre au moins cinq ans.</p>',
    en_US:
      '<p>My grandfather Henri dug the second gallery of our cellar and bottled the estate’s wine for the first time in 1971. The cuvée that bears his name brings together the best barrels from our vines over 70 years old, in the Clos and Les Perrières.</p><p>We only make it when the vintage allows: 2019 and 2020 were such years. Unfined and unfiltered, it is a wine for long ageing that we recommend keeping at least five years.</p>',
  },
  grapes: [{ variety: 'Cabernet franc', percent: 100 }],
  alcohol: 14,
  servingTemperature: { min: 16, max: 18 },
  ageing: { from: 5, to: 20 },
  tasting: {
    eye: { fr_FR: 'Robe pourpre sombre, presque noire au cœur.', en_US: 'Dark purple, almost black at the core.' },
    nose: {
      fr_FR: 'Fruits noirs confits, cacao, tabac blond et une pointe de menthol caractéristique du cabernet franc mûr.',
      en_US: 'Candied black fruit, cocoa, blond tobacco and the hint of menthol typical of ripe Cabernet Franc.',
    },
    mouth: {
      fr_FR: 'Concentrée et pourtant tendue, une matière veloutée portée par une acidité vive ; la finale s’étire longuement sur la réglisse.',
      en_US: 'Concentrated yet taut, a velvety texture carried by lively acidity; the finish lingers on liquorice.',
    },
  },
  pairing: {
    meals: ['red-meat', 'game', 'cheese'],
    text: {
      fr_FR: 'Côte de bœuf maturée, chevreuil sauce grand veneur, lièvre à la royale, ou un saint-nectaire fermier.',
      en_US: 'Dry-aged rib of beef, venison with grand veneur sauce, hare à la royale, or a farmhouse Saint-Nectaire.',
    },
  },
  vinification: {
    fr_FR:
      'Vendanges manuelles à maturité poussée, double tri, fermentation en cuve bois avec 10 % de grappes entières. Élevage de 18 mois en barriques de chêne français (30 % neuves), sans collage ni filtration.',
    en_US:
      'Hand-picked at full ripeness, double sorting, fermented in oak vats with 10% whole bunches. Eighteen months in French oak barrels (30% new), neither fined nor filtered.',
  },
  terroir: {
    fr_FR: 'Vieilles vignes sur argiles à silex et tuffeau, au sommet du coteau de Varrains.',
    en_US: 'Old vines on flinty clay over tufa, at the top of the Varrains slope.',
  },
  features: features([
    ['soil', { fr_FR: 'Argiles à silex sur tuffeau', en_US: 'Flinty clay over tufa' }],
    ['vineAge', { fr_FR: 'Plus de 70 ans', en_US: 'Over 70 years' }],
    ['harvest', { fr_FR: 'Manuelle, double tri', en_US: 'By hand, double sorting' }],
    ['ageing', { fr_FR: '18 mois en barriques', en_US: '18 months in barrels' }],
    ['bottles', { fr_FR: '3 200 bouteilles', en_US: '3,200 bottles' }],
  ]),
  awards: [
    { competition: 'Gilbert & Gaillard', medal: 'GOLD', year: 2022, vintage: 2019, score: 93 },
    { competition: 'Decanter World Wine Awards', medal: 'SILVER', year: 2024, vintage: 2020, score: 92 },
  ],
  ingredients: [ingredient.grapes, ingredient.sulphites],
  allergenStatement: containsSulphites,
  nutrition: nutrition(347, 84, 0.6, 0.1),
  tags: ['garde'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-HEN-2020-75', year: 2020, capacity: 75, capacityUnit: 'CENTILITRE', price: 3200, sellByMultipleOf: 1, stock: 150 },
    { reference: 'TIL-HEN-2019-75', year: 2019, capacity: 75, capacityUnit: 'CENTILITRE', price: 3400, sellByMultipleOf: 1, stock: 24 },
  ],
  recommended: ['clos-des-tilleuls', 'grains-d-or', 'coffret-magnum'],
};

export const champignyWines: Wine[] = [tuffeaux, closDesTilleuls, cuveeHenri];
