import type { MealIcon, Tag } from '../types';

export const tags: Tag[] = [
  { key: 'bio', label: { fr_FR: 'Bio', en_US: 'Organic' } },
  { key: 'nouveaute', label: { fr_FR: 'Nouveauté', en_US: 'New' } },
  { key: 'coup-de-coeur', label: { fr_FR: 'Coup de cœur', en_US: "Winemaker's pick" } },
  { key: 'garde', label: { fr_FR: 'Vin de garde', en_US: 'For laying down' } },
  { key: 'fetes', label: { fr_FR: 'Pour les fêtes', en_US: 'For celebrations' } },
  { key: 'cadeau', label: { fr_FR: 'Idée cadeau', en_US: 'Gift idea' } },
  { key: 'vin-nature', label: { fr_FR: 'Sans sulfites ajoutés', en_US: 'No added sulphites' } },
];

export const mealIcons: MealIcon[] = [
  { key: 'red-meat', label: { fr_FR: 'Viandes rouges', en_US: 'Red meat' } },
  { key: 'poultry', label: { fr_FR: 'Volailles', en_US: 'Poultry' } },
  { key: 'fish', label: { fr_FR: 'Poissons', en_US: 'Fish' } },
  { key: 'seafood', label: { fr_FR: 'Fruits de mer', en_US: 'Seafood' } },
  { key: 'cheese', label: { fr_FR: 'Fromages', en_US: 'Cheese' } },
  { key: 'dessert', label: { fr_FR: 'Desserts', en_US: 'Desserts' } },
  { key: 'vegetarian', label: { fr_FR: 'Cuisine végétarienne', en_US: 'Vegetarian dishes' } },
  { key: 'charcuterie', label: { fr_FR: 'Charcuterie', en_US: 'Charcuterie' } },
  { key: 'game', label: { fr_FR: 'Gibier', en_US: 'Game' } },
  { key: 'asian', label: { fr_FR: 'Cuisine asiatique', en_US: 'Asian cuisine' } },
];
