/** The demo estate's name, as it appears on every label, logo and card. */
export const ESTATE_NAME = 'Domaine des Tilleuls';

/** House colours: deep wine red and vine green, on cream and warm tufa stone. */
export const house = {
  wine: '#B71C1C',
  wineDeep: '#7A1111',
  wineDark: '#4E0B0B',
  vine: '#0E8D45',
  vineDeep: '#0A6332',
  vineDark: '#073F21',
  cream: '#F7F0E3',
  paper: '#FBF6EC',
  stone: '#E4D6BE',
  stoneDeep: '#C4AE8C',
  ink: '#2B211E',
  inkSoft: '#5C4A42',
  gold: '#C2993E',
  goldLight: '#E6C977',
  goldDeep: '#8C6A22',
} as const;

export const serif = "Georgia, 'Times New Roman', serif";
export const sans = 'Montserrat, Arial, sans-serif';
