import { DEFAULT_LEAD_HOURS } from '../../services/delivery/click-and-collect';
import { company, companyAddresses, estateLegalSpecifics, openingHours } from './estate';
import { legalParameterType, legalTextKeys, legalTexts } from './legal';
import type { LegalTextKey, Localized, OpeningDay, Parameter, ParameterKind } from './types';

// Site parameters as the owner fills them in the back office: one value per type, typed as text.
// Texts a visitor reads are given in both languages in `localizedParameters`; the parameter itself
// holds the French text, the site's default language.

const parameter = (kind: ParameterKind) => (type: string, label: string, value: string | null): Parameter => ({
  type,
  kind,
  label,
  value,
});
const str = parameter('STRING');
const num = (type: string, label: string, value: number | null) => parameter('NUMBER')(type, label, value === null ? null : String(value));
const bool = (type: string, label: string, value: boolean | null) => parameter('BOOLEAN')(type, label, value === null ? null : String(value));
const text = parameter('TEXT');
const link = parameter('LINK');

/** The visitor texts any shop starts with: they follow the default selling settings below. */
export const commonVisitorTexts: Record<string, Localized> = {
  SHIPPING_MESSAGE: {
    fr_FR: 'Livraison offerte dès 300 € d’achat ou 60 bouteilles · Retrait gratuit au caveau sous 12 h',
    en_US: 'Free delivery from €300 or 60 bottles · Free collection at the cellar shop within 12 hours',
  },
  IN_STOCK_LABEL: { fr_FR: 'En stock', en_US: 'In stock' },
  NOT_IN_STOCK_LABEL: { fr_FR: 'Épuisé', en_US: 'Sold out' },
};

export const localizedParameters: Record<string, Localized> = {
  ...commonVisitorTexts,
  COMPANY_DESCRIPTION: company.description,
  TOP_MENU_INFO_BAR_TEXT: {
    fr_FR: 'Portes ouvertes de printemps les 17 et 18 avril 2027 au domaine',
    en_US: 'Spring open days at the estate on 17 and 18 April 2027',
  },
  META_DESCRIPTION_HOME: {
    fr_FR:
      'Domaine des Tilleuls, vignerons à Varrains depuis 1928 : Saumur-Champigny, Saumur blanc, Crémant de Loire et Coteaux de Saumur en agriculture biologique. Vente en ligne et au caveau.',
    en_US:
      'Domaine des Tilleuls, winegrowers in Varrains since 1928: organic Saumur-Champigny, Saumur Blanc, Crémant de Loire and Coteaux de Saumur. Order online or visit the cellar shop.',
  },
  META_DESCRIPTION_CONTACT: {
    fr_FR: 'Contactez la famille Moreau au Domaine des Tilleuls à Varrains : horaires du caveau, accès, visites et dégustations.',
    en_US: 'Get in touch with the Moreau family at Domaine des Tilleuls in Varrains: cellar shop hours, directions, visits and tastings.',
  },
  META_DESCRIPTION_NEWS: {
    fr_FR: 'Les nouvelles du Domaine des Tilleuls : vendanges, millésimes, salons, portes ouvertes et vie du vignoble saumurois.',
    en_US: 'News from Domaine des Tilleuls: harvests, vintages, wine fairs, open days and life in the Saumur vineyard.',
  },
  META_DESCRIPTION_WINES: {
    fr_FR: 'Nos vins de Loire en direct du domaine : Saumur-Champigny, Saumur blanc, Crémant de Loire, rosés et liquoreux, livrés chez vous ou à retirer au caveau.',
    en_US: 'Our Loire wines direct from the estate: Saumur-Champigny, Saumur Blanc, Crémant de Loire, rosés and sweet wines, delivered or collected at the cellar shop.',
  },
  ...Object.fromEntries(legalTexts(estateLegalSpecifics).map((legal) => [legalParameterType(legal.key), legal.html])),
};

const visitorText = (type: string, label: string, kind: ParameterKind = 'TEXT'): Parameter =>
  parameter(kind)(type, label, localizedParameters[type]!.fr_FR);

/** 'HH:MM-HH:MM, HH:MM-HH:MM', or null on a closed day; the site prints “Fermé”/“Closed”. */
const hoursValue = (day: OpeningDay): string | null =>
  day.periods.length === 0 ? null : day.periods.map((p) => `${p.open}-${p.close}`).join(', ');

const weekdayKeys = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
const weekdayLabels = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

const openingHoursParameters = openingHours.map((day) =>
  str(
    `OPENING_HOURS_${weekdayKeys[day.weekday - 1]}`,
    `Horaires du caveau le ${weekdayLabels[day.weekday - 1]} (HH:MM-HH:MM, plages séparées par une virgule ; vide = fermé)`,
    hoursValue(day),
  ),
);

const legalLabels: Record<LegalTextKey, string> = {
  'legal-notice': 'Mentions légales (HTML ; les champs {{…}} sont remplacés par les informations de l’entreprise)',
  'sale-terms': 'Conditions générales de vente (HTML)',
  'use-terms': "Conditions générales d'utilisation (HTML)",
  'privacy-policy': 'Politique de confidentialité (HTML)',
  'cookie-policy': 'Politique relative aux cookies (HTML)',
};

const cellarShop = companyAddresses.find((a) => a.key === 'cellar-shop')!;

/** '152 400 €' from cents, written as the owner would type it in the legal fields. */
const euros = (cents: number) => `${String(cents / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`;

export const parameters: Parameter[] = [
  // Colours and fonts
  str('PRIMARY_COLOR', 'Couleur principale', '#B71C1C'),
  str('ACCENT_COLOR', "Couleur d'accent", '#0E8D45'),
  str('FONT_COLOR', 'Couleur du texte', '#212121'),
  str('BACKGROUND_COLOR', 'Couleur de fond des pages', '#FBF8F3'),
  str('HEADER_COLOR', "Couleur de fond de l'en-tête", '#FFFFFF'),
  str('FOOTER_COLOR', 'Couleur de fond du pied de page', '#3E2723'),
  str('FOOTER_FONT_COLOR', 'Couleur du texte du pied de page', '#F5EFE6'),
  str('MENU_COLOR', 'Couleur du texte du menu', '#3E2723'),
  str('MOBILE_MENU_COLOR', 'Couleur de fond du menu mobile', '#FFFFFF'),
  str('MOBILE_MENU_FONT_COLOR', 'Couleur du texte du menu mobile', '#3E2723'),
  str('ACTIVE_MENU_COLOR', "Couleur de l'entrée de menu active", '#B71C1C'),
  str('ACTIVE_FONT_COLOR', 'Couleur du texte actif (liens survolés, onglets)', '#B71C1C'),
  str('TOP_MENU_INFO_BAR_COLOR', "Couleur de fond du bandeau d'information", '#0E8D45'),
  str('TOP_MENU_INFO_BAR_FONT_COLOR', "Couleur du texte du bandeau d'information", '#FFFFFF'),
  visitorText('TOP_MENU_INFO_BAR_TEXT', "Texte du bandeau d'information au-dessus du menu", 'STRING'),
  str('FONT_FAMILY', 'Police de caractères du site', 'Montserrat'),
  bool('DARK_THEME', 'Thème sombre', false),

  // Logo and menu
  num('LOGO_HEIGHT', 'Hauteur du logo (px)', 150),
  num('LOGO_FOOTER_HEIGHT', 'Hauteur du logo du pied de page (px)', 80),
  num('LOGO_MOBILE_HEIGHT', 'Hauteur du logo sur mobile (px)', 100),
  str('LOGO_POSITION', 'Position du logo (TOP, LEFT, CENTER)', 'TOP'),
  str('MENU_TYPE', 'Type de menu (CLASSIC, BURGER)', 'CLASSIC'),
  str('MENU_ALIGNMENT', 'Alignement du menu (LEFT, CENTER, RIGHT)', 'LEFT'),
  str('MENU_ACTIVE_TYPE', "Repère de l'entrée active (TEXT_COLOR, UNDERLINE, BACKGROUND)", 'TEXT_COLOR'),
  str('MENU_HOVER_TRANSITION', 'Effet au survol du menu (BOTTOM_LINE, FADE, NONE)', 'BOTTOM_LINE'),
  num('MENU_ICON_SIZE', 'Taille des icônes du menu (px)', 20),
  bool('IS_MENU_FIXED', 'Menu fixé en haut au défilement', true),

  // Company
  str('COMPANY_NAME', "Nom de l'entreprise", company.name),
  visitorText('COMPANY_DESCRIPTION', "Présentation courte de l'entreprise"),
  str('COMPANY_EMAIL', 'E-mail de contact', company.email),
  str('COMPANY_ADDRESS', 'Adresse du caveau (accueil des visiteurs)', `${cellarShop.address}, ${cellarShop.postalCode} ${cellarShop.city}`),
  str('HEAD_OFFICE', 'Adresse du siège social', company.headOffice),
  str('COMPANY_PHONE', 'Téléphone', company.phone),
  str('COMPANY_MOBILE', 'Téléphone mobile', company.mobile),
  str('COMPANY_FAX', 'Fax', company.fax),
  str('LEGAL_AGENT', 'Représentant légal (directeur de la publication)', company.legalAgent),
  str('LEGAL_COMPANY_NAME', 'Dénomination sociale', company.legalCompanyName),
  str('CORPORATE_FORM', 'Forme juridique', company.corporateForm),
  str('SHARE_CAPITAL', 'Capital social (en euros, tel qu’il figure sur le Kbis)', euros(company.shareCapital)),
  str('RCS_NUMBER', 'Numéro RCS', company.rcsNumber),
  str('SIRET_NUMBER', 'Numéro SIRET', company.siretNumber),
  str('RM_NUMBER', 'Numéro au répertoire des métiers', company.rmNumber),
  str('INTRACO_VAT', 'Numéro de TVA intracommunautaire', company.intracommunityVat),
  ...openingHoursParameters,

  // Search engines
  visitorText('META_DESCRIPTION_HOME', "Description pour les moteurs de recherche : page d'accueil"),
  visitorText('META_DESCRIPTION_CONTACT', 'Description pour les moteurs de recherche : page contact'),
  visitorText('META_DESCRIPTION_NEWS', 'Description pour les moteurs de recherche : actualités'),
  visitorText('META_DESCRIPTION_WINES', 'Description pour les moteurs de recherche : liste des vins'),

  // Texts and links
  ...legalTextKeys.map((key) => visitorText(legalParameterType(key), legalLabels[key])),
  visitorText('SHIPPING_MESSAGE', 'Message sur la livraison (panier et fiches produits)'),
  link('FACEBOOK_URL', 'Page Facebook', 'https://www.facebook.com/domainedestilleuls.saumur'),
  link('INSTAGRAM_URL', 'Compte Instagram', 'https://www.instagram.com/domaine_des_tilleuls/'),
  link('TWITTER_URL', 'Compte X (Twitter)', null),
  link('LINKEDIN_URL', 'Page LinkedIn', 'https://www.linkedin.com/company/domaine-des-tilleuls-saumur/'),
  link('TIKTOK_URL', 'Compte TikTok', null),
  link('YOUTUBE_URL', 'Chaîne YouTube', 'https://www.youtube.com/@domainedestilleuls'),
  link('TRIPADVISOR_URL', 'Fiche Tripadvisor', 'https://www.tripadvisor.fr/Attraction_Review-g187196-d23984512-Reviews-Domaine_des_Tilleuls-Saumur_Maine_et_Loire_Pays_de_la_Loire.html'),
  link('GOOGLE_REVIEW_URL', 'Lien pour laisser un avis Google', 'https://g.page/r/CaQ7x2mZtP4rEBM/review'),
  str('TELEGRAM_AT', 'Identifiant Telegram (@…)', null),
  link('DISCORD_SERVER', 'Invitation au serveur Discord', null),

  // Catalogue display
  str('PRODUCT_DISPLAY', 'Affichage de la liste des produits (GRID, LIST)', 'GRID'),
  str('PRODUCT_ORDER', 'Tri par défaut des produits (PRICE, NAME, YEAR)', 'PRICE'),
  str('PRODUCT_ASPECT_RATIO', 'Format des images produits (largeur/hauteur)', '2/3'),
  str('PRODUCT_PAGE_STYLE', 'Mise en page des fiches produits (CLASSIC, WIDE)', 'CLASSIC'),
  str('SERVICE_PAGE_STYLE', 'Mise en page des prestations œnotouristiques (CARDS, LIST)', 'CARDS'),
  str('FEATURES_PRODUCT_STYLE', 'Présentation des caractéristiques produit (TABLE, ICONS)', 'TABLE'),
  str('PROMOTED_NEWS_STYLE', 'Présentation des actualités à la une (CAROUSEL, CARDS)', 'CAROUSEL'),
  str('GRAPE_VARIETY_DISPLAY', 'Affichage des cépages (PERCENTAGE, LIST)', 'PERCENTAGE'),
  bool('SHOW_GRAPE_VARIETY_PERCENTAGE', 'Afficher le pourcentage de chaque cépage', true),
  bool('REPEAT_ANIMATION', 'Rejouer les animations à chaque apparition', false),
  bool('SEE_CART_ON_HOVER', 'Aperçu du panier au survol', true),
  str('BASE_FONTAWESOME_ICON', 'Style des icônes (fa-solid, fa-regular, fa-light)', 'fa-solid'),
  num('DETAIL_PAGE_MARGIN_TOP', 'Marge haute des pages de détail (px)', 28),
  visitorText('IN_STOCK_LABEL', 'Libellé « en stock »', 'STRING'),
  visitorText('NOT_IN_STOCK_LABEL', 'Libellé « épuisé »', 'STRING'),
  num('STOCK_LIMIT_DISPLAY', 'Afficher « plus que n en stock » en dessous de ce nombre', 12),
  bool('SHOW_NUTRITIONAL_TABLE', 'Afficher le tableau nutritionnel sur les fiches vins', true),
  bool('SWITCH_WINE_NAME_AND_APPELLATION', "Afficher l'appellation avant le nom de la cuvée", false),
  bool('HIDE_PRODUCT_PRICES', 'Masquer les prix', false),
  bool('PRODUCT_HIDE_PERCENTAGE_DISCOUNT', 'Masquer le pourcentage de remise', false),
  bool('SHOW_PROMOTE_MESSAGE', 'Afficher le message des produits en promotion', true),

  // Header and pages
  bool('SHOW_SEARCHBAR', 'Afficher la barre de recherche', true),
  bool('SHOW_CART_ICON', "Afficher l'icône du panier", true),
  bool('SHOW_ACCOUNT_ICON', "Afficher l'icône « mon compte »", true),
  bool('SHOW_LANGUAGE_MENU', 'Afficher le choix de la langue', true),
  bool('HIDE_CONTACT_PAGE', 'Masquer la page contact', false),
  bool('IS_BLOG_ACTIVATED', 'Activer le blog', true),
  bool('ENABLE_NEWSLETTER', "Activer l'inscription à la lettre d'information", true),
  bool('LOCK_TEXT_SELECTION', 'Empêcher la sélection du texte', false),

  // Code injected into every page (trusted owner input)
  text('AFTER_BODY_HTML_TO_LOAD', "HTML ajouté après l'ouverture de <body>", null),
  text('GLOBAL_CSS', 'CSS ajouté à toutes les pages', null),
  text('SCRIPT_TO_LOAD', 'Script ajouté à toutes les pages', null),

  // Audience measurement: each job starts only when its identifier is set
  str('GOOGLE_ANALYTICS_ID', 'Identifiant Google Analytics (G-…)', null),
  str('GOOGLE_ADS_ID', 'Identifiant Google Ads (AW-…)', null),
  str('GOOGLE_TAG_MANAGER_ID', 'Identifiant Google Tag Manager (GTM-…)', null),
  str('FACEBOOK_PIXEL_ID', 'Identifiant du pixel Meta', null),
  str('PLAUSIBLE_DOMAIN', 'Domaine suivi par Plausible', null),
  link('MATOMO_URL', 'Adresse du serveur Matomo', null),
  str('MATOMO_SITE_ID', 'Identifiant du site dans Matomo', null),

  // Mail
  str('SEND_MAIL_AS_NAME', "Nom de l'expéditeur des e-mails", company.name),
  str('SEND_MAIL_AS_MAIL', "Adresse de l'expéditeur des e-mails", 'boutique@domaine-des-tilleuls.fr'),
  str('VIGNOBLE_EXPORT_CONTACT_NAME', 'Contact pour les expéditions Vignoble Export', 'Antoine Moreau'),

  // Selling
  str('PAYMENT_METHOD', 'Prestataire de paiement par carte (CAWL)', 'CAWL'),
  bool('DISPLAY_ALCOHOL_SELLING_MESSAGE', 'Afficher le message sanitaire sur la vente d’alcool', true),
  bool('DISPLAY_ETHYLOTEST_MESSAGE', "Afficher le bandeau éthylotest sur la page de paiement", true),
  bool('BLOCK_MINORS_FROM_REGISTERING', "Refuser l'inscription des mineurs", null),
  bool('ASK_BIRTHDATE_AT_REGISTER', "Demander la date de naissance à l'inscription", null),
  bool('ALLOW_ONLY_MOBILE_PHONE', 'Accepter uniquement les numéros de mobile', false),
  bool('ONLY_SELL_IN_FRANCE', 'Vendre uniquement en France métropolitaine', true),
  bool('SELLS_WORLDWIDE', "Vendre dans le monde entier", false),
  bool('HANDLE_STOCK', 'Gérer les stocks', true),
  bool('USE_PRODUCT_STOCK', 'Décompter le stock des déclinaisons à chaque commande', true),
  num('BOTTLE_MULTIPLE', 'Multiple de bouteilles par défaut', 6),
  num('MINIMUM_EXPEDITION_BOTTLE', "Nombre minimum de bouteilles par expédition", 6),
  num('MAXIMUM_EXPEDITION_BOTTLE', "Nombre maximum de bouteilles par expédition (vide = sans limite)", null),
  num('FREE_SHIPPING_BOTTLE', 'Livraison offerte à partir de ce nombre de bouteilles', 60),
  num('FREE_SHIPPING_PRICE', "Livraison offerte à partir de ce montant d'achat (en euros TTC)", 300),
  num('CLICK_AND_COLLECT_HOURS', 'Délai de préparation du retrait au caveau (heures)', DEFAULT_LEAD_HOURS),
  bool('LOCK_DELIVERY', 'Suspendre les livraisons (retrait au caveau uniquement)', false),
];
