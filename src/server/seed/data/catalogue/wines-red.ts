import type { Wine } from '../types';
import { containsSulphites, features, ingredient, nutrition, same } from './common';

const perrieres: Wine = {
  key: 'les-perrieres',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'red',
  appellation: 'Saumur',
  cuvee: 'Les Perrières',
  name: same('Les Perrières'),
  slug: { fr_FR: 'saumur-rouge-les-perrieres', en_US: 'les-perrieres-saumur-red' },
  shortDescription: {
    fr_FR: 'Un Saumur rouge franc et fruité, vendu par carton de six au prix du caveau.',
    en_US: 'A frank, fruity Saumur red, sold by the case of six at cellar-door price.',
  },
  description: {
    fr_FR:
      '<p>Les Perrières doivent leur nom aux anciennes carrières d’où l’on tirait le tuffeau des maisons du village. Sur ce plateau de sables et d’argiles, le cabernet franc, complété d’un peu de cabernet sauvignon, donne un vin simple et généreux.</p><p>Nous le proposons par carton de six bouteilles, comme au caveau : c’est le vin de la semaine, des grillades et des repas de famille.</p>',
    en_US:
      '<p>Les Perrières takes its name from the old quarries where the tufa for the village houses was cut. On this plateau of sand and clay, Cabernet Franc with a little Cabernet Sauvignon makes a simple, generous wine.</p><p>We sell it by the case of six, just as at the cellar door: it is the weekday wine, the barbecue wine, the family-meal wine.</p>',
  },
  grapes: [
    { variety: 'Cabernet franc', percent: 85 },
    { variety: 'Cabernet sauvignon', percent: 15 },
  ],
  alcohol: 12.5,
  servingTemperature: { min: 14, max: 15 },
  ageing: { from: 1, to: 4 },
  tasting: {
    eye: { fr_FR: 'Robe cerise aux reflets pourpres.', en_US: 'Cherry red with purple glints.' },
    nose: {
      fr_FR: 'Fraise des bois, groseille et une note herbacée de poivron rouge.',
      en_US: 'Wild strawberry, redcurrant and a herbaceous note of red pepper.',
    },
    mouth: {
      fr_FR: 'Légère et désaltérante, tanins tendres, finale sur le fruit rouge.',
      en_US: 'Light and thirst-quenching, soft tannins, a red-fruit finish.',
    },
  },
  pairing: {
    meals: ['charcuterie', 'red-meat', 'poultry'],
    text: {
      fr_FR: 'Grillades au barbecue, andouillette de Jargeau, pâté de campagne, pizza maison.',
      en_US: 'Barbecued meats, andouillette, country pâté, homemade pizza.',
    },
  },
  vinification: {
    fr_FR: 'Macération courte de 8 jours en cuve inox, élevage de 4 mois en cuve pour préserver le fruit.',
    en_US: 'Short 8-day maceration in stainless steel, four months in tank to preserve the fruit.',
  },
  terroir: {
    fr_FR: 'Plateau de sables et d’argiles au-dessus des anciennes carrières de tuffeau.',
    en_US: 'A plateau of sand and clay above the old tufa quarries.',
  },
  features: features([
    ['soil', { fr_FR: 'Sablo-argileux', en_US: 'Sandy clay' }],
    ['vineAge', { fr_FR: '20 ans en moyenne', en_US: '20 years on average' }],
    ['harvest', { fr_FR: 'Mécanique, début octobre', en_US: 'By machine, early October' }],
    ['ageing', { fr_FR: '4 mois en cuve', en_US: '4 months in tank' }],
  ]),
  awards: [],
  ingredients: [ingredient.grapes, ingredient.sulphites],
  allergenStatement: containsSulphites,
  nutrition: nutrition(311, 75, 0.6, 0.1),
  tags: ['bio'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-PER-2023-75', year: 2023, capacity: 75, capacityUnit: 'CENTILITRE', price: 1090, sellByMultipleOf: 6 },
  ],
  recommended: ['les-tuffeaux', 'fleur-de-tilleul'],
};

const grolleau: Wine = {
  key: 'grolleau-de-soif',
  type: 'WINE',
  subtype: 'BOTTLE',
  colour: 'red',
  appellation: 'Vin de France',
  cuvee: 'Grolleau de Soif',
  name: same('Grolleau de Soif'),
  slug: { fr_FR: 'vin-de-france-grolleau-de-soif', en_US: 'grolleau-de-soif-light-red' },
  shortDescription: {
    fr_FR: 'Un rouge léger sans sulfites ajoutés, issu d’un vieux cépage angevin que nous avons décidé de remettre à l’honneur.',
    en_US: 'A light red with no added sulphites, from an old Anjou grape variety we decided to bring back into the spotlight.',
  },
  description: {
    fr_FR:
      '<p>Le grolleau servait autrefois à faire les rosés de la région. Sur une parcelle de 60 ans que nous avons failli arracher, Antoine a voulu tenter autre chose : une macération en grappes entières, rien d’ajouté, une mise en bouteille au printemps.</p><p>Le résultat est un rouge de soif, peu alcoolisé, à boire frais entre amis. Première cuvée avec le millésime 2024.</p>',
    en_US:
      '<p>Grolleau was once used for the region’s rosés. On a 60-year-old plot we almost pulled up, Antoine wanted to try something different: whole-bunch maceration, nothing added, bottled in the spring.</p><p>The result is a thirst-quenching, low-alcohol red to drink chilled with friends. The 2024 vintage is the first one.</p>',
  },
  grapes: [{ variety: 'Grolleau', percent: 100 }],
  alcohol: 11.5,
  servingTemperature: { min: 12, max: 14 },
  ageing: { from: 0, to: 2 },
  tasting: {
    eye: { fr_FR: 'Robe rubis clair, légèrement trouble.', en_US: 'Light ruby, slightly hazy.' },
    nose: {
      fr_FR: 'Grenadine, cerise juteuse, poivre et une pointe d’épices douces.',
      en_US: 'Pomegranate, juicy cherry, pepper and a hint of sweet spice.',
    },
    mouth: {
      fr_FR: 'Gouleyante et acidulée, presque sans tanins, une fine perle de gaz carbonique à l’ouverture.',
      en_US: 'Easy-drinking and tangy, almost tannin-free, with a faint spritz when first opened.',
    },
  },
  pairing: {
    meals: ['charcuterie', 'asian', 'vegetarian', 'poultry'],
    text: {
      fr_FR: 'Apéritif, bò bún, tartines de rillons, salade de lentilles ou un pique-nique au bord de la Loire.',
      en_US: 'Aperitif, bò bún, rillons on toast, lentil salad or a picnic on the banks of the Loire.',
    },
  },
  vinification: {
    fr_FR:
      'Vendange manuelle, macération semi-carbonique de 10 jours en grappes entières, levures indigènes, aucun intrant. Mise en bouteille sans filtration ni sulfites ajoutés.',
    en_US:
      'Hand-picked, 10-day semi-carbonic maceration in whole bunches, native yeasts, no additives. Bottled unfiltered with no added sulphites.',
  },
  terroir: {
    fr_FR: 'Sables et graviers en bas de coteau, près de la vallée du Thouet.',
    en_US: 'Sand and gravel at the foot of the slope, near the Thouet valley.',
  },
  features: features([
    ['soil', { fr_FR: 'Sables et graviers', en_US: 'Sand and gravel' }],
    ['vineAge', { fr_FR: '60 ans', en_US: '60 years' }],
    ['harvest', { fr_FR: 'Manuelle, mi-septembre', en_US: 'By hand, mid-September' }],
    ['ageing', { fr_FR: '5 mois en cuve', en_US: '5 months in tank' }],
    ['bottles', { fr_FR: '4 000 bouteilles', en_US: '4,000 bottles' }],
  ]),
  awards: [],
  // No sulphites are added, but fermentation produces some: the statement stays.
  ingredients: [ingredient.grapes],
  allergenStatement: containsSulphites,
  nutrition: nutrition(286, 69, 0.5, 0.1),
  tags: ['nouveaute', 'vin-nature', 'bio'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [
    { reference: 'TIL-GRO-2024-75', year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 1150, sellByMultipleOf: 1, stock: 420 },
  ],
  recommended: ['les-tuffeaux', 'fleur-de-tilleul', 'perle-rose'],
};

export const redWines: Wine[] = [perrieres, grolleau];
