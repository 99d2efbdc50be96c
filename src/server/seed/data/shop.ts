import { openingHours } from './estate';
import type { Carrier, ClickAndCollectSlot, ClosedDayOfYear, OrderBackTexts, OrderGenericValues, OrderStatus } from './types';

export const orderStatuses: OrderStatus[] = [
  { value: 'AWAITING_PAYMENT', label: { fr_FR: 'En attente de paiement', en_US: 'Awaiting payment' } },
  { value: 'PAID', label: { fr_FR: 'Payée', en_US: 'Paid' } },
  { value: 'PREPARING', label: { fr_FR: 'En préparation', en_US: 'Being prepared' } },
  { value: 'SHIPPED', label: { fr_FR: 'Expédiée', en_US: 'Shipped' } },
  { value: 'READY_FOR_PICKUP', label: { fr_FR: 'Prête à retirer au caveau', en_US: 'Ready for collection' } },
  { value: 'DELIVERED', label: { fr_FR: 'Livrée', en_US: 'Delivered' } },
  { value: 'CANCELLED', label: { fr_FR: 'Annulée', en_US: 'Cancelled' } },
  { value: 'PAYMENT_FAILED', label: { fr_FR: 'Paiement refusé', en_US: 'Payment failed' } },
  { value: 'REFUNDED', label: { fr_FR: 'Remboursée', en_US: 'Refunded' } },
];

export const orderBack: OrderBackTexts = {
  isActive: true,
  message: {
    fr_FR: 'Vous disposez de 14 jours calendaires après la réception de votre commande pour nous retourner des bouteilles non ouvertes. Les produits personnalisés ne peuvent pas être retournés.',
    en_US: 'You have 14 calendar days after receiving your order to return unopened bottles. Personalised products cannot be returned.',
  },
  returnAskDescription: {
    fr_FR: 'Indiquez les produits et les quantités à retourner, et dites-nous en quelques mots ce qui s’est passé. Nous revenons vers vous sous 48 heures ouvrées.',
    en_US: 'Tell us which products and quantities you want to return, and briefly what happened. We will get back to you within two working days.',
  },
  labelSentDescription: {
    fr_FR: 'Votre demande est acceptée : l’étiquette de retour vous a été envoyée par e-mail. Emballez soigneusement les bouteilles dans le carton d’origine et déposez le colis en bureau de poste ou en point relais.',
    en_US: 'Your request has been accepted: the return label has been e-mailed to you. Pack the bottles carefully in the original carton and drop the parcel at a post office or pick-up point.',
  },
  productReceivedDescription: {
    fr_FR: 'Nous avons bien reçu votre retour. Le remboursement est effectué sous 14 jours sur la carte utilisée pour la commande.',
    en_US: 'We have received your return. The refund will be made within 14 days to the card used for the order.',
  },
};

export const carriers: Carrier[] = [
  {
    key: 'colissimo-domicile',
    name: 'Colissimo',
    serviceCode: 'COLISSIMO_DOMICILE',
    deliveryType: 'DELIVERY',
    network: 'COLISSIMO',
    rates: [
      { upToBottles: 6, price: 1490 },
      { upToBottles: 12, price: 1990 },
      { upToBottles: 18, price: 2590 },
      { upToBottles: 24, price: 2990 },
      { upToBottles: 36, price: 3890 },
      { upToBottles: null, price: 4990 },
    ],
  },
  {
    key: 'chronopost-domicile',
    name: 'Chronopost',
    serviceCode: 'CHRONO13',
    deliveryType: 'DELIVERY',
    rates: [
      { upToBottles: 6, price: 2290 },
      { upToBottles: 12, price: 2890 },
      { upToBottles: 18, price: 3690 },
      { upToBottles: 24, price: 4290 },
      { upToBottles: null, price: 6490 },
    ],
  },
  {
    key: 'mondial-relay',
    name: 'Mondial Relay',
    serviceCode: 'MONDIAL_RELAY_24R',
    deliveryType: 'PICKUP',
    network: 'MONDIAL_RELAY',
    rates: [
      { upToBottles: 6, price: 990 },
      { upToBottles: 12, price: 1490 },
      { upToBottles: 18, price: 1890 },
      { upToBottles: null, price: 3490 },
    ],
  },
  {
    key: 'chronopost-pickup',
    name: 'Chronopost Pickup',
    serviceCode: 'CHRONO_RELAIS_13',
    deliveryType: 'PICKUP',
    rates: [
      { upToBottles: 6, price: 1290 },
      { upToBottles: 12, price: 1790 },
      { upToBottles: 18, price: 2390 },
      { upToBottles: null, price: 3290 },
    ],
  },
];

/** Collection at the cellar shop follows its opening hours, one slot per opening period. */
export const clickAndCollectSlots: ClickAndCollectSlot[] = openingHours.flatMap((day) =>
  day.periods.map((period) => ({ weekday: day.weekday, start: period.open, end: period.close, capacity: 12 })),
);

/** The public holidays of fixed date, when the cellar shop stays shut (Sundays have no slot anyway). */
export const clickAndCollectClosedDays: ClosedDayOfYear[] = [
  { day: '01-01', reason: 'Jour de l’An' },
  { day: '05-01', reason: 'Fête du Travail' },
  { day: '05-08', reason: 'Victoire 1945' },
  { day: '07-14', reason: 'Fête nationale' },
  { day: '08-15', reason: 'Assomption' },
  { day: '11-01', reason: 'Toussaint' },
  { day: '11-11', reason: 'Armistice 1918' },
  { day: '12-25', reason: 'Noël' },
];

export const orderGenericValues: OrderGenericValues[] = [
  {
    type: 'RETURN_REASON',
    values: [
      { fr_FR: 'Bouteille cassée pendant le transport', en_US: 'Bottle broken in transit' },
      { fr_FR: 'Bouteille bouchonnée ou défectueuse', en_US: 'Corked or faulty bottle' },
      { fr_FR: 'Produit différent de la commande', en_US: 'Product differs from the order' },
      { fr_FR: 'Rétractation', en_US: 'Change of mind (withdrawal)' },
      { fr_FR: 'Autre raison', en_US: 'Other reason' },
    ],
  },
];
