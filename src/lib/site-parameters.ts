// Every site parameter the shop knows, once: its kind, its group in the back office, the value a new
// shop starts with, the values it may take, whether it is written per language, and whether the
// storefront may read it. The seed, the back office's settings page, the reads by key, GET /parameter
// and the start-up step that adds a new release's parameters to an existing shop all come from here
// (docs/recipes.md#add-a-site-parameter). Labels are words for the owner: they live with the other
// words, in src/i18n/<lang>/admin-parameters.json, under `labels.<KEY>`.

export type ParameterKind = 'STRING' | 'BOOLEAN' | 'NUMBER' | 'TEXT' | 'LINK';

export type ParameterGroup = 'identity' | 'look' | 'display' | 'shop' | 'delivery' | 'mail' | 'analytics' | 'legal' | 'accounting';

/** A text a visitor reads in their language, French first. */
export interface PerLanguage {
  fr_FR: string;
  en_US: string;
}

export interface ParameterDefinition {
  kind: ParameterKind;
  group: ParameterGroup;
  /** What a new shop starts with, and what an upgrade gives a shop that lacks it; null: unset. */
  default: string | number | boolean | null | PerLanguage;
  /** The only values it takes (shown as a list to choose from). */
  choices?: readonly string[];
  /** Written per language by the owner; visitors read it in theirs. */
  perLanguage?: boolean;
  /** How the settings page edits it when not as a plain field. */
  editor?: 'rich-text' | 'code';
  /** Read by the server only: GET /parameter never serves it. */
  private?: boolean;
  /**
   * Only a SUPER_ADMIN changes it. What these hold runs in the visitors' pages, a SUPER_ADMIN's
   * signed-in pages included, where a script acts with their session (it can call the back
   * office's API as them): an ADMIN allowed to write it could make themselves SUPER_ADMIN. So the
   * owner's code, and the server the Matomo script is loaded from (the page's policy lets that
   * server's scripts in), are a SUPER_ADMIN's to change.
   */
  superAdminOnly?: boolean;
}

export const SITE_PARAMETERS = {
  // identity
  COMPANY_NAME: { kind: 'STRING', group: 'identity', default: null },
  COMPANY_DESCRIPTION: { kind: 'TEXT', group: 'identity', default: null, perLanguage: true },
  COMPANY_EMAIL: { kind: 'STRING', group: 'identity', default: null },
  COMPANY_PHONE: { kind: 'STRING', group: 'identity', default: null },
  COMPANY_MOBILE: { kind: 'STRING', group: 'identity', default: null },
  COMPANY_FAX: { kind: 'STRING', group: 'identity', default: null },
  COMPANY_ADDRESS: { kind: 'STRING', group: 'identity', default: null },
  HEAD_OFFICE: { kind: 'STRING', group: 'identity', default: null },
  LEGAL_COMPANY_NAME: { kind: 'STRING', group: 'identity', default: null },
  CORPORATE_FORM: { kind: 'STRING', group: 'identity', default: null },
  SHARE_CAPITAL: { kind: 'STRING', group: 'identity', default: null },
  LEGAL_AGENT: { kind: 'STRING', group: 'identity', default: null },
  RCS_NUMBER: { kind: 'STRING', group: 'identity', default: null },
  SIRET_NUMBER: { kind: 'STRING', group: 'identity', default: null },
  RM_NUMBER: { kind: 'STRING', group: 'identity', default: null },
  INTRACO_VAT: { kind: 'STRING', group: 'identity', default: null },
  OPENING_HOURS_MONDAY: { kind: 'STRING', group: 'identity', default: null },
  OPENING_HOURS_TUESDAY: { kind: 'STRING', group: 'identity', default: null },
  OPENING_HOURS_WEDNESDAY: { kind: 'STRING', group: 'identity', default: null },
  OPENING_HOURS_THURSDAY: { kind: 'STRING', group: 'identity', default: null },
  OPENING_HOURS_FRIDAY: { kind: 'STRING', group: 'identity', default: null },
  OPENING_HOURS_SATURDAY: { kind: 'STRING', group: 'identity', default: null },
  OPENING_HOURS_SUNDAY: { kind: 'STRING', group: 'identity', default: null },
  FACEBOOK_URL: { kind: 'LINK', group: 'identity', default: null },
  INSTAGRAM_URL: { kind: 'LINK', group: 'identity', default: null },
  TWITTER_URL: { kind: 'LINK', group: 'identity', default: null },
  LINKEDIN_URL: { kind: 'LINK', group: 'identity', default: null },
  TIKTOK_URL: { kind: 'LINK', group: 'identity', default: null },
  YOUTUBE_URL: { kind: 'LINK', group: 'identity', default: null },
  TRIPADVISOR_URL: { kind: 'LINK', group: 'identity', default: null },
  GOOGLE_REVIEW_URL: { kind: 'LINK', group: 'identity', default: null },
  TELEGRAM_AT: { kind: 'STRING', group: 'identity', default: null },
  DISCORD_SERVER: { kind: 'LINK', group: 'identity', default: null },
  // look
  PRIMARY_COLOR: { kind: 'STRING', group: 'look', default: '#B71C1C' },
  ACCENT_COLOR: { kind: 'STRING', group: 'look', default: '#0E8D45' },
  FONT_COLOR: { kind: 'STRING', group: 'look', default: '#212121' },
  BACKGROUND_COLOR: { kind: 'STRING', group: 'look', default: '#FBF8F3' },
  HEADER_COLOR: { kind: 'STRING', group: 'look', default: '#FFFFFF' },
  FOOTER_COLOR: { kind: 'STRING', group: 'look', default: '#3E2723' },
  FOOTER_FONT_COLOR: { kind: 'STRING', group: 'look', default: '#F5EFE6' },
  MENU_COLOR: { kind: 'STRING', group: 'look', default: '#3E2723' },
  ACTIVE_MENU_COLOR: { kind: 'STRING', group: 'look', default: '#B71C1C' },
  ACTIVE_FONT_COLOR: { kind: 'STRING', group: 'look', default: '#B71C1C' },
  MOBILE_MENU_COLOR: { kind: 'STRING', group: 'look', default: '#FFFFFF' },
  MOBILE_MENU_FONT_COLOR: { kind: 'STRING', group: 'look', default: '#3E2723' },
  TOP_MENU_INFO_BAR_COLOR: { kind: 'STRING', group: 'look', default: '#0E8D45' },
  TOP_MENU_INFO_BAR_FONT_COLOR: { kind: 'STRING', group: 'look', default: '#FFFFFF' },
  DARK_THEME: { kind: 'BOOLEAN', group: 'look', default: false },
  FONT_FAMILY: { kind: 'STRING', group: 'look', default: 'Montserrat' },
  LOGO_HEIGHT: { kind: 'NUMBER', group: 'look', default: 150 },
  LOGO_MOBILE_HEIGHT: { kind: 'NUMBER', group: 'look', default: 100 },
  LOGO_FOOTER_HEIGHT: { kind: 'NUMBER', group: 'look', default: 80 },
  // display
  TOP_MENU_INFO_BAR_TEXT: { kind: 'STRING', group: 'display', default: null, perLanguage: true },
  LOGO_POSITION: { kind: 'STRING', group: 'display', default: 'TOP', choices: ['TOP', 'LEFT', 'CENTER'] },
  MENU_TYPE: { kind: 'STRING', group: 'display', default: 'CLASSIC', choices: ['CLASSIC', 'BURGER'] },
  MENU_ALIGNMENT: { kind: 'STRING', group: 'display', default: 'LEFT', choices: ['LEFT', 'CENTER', 'RIGHT'] },
  MENU_ACTIVE_TYPE: { kind: 'STRING', group: 'display', default: 'TEXT_COLOR', choices: ['TEXT_COLOR', 'UNDERLINE', 'BACKGROUND'] },
  MENU_HOVER_TRANSITION: { kind: 'STRING', group: 'display', default: 'BOTTOM_LINE', choices: ['BOTTOM_LINE', 'FADE', 'NONE'] },
  MENU_ICON_SIZE: { kind: 'NUMBER', group: 'display', default: 20 },
  IS_MENU_FIXED: { kind: 'BOOLEAN', group: 'display', default: true },
  SHOW_SEARCHBAR: { kind: 'BOOLEAN', group: 'display', default: true },
  SHOW_CART_ICON: { kind: 'BOOLEAN', group: 'display', default: true },
  SHOW_ACCOUNT_ICON: { kind: 'BOOLEAN', group: 'display', default: true },
  SHOW_LANGUAGE_MENU: { kind: 'BOOLEAN', group: 'display', default: true },
  HIDE_CONTACT_PAGE: { kind: 'BOOLEAN', group: 'display', default: false },
  IS_BLOG_ACTIVATED: { kind: 'BOOLEAN', group: 'display', default: true },
  ENABLE_NEWSLETTER: { kind: 'BOOLEAN', group: 'display', default: true },
  PRODUCT_DISPLAY: { kind: 'STRING', group: 'display', default: 'GRID', choices: ['GRID', 'LIST'] },
  PRODUCT_ORDER: { kind: 'STRING', group: 'display', default: 'PRICE', choices: ['PRICE', 'NAME', 'YEAR'] },
  PRODUCT_ASPECT_RATIO: { kind: 'STRING', group: 'display', default: '2/3' },
  PRODUCT_PAGE_STYLE: { kind: 'STRING', group: 'display', default: 'CLASSIC', choices: ['CLASSIC', 'WIDE'] },
  SERVICE_PAGE_STYLE: { kind: 'STRING', group: 'display', default: 'CARDS', choices: ['CARDS', 'LIST'] },
  FEATURES_PRODUCT_STYLE: { kind: 'STRING', group: 'display', default: 'TABLE', choices: ['TABLE', 'ICONS'] },
  PROMOTED_NEWS_STYLE: { kind: 'STRING', group: 'display', default: 'CAROUSEL', choices: ['CAROUSEL', 'CARDS'] },
  GRAPE_VARIETY_DISPLAY: { kind: 'STRING', group: 'display', default: 'PERCENTAGE', choices: ['PERCENTAGE', 'LIST'] },
  SHOW_GRAPE_VARIETY_PERCENTAGE: { kind: 'BOOLEAN', group: 'display', default: true },
  SWITCH_WINE_NAME_AND_APPELLATION: { kind: 'BOOLEAN', group: 'display', default: false },
  SHOW_NUTRITIONAL_TABLE: { kind: 'BOOLEAN', group: 'display', default: true },
  IN_STOCK_LABEL: { kind: 'STRING', group: 'display', default: { fr_FR: 'En stock', en_US: 'In stock' }, perLanguage: true },
  NOT_IN_STOCK_LABEL: { kind: 'STRING', group: 'display', default: { fr_FR: 'Épuisé', en_US: 'Sold out' }, perLanguage: true },
  STOCK_LIMIT_DISPLAY: { kind: 'NUMBER', group: 'display', default: 12 },
  HIDE_PRODUCT_PRICES: { kind: 'BOOLEAN', group: 'display', default: false },
  PRODUCT_HIDE_PERCENTAGE_DISCOUNT: { kind: 'BOOLEAN', group: 'display', default: false },
  SHOW_PROMOTE_MESSAGE: { kind: 'BOOLEAN', group: 'display', default: true },
  SEE_CART_ON_HOVER: { kind: 'BOOLEAN', group: 'display', default: true },
  REPEAT_ANIMATION: { kind: 'BOOLEAN', group: 'display', default: false },
  LOCK_TEXT_SELECTION: { kind: 'BOOLEAN', group: 'display', default: false },
  BASE_FONTAWESOME_ICON: { kind: 'STRING', group: 'display', default: 'fa-solid', choices: ['fa-solid', 'fa-regular', 'fa-light'] },
  DETAIL_PAGE_MARGIN_TOP: { kind: 'NUMBER', group: 'display', default: 28 },
  META_DESCRIPTION_HOME: { kind: 'TEXT', group: 'display', default: null, perLanguage: true },
  META_DESCRIPTION_WINES: { kind: 'TEXT', group: 'display', default: null, perLanguage: true },
  META_DESCRIPTION_NEWS: { kind: 'TEXT', group: 'display', default: null, perLanguage: true },
  META_DESCRIPTION_CONTACT: { kind: 'TEXT', group: 'display', default: null, perLanguage: true },
  // shop
  HANDLE_STOCK: { kind: 'BOOLEAN', group: 'shop', default: true },
  USE_PRODUCT_STOCK: { kind: 'BOOLEAN', group: 'shop', default: true },
  BOTTLE_MULTIPLE: { kind: 'NUMBER', group: 'shop', default: 6 },
  MINIMUM_EXPEDITION_BOTTLE: { kind: 'NUMBER', group: 'shop', default: 6 },
  MAXIMUM_EXPEDITION_BOTTLE: { kind: 'NUMBER', group: 'shop', default: null },
  FREE_SHIPPING_BOTTLE: { kind: 'NUMBER', group: 'shop', default: 60 },
  FREE_SHIPPING_PRICE: { kind: 'NUMBER', group: 'shop', default: 300 },
  ONLY_SELL_IN_FRANCE: { kind: 'BOOLEAN', group: 'shop', default: true },
  SELLS_WORLDWIDE: { kind: 'BOOLEAN', group: 'shop', default: false },
  ASK_BIRTHDATE_AT_REGISTER: { kind: 'BOOLEAN', group: 'shop', default: null },
  BLOCK_MINORS_FROM_REGISTERING: { kind: 'BOOLEAN', group: 'shop', default: null },
  ALLOW_ONLY_MOBILE_PHONE: { kind: 'BOOLEAN', group: 'shop', default: false },
  DISPLAY_ALCOHOL_SELLING_MESSAGE: { kind: 'BOOLEAN', group: 'shop', default: true },
  DISPLAY_ETHYLOTEST_MESSAGE: { kind: 'BOOLEAN', group: 'shop', default: true },
  PAYMENT_METHOD: { kind: 'STRING', group: 'shop', default: 'CAWL' },
  // delivery
  SHIPPING_MESSAGE: { kind: 'TEXT', group: 'delivery', default: { fr_FR: 'Livraison offerte dès 300 € d’achat ou 60 bouteilles · Retrait gratuit au caveau sous 12 h', en_US: 'Free delivery from €300 or 60 bottles · Free collection at the cellar shop within 12 hours' }, perLanguage: true },
  LOCK_DELIVERY: { kind: 'BOOLEAN', group: 'delivery', default: false },
  CLICK_AND_COLLECT_HOURS: { kind: 'NUMBER', group: 'delivery', default: 12 },
  // The tile server of the relay-point map ({z}/{x}/{y}); unset, the list alone. Its host enters the
  // checkout's img-src only: pictures, no code, so any administrator may set it.
  MAP_TILES_URL: { kind: 'LINK', group: 'delivery', default: null },
  VIGNOBLE_EXPORT_CONTACT_NAME: { kind: 'STRING', group: 'delivery', default: null, private: true },
  // mail
  SEND_MAIL_AS_NAME: { kind: 'STRING', group: 'mail', default: null, private: true },
  SEND_MAIL_AS_MAIL: { kind: 'STRING', group: 'mail', default: null, private: true },
  // analytics
  GOOGLE_ANALYTICS_ID: { kind: 'STRING', group: 'analytics', default: null },
  GOOGLE_ADS_ID: { kind: 'STRING', group: 'analytics', default: null },
  GOOGLE_TAG_MANAGER_ID: { kind: 'STRING', group: 'analytics', default: null },
  FACEBOOK_PIXEL_ID: { kind: 'STRING', group: 'analytics', default: null },
  PLAUSIBLE_DOMAIN: { kind: 'STRING', group: 'analytics', default: null },
  MATOMO_URL: { kind: 'LINK', group: 'analytics', default: null, superAdminOnly: true },
  MATOMO_SITE_ID: { kind: 'STRING', group: 'analytics', default: null },
  GLOBAL_CSS: { kind: 'TEXT', group: 'analytics', default: null, editor: 'code', superAdminOnly: true },
  SCRIPT_TO_LOAD: { kind: 'TEXT', group: 'analytics', default: null, editor: 'code', superAdminOnly: true },
  AFTER_BODY_HTML_TO_LOAD: { kind: 'TEXT', group: 'analytics', default: null, editor: 'code', superAdminOnly: true },
  // legal
  LEGAL_NOTICE: { kind: 'TEXT', group: 'legal', default: null, perLanguage: true, editor: 'rich-text' },
  SALE_TERMS: { kind: 'TEXT', group: 'legal', default: null, perLanguage: true, editor: 'rich-text' },
  USE_TERMS: { kind: 'TEXT', group: 'legal', default: null, perLanguage: true, editor: 'rich-text' },
  PRIVACY_POLICY: { kind: 'TEXT', group: 'legal', default: null, perLanguage: true, editor: 'rich-text' },
  COOKIE_POLICY: { kind: 'TEXT', group: 'legal', default: null, perLanguage: true, editor: 'rich-text' },
  CLUB_TERMS: { kind: 'TEXT', group: 'legal', default: null, perLanguage: true, editor: 'rich-text' },
  // accounting: the accounts the accountant's files post to, from the French chart of accounts
  // (plan comptable général) unless the accountant uses others (docs/rules.md, the accountant's files).
  ACCOUNT_CUSTOMERS: { kind: 'STRING', group: 'accounting', default: '411', private: true },
  ACCOUNT_SALES_20: { kind: 'STRING', group: 'accounting', default: '7071', private: true },
  ACCOUNT_SALES_10: { kind: 'STRING', group: 'accounting', default: '7072', private: true },
  ACCOUNT_SALES_5_5: { kind: 'STRING', group: 'accounting', default: '7073', private: true },
  ACCOUNT_SALES_OTHER: { kind: 'STRING', group: 'accounting', default: '707', private: true },
  ACCOUNT_SHIPPING: { kind: 'STRING', group: 'accounting', default: '7085', private: true },
  ACCOUNT_VAT_20: { kind: 'STRING', group: 'accounting', default: '445711', private: true },
  ACCOUNT_VAT_10: { kind: 'STRING', group: 'accounting', default: '445712', private: true },
  ACCOUNT_VAT_5_5: { kind: 'STRING', group: 'accounting', default: '445713', private: true },
  ACCOUNT_VAT_OTHER: { kind: 'STRING', group: 'accounting', default: '44571', private: true },
  ACCOUNT_GIFT_CARDS: { kind: 'STRING', group: 'accounting', default: '4191', private: true },
  ACCOUNT_BANK: { kind: 'STRING', group: 'accounting', default: '512', private: true },
} as const satisfies Record<string, ParameterDefinition>;

/** A parameter's key: a misspelt one does not compile. */
export type ParameterKey = keyof typeof SITE_PARAMETERS;

export const PARAMETER_KEYS = Object.keys(SITE_PARAMETERS) as ParameterKey[];

export const isParameterKey = (type: string): type is ParameterKey => Object.hasOwn(SITE_PARAMETERS, type);

/** The definition of a key; a key of no definition (a parameter an older release left) has none. */
export const definitionOf = (type: string): ParameterDefinition | null => (isParameterKey(type) ? SITE_PARAMETERS[type] : null);

/**
 * The parameters by key as the shop stores them: every value is text or null, a visitor text in the
 * reader's language. Keys are typed, so `parameters.FREE_SHIPING_PRICE` does not compile.
 */
export type ParameterMap = Partial<Record<ParameterKey, string | null>>;

/** A default as stored: text, the French one for a text per language. */
export function storedDefault(value: ParameterDefinition['default']): string | null {
  if (value === null) return null;
  return typeof value === 'object' ? value.fr_FR : String(value);
}

/** The English default of a text per language, null for any other parameter. */
export const englishDefault = (value: ParameterDefinition['default']): string | null =>
  value !== null && typeof value === 'object' ? value.en_US : null;

// One parser per kind: the back office stores what the owner typed as text, so every reader reads it
// the same way. Blank is unset.

const blank = (value: string | null | undefined): value is null | undefined => value === null || value === undefined || value.trim() === '';

/** A BOOLEAN: 'true' or '1' is on, 'false' or '0' off, anything else unset. */
export function booleanValue(value: string | null | undefined): boolean | null {
  if (blank(value)) return null;
  const word = value.trim().toLowerCase();
  if (word === 'true' || word === '1') return true;
  if (word === 'false' || word === '0') return false;
  return null;
}

/** A NUMBER, with a decimal point or, as a French owner may type it, a comma; null when not one. */
export function numberValue(value: string | null | undefined): number | null {
  if (blank(value)) return null;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** One of a parameter's choices (case aside), or null. */
export function choiceValue<T extends string>(value: string | null | undefined, choices: readonly T[]): T | null {
  if (blank(value)) return null;
  const typed = value.trim().toLowerCase();
  return choices.find((choice) => choice.toLowerCase() === typed) ?? null;
}

/** A switch: on when the owner turned it on, or when unset and on by default. */
export function isSwitchedOn(parameters: ParameterMap, key: ParameterKey): boolean {
  return booleanValue(parameters[key]) ?? booleanValue(storedDefault(SITE_PARAMETERS[key].default)) ?? false;
}

type ChoiceKey = { [K in ParameterKey]: (typeof SITE_PARAMETERS)[K] extends { choices: readonly string[] } ? K : never }[ParameterKey];
type ChoiceOf<K extends ChoiceKey> = (typeof SITE_PARAMETERS)[K] extends { choices: readonly (infer C)[] } ? C : never;

/** The value chosen among a parameter's choices, or its default. */
export function chosen<K extends ChoiceKey>(parameters: ParameterMap, key: K): ChoiceOf<K> {
  const definition = SITE_PARAMETERS[key] as unknown as { choices: readonly string[]; default: ChoiceOf<K> };
  return (choiceValue(parameters[key], definition.choices) as ChoiceOf<K> | null) ?? definition.default;
}

/** A NUMBER parameter within [min, max], or its default (or `fallback` when it has none). */
export function numberSetting(parameters: ParameterMap, key: ParameterKey, { min = 0, max = Number.MAX_SAFE_INTEGER, fallback = 0 } = {}): number {
  const value = numberValue(parameters[key]);
  if (value !== null && value >= min && value <= max) return value;
  return numberValue(storedDefault(SITE_PARAMETERS[key].default)) ?? fallback;
}
