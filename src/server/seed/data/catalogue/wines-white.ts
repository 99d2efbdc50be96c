import type { Wine } from '../types';
import { containsSulphites, features, ingredient, nutrition, same } from './common';

const pierreBlanche: Wine = {
  key: 'pierre-blanche',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'white',
  appellation: 'Saumur',
  cuvee: 'La Pierre Blanche',
  name: same('La Pierre Blanche'),
  slug: { fr_FR: 'saumur-blanc-la-pierre-blanche', en_US: 'la-pierre-blanche-saumur-white' },
  shortDescription: {
    fr_FR: 'Notre Saumur blanc sec, tout en fraîcheur : le chenin sur le tuffeau dans ce qu’il a de plus lumineux.',
    en_US: 'Our dry Saumur white, all freshness: Chenin Blanc on tufa at its most luminous.',
  },
  description: {
    fr_FR:
      '<p>Le tuffeau, cette pierre blanche et tendre qui a bâti les châteaux de la Loire, donne au chenin une tension et une minéralité uniques. « La Pierre Blanche » en est l’expression la plus directe : un vin sec, vif et précis.</p><p>Une pointe de chardonnay arrondit l’ensemble. À boire dans les trois ans, sur des poissons de Loire ou simplement à l’apéritif.</p>',
    en_US:
      '<p>Tufa, the soft white stone that built the châteaux of the Loire, gives Chenin Blanc a unique tension and minerality. “La Pierre Blanche” is its most direct expression: a dry, lively, precise wine.</p><p>A touch of Chardonnay rounds it out. Drink within three years, with river fish or simply as an aperitif.</p>',
  },
  grapes: [
    { variety: 'Chenin blanc', percent: 90 },
    { variety: 'Chardonnay', percent: 10 },
  ],
  alcohol: 12.5,
  servingTemperature: { min: 9, max: 11 },
  ageing: { from: 1, to: 4 },
  tasting: {
    eye: { fr_FR: 'Robe or pâle aux reflets verts.', en_US: 'Pale gold with green glints.' },
    nose: {
      fr_FR: 'Poire, coing frais, fleur d’acacia et une note de craie mouillée.',
      en_US: 'Pear, fresh quince, acacia blossom and a note of wet chalk.',
    },
    mouth: {
      fr_FR: 'Vive et droite, une acidité citronnée qui porte une finale saline et légèrement amère.',
      en_US: 'Lively and straight, with a lemony acidity carrying a saline, gently bitter finish.',
    },
  },
  pairing: {
    meals: ['fish', 'seafood', 'cheese', 'vegetarian'],
    text: {
      fr_FR: 'Sandre au beurre blanc, huîtres, crottin de Chavignol, asperges vertes ou risotto aux herbes.',
      en_US: 'Pike-perch with beurre blanc, oysters, Crottin de Chavignol, green asparagus or herb risotto.',
    },
  },
  vinification: {
    fr_FR:
      'Pressurage pneumatique des grappes entières, débourbage à froid, fermentation lente à 18 °C en cuve inox. Élevage de 6 mois sur lies fines avec bâtonnages.',
    en_US:
      'Whole-bunch pneumatic pressing, cold settling, slow fermentation at 18 °C in stainless steel. Six months on fine lees with stirring.',
  },
  terroir: {
    fr_FR: 'Argilo-calcaire peu profond sur tuffeau blanc, coteaux de Varrains et de Chacé.',
    en_US: 'Shallow clay-limestone over white tufa, on the slopes of Varrains and Chacé.',
  },
  features: features([
    ['soil', { fr_FR: 'Argilo-calcaire sur tuffeau blanc', en_US: 'Clay-limestone over white tufa' }],
    ['vineAge', { fr_FR: '25 ans en moyenne', en_US: '25 years on average' }],
    ['harvest', { fr_FR: 'Manuelle, fin septembre', en_US: 'By hand, late September' }],
    ['ageing', { fr_FR: '6 mois sur lies fines', en_US: '6 months on fine lees' }],
    ['yield', same('55 hl/ha')],
  ]),
  awards: [{ competition: 'Concours Général Agricole Paris', medal: 'BRONZE', year: 2025, vintage: 2024, score: null }],
  ingredients: [ingredient.grapes, ingredient.sulphites, ingredient.nitrogen],
  allergenStatement: containsSulphites,
  nutrition: nutrition(312, 75, 0.7, 0.2),
  tags: ['bio'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  decreasingDiscounts: [
    { fromQuantity: 12, percent: 5 },
    { fromQuantity: 24, percent: 10 },
  ],
  declinations: [
    { reference: 'TIL-PBL-2024-75', year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 1250, sellByMultipleOf: 1 },
    { reference: 'TIL-PBL-2023-75', year: 2023, capacity: 75, capacityUnit: 'CENTILITRE', price: 1250, sellByMultipleOf: 1, stock: 48 },
  ],
  recommended: ['les-cotes-du-clos', 'bulles-de-tuffeau', 'les-tuffeaux'],
};

const cotesDuClos: Wine = {
  key: 'les-cotes-du-clos',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'white',
  appellation: 'Saumur',
  cuvee: 'Les Côtes du Clos',
  name: same('Les Côtes du Clos'),
  slug: { fr_FR: 'saumur-blanc-les-cotes-du-clos', en_US: 'les-cotes-du-clos-saumur-white' },
  shortDescription: {
    fr_FR: 'Un grand chenin sec de coteau, élevé en fût dans notre cave troglodytique : ample, minéral, taillé pour la garde.',
    en_US: 'A great dry hillside Chenin, aged in barrel in our cave cellar: broad, mineral, built to age.',
  },
  description: {
    fr_FR:
      '<p>Au-dessus du clos, la pente devient si raide qu’on la travaille encore au cheval. Ces « côtes » regardent la vallée du Thouet et reçoivent le soleil toute la journée : le chenin y mûrit lentement sur une mince couche de terre posée sur le tuffeau.</p><p>Fermenté et élevé en fûts de 500 litres pendant onze mois, c’est notre vin blanc le plus ambitieux. Il s’ouvre pleinement après trois ou quatre ans et peut vieillir plus de dix ans.</p>',
    en_US:
      '<p>Above the clos, the slope grows so steep that we still work it with a horse. These “côtes” look over the Thouet valley and catch the sun all day: Chenin ripens slowly there on a thin layer of soil over the tufa.</p><p>Fermented and aged in 500-litre barrels for eleven months, it is our most ambitious white. It opens up fully after three or four years and can age for more than ten.</p>',
  },
  grapes: [{ variety: 'Chenin blanc', percent: 100 }],
  alcohol: 13,
  servingTemperature: { min: 11, max: 13 },
  ageing: { from: 3, to: 12 },
  tasting: {
    eye: { fr_FR: 'Robe or soutenu, brillante.', en_US: 'Deep, bright gold.' },
    nose: {
      fr_FR: 'Coing mûr, miel d’acacia, amande grillée, puis des notes fumées de pierre à fusil.',
      en_US: 'Ripe quince, acacia honey, toasted almond, then smoky flint notes.',
    },
    mouth: {
      fr_FR: 'Ample et texturée, l’élevage apporte du gras que l’acidité du chenin tient droit ; finale longue, saline, sur l’agrume confit.',
      en_US: 'Broad and textured; the barrel brings richness that Chenin’s acidity keeps upright, with a long, saline finish of candied citrus.',
    },
  },
  pairing: {
    meals: ['fish', 'poultry', 'cheese', 'asian'],
    text: {
      fr_FR: 'Turbot rôti, volaille de Bresse à la crème, ris de veau aux morilles, curry thaï au lait de coco, vieux chèvre.',
      en_US: 'Roast turbot, Bresse chicken in cream sauce, veal sweetbreads with morels, Thai coconut curry, aged goat’s cheese.',
    },
  },
  vinification: {
    fr_FR:
      'Vendanges manuelles en plusieurs passages, pressurage lent, fermentation spontanée en fûts de 500 litres. Élevage de 11 mois sur lies sans bâtonnage, en cave à 12 °C.',
    en_US:
      'Hand-picked over several passes, slow pressing, spontaneous fermentation in 500-litre barrels. Eleven months on lees without stirring, in the cellar at 12 °C.',
  },
  terroir: {
    fr_FR: 'Coteau pentu exposé sud-est, sol très mince sur tuffeau jaune, travaillé au cheval.',
    en_US: 'A steep south-east-facing slope, very thin soil over yellow tufa, worked by horse.',
  },
  features: features([
    ['plot', { fr_FR: 'Les Côtes du Clos, 1,4 ha', en_US: 'Les Côtes du Clos, 1.4 ha' }],
    ['soil', { fr_FR: 'Sol mince sur tuffeau jaune', en_US: 'Thin soil over yellow tufa' }],
    ['vineAge', { fr_FR: '45 ans', en_US: '45 years' }],
    ['harvest', { fr_FR: 'Manuelle, par tris successifs', en_US: 'By hand, in successive passes' }],
    ['ageing', { fr_FR: '11 mois en fûts de 500 litres', en_US: '11 months in 500-litre barrels' }],
    ['bottles', { fr_FR: '5 500 bouteilles', en_US: '5,500 bottles' }],
  ]),
  awards: [
    { competition: 'Concours des Vins du Val de Loire', medal: 'GOLD', year: 2024, vintage: 2022, score: null },
    { competition: 'Gilbert & Gaillard', medal: 'GOLD', year: 2023, vintage: 2021, score: 91 },
  ],
  ingredients: [ingredient.grapes, ingredient.sulphites],
  allergenStatement: containsSulphites,
  nutrition: nutrition(324, 78, 0.7, 0.3),
  tags: ['garde', 'coup-de-coeur'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-CDC-2022-75', year: 2022, capacity: 75, capacityUnit: 'CENTILITRE', price: 2400, sellByMultipleOf: 1, stock: 180 },
    { reference: 'TIL-CDC-2021-75', year: 2021, capacity: 75, capacityUnit: 'CENTILITRE', price: 2600, sellByMultipleOf: 1, stock: 30 },
  ],
  recommended: ['pierre-blanche', 'clos-des-tilleuls', 'grains-d-or'],
};

const cheminDesMoines: Wine = {
  key: 'chemin-des-moines',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'white',
  appellation: 'Anjou',
  cuvee: 'Le Chemin des Moines',
  name: same('Le Chemin des Moines'),
  slug: { fr_FR: 'anjou-blanc-le-chemin-des-moines', en_US: 'le-chemin-des-moines-anjou-white' },
  shortDescription: {
    fr_FR: 'Un Anjou blanc tendre et fruité, né sur les argiles à silex du plateau, parfait pour la table de tous les jours.',
    en_US: 'A soft, fruity Anjou white from the flinty clays of the plateau, perfect for everyday meals.',
  },
  description: {
    fr_FR:
      '<p>Un vieux chemin longe cette parcelle de chenin : celui qu’empruntaient les moines de l’abbaye de Fontevraud pour rejoindre leurs vignes. Les sols y sont plus froids et plus argileux qu’à Varrains, ce qui donne un vin plus tendre, au fruit généreux.</p><p>Un blanc sec qui reste accessible, idéal pour découvrir le chenin.</p>',
    en_US:
      '<p>An old path runs along this Chenin plot: the one the monks of Fontevraud Abbey walked to reach their vines. The soils are colder and richer in clay than in Varrains, giving a softer wine with generous fruit.</p><p>A dry white that stays approachable, ideal for discovering Chenin Blanc.</p>',
  },
  grapes: [{ variety: 'Chenin blanc', percent: 100 }],
  alcohol: 12.5,
  servingTemperature: { min: 9, max: 11 },
  ageing: { from: 1, to: 5 },
  tasting: {
    eye: { fr_FR: 'Robe jaune paille, limpide.', en_US: 'Clear straw yellow.' },
    nose: {
      fr_FR: 'Pomme golden, pêche blanche, tilleul et une touche de miel.',
      en_US: 'Golden apple, white peach, linden blossom and a touch of honey.',
    },
    mouth: {
      fr_FR: 'Ronde et fruitée, une fraîcheur douce, finale sur les agrumes.',
      en_US: 'Round and fruity, with gentle freshness and a citrus finish.',
    },
  },
  pairing: {
    meals: ['fish', 'poultry', 'asian', 'vegetarian'],
    text: {
      fr_FR: 'Quiche au chèvre et aux poireaux, filet de cabillaud, blanquette de volaille, sushis.',
      en_US: 'Goat’s cheese and leek quiche, cod fillet, chicken blanquette, sushi.',
    },
  },
  vinification: {
    fr_FR: 'Pressurage direct, fermentation à basse température en cuve inox, élevage de 5 mois sur lies.',
    en_US: 'Direct pressing, low-temperature fermentation in stainless steel, five months on lees.',
  },
  terroir: {
    fr_FR: 'Argiles à silex du plateau, entre Varrains et Fontevraud.',
    en_US: 'Flinty clays on the plateau, between Varrains and Fontevraud.',
  },
  features: features([
    ['soil', { fr_FR: 'Argiles à silex', en_US: 'Flinty clay' }],
    ['vineAge', { fr_FR: '30 ans', en_US: '30 years' }],
    ['harvest', { fr_FR: 'Mécanique, début octobre', en_US: 'By machine, early October' }],
    ['ageing', { fr_FR: '5 mois sur lies', en_US: '5 months on lees' }],
  ]),
  awards: [],
  ingredients: [ingredient.grapes, ingredient.sulphites, ingredient.metatartaricAcid],
  allergenStatement: containsSulphites,
  nutrition: nutrition(313, 75, 0.8, 0.4),
  tags: ['bio'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-CDM-2024-75', year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 1390, sellByMultipleOf: 1 },
    { reference: 'TIL-CDM-2023-75', year: 2023, capacity: 75, capacityUnit: 'CENTILITRE', price: 1390, sellByMultipleOf: 1, stock: 54 },
  ],
  recommended: ['pierre-blanche', 'fleur-de-tilleul'],
};

const grainsDOr: Wine = {
  key: 'grains-d-or',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'sweet-white',
  appellation: 'Coteaux de Saumur',
  cuvee: 'Les Grains d’Or',
  name: same('Les Grains d’Or'),
  slug: { fr_FR: 'coteaux-de-saumur-les-grains-d-or', en_US: 'les-grains-d-or-coteaux-de-saumur-sweet' },
  shortDescription: {
    fr_FR: 'Un liquoreux rare de chenin vendangé grain par grain : miel, abricot et une fraîcheur qui ne faiblit jamais.',
    en_US: 'A rare sweet Chenin picked berry by berry: honey, apricot and a freshness that never fades.',
  },
  description: {
    fr_FR:
      '<p>Les Coteaux de Saumur sont l’une des plus petites appellations de Loire. Nous ne les produisons que les années où les brumes d’automne de la vallée du Thouet laissent s’installer la pourriture noble sur les chenins de notre coteau le mieux exposé.</p><p>Les vendangeurs passent alors quatre ou cinq fois dans les rangs, jusqu’à la Toussaint, pour ne cueillir que les grains confits. Le 2019 ne compte plus que quelques demi-bouteilles.</p>',
    en_US:
      '<p>Coteaux de Saumur is one of the smallest appellations in the Loire. We only make it in the years when the autumn mists of the Thouet valley let noble rot settle on the Chenin of our best-exposed slope.</p><p>The pickers then go through the rows four or five times, until early November, gathering only the shrivelled berries. Only a few half-bottles of the 2019 remain.</p>',
  },
  grapes: [{ variety: 'Chenin blanc', percent: 100 }],
  alcohol: 12.5,
  servingTemperature: { min: 8, max: 10 },
  ageing: { from: 3, to: 30 },
  tasting: {
    eye: { fr_FR: 'Robe vieil or aux reflets ambrés.', en_US: 'Old gold with amber glints.' },
    nose: {
      fr_FR: 'Abricot sec, miel de châtaignier, safran, écorce d’orange confite.',
      en_US: 'Dried apricot, chestnut honey, saffron, candied orange peel.',
    },
    mouth: {
      fr_FR: 'Liquoreuse et pourtant aérienne, l’acidité du chenin équilibre la douceur ; finale interminable sur le coing.',
      en_US: 'Luscious yet airy, Chenin’s acidity balancing the sweetness; an endless quince finish.',
    },
  },
  pairing: {
    meals: ['dessert', 'cheese', 'asian'],
    text: {
      fr_FR: 'Foie gras mi-cuit, roquefort, tarte Tatin, poulet au curry doux, ou seul en fin de repas.',
      en_US: 'Semi-cooked foie gras, Roquefort, tarte Tatin, mild chicken curry, or on its own after dinner.',
    },
  },
  vinification: {
    fr_FR:
      'Vendanges manuelles par tris successifs de grains botrytisés, pressurage très lent, fermentation en fûts jusqu’à l’arrêt naturel. Élevage de 18 mois en barriques anciennes.',
    en_US:
      'Hand-picked in successive passes of botrytised berries, very slow pressing, fermented in barrel until it stops naturally. Eighteen months in old barrels.',
  },
  terroir: {
    fr_FR: 'Coteau exposé plein sud au-dessus du Thouet, argilo-calcaire sur tuffeau.',
    en_US: 'A due-south slope above the Thouet, clay-limestone over tufa.',
  },
  features: features([
    ['soil', { fr_FR: 'Argilo-calcaire sur tuffeau', en_US: 'Clay-limestone over tufa' }],
    ['harvest', { fr_FR: '4 à 5 tris, jusqu’à début novembre', en_US: '4 to 5 passes, into early November' }],
    ['residualSugar', same('95 g/l')],
    ['yield', same('15 hl/ha')],
    ['ageing', { fr_FR: '18 mois en barriques', en_US: '18 months in barrels' }],
  ]),
  awards: [
    { competition: 'Decanter World Wine Awards', medal: 'GOLD', year: 2024, vintage: 2022, score: 95 },
    { competition: 'Concours des Vins du Val de Loire', medal: 'GOLD', year: 2021, vintage: 2019, score: null },
  ],
  ingredients: [ingredient.grapes, ingredient.sulphites],
  allergenStatement: containsSulphites,
  nutrition: nutrition(475, 113, 9.9, 9.5),
  tags: ['garde', 'fetes'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-GOR-2022-37', year: 2022, capacity: 37.5, capacityUnit: 'CENTILITRE', price: 1950, sellByMultipleOf: 1, stock: 96 },
    { reference: 'TIL-GOR-2022-75', year: 2022, capacity: 75, capacityUnit: 'CENTILITRE', price: 3400, sellByMultipleOf: 1, stock: 40 },
    { reference: 'TIL-GOR-2019-37', year: 2019, capacity: 37.5, capacityUnit: 'CENTILITRE', price: 2200, sellByMultipleOf: 1, stock: 3 },
  ],
  recommended: ['les-cotes-du-clos', 'cuvee-henri', 'coffret-decouverte'],
};

export const whiteWines: Wine[] = [pierreBlanche, cotesDuClos, cheminDesMoines, grainsDOr];
