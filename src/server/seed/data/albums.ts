import type { Album, Localized, SceneKey } from './types';

const photo = (scene: SceneKey, caption: Localized) => ({ kind: 'image' as const, picture: { scene, alt: caption }, caption });

const harvest2026: Album = {
  key: 'vendanges-2026',
  title: { fr_FR: 'Vendanges 2026', en_US: '2026 Harvest' },
  slug: { fr_FR: 'vendanges-2026', en_US: '2026-harvest' },
  description: {
    fr_FR: 'Du 9 septembre au 8 octobre, quatre semaines de récolte dans les vignes et dans la cave.',
    en_US: 'From 9 September to 8 October, four weeks of harvest in the vineyard and in the cellar.',
  },
  publishedAt: '2026-10-12T09:00:00Z',
  entries: [
    photo('harvest', { fr_FR: 'Premier matin de vendanges dans les chardonnays', en_US: 'First morning of harvest in the Chardonnay' }),
    photo('harvest-crates', { fr_FR: 'Les caissettes de cabernet franc attendent le tracteur', en_US: 'Crates of Cabernet Franc waiting for the tractor' }),
    photo('vineyard-autumn', { fr_FR: 'Le Clos des Tilleuls à la veille de sa récolte', en_US: 'The Clos des Tilleuls on the eve of its harvest' }),
    photo('press', { fr_FR: 'Le pressoir pneumatique tourne pour les chenins', en_US: 'The pneumatic press at work on the Chenin' }),
    photo('tufa-cellar', { fr_FR: 'Les cuves en fermentation dans la cave de tuffeau', en_US: 'Vats fermenting in the tufa cellar' }),
    photo('family', { fr_FR: 'Claire et Antoine goûtent les premiers jus', en_US: 'Claire and Antoine tasting the first juice' }),
    photo('sunset-vines', { fr_FR: 'Fin de journée sur le coteau de Varrains', en_US: 'End of the day on the Varrains slope' }),
    photo('picnic', { fr_FR: 'Le repas de fin de vendanges dans la cour', en_US: 'The end-of-harvest meal in the courtyard' }),
  ],
};

const estateYear: Album = {
  key: 'le-domaine-au-fil-de-l-annee',
  title: { fr_FR: 'Le domaine au fil de l’année', en_US: 'The estate through the year' },
  slug: { fr_FR: 'le-domaine-au-fil-de-l-annee', en_US: 'the-estate-through-the-year' },
  description: {
    fr_FR: 'La taille en hiver, la fleur en juin, le labour au cheval : une année dans nos vignes.',
    en_US: 'Pruning in winter, flowering in June, ploughing by horse: a year in our vines.',
  },
  publishedAt: '2026-08-30T09:00:00Z',
  entries: [
    photo('vineyard-winter', { fr_FR: 'Les vignes sous le givre en janvier', en_US: 'The vines under frost in January' }),
    photo('pruning', { fr_FR: 'La taille des cabernets francs', en_US: 'Pruning the Cabernet Franc' }),
    photo('horse-ploughing', { fr_FR: 'Hermine laboure les Côtes du Clos', en_US: 'Hermine ploughing Les Côtes du Clos' }),
    photo('flowering', { fr_FR: 'La vigne en fleur début juin', en_US: 'The vines in flower in early June' }),
    photo('vineyard-summer', { fr_FR: 'Le coteau en plein été', en_US: 'The slope in high summer' }),
    photo('bottling', { fr_FR: 'Mise en bouteille du rosé au printemps', en_US: 'Bottling the rosé in spring' }),
    {
      kind: 'video',
      externalType: 'YOUTUBE',
      externalId: 'Tq3dVn7mF2k',
      url: 'https://www.youtube.com/embed/Tq3dVn7mF2k',
      caption: { fr_FR: 'Une année au Domaine des Tilleuls, en trois minutes', en_US: 'A year at Domaine des Tilleuls, in three minutes' },
    },
  ],
};

export const albums: Album[] = [harvest2026, estateYear];
