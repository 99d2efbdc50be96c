import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { exactlyOne, id, instant, position, timestamps } from './columns';
import { media } from './media';
import { langCode } from './site';

// What the estate publishes: news, the blog (posts in a tree of folders) and photo albums.

export const news = pgTable(
  'news',
  {
    id: id(),
    promoted: boolean('promoted').notNull().default(false),
    publishedAt: instant('published_at').notNull().defaultNow(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('news_published_at_idx').on(t.isValid, t.publishedAt),
    index('news_promoted_idx').on(t.promoted).where(sql`${t.promoted}`),
  ],
);

export const newsTranslation = pgTable(
  'news_translation',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    lang: langCode(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt'),
    content: text('content'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.lang] }), index('news_translation_slug_idx').on(t.lang, t.slug)],
);

export const blogFolder = pgTable(
  'blog_folder',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => blogFolder.id, { onDelete: 'cascade' }),
    position: position(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('blog_folder_parent_idx').on(t.parentId, t.position),
    check('blog_folder_parent_check', sql`${t.parentId} <> ${t.id}`),
  ],
);

export const blogFolderTranslation = pgTable(
  'blog_folder_translation',
  {
    folderId: integer('folder_id')
      .notNull()
      .references(() => blogFolder.id, { onDelete: 'cascade' }),
    lang: langCode(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.folderId, t.lang] }), index('blog_folder_translation_slug_idx').on(t.lang, t.slug)],
);

export const blogPost = pgTable(
  'blog_post',
  {
    id: id(),
    folderId: integer('folder_id').references(() => blogFolder.id, { onDelete: 'set null' }),
    publishedAt: instant('published_at').notNull().defaultNow(),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('blog_post_folder_idx').on(t.folderId, t.publishedAt)],
);

export const blogPostTranslation = pgTable(
  'blog_post_translation',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPost.id, { onDelete: 'cascade' }),
    lang: langCode(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt'),
    content: text('content'),
    metaDescription: text('meta_description'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.lang] }), index('blog_post_translation_slug_idx').on(t.lang, t.slug)],
);

export const album = pgTable(
  'album',
  {
    id: id(),
    position: position(),
    coverMediaId: integer('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
    publishedAt: instant('published_at').notNull().defaultNow(),
    isValid: boolean('is_valid').notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('album_listing_idx').on(t.isValid, t.position)],
);

export const albumTranslation = pgTable(
  'album_translation',
  {
    albumId: integer('album_id')
      .notNull()
      .references(() => album.id, { onDelete: 'cascade' }),
    lang: langCode(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.lang] })],
);

/** An image of an album (a stored media) or a video hosted elsewhere (videoUrl). */
export const albumMedia = pgTable(
  'album_media',
  {
    id: id(),
    albumId: integer('album_id')
      .notNull()
      .references(() => album.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'cascade' }),
    videoUrl: text('video_url'),
    position: position(),
  },
  (t) => [
    index('album_media_album_idx').on(t.albumId, t.position),
    exactlyOne('album_media_source_check', t.mediaId, t.videoUrl),
  ],
);

export const albumMediaTranslation = pgTable(
  'album_media_translation',
  {
    albumMediaId: integer('album_media_id')
      .notNull()
      .references(() => albumMedia.id, { onDelete: 'cascade' }),
    lang: langCode(),
    caption: text('caption'),
  },
  (t) => [primaryKey({ columns: [t.albumMediaId, t.lang] })],
);

export const newsRelations = relations(news, ({ one, many }) => ({
  media: one(media, { fields: [news.mediaId], references: [media.id] }),
  translations: many(newsTranslation),
}));

export const newsTranslationRelations = relations(newsTranslation, ({ one }) => ({
  news: one(news, { fields: [newsTranslation.newsId], references: [news.id] }),
}));

export const blogFolderRelations = relations(blogFolder, ({ one, many }) => ({
  parent: one(blogFolder, { fields: [blogFolder.parentId], references: [blogFolder.id], relationName: 'folderTree' }),
  children: many(blogFolder, { relationName: 'folderTree' }),
  media: one(media, { fields: [blogFolder.mediaId], references: [media.id] }),
  translations: many(blogFolderTranslation),
  posts: many(blogPost),
}));

export const blogFolderTranslationRelations = relations(blogFolderTranslation, ({ one }) => ({
  folder: one(blogFolder, { fields: [blogFolderTranslation.folderId], references: [blogFolder.id] }),
}));

export const blogPostRelations = relations(blogPost, ({ one, many }) => ({
  folder: one(blogFolder, { fields: [blogPost.folderId], references: [blogFolder.id] }),
  media: one(media, { fields: [blogPost.mediaId], references: [media.id] }),
  translations: many(blogPostTranslation),
}));

export const blogPostTranslationRelations = relations(blogPostTranslation, ({ one }) => ({
  post: one(blogPost, { fields: [blogPostTranslation.postId], references: [blogPost.id] }),
}));

export const albumRelations = relations(album, ({ one, many }) => ({
  cover: one(media, { fields: [album.coverMediaId], references: [media.id] }),
  translations: many(albumTranslation),
  media: many(albumMedia),
}));

export const albumTranslationRelations = relations(albumTranslation, ({ one }) => ({
  album: one(album, { fields: [albumTranslation.albumId], references: [album.id] }),
}));

export const albumMediaRelations = relations(albumMedia, ({ one, many }) => ({
  album: one(album, { fields: [albumMedia.albumId], references: [album.id] }),
  media: one(media, { fields: [albumMedia.mediaId], references: [media.id] }),
  translations: many(albumMediaTranslation),
}));

export const albumMediaTranslationRelations = relations(albumMediaTranslation, ({ one }) => ({
  albumMedia: one(albumMedia, { fields: [albumMediaTranslation.albumMediaId], references: [albumMedia.id] }),
}));
