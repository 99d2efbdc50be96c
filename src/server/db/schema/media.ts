import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { langCode, site } from './site';

// Files live in the database, not on the disk, so that a process keeps no state of its own and
// several processes can serve the same shop.

/**
 * PostgreSQL bytea. node-postgres gives a Buffer and PGlite a Uint8Array (both Uint8Arrays); a
 * relational query (db.query…with) gives the hex text form '\x…', decoded here.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | string }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (typeof value === 'string' ? Buffer.from(value.slice(2), 'hex') : value),
});

export const mediaKinds = ['IMAGE', 'VIDEO', 'FONT', 'FILE'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * An image, video, font or file: either stored here (its bytes in mediaContent) or an online image
 * hosted elsewhere (externalId, externalType, externalPath, url).
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    kind: text('kind', { enum: mediaKinds }).notNull(),
    filename: text('filename').notNull(),
    mime: text('mime').notNull(),
    byteSize: integer('byte_size'),
    /** Hex SHA-256 of the bytes: the ETag, and a way to spot duplicates. */
    sha256: text('sha256'),
    width: integer('width'),
    height: integer('height'),
    externalId: text('external_id'),
    externalType: text('external_type'),
    externalPath: text('external_path'),
    url: text('url'),
    // Customers' uploads (customization files, form files) are served only to their owner or an admin.
    isPublic: boolean('is_public').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('media_kind_check', t.kind, mediaKinds),
    check('media_byte_size_check', sql`${t.byteSize} is null or ${t.byteSize} >= 0`),
    index('media_sha256_idx').on(t.sha256),
  ],
);

/**
 * The stored bytes of a media, apart from its description so that listing media, or loading
 * them `with` a product, never drags the files along.
 */
export const mediaContent = pgTable('media_content', {
  mediaId: integer('media_id')
    .primaryKey()
    .references(() => media.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

export const imageFormats = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/**
 * A picture redrawn at one of the widths pages ask for, in one format: made once, on the first
 * request, by whichever process gets it, and kept here with the original so that every process
 * (and every restart) serves the same bytes without drawing them again.
 */
export const mediaVariant = pgTable(
  'media_variant',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: smallint('width').notNull(),
    format: text('format', { enum: imageFormats }).notNull(),
    /** The size actually drawn: never wider than the original (a photo is not enlarged). */
    drawnWidth: smallint('drawn_width').notNull(),
    drawnHeight: smallint('drawn_height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.width, t.format] }), oneOf('media_variant_format_check', t.format, imageFormats)],
);

export const mediaTranslation = pgTable(
  'media_translation',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    lang: langCode(),
    alt: text('alt'),
    title: text('title'),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.lang] })],
);

export const logoTypes = ['LOGO', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FOOTER', 'LOGO_FAVICON'] as const;
export type LogoType = (typeof logoTypes)[number];

export const logo = pgTable(
  'logo',
  {
    id: id(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    type: text('type', { enum: logoTypes }).notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('logo_site_type_uq').on(t.siteId, t.type), oneOf('logo_type_check', t.type, logoTypes)],
);

/** One file of a font family; its weight is read from the file name (bold → 700, default 400). */
export const fontFile = pgTable(
  'font_file',
  {
    id: id(),
    family: text('family').notNull(),
    filename: text('filename').notNull(),
    weight: smallint('weight').notNull().default(400),
    style: text('style').notNull().default('normal'),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'cascade' }),
    url: text('url'),
  },
  (t) => [
    index('font_file_family_idx').on(t.family),
    check('font_file_source_check', sql`${t.mediaId} is not null or ${t.url} is not null`),
    check('font_file_weight_check', sql`${t.weight} between 100 and 900`),
  ],
);

export const mediaRelations = relations(media, ({ one, many }) => ({
  content: one(mediaContent),
  translations: many(mediaTranslation),
}));

export const mediaContentRelations = relations(mediaContent, ({ one }) => ({
  media: one(media, { fields: [mediaContent.mediaId], references: [media.id] }),
}));

export const mediaTranslationRelations = relations(mediaTranslation, ({ one }) => ({
  media: one(media, { fields: [mediaTranslation.mediaId], references: [media.id] }),
}));

export const logoRelations = relations(logo, ({ one }) => ({
  site: one(site, { fields: [logo.siteId], references: [site.id] }),
  media: one(media, { fields: [logo.mediaId], references: [media.id] }),
}));

export const fontFileRelations = relations(fontFile, ({ one }) => ({
  media: one(media, { fields: [fontFile.mediaId], references: [media.id] }),
}));
