import { z } from 'zod';
import type { ApiClient } from '../api';
import type { AdminRole } from './admins';

// The site parameters as the owner thinks of them (issue: identity, look, menu and display, shop
// rules, delivery, mail, analytics and injections, legal), what each one takes, and the calls of
// the back office's settings page.

export const PARAMETER_GROUPS = {
  identity: [
    'COMPANY_NAME', 'COMPANY_DESCRIPTION', 'COMPANY_EMAIL', 'COMPANY_PHONE', 'COMPANY_MOBILE', 'COMPANY_FAX', 'COMPANY_ADDRESS', 'HEAD_OFFICE',
    'LEGAL_COMPANY_NAME', 'CORPORATE_FORM', 'SHARE_CAPITAL', 'LEGAL_AGENT', 'RCS_NUMBER', 'SIRET_NUMBER', 'RM_NUMBER', 'INTRACO_VAT',
    'OPENING_HOURS_MONDAY', 'OPENING_HOURS_TUESDAY', 'OPENING_HOURS_WEDNESDAY', 'OPENING_HOURS_THURSDAY', 'OPENING_HOURS_FRIDAY', 'OPENING_HOURS_SATURDAY', 'OPENING_HOURS_SUNDAY',
    'FACEBOOK_URL', 'INSTAGRAM_URL', 'TWITTER_URL', 'LINKEDIN_URL', 'TIKTOK_URL', 'YOUTUBE_URL', 'TRIPADVISOR_URL', 'GOOGLE_REVIEW_URL', 'TELEGRAM_AT', 'DISCORD_SERVER',
  ],
  look: [
    'PRIMARY_COLOR', 'ACCENT_COLOR', 'FONT_COLOR', 'BACKGROUND_COLOR', 'HEADER_COLOR', 'FOOTER_COLOR', 'FOOTER_FONT_COLOR', 'MENU_COLOR', 'ACTIVE_MENU_COLOR',
    'ACTIVE_FONT_COLOR', 'MOBILE_MENU_COLOR', 'MOBILE_MENU_FONT_COLOR', 'TOP_MENU_INFO_BAR_COLOR', 'TOP_MENU_INFO_BAR_FONT_COLOR', 'DARK_THEME', 'FONT_FAMILY',
    'LOGO_HEIGHT', 'LOGO_MOBILE_HEIGHT', 'LOGO_FOOTER_HEIGHT',
  ],
  display: [
    'TOP_MENU_INFO_BAR_TEXT', 'LOGO_POSITION', 'MENU_TYPE', 'MENU_ALIGNMENT', 'MENU_ACTIVE_TYPE', 'MENU_HOVER_TRANSITION', 'MENU_ICON_SIZE', 'IS_MENU_FIXED',
    'SHOW_SEARCHBAR', 'SHOW_CART_ICON', 'SHOW_ACCOUNT_ICON', 'SHOW_LANGUAGE_MENU', 'HIDE_CONTACT_PAGE', 'IS_BLOG_ACTIVATED', 'ENABLE_NEWSLETTER',
    'PRODUCT_DISPLAY', 'PRODUCT_ORDER', 'PRODUCT_ASPECT_RATIO', 'PRODUCT_PAGE_STYLE', 'SERVICE_PAGE_STYLE', 'FEATURES_PRODUCT_STYLE', 'PROMOTED_NEWS_STYLE',
    'GRAPE_VARIETY_DISPLAY', 'SHOW_GRAPE_VARIETY_PERCENTAGE', 'SWITCH_WINE_NAME_AND_APPELLATION', 'SHOW_NUTRITIONAL_TABLE', 'IN_STOCK_LABEL', 'NOT_IN_STOCK_LABEL',
    'STOCK_LIMIT_DISPLAY', 'HIDE_PRODUCT_PRICES', 'PRODUCT_HIDE_PERCENTAGE_DISCOUNT', 'SHOW_PROMOTE_MESSAGE', 'SEE_CART_ON_HOVER', 'REPEAT_ANIMATION',
    'LOCK_TEXT_SELECTION', 'BASE_FONTAWESOME_ICON', 'DETAIL_PAGE_MARGIN_TOP',
    'META_DESCRIPTION_HOME', 'META_DESCRIPTION_WINES', 'META_DESCRIPTION_NEWS', 'META_DESCRIPTION_CONTACT',
  ],
  shop: [
    'HANDLE_STOCK', 'USE_PRODUCT_STOCK', 'BOTTLE_MULTIPLE', 'MINIMUM_EXPEDITION_BOTTLE', 'MAXIMUM_EXPEDITION_BOTTLE', 'FREE_SHIPPING_BOTTLE', 'FREE_SHIPPING_PRICE',
    'ONLY_SELL_IN_FRANCE', 'SELLS_WORLDWIDE', 'ASK_BIRTHDATE_AT_REGISTER', 'BLOCK_MINORS_FROM_REGISTERING', 'ALLOW_ONLY_MOBILE_PHONE',
    'DISPLAY_ALCOHOL_SELLING_MESSAGE', 'DISPLAY_ETHYLOTEST_MESSAGE', 'PAYMENT_METHOD',
  ],
  delivery: ['SHIPPING_MESSAGE', 'LOCK_DELIVERY', 'CLICK_AND_COLLECT_HOURS', 'VIGNOBLE_EXPORT_CONTACT_NAME'],
  mail: ['SEND_MAIL_AS_NAME', 'SEND_MAIL_AS_MAIL'],
  analytics: [
    'GOOGLE_ANALYTICS_ID', 'GOOGLE_ADS_ID', 'GOOGLE_TAG_MANAGER_ID', 'FACEBOOK_PIXEL_ID', 'PLAUSIBLE_DOMAIN', 'MATOMO_URL', 'MATOMO_SITE_ID',
    'GLOBAL_CSS', 'SCRIPT_TO_LOAD', 'AFTER_BODY_HTML_TO_LOAD',
  ],
  legal: ['LEGAL_NOTICE', 'SALE_TERMS', 'USE_TERMS', 'PRIVACY_POLICY', 'COOKIE_POLICY'],
} as const;

export type ParameterGroup = keyof typeof PARAMETER_GROUPS | 'other';

/** The group a parameter shows in; one the back office does not know yet goes to 'other'. */
export function groupOf(type: string): ParameterGroup {
  for (const [group, types] of Object.entries(PARAMETER_GROUPS)) if ((types as readonly string[]).includes(type)) return group as ParameterGroup;
  return 'other';
}

/** Parameters that take one of a few values (shown as a list to choose from). */
export const PARAMETER_CHOICES: Record<string, readonly string[]> = {
  LOGO_POSITION: ['TOP', 'LEFT', 'CENTER'],
  MENU_TYPE: ['CLASSIC', 'BURGER'],
  MENU_ALIGNMENT: ['LEFT', 'CENTER', 'RIGHT'],
  MENU_ACTIVE_TYPE: ['TEXT_COLOR', 'UNDERLINE', 'BACKGROUND'],
  MENU_HOVER_TRANSITION: ['BOTTOM_LINE', 'FADE', 'NONE'],
  PRODUCT_DISPLAY: ['GRID', 'LIST'],
  PRODUCT_ORDER: ['PRICE', 'NAME', 'YEAR'],
  PRODUCT_PAGE_STYLE: ['CLASSIC', 'WIDE'],
  SERVICE_PAGE_STYLE: ['CARDS', 'LIST'],
  FEATURES_PRODUCT_STYLE: ['TABLE', 'ICONS'],
  PROMOTED_NEWS_STYLE: ['CAROUSEL', 'CARDS'],
  GRAPE_VARIETY_DISPLAY: ['PERCENTAGE', 'LIST'],
  BASE_FONTAWESOME_ICON: ['fa-solid', 'fa-regular', 'fa-light'],
};

/** A colour parameter: its type ends with COLOR. */
export const isColorParameter = (type: string) => type.endsWith('_COLOR');

/** #rgb or #rrggbb: what the colour picker gives and the theme reads. */
export const COLOR_PATTERN = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a value suits the parameter's kind. */
function fitsKind(kind: string, value: string): boolean {
  if (kind === 'BOOLEAN') return value === 'true' || value === 'false';
  if (kind === 'NUMBER') return value.trim() !== '' && Number.isFinite(Number(value));
  if (kind === 'LINK') return /^(https?:\/\/|\/|mailto:|tel:)/i.test(value.trim());
  return true;
}

/**
 * Why a value does not suit its parameter, as an error key (its message names the parameter);
 * null when it does. The settings page says it at once, the server decides.
 */
export function refusal(type: string, kind: string, value: string): string | null {
  if (!fitsKind(kind, value)) return `admin-parameters:errors.kind.${kind}`;
  if (isColorParameter(type) && !COLOR_PATTERN.test(value.trim())) return 'admin-parameters:errors.color';
  const choices = PARAMETER_CHOICES[type];
  if (choices && !choices.includes(value)) return 'admin-parameters:errors.choice';
  return null;
}

/** Texts written per language (the visitor reads them in theirs). */
export const LOCALIZED_PARAMETERS: readonly string[] = [
  'COMPANY_DESCRIPTION', 'TOP_MENU_INFO_BAR_TEXT', 'SHIPPING_MESSAGE', 'IN_STOCK_LABEL', 'NOT_IN_STOCK_LABEL',
  'META_DESCRIPTION_HOME', 'META_DESCRIPTION_CONTACT', 'META_DESCRIPTION_NEWS', 'META_DESCRIPTION_WINES', ...PARAMETER_GROUPS.legal,
];

/** Owner HTML edited with the rich-text editor. */
export const isRichTextParameter = (type: string) => (PARAMETER_GROUPS.legal as readonly string[]).includes(type);

/** Switches that are on while the owner never set them (the frame reads them with isNotOff). */
export const ON_UNLESS_SET: readonly string[] = ['SHOW_LANGUAGE_MENU', 'SHOW_CART_ICON', 'SHOW_ACCOUNT_ICON'];

/** Owner code, edited as plain text in a fixed-width font. */
export const CODE_PARAMETERS: readonly string[] = ['GLOBAL_CSS', 'SCRIPT_TO_LOAD', 'AFTER_BODY_HTML_TO_LOAD'];

/**
 * Who may change a parameter: the one place that says it. What these parameters hold runs in the
 * visitors' pages, a SUPER_ADMIN's signed-in pages included, where a script acts with their
 * session (it can call the back office's API as them): an ADMIN allowed to write it could make
 * themselves SUPER_ADMIN. The owner's code, and the server the Matomo script is loaded from (the
 * page's policy lets that server's scripts in), are therefore a SUPER_ADMIN's to change.
 */
export const SUPER_ADMIN_PARAMETERS: readonly string[] = [...CODE_PARAMETERS, 'MATOMO_URL'];

/** Whether an administrator of this role may change the parameter. */
export const mayChangeParameter = (role: AdminRole, type: string): boolean => role === 'SUPER_ADMIN' || !SUPER_ADMIN_PARAMETERS.includes(type);

/** What the settings page edits, as GET /admin/parameter answers it. */
export const adminParameterSchema = z
  .object({
    type: z.string(),
    kind: z.enum(['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK']),
    label: z.string().nullable(),
    value: z.string().nullable(),
    /** Per language, for the texts a visitor reads in theirs; the French one is `value`. */
    translations: z.object({ en_US: z.string().nullable().optional() }),
    /** Whether the caller may change it (mayChangeParameter); the page shows the others read-only. */
    mayChange: z.boolean(),
  })
  .meta({ id: 'AdminParameter' });
export type AdminParameter = z.infer<typeof adminParameterSchema>;

export const adminParametersSchema = z.object({ isECommerce: z.boolean(), parameters: z.array(adminParameterSchema) }).meta({ id: 'AdminParameters' });
export type AdminParameters = z.infer<typeof adminParametersSchema>;

const value = z.string({ error: 'admin-parameters:errors.value' }).max(200_000, { error: 'admin-parameters:errors.tooLong' }).nullable();

/** One parameter changed; `translations.en_US` only for the texts written per language. */
export const parameterChangeSchema = z.strictObject({
  type: z.string().regex(/^[A-Z][A-Z0-9_]{0,80}$/, { error: 'admin-parameters:errors.type' }),
  value,
  translations: z.strictObject({ en_US: value.optional() }).optional(),
});
export type ParameterChange = z.infer<typeof parameterChangeSchema>;

/** A group saved at once: every change is written, or none. */
export const parameterChangesSchema = z
  .strictObject({
    changes: z.array(parameterChangeSchema).max(200, { error: 'admin-parameters:errors.tooMany' }).default([]),
    isECommerce: z.boolean({ error: 'admin-parameters:errors.value' }).optional(),
  })
  .refine((save) => save.changes.length > 0 || save.isECommerce !== undefined, { error: 'admin-parameters:errors.nothing' })
  .meta({ id: 'AdminParameterChanges' });
export type ParameterChanges = z.input<typeof parameterChangesSchema>;

export const parametersApi = (api: ApiClient) => ({
  list: () => api.get<AdminParameters>('/admin/parameter'),
  save: (changes: ParameterChanges) => api.put<AdminParameters>('/admin/parameter', changes),
});

