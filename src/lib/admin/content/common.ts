/**
 * What the back office's content editors share (news, events…): the owner writes each text in
 * French, and in English when the English site should not fall back to French. Only ADMIN and
 * SUPER_ADMIN may call (a customer gets 403, a visitor 401).
 *
 * - POST /admin/content/picture (multipart `image`, PNG or JPEG) → UploadedPicture: a public
 *   stored picture, drawn at the reader's width wherever it is shown.
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';

/** The error key of a content field, translated by the server's validation hook. */
export const reason = (key: string) => `admin-content:errors.${key}`;

/** The languages the owner writes in; French is the one every item must have. */
export const contentLangs = ['fr_FR', 'en_US'] as const;
export type ContentLang = (typeof contentLangs)[number];

/** Beyond this, an owner's text is a paste gone wrong rather than an article. */
export const MAX_RICH_TEXT = 200_000;

export const titleSchema = z
  .string({ error: reason('title') })
  .trim()
  .min(1, { error: reason('title') })
  .max(200, { error: reason('titleLength') });

/** A short plain text that may be left empty (stored as null). */
export const shortText = (max: number) =>
  z
    .string({ error: reason('text') })
    .trim()
    .max(max, { error: reason('tooLong') })
    .transform((text) => text || null)
    .nullable()
    .optional();

/** HTML from the rich-text editor; the server keeps only the tags the editor makes. */
export const richTextSchema = z.string({ error: reason('text') }).max(MAX_RICH_TEXT, { error: reason('textTooLong') });

/** An instant with its time zone, as the browser sends a date the owner picked. */
export const instantSchema = z.iso.datetime({ offset: true, error: reason('date') });

export const mediaIdSchema = z
  .number({ error: reason('picture') })
  .int({ error: reason('picture') })
  .min(1, { error: reason('picture') })
  .max(2_147_483_647, { error: reason('picture') });

/** A field the item does not have is named as such, rather than silently dropped. */
export const onlyFields = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) };

/** The text of one language: a missing French text (or one that is no object) says what is expected. */
export const textFields = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : issue.code === 'invalid_type' ? reason('texts') : undefined),
};

/** An item's texts: French required; without English, the English site shows the French text. */
export const textsSchema = <T extends z.ZodType>(text: T) => z.strictObject({ fr_FR: text, en_US: text.nullable().optional() }, textFields);

/** The texts of an article (a news item, a blog post): its title, summary, text and search description. */
export const articleTextSchema = z.strictObject(
  {
    title: titleSchema,
    excerpt: shortText(500),
    content: richTextSchema,
    metaDescription: shortText(300),
  },
  textFields,
);
export type ArticleText = z.output<typeof articleTextSchema>;

export const uploadedPictureSchema = z
  .object({ id: z.number(), url: z.string(), width: z.number().describe('Pixels'), height: z.number().describe('Pixels') })
  .meta({ id: 'UploadedPicture' });
export type UploadedPicture = z.infer<typeof uploadedPictureSchema>;

/** The picture of an item as the editor shows it. */
export const itemPictureSchema = z.object({ id: z.number(), url: z.string() });
export type ItemPicture = z.infer<typeof itemPictureSchema>;

/** Something the editor holds in both languages: the English is null where the French stands in for it. */
export const bothLanguagesSchema = <T extends z.ZodType>(value: T) => z.object({ fr_FR: value, en_US: value.nullable() });

/** What the back office's lists show of every item a visitor may read (news, posts, events, services…). */
export const publishedItemFields = { id: z.number(), isPublished: z.boolean(), picture: itemPictureSchema.nullable() };

/** A page of a list as the back office reads it. */
export const adminPageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), nbItem: z.number() });
export type AdminPage<T> = z.infer<ReturnType<typeof adminPageSchema<z.ZodType<T>>>>;

/** An article's texts as the back office reads them back: every field there, empty ones null. */
export const storedArticleTextSchema = z.object({ title: z.string(), excerpt: z.string().nullable(), content: z.string(), metaDescription: z.string().nullable() });
export type StoredArticleText = z.infer<typeof storedArticleTextSchema>;

/** A page of a list, with an optional search on titles in either language. */
export interface ContentListQuery {
  page?: number;
  nbItem?: number;
  search?: string;
  [key: string]: string | number | undefined;
}

export const picturesApi = (api: ApiClient) => ({
  upload: (file: File) => api.upload<UploadedPicture>('/admin/content/picture', {}, [file]),
});
