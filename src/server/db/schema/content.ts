import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, position, timestamps } from './columns';
import { media } from './media';
import { langCode, site } from './site';
import { user } from './users';

// CMS pages and the menu they make, component settings, popups, contact messages and the
// Google reviews shown on the site.

/** A page of the site and an entry of its menu (the menu is the tree of parentId). */
export const page = pgTable(
  'page',
  {
    id: id(),
    siteId: integer('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => page.id, { onDelete: 'set null' }),
    menuIcon: text('menu_icon'),
    isValid: boolean('is_valid').notNull().default(true),
    position: position(),
    isText: boolean('is_text').notNull().default(false),
    type: text('type'),
    showInMenu: boolean('show_in_menu').notNull().default(true),
    isFixedOnRight: boolean('is_fixed_on_right').notNull().default(false),
    useAbsoluteMenu: boolean('use_absolute_menu').notNull().default(false),
    reload: boolean('reload').notNull().default(false),
    isCmsPage: boolean('is_cms_page').notNull().default(true),
    cmsRoute: text('cms_route'),
    isCustomHeader: boolean('is_custom_header').notNull().default(false),
    isCustomFooter: boolean('is_custom_footer').notNull().default(false),
    /** Redirects to / when the site is not an e-commerce site. */
    isEcommercePage: boolean('is_ecommerce_page').notNull().default(false),
    linkType: text('link_type'),
    linkUrl: text('link_url'),
    linkJsCode: text('link_js_code'),
    ...timestamps(),
  },
  (t) => [index('page_site_parent_idx').on(t.siteId, t.parentId, t.position)],
);

export const pageTranslation = pgTable(
  'page_translation',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    lang: langCode(),
    title: text('title').notNull(),
    /** The page's path in this language, e.g. 'nos-vins'; '' for the home page. */
    url: text('url'),
    menuTitle: text('menu_title'),
    metaDescription: text('meta_description'),
    /** Owner HTML, trusted. */
    content: text('content'),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.lang] }),
    uniqueIndex('page_translation_url_uq').on(t.lang, t.url),
  ],
);

/**
 * An HTML layout of a page being edited from the admin panel: hash lets the panel check whether
 * its copy is current (POST …/hash/check), previewHtml holds an unpublished version.
 */
export const pageLayout = pgTable(
  'page_layout',
  {
    id: id(),
    pageId: integer('page_id')
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    lang: langCode(),
    html: text('html').notNull().default(''),
    /** Hex SHA-256 of html. */
    hash: text('hash').notNull(),
    previewHtml: text('preview_html'),
    previewMediaId: integer('preview_media_id').references(() => media.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('page_layout_page_idx').on(t.pageId)],
);

/** Settings of a front-end component, by slug (GET /component/conf/{slug}). */
export const componentConf = pgTable('component_conf', {
  id: id(),
  slug: text('slug').notNull().unique(),
  conf: jsonb('conf').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps(),
});

export const popup = pgTable(
  'popup',
  {
    id: id(),
    isValid: boolean('is_valid').notNull().default(true),
    /** Otherwise a popup once opened is not shown again to the same browser. */
    showOnEveryReload: boolean('show_on_every_reload').notNull().default(false),
    delaySeconds: integer('delay_seconds').notNull().default(0),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    check('popup_delay_check', sql`${t.delaySeconds} >= 0`),
    check('popup_period_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

export const popupTranslation = pgTable(
  'popup_translation',
  {
    popupId: integer('popup_id')
      .notNull()
      .references(() => popup.id, { onDelete: 'cascade' }),
    lang: langCode(),
    title: text('title'),
    content: text('content'),
    buttonLabel: text('button_label'),
    buttonLink: text('button_link'),
  },
  (t) => [primaryKey({ columns: [t.popupId, t.lang] })],
);

/** A message sent through the contact page (POST /message). */
export const message = pgTable(
  'message',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    body: text('body').notNull(),
    lang: langCode(),
    userId: integer('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [index('message_created_at_idx').on(t.createdAt), index('message_user_idx').on(t.userId)],
);

/** A review of the estate copied from Google; its language is Google's, not one of the site's. */
export const googleReview = pgTable(
  'google_review',
  {
    id: id(),
    externalId: text('external_id').unique(),
    author: text('author').notNull(),
    authorPhotoUrl: text('author_photo_url'),
    rating: smallint('rating').notNull(),
    text: text('text'),
    lang: text('lang'),
    publishedAt: instant('published_at').notNull(),
    fetchedAt: createdAt(),
  },
  (t) => [
    index('google_review_published_at_idx').on(t.publishedAt),
    check('google_review_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const pageRelations = relations(page, ({ one, many }) => ({
  site: one(site, { fields: [page.siteId], references: [site.id] }),
  parent: one(page, { fields: [page.parentId], references: [page.id], relationName: 'pageTree' }),
  children: many(page, { relationName: 'pageTree' }),
  translations: many(pageTranslation),
  layouts: many(pageLayout),
}));

export const pageTranslationRelations = relations(pageTranslation, ({ one }) => ({
  page: one(page, { fields: [pageTranslation.pageId], references: [page.id] }),
}));

export const pageLayoutRelations = relations(pageLayout, ({ one }) => ({
  page: one(page, { fields: [pageLayout.pageId], references: [page.id] }),
  previewMedia: one(media, { fields: [pageLayout.previewMediaId], references: [media.id] }),
}));

export const popupRelations = relations(popup, ({ one, many }) => ({
  media: one(media, { fields: [popup.mediaId], references: [media.id] }),
  translations: many(popupTranslation),
}));

export const popupTranslationRelations = relations(popupTranslation, ({ one }) => ({
  popup: one(popup, { fields: [popupTranslation.popupId], references: [popup.id] }),
}));

export const messageRelations = relations(message, ({ one }) => ({
  user: one(user, { fields: [message.userId], references: [user.id] }),
}));
