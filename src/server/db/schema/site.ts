import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { calendar } from './calendar';
import { createdAt, exactlyOne, id, instant, isoWeekday, oneOf, position, timestamps } from './columns';

// The site itself: languages, countries, settings, the estate's addresses and opening hours, and
// the small counters the server keeps in the database so that several processes can share them.

export type LanguageCode = 'fr_FR' | 'en_US';
export const DEFAULT_LANGUAGE: LanguageCode = 'fr_FR';

export const language = pgTable(
  'language',
  {
    id: id(),
    code: text('code').$type<LanguageCode>().notNull().unique(),
    label: text('label').notNull(),
    deeplCode: text('deepl_code'),
    countryId: integer('country_id').references(() => country.id, { onDelete: 'set null' }),
    isValid: boolean('is_valid').notNull().default(true),
  },
  (t) => [check('language_code_check', sql`${t.code} ~ '^[a-z]{2}_[A-Z]{2}$'`)],
);

/** The `lang` column of every per-language row: a language code such as 'fr_FR'. */
export const langCode = (name = 'lang') =>
  text(name)
    .$type<LanguageCode>()
    .notNull()
    .references(() => language.code, { onUpdate: 'cascade' });

export const shippingZones = ['FRANCE_METROPOLITAN', 'FRANCE_OVERSEAS', 'EUROPEAN_UNION', 'WORLD'] as const;
export type ShippingZone = (typeof shippingZones)[number];

export const country = pgTable(
  'country',
  {
    id: id(),
    alphaTwo: char('alpha_two', { length: 2 }).notNull().unique(),
    alphaThree: char('alpha_three', { length: 3 }).notNull().unique(),
    numCode: smallint('num_code').notNull(),
    // The sales terms deliver only to metropolitan France; the zone tells carriers and rules apart.
    zone: text('zone', { enum: shippingZones }).notNull().default('WORLD'),
    isValid: boolean('is_valid').notNull().default(true),
  },
  (t) => [oneOf('country_zone_check', t.zone, shippingZones)],
);

export const countryTranslation = pgTable(
  'country_translation',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id, { onDelete: 'cascade' }),
    lang: langCode(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.lang] })],
);

export const site = pgTable('site', {
  id: id(),
  name: text('name').notNull(),
  devUrl: text('dev_url'),
  prodUrl: text('prod_url'),
  url: text('url').notNull(),
  isWinemaker: boolean('is_winemaker').notNull().default(true),
  isECommerce: boolean('is_e_commerce').notNull().default(true),
  isBuilding: boolean('is_building').notNull().default(false),
  technicalFileModel: text('technical_file_model'),
  dashboardType: text('dashboard_type'),
  defaultLang: langCode('default_lang').default(DEFAULT_LANGUAGE),
  ...timestamps(),
});

export const fontTypes = ['TITLE', 'CONTENT', 'MENU'] as const;
export type FontType = (typeof fontTypes)[number];

export const siteFont = pgTable(
  'site_font',
  {
    id: id(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    type: text('type', { enum: fontTypes }).notNull(),
    family: text('family').notNull(),
    color: text('color'),
    size: text('size'),
    weight: smallint('weight'),
    style: text('style'),
  },
  (t) => [uniqueIndex('site_font_site_type_uq').on(t.siteId, t.type), oneOf('site_font_type_check', t.type, fontTypes)],
);

export const siteParameterKinds = ['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK'] as const;
export type SiteParameterKind = (typeof siteParameterKinds)[number];

export const siteParameter = pgTable(
  'site_parameter',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    kind: text('kind', { enum: siteParameterKinds }).notNull(),
    label: text('label'),
    value: text('value'),
  },
  (t) => [
    uniqueIndex('site_parameter_site_type_uq').on(t.siteId, t.type),
    check('site_parameter_type_check', sql`${t.type} ~ '^[A-Z][A-Z0-9_]*$'`),
    oneOf('site_parameter_kind_check', t.kind, siteParameterKinds),
  ],
);

/** Per-language value of a parameter (legal texts, messages); when present it wins over `value`. */
export const siteParameterTranslation = pgTable(
  'site_parameter_translation',
  {
    parameterId: integer('parameter_id')
      .notNull()
      .references(() => siteParameter.id, { onDelete: 'cascade' }),
    lang: langCode(),
    value: text('value'),
  },
  (t) => [primaryKey({ columns: [t.parameterId, t.lang] })],
);

/** An outside service (analytics, payment, maps…): publicConfig is served to browsers, privateConfig never. */
export const externalApp = pgTable('external_app', {
  id: id(),
  app: text('app').notNull().unique(),
  isActive: boolean('is_active').notNull().default(false),
  publicConfig: jsonb('public_config').$type<Record<string, unknown>>().notNull().default({}),
  privateConfig: jsonb('private_config').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps(),
});

/** The known values of companyAddress.type (HEAD_OFFICE, CLICK_AND_COLLECT, SHOP…). */
export const addressType = pgTable('address_type', {
  id: id(),
  value: text('value').notNull().unique(),
});

export const companyAddress = pgTable(
  'company_address',
  {
    id: id(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    type: text('type').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    address: text('address').notNull(),
    addressPart2: text('address_part2'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
    phone: text('phone'),
    email: text('email'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** CLICK_AND_COLLECT: the calendar whose slots are the pick-up slots, its capacities counted in orders. */
    calendarId: integer('calendar_id').references(() => calendar.id, { onDelete: 'set null' }),
    isValid: boolean('is_valid').notNull().default(true),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    index('company_address_site_idx').on(t.siteId),
    index('company_address_type_idx').using('gin', t.type),
    uniqueIndex('company_address_calendar_uq').on(t.calendarId),
  ],
);

/** One opening range of a weekday (1 = Monday … 7 = Sunday); a day may have several ranges. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: id(),
    siteId: integer('site_id').references(() => site.id, { onDelete: 'cascade' }),
    companyAddressId: integer('company_address_id').references(() => companyAddress.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensAt: time('opens_at'),
    closesAt: time('closes_at'),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [
    index('opening_hours_site_idx').on(t.siteId),
    index('opening_hours_company_address_idx').on(t.companyAddressId),
    exactlyOne('opening_hours_owner_check', t.siteId, t.companyAddressId),
    isoWeekday('opening_hours_weekday_check', t.weekday),
    check(
      'opening_hours_range_check',
      sql`${t.isClosed} or (${t.opensAt} is not null and ${t.closesAt} is not null and ${t.opensAt} < ${t.closesAt})`,
    ),
  ],
);

/** A landing logged by GET /site/visit/{from}; the user agent is kept only as a hash. */
export const visit = pgTable(
  'visit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    from: text('from').notNull(),
    path: text('path'),
    at: createdAt(),
    userAgentHash: text('user_agent_hash'),
  },
  (t) => [index('visit_at_idx').on(t.at), index('visit_from_idx').on(t.from)],
);

/**
 * The counters of rate-limiter-flexible's Drizzle store (services/throttle.ts), shared by every
 * process through the database: one row per rule and caller, its points spent and when they expire.
 */
export const throttle = pgTable(
  'throttle',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: instant('expire'),
  },
  (t) => [index('throttle_expire_idx').on(t.expire)],
);

export const languageRelations = relations(language, ({ one }) => ({
  country: one(country, { fields: [language.countryId], references: [country.id] }),
}));

export const countryRelations = relations(country, ({ many }) => ({
  translations: many(countryTranslation),
}));

export const countryTranslationRelations = relations(countryTranslation, ({ one }) => ({
  country: one(country, { fields: [countryTranslation.countryId], references: [country.id] }),
}));

export const siteRelations = relations(site, ({ many }) => ({
  fonts: many(siteFont),
  parameters: many(siteParameter),
  companyAddresses: many(companyAddress),
  openingHours: many(openingHours),
}));

export const siteFontRelations = relations(siteFont, ({ one }) => ({
  site: one(site, { fields: [siteFont.siteId], references: [site.id] }),
}));

export const siteParameterRelations = relations(siteParameter, ({ one, many }) => ({
  site: one(site, { fields: [siteParameter.siteId], references: [site.id] }),
  translations: many(siteParameterTranslation),
}));

export const siteParameterTranslationRelations = relations(siteParameterTranslation, ({ one }) => ({
  parameter: one(siteParameter, { fields: [siteParameterTranslation.parameterId], references: [siteParameter.id] }),
}));

export const companyAddressRelations = relations(companyAddress, ({ one, many }) => ({
  site: one(site, { fields: [companyAddress.siteId], references: [site.id] }),
  country: one(country, { fields: [companyAddress.countryId], references: [country.id] }),
  calendar: one(calendar, { fields: [companyAddress.calendarId], references: [calendar.id] }),
  openingHours: many(openingHours),
}));

export const openingHoursRelations = relations(openingHours, ({ one }) => ({
  site: one(site, { fields: [openingHours.siteId], references: [site.id] }),
  companyAddress: one(companyAddress, { fields: [openingHours.companyAddressId], references: [companyAddress.id] }),
}));
