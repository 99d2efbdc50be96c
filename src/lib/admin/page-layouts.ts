import { z } from 'zod';

// The page editor's HTML layouts (an administrator's calls): whether the panel's copy of a layout is the
// stored one, and its unpublished preview. Admins only, as every /admin path.
//
// - POST /admin/page/{idPage}/layout/{idLayout}/hash/check `LayoutHtml` → LayoutHashCheck.
// - PUT /admin/page/{idPage}/layout/{idLayout}/preview (multipart: html, image) → LayoutPreviewSaved.

/** A page's HTML beyond this is a mistake (an image pasted inline), not a layout. */
export const MAX_LAYOUT_HTML = 2_000_000;

export const layoutHtmlField = z.string({ error: 'order:admin.htmlRequired' }).max(MAX_LAYOUT_HTML, { error: 'order:admin.htmlTooLong' });

export const layoutHtmlSchema = z.object({ html: layoutHtmlField }).meta({ id: 'LayoutHtml' });

export const layoutHashCheckSchema = z
  .object({
    idPage: z.number(),
    idLayout: z.number(),
    hash: z.string().describe('Hex SHA-256 of the html sent'),
    storedHash: z.string().describe("The stored layout's hash"),
    isCurrent: z.boolean().describe("Whether the panel's copy is the stored one"),
  })
  .meta({ id: 'LayoutHashCheck' });
export type LayoutHashCheck = z.infer<typeof layoutHashCheckSchema>;

export const layoutPreviewSavedSchema = z.object({ idLayout: z.number(), previewUrl: z.string().nullable().describe('Where the picture of the preview is; null: none') });
export type LayoutPreviewSaved = z.infer<typeof layoutPreviewSavedSchema>;

