import { z } from 'zod';
import { MAX_SEATS_PER_REGISTRATION } from '../content/registration';
import { presentedImageSchema } from './image';
import { langSchema, pageSchema } from './site';

// The content contract: CMS pages,
// news, element lists and event registrations, albums, popups, reviews and the front-end
// components' settings, as the routes describe them and the pages read them (src/lib/content/types.ts
// names them for the pages). The blog has its own: src/lib/contracts/blog.ts. The calls:
// src/lib/api/content.ts. Texts come in the caller's language; money in euro cents, tax included.

/** An instant as JSON carries it: ISO 8601 in UTC ('2026-11-20T10:00:00.000Z'). */
export const instantSchema = z.iso.datetime().describe('ISO 8601, UTC');

/** A thing's slug (or url) in each language it has one in, for its address in the other language (hreflang). */
export const slugsSchema = z.partialRecord(langSchema, z.string()).describe('The slug in each language');
export type Slugs = z.infer<typeof slugsSchema>;

/** A CMS page as GET /page/{id}, /page/home and /page/url/{url} give it: the tree's fields and its content. */
export const cmsPageSchema = pageSchema
  .extend({ content: z.string().describe("Owner HTML, its stored pictures drawn at the reader's width") })
  .meta({ id: 'CmsPage' });
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const newsItemSchema = z
  .object({
    id: z.number(),
    promoted: z.boolean(),
    publishedAt: instantSchema,
    title: z.string(),
    slug: z.string(),
    slugs: slugsSchema,
    excerpt: z.string().nullable(),
    metaDescription: z.string().nullable(),
    image: presentedImageSchema.nullable(),
  })
  .meta({ id: 'NewsItem' });
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /news/{id}: the item with its text. */
export const newsArticleSchema = newsItemSchema.extend({ content: z.string().describe('Owner HTML') }).meta({ id: 'NewsArticle' });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListSchema = z.object({ news: z.array(newsItemSchema), total: z.number() }).meta({ id: 'NewsList' });
export type NewsList = z.infer<typeof newsListSchema>;

/** An item of an element list (footer logos and links, events…); events use the period, place, price and seats. */
export const elementItemSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string().describe('Made from the title (the id when it has none)'),
    slugs: slugsSchema,
    subtitle: z.string().nullable(),
    description: z.string().nullable(),
    link: z.string().nullable(),
    linkLabel: z.string().nullable(),
    image: presentedImageSchema.nullable(),
    startsAt: instantSchema.nullable(),
    endsAt: instantSchema.nullable(),
    location: z.string().nullable(),
    price: z.number().int().nullable().describe('Euro cents, tax included'),
    capacity: z.number().nullable(),
    seatsLeft: z.number().nullable(),
  })
  .meta({ id: 'Element' });
export type ElementItem = z.infer<typeof elementItemSchema>;

export const elementListSchema = z.object({ items: z.array(elementItemSchema), total: z.number() }).meta({ id: 'ElementList' });
export type ElementList = z.infer<typeof elementListSchema>;

/** POST /element/{route}/{id}/register: the visitor and the seats they take. */
export const eventRegistrationSchema = z
  .object({
    name: z.string({ error: 'content:registration.nameRequired' }).trim().min(1, { error: 'content:registration.nameRequired' }).max(120),
    email: z.string({ error: 'validation.email' }).trim().max(254).email({ error: 'validation.email' }),
    phone: z.string().trim().max(30).nullish(),
    seats: z.coerce
      .number({ error: 'content:registration.seatsInvalid' })
      .int({ error: 'content:registration.seatsInvalid' })
      .min(1, { error: 'content:registration.seatsInvalid' })
      .max(MAX_SEATS_PER_REGISTRATION, { error: 'content:registration.seatsInvalid' }),
  })
  .meta({ id: 'EventRegistration' });
export type EventRegistration = z.output<typeof eventRegistrationSchema>;

export const eventRegistrationDoneSchema = z
  .object({ registrationId: z.number(), seats: z.number(), seatsLeft: z.number().nullable().describe('null when the event has no capacity') })
  .meta({ id: 'EventRegistrationDone' });
export type EventRegistrationDone = z.infer<typeof eventRegistrationDoneSchema>;

export const albumSummarySchema = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    publishedAt: instantSchema,
    cover: presentedImageSchema.nullable(),
    count: z.object({ pictures: z.number(), videos: z.number() }),
  })
  .meta({ id: 'AlbumSummary' });
export type AlbumSummary = z.infer<typeof albumSummarySchema>;

export const albumListSchema = z.object({ albums: z.array(albumSummarySchema), total: z.number() }).meta({ id: 'AlbumList' });
export type AlbumList = z.infer<typeof albumListSchema>;

/** An album's entry: a stored picture, a stored video, or a video hosted elsewhere and played in its provider's player. */
export const albumEntrySchema = z
  .discriminatedUnion('kind', [
    z.object({ id: z.number(), kind: z.literal('image'), image: presentedImageSchema, caption: z.string().nullable() }),
    z.object({ id: z.number(), kind: z.literal('video'), url: z.string(), caption: z.string().nullable() }),
    z.object({
      id: z.number(),
      kind: z.literal('hosted'),
      embedUrl: z.string().describe("The provider's player address"),
      provider: z.enum(['YOUTUBE', 'VIMEO']).nullable(),
      caption: z.string().nullable(),
    }),
  ])
  .meta({ id: 'AlbumEntry' });
export type AlbumEntry = z.infer<typeof albumEntrySchema>;

export const albumSchema = albumSummarySchema.extend({ slugs: slugsSchema, media: z.array(albumEntrySchema) }).meta({ id: 'Album' });
export type Album = z.infer<typeof albumSchema>;

/** GET /popup?active=1: a popup on at this moment, without its content; the browser remembers which it has shown. */
export const activePopupSchema = z
  .object({ id: z.number(), delaySeconds: z.number(), showOnEveryReload: z.boolean(), endsAt: instantSchema.nullable() })
  .meta({ id: 'ActivePopup' });
export type ActivePopup = z.infer<typeof activePopupSchema>;

export const popupSchema = activePopupSchema
  .extend({
    title: z.string().nullable(),
    content: z.string().nullable().describe('Owner HTML'),
    buttonLabel: z.string().nullable(),
    buttonLink: z.string().nullable(),
    image: presentedImageSchema.nullable(),
    startsAt: instantSchema.nullable(),
  })
  .meta({ id: 'Popup' });
export type Popup = z.infer<typeof popupSchema>;

export const reviewSchema = z
  .object({
    id: z.number(),
    author: z.string(),
    authorPhotoUrl: z.string().nullable(),
    rating: z.number().describe('1 to 5 stars'),
    text: z.string().nullable(),
    lang: z.string().nullable().describe('The language the review was written in'),
    publishedAt: instantSchema,
  })
  .meta({ id: 'GoogleReview' });
export type Review = z.infer<typeof reviewSchema>;

/** GET /google/reviews: what visitors say of the estate, read from the database (never from Google). */
export const reviewListSchema = z
  .object({
    reviews: z.array(reviewSchema),
    total: z.number().describe('Every stored review'),
    averageRating: z.number().nullable(),
    reviewUrl: z.string().nullable().describe('Where to leave a review (GOOGLE_REVIEW_URL)'),
  })
  .meta({ id: 'ReviewList' });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** GET /component/conf/{slug}: the owner's settings of a front-end component (free-form per component). */
export const componentConfSchema = z
  .object({ slug: z.string(), conf: z.record(z.string(), z.unknown()) })
  .meta({ id: 'ComponentConf' });
export type ComponentConf = z.infer<typeof componentConfSchema>;

/** POST /image/load-svg: one of the shop's stored SVG images, to inline as an icon. */
export const loadSvgSchema = z.object({ url: z.string().trim().min(1).max(500) }).meta({ id: 'LoadSvg' });
export const inlineSvgSchema = z.object({ url: z.string(), svg: z.string().describe('Cleaned of scripts') }).meta({ id: 'InlineSvg' });
export type InlineSvg = z.infer<typeof inlineSvgSchema>;

