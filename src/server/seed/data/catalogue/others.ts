import type { OtherProduct } from '../types';
import { features } from './common';

const carteCadeau: OtherProduct = {
  key: 'carte-cadeau',
  type: 'OTHER',
  art: 'gift-card',
  name: { fr_FR: 'Carte cadeau', en_US: 'Gift card' },
  slug: { fr_FR: 'carte-cadeau', en_US: 'gift-card' },
  shortDescription: {
    fr_FR: 'Une carte cadeau envoyée par e-mail, à utiliser sur la boutique en ligne ou au caveau pendant un an.',
    en_US: 'A gift card sent by e-mail, to spend in the online shop or at the cellar shop within a year.',
  },
  description: {
    fr_FR:
      '<p>Vous ne savez pas quel vin choisir ? Offrez le choix. La carte cadeau est envoyée par e-mail dès le paiement validé, avec un code à saisir à l’étape du paiement ou à présenter au caveau.</p><p>Valable un an, utilisable en une ou plusieurs fois, sur tous nos vins, coffrets et visites.</p>',
    en_US:
      '<p>Not sure which wine to choose? Give the choice. The gift card is e-mailed as soon as payment is confirmed, with a code to enter at the payment step or show at the cellar shop.</p><p>Valid for one year, usable in one or several purchases, on all our wines, boxes and visits.</p>',
  },
  features: features([
    ['validity', { fr_FR: '1 an à compter de l’achat', en_US: '1 year from purchase' }],
    ['contents', { fr_FR: 'Code envoyé par e-mail', en_US: 'Code sent by e-mail' }],
  ]),
  tags: ['cadeau'],
  isDematerialized: true,
  hasShippingFees: false,
  // A single-purpose voucher (CGI art. 256 ter): everything it buys is sold in France at 20 %, so
  // VAT is due when it is sold, not when it is spent.
  vatRate: 2000,
  variations: [{ variation: 'gift-amount', label: { fr_FR: 'Montant', en_US: 'Amount' } }],
  declinations: [
    { reference: 'TIL-CAD-30', year: null, capacity: null, capacityUnit: null, price: 3000, sellByMultipleOf: 1, variations: ['30'] },
    { reference: 'TIL-CAD-50', year: null, capacity: null, capacityUnit: null, price: 5000, sellByMultipleOf: 1, variations: ['50'] },
    { reference: 'TIL-CAD-100', year: null, capacity: null, capacityUnit: null, price: 10000, sellByMultipleOf: 1, variations: ['100'] },
  ],
  recommended: ['bon-degustation', 'coffret-decouverte'],
};

const bonDegustation: OtherProduct = {
  key: 'bon-degustation',
  type: 'OTHER',
  art: 'tasting-voucher',
  name: { fr_FR: 'Bon cadeau « Visite et dégustation pour deux »', en_US: 'Gift voucher “Cellar tour and tasting for two”' },
  slug: { fr_FR: 'bon-cadeau-visite-degustation-deux-personnes', en_US: 'gift-voucher-cellar-tour-tasting-for-two' },
  shortDescription: {
    fr_FR: 'Offrez une visite de nos caves troglodytiques suivie d’une dégustation commentée de six vins, pour deux personnes.',
    en_US: 'Give a tour of our tufa cave cellars followed by a guided tasting of six wines, for two people.',
  },
  description: {
    fr_FR:
      '<p>Un bon à imprimer, envoyé par e-mail, pour une visite guidée des caves creusées dans le tuffeau et une dégustation de six vins du domaine avec l’un de nous.</p><p>Valable un an, sur réservation, du mardi au samedi. Chaque participant repart avec son verre gravé.</p>',
    en_US:
      '<p>A printable voucher, sent by e-mail, for a guided tour of the cellars carved into the tufa and a tasting of six estate wines with one of us.</p><p>Valid for one year, by booking, Tuesday to Saturday. Each guest takes home an engraved glass.</p>',
  },
  features: features([
    ['validity', { fr_FR: '1 an, sur réservation', en_US: '1 year, by booking' }],
    ['contents', { fr_FR: 'Visite de 1 h 30 et dégustation de 6 vins', en_US: '90-minute tour and tasting of 6 wines' }],
  ]),
  tags: ['cadeau'],
  isDematerialized: true,
  hasShippingFees: false,
  // A single-purpose voucher for a tour and tasting, a service at 20 %.
  vatRate: 2000,
  declinations: [{ reference: 'TIL-BON-VD2', year: null, capacity: null, capacityUnit: null, price: 3600, sellByMultipleOf: 1 }],
  recommended: ['carte-cadeau', 'coffret-decouverte'],
};

const limonadier: OtherProduct = {
  key: 'limonadier',
  type: 'OTHER',
  art: 'sommelier-knife',
  name: { fr_FR: 'Tire-bouchon limonadier en olivier', en_US: 'Olive-wood sommelier knife' },
  slug: { fr_FR: 'tire-bouchon-limonadier-olivier', en_US: 'olive-wood-sommelier-knife' },
  shortDescription: {
    fr_FR: 'Un limonadier à double levier, manche en olivier, gravé au nom du domaine.',
    en_US: 'A double-lever sommelier knife with an olive-wood handle, engraved with the estate’s name.',
  },
  description: {
    fr_FR:
      '<p>Le tire-bouchon que nous utilisons tous les jours au caveau : double levier pour ne jamais casser un bouchon, mèche téflonnée, lame crantée pour la capsule. Fabriqué à Thiers, manche en bois d’olivier.</p>',
    en_US:
      '<p>The corkscrew we use every day at the cellar shop: double lever so a cork never breaks, Teflon-coated worm, serrated blade for the foil. Made in Thiers, with an olive-wood handle.</p>',
  },
  features: features([
    ['material', { fr_FR: 'Acier inoxydable et olivier', en_US: 'Stainless steel and olive wood' }],
    ['contents', { fr_FR: 'Livré dans un étui', en_US: 'Supplied in a pouch' }],
  ]),
  tags: ['cadeau'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [{ reference: 'TIL-ACC-LIM', year: null, capacity: null, capacityUnit: null, price: 2400, sellByMultipleOf: 1, stock: 35 }],
  recommended: ['verres-degustation', 'coffret-decouverte'],
};

const verres: OtherProduct = {
  key: 'verres-degustation',
  type: 'OTHER',
  art: 'glasses',
  name: { fr_FR: 'Six verres de dégustation', en_US: 'Set of six tasting glasses' },
  slug: { fr_FR: 'coffret-six-verres-degustation', en_US: 'set-six-tasting-glasses' },
  shortDescription: {
    fr_FR: 'Les verres de notre salle de dégustation, en cristallin, sérigraphiés au tilleul du domaine.',
    en_US: 'The glasses from our tasting room, in crystal glass, printed with the estate’s linden leaf.',
  },
  description: {
    fr_FR:
      '<p>Un verre à pied au buvant fin, à la forme pensée pour le cabernet franc comme pour le chenin. Lavables au lave-vaisselle.</p>',
    en_US: '<p>A stemmed glass with a fine rim, shaped for Cabernet Franc as well as for Chenin Blanc. Dishwasher safe.</p>',
  },
  features: features([
    ['material', { fr_FR: 'Cristallin sans plomb', en_US: 'Lead-free crystal glass' }],
    ['contents', { fr_FR: '6 verres de 35 cl', en_US: '6 glasses of 35 cl' }],
  ]),
  tags: ['cadeau'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [{ reference: 'TIL-ACC-VER6', year: null, capacity: null, capacityUnit: null, price: 2900, sellByMultipleOf: 1, stock: 20 }],
  recommended: ['limonadier', 'coffret-decouverte'],
};

const caisseGravee: OtherProduct = {
  key: 'caisse-bois-gravee',
  type: 'OTHER',
  art: 'engraved-case',
  name: { fr_FR: 'Caisse en bois gravée à votre message', en_US: 'Wooden case engraved with your message' },
  slug: { fr_FR: 'caisse-bois-gravee-personnalisee', en_US: 'personalised-engraved-wooden-case' },
  shortDescription: {
    fr_FR: 'Une caisse en pin pour une bouteille, gravée au laser au message de votre choix. Vin non compris.',
    en_US: 'A pine case for one bottle, laser-engraved with the message of your choice. Wine not included.',
  },
  description: {
    fr_FR:
      '<p>Pour un anniversaire, un mariage ou une naissance : nous gravons votre message sur le couvercle coulissant de la caisse, dans l’atelier d’un menuisier de Saumur. Jusqu’à 40 caractères, en écriture classique ou manuscrite.</p><p>La caisse accueille une bouteille de 75 cl de forme bordelaise ou bourguignonne ; ajoutez le vin de votre choix au panier.</p>',
    en_US:
      '<p>For a birthday, a wedding or a birth: we engrave your message on the sliding lid of the case, in the workshop of a Saumur joiner. Up to 40 characters, in a classic or handwritten style.</p><p>The case holds one 75 cl Bordeaux or Burgundy-shaped bottle; add the wine of your choice to the cart.</p>',
  },
  features: features([
    ['material', { fr_FR: 'Pin massif, couvercle coulissant', en_US: 'Solid pine, sliding lid' }],
    ['contents', { fr_FR: 'Pour 1 bouteille de 75 cl', en_US: 'Holds 1 bottle of 75 cl' }],
  ]),
  tags: ['cadeau'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [{ reference: 'TIL-ACC-CGR', year: null, capacity: null, capacityUnit: null, price: 1900, sellByMultipleOf: 1, stock: 50 }],
  customizations: [
    {
      key: 'engraving-text',
      type: 'SIMPLE',
      inputType: 'TEXT',
      label: { fr_FR: 'Texte à graver', en_US: 'Text to engrave' },
      help: {
        fr_FR: 'Jusqu’à 20 caractères : +5 € ; de 21 à 40 caractères : +9 €.',
        en_US: 'Up to 20 characters: +€5; 21 to 40 characters: +€9.',
      },
      isRequired: true,
      maxLength: 40,
      // Tiers start at their character count: the largest tier not above the text length applies.
      values: [
        { textNumberOfChar: 1, label: { fr_FR: 'Jusqu’à 20 caractères', en_US: 'Up to 20 characters' }, costType: 'EURO', amount: 500 },
        { textNumberOfChar: 21, label: { fr_FR: 'De 21 à 40 caractères', en_US: '21 to 40 characters' }, costType: 'EURO', amount: 900 },
      ],
    },
    {
      key: 'engraving-font',
      type: 'SIMPLE',
      inputType: 'SELECT',
      label: { fr_FR: 'Style d’écriture', en_US: 'Lettering style' },
      help: {
        fr_FR: 'La gravure manuscrite est tracée d’après une calligraphie faite à la main.',
        en_US: 'Handwritten engraving follows a calligraphy drawn by hand.',
      },
      isRequired: true,
      values: [
        { selectKey: 'classique', label: { fr_FR: 'Classique (romain)', en_US: 'Classic (serif)' }, costType: 'NONE', amount: 0 },
        { selectKey: 'manuscrite', label: { fr_FR: 'Manuscrite', en_US: 'Handwritten' }, costType: 'EURO', amount: 200 },
      ],
    },
  ],
  recommended: ['coffret-magnum', 'cuvee-henri'],
};

const etiquettePersonnalisee: OtherProduct = {
  key: 'etiquette-personnalisee',
  type: 'OTHER',
  art: 'custom-label',
  name: { fr_FR: 'Bouteille à étiquette personnalisée', en_US: 'Bottle with a personalised label' },
  slug: { fr_FR: 'bouteille-etiquette-personnalisee', en_US: 'bottle-personalised-label' },
  shortDescription: {
    fr_FR: 'Notre Saumur-Champigny « Les Tuffeaux » habillé d’une étiquette à votre photo et à votre message.',
    en_US: 'Our Saumur-Champigny “Les Tuffeaux” dressed in a label with your photo and your message.',
  },
  description: {
    fr_FR:
      '<p>Envoyez-nous une photo, écrivez quelques mots : nous imprimons une étiquette unique et l’apposons à la main sur une bouteille de Saumur-Champigny « Les Tuffeaux » 2024. Les mentions obligatoires restent sur la contre-étiquette.</p><p>Photo au format JPEG ou PNG, 800 × 600 pixels minimum, 5 Mo maximum. Comptez cinq jours ouvrés de préparation.</p>',
    en_US:
      '<p>Send us a photo, write a few words: we print a one-of-a-kind label and apply it by hand to a bottle of Saumur-Champigny “Les Tuffeaux” 2024. The mandatory information stays on the back label.</p><p>Photo in JPEG or PNG format, at least 800 × 600 pixels, 5 MB at most. Allow five working days for preparation.</p>',
  },
  features: features([
    ['contents', { fr_FR: '1 bouteille de Saumur-Champigny 2024, 75 cl', en_US: '1 bottle of Saumur-Champigny 2024, 75 cl' }],
    ['validity', { fr_FR: 'Préparation en 5 jours ouvrés', en_US: 'Prepared within 5 working days' }],
  ]),
  tags: ['cadeau'],
  isDematerialized: false,
  hasShippingFees: true,
  vatRate: 2000,
  declinations: [{ reference: 'TIL-PERSO-SCT-2024', year: 2024, capacity: 75, capacityUnit: 'CENTILITRE', price: 1990, sellByMultipleOf: 1 }],
  customizations: [
    {
      key: 'label-photo',
      type: 'SIMPLE',
      inputType: 'FILE',
      label: { fr_FR: 'Votre photo', en_US: 'Your photo' },
      help: {
        fr_FR: 'JPEG ou PNG, 800 × 600 pixels minimum, 5 Mo maximum.',
        en_US: 'JPEG or PNG, at least 800 × 600 pixels, 5 MB at most.',
      },
      isRequired: true,
      file: { mimeTypes: ['image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024, minWidth: 800, minHeight: 600 },
      values: [{ label: { fr_FR: 'Impression de votre photo', en_US: 'Printing your photo' }, costType: 'EURO', amount: 300 }],
    },
    {
      key: 'label-message',
      type: 'SIMPLE',
      inputType: 'TEXT',
      label: { fr_FR: 'Votre message', en_US: 'Your message' },
      help: { fr_FR: '60 caractères au plus, imprimés sous la photo.', en_US: 'Up to 60 characters, printed under the photo.' },
      isRequired: false,
      maxLength: 60,
      values: [{ textNumberOfChar: 1, label: { fr_FR: 'Message offert', en_US: 'Message included' }, costType: 'NONE', amount: 0 }],
    },
  ],
  recommended: ['caisse-bois-gravee', 'les-tuffeaux'],
};

export const otherProducts: OtherProduct[] = [carteCadeau, bonDegustation, limonadier, verres, caisseGravee, etiquettePersonnalisee];

