import type { WineTourismService } from './types';

const allYear = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const services: WineTourismService[] = [
  {
    key: 'visite-caves-degustation',
    title: { fr_FR: 'Visite des caves et dégustation', en_US: 'Cellar tour and tasting' },
    slug: { fr_FR: 'visite-des-caves-et-degustation', en_US: 'cellar-tour-and-tasting' },
    summary: {
      fr_FR: 'Une heure et demie sous la roche, de la galerie creusée par Henri aux crémants sur lattes, puis six vins à déguster.',
      en_US: 'Ninety minutes under the rock, from the gallery Henri dug to the crémants ageing on their lees, then six wines to taste.',
    },
    description: {
      fr_FR:
        '<p>Nous vous emmenons dans nos caves creusées dans le tuffeau, à douze mètres sous les vignes : l’histoire de la pierre et des carriers, la vinification, l’élevage en demi-muids et la prise de mousse de nos crémants.</p><p>La visite se termine au caveau par la dégustation commentée de six vins du domaine, du crémant au liquoreux. Prévoyez une petite laine : il fait 12 °C toute l’année sous terre.</p>',
      en_US:
        '<p>We take you into our cellars carved into the tufa, twelve metres below the vines: the story of the stone and the quarrymen, winemaking, ageing in casks and the second fermentation of our crémants.</p><p>The tour ends at the cellar shop with a guided tasting of six estate wines, from crémant to sweet wine. Bring a jumper: it is 12 °C all year round underground.</p>',
    },
    price: 1200,
    durationMinutes: 90,
    capacity: 20,
    isMembersOnly: false,
    tags: ['visite', 'degustation', 'famille'],
    schedules: [
      { weekday: 2, startTimes: ['10:30', '15:00'] },
      { weekday: 3, startTimes: ['10:30', '15:00'] },
      { weekday: 4, startTimes: ['10:30', '15:00'] },
      { weekday: 5, startTimes: ['10:30', '15:00'] },
      { weekday: 6, startTimes: ['10:30', '15:00', '16:30'] },
    ],
    months: allYear,
    picture: { scene: 'tufa-cellar', alt: { fr_FR: 'Visiteurs dans la galerie de la cave', en_US: 'Visitors in the cellar gallery' } },
  },
  {
    key: 'balade-vignes',
    title: { fr_FR: 'Balade commentée dans les vignes', en_US: 'Guided vineyard walk' },
    slug: { fr_FR: 'balade-commentee-dans-les-vignes', en_US: 'guided-vineyard-walk' },
    summary: {
      fr_FR: 'Trois kilomètres sur le coteau avec Antoine : les sols, les cépages, le travail bio et le cheval, et un verre au belvédère.',
      en_US: 'Three kilometres along the slope with Antoine: soils, grape varieties, organic work and the horse, and a glass at the viewpoint.',
    },
    description: {
      fr_FR:
        '<p>Antoine vous emmène à pied de la cour du domaine jusqu’au sommet du coteau, par le Clos des Tilleuls et les Côtes du Clos. En chemin : lecture du paysage, différence entre tuffeau et argiles à silex, taille, biodiversité, et rencontre avec Hermine, notre jument de trait.</p><p>Arrivée au belvédère sur la vallée du Thouet pour un verre de crémant. Chaussures de marche conseillées ; balade maintenue par petite pluie.</p>',
      en_US:
        '<p>Antoine walks you from the estate courtyard to the top of the slope, through the Clos des Tilleuls and Les Côtes du Clos. Along the way: reading the landscape, the difference between tufa and flinty clay, pruning, biodiversity, and a meeting with Hermine, our draught mare.</p><p>You finish at the viewpoint over the Thouet valley with a glass of crémant. Walking shoes recommended; the walk goes ahead in light rain.</p>',
    },
    price: 1800,
    durationMinutes: 120,
    capacity: 15,
    isMembersOnly: false,
    tags: ['balade', 'nature', 'famille'],
    schedules: [
      { weekday: 3, startTimes: ['09:30'] },
      { weekday: 6, startTimes: ['09:30'] },
    ],
    months: [4, 5, 6, 7, 8, 9, 10],
    picture: { scene: 'vineyard-summer', alt: { fr_FR: 'Randonneurs sur le coteau de Varrains', en_US: 'Walkers on the Varrains slope' } },
  },
  {
    key: 'atelier-mets-vins',
    title: { fr_FR: 'Atelier accords mets et vins', en_US: 'Food and wine pairing workshop' },
    slug: { fr_FR: 'atelier-accords-mets-et-vins', en_US: 'food-and-wine-pairing-workshop' },
    summary: {
      fr_FR: 'Cinq vins, cinq bouchées préparées par un chef saumurois : apprenez à marier les saveurs avec Claire.',
      en_US: 'Five wines, five bites prepared by a Saumur chef: learn to match flavours with Claire.',
    },
    description: {
      fr_FR:
        '<p>Autour de la grande table du caveau, Claire vous guide à travers cinq accords : chèvre et chenin, rillons et cabernet franc, poisson au beurre blanc, curry et Cabernet d’Anjou, et un dessert avec nos Coteaux de Saumur. Les bouchées sont préparées par Mathieu Guérin, chef du bistrot « Le Tuffeau » à Saumur.</p><p>Vous repartez avec les fiches recettes et une bouteille de votre choix parmi les vins dégustés.</p>',
      en_US:
        '<p>Around the big table in the cellar shop, Claire guides you through five pairings: goat’s cheese and Chenin, rillons and Cabernet Franc, fish with beurre blanc, curry and Cabernet d’Anjou, and a dessert with our Coteaux de Saumur. The bites are prepared by Mathieu Guérin, chef of the bistro “Le Tuffeau” in Saumur.</p><p>You leave with the recipe cards and a bottle of your choice from the wines tasted.</p>',
    },
    price: 5500,
    durationMinutes: 150,
    capacity: 12,
    isMembersOnly: false,
    tags: ['atelier', 'degustation', 'gastronomie'],
    schedules: [{ weekday: 6, startTimes: ['17:00'] }],
    months: [2, 3, 4, 5, 6, 9, 10, 11],
    picture: { scene: 'workshop', alt: { fr_FR: 'Atelier accords mets et vins au caveau', en_US: 'Food and wine workshop at the cellar shop' } },
  },
  {
    key: 'degustation-privee',
    title: { fr_FR: 'Dégustation privée des vieux millésimes', en_US: 'Private tasting of older vintages' },
    slug: { fr_FR: 'degustation-privee-vieux-millesimes', en_US: 'private-tasting-older-vintages' },
    summary: {
      fr_FR: 'Réservée aux membres du club : une verticale de Clos des Tilleuls et de Cuvée Henri, tirés de la cave familiale.',
      en_US: 'For club members only: a vertical tasting of Clos des Tilleuls and Cuvée Henri, from the family cellar.',
    },
    description: {
      fr_FR:
        '<p>Le vendredi soir, nous ouvrons la « bibliothèque » du domaine, la galerie où dorment les vieux millésimes depuis 1989. Au programme : une verticale de six millésimes du Clos des Tilleuls et de la Cuvée Henri, commentée par Claire et Jean-Paul, accompagnée de fromages affinés.</p><p>Cette dégustation est réservée aux clients ayant un compte sur notre site : connectez-vous pour réserver.</p>',
      en_US:
        '<p>On Friday evenings we open the estate’s “library”, the gallery where older vintages have been sleeping since 1989. On the programme: a vertical tasting of six vintages of Clos des Tilleuls and Cuvée Henri, led by Claire and Jean-Paul, with aged cheeses.</p><p>This tasting is reserved for customers with an account on our website: sign in to book.</p>',
    },
    price: 4500,
    durationMinutes: 120,
    capacity: 8,
    isMembersOnly: true,
    tags: ['degustation', 'prestige'],
    schedules: [{ weekday: 5, startTimes: ['18:30'] }],
    months: allYear,
    picture: { scene: 'tasting-room', alt: { fr_FR: 'Table dressée pour une dégustation privée', en_US: 'A table set for a private tasting' } },
  },
];
