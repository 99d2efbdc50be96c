/**
 * The popups shown over the site's pages (announcements: the open days, the harvest), as the back
 * office edits them. Visitors' browsers ask GET /popup?active=1 on each page, so a change shows on
 * the next page a visitor opens; no cached page holds them.
 *
 * - GET /admin/popup → { popups: AdminPopup[] } in the owner's order.
 * - GET /admin/popup/{id} → AdminPopup.
 * - POST /admin/popup `PopupInput`, PUT /admin/popup/{id} `PopupInput` → AdminPopup.
 * - DELETE /admin/popup/{id} → { id }.
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import {
  bothLanguagesSchema,
  instantSchema,
  mediaIdSchema,
  onlyFields,
  publishedItemFields,
  reason,
  richTextSchema,
  shortText,
  textFields,
  textsSchema,
  titleSchema,
} from './common';

/**
 * The site's own paths and web addresses; never `javascript:`. The scheme's case is spelled out
 * rather than given by an `i` flag: a pattern of the OpenAPI document has no flags.
 */
const buttonLink = z
  .string({ error: reason('link') })
  .trim()
  .regex(/^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s<>"']+|\/[^\s<>"']*)$/, { error: reason('link') })
  .max(500, { error: reason('link') })
  .nullable()
  .optional()
  .or(z.literal('').transform(() => null));

export const popupTextSchema = z.strictObject(
  {
    title: titleSchema,
    content: richTextSchema,
    buttonLabel: shortText(60),
    buttonLink,
  },
  textFields,
);
export type PopupText = z.output<typeof popupTextSchema>;

export const popupInputSchema = z
  .strictObject(
    {
      texts: textsSchema(popupTextSchema),
      isPublished: z.boolean(),
      /** Shown again on every page load; otherwise once per browser. */
      showOnEveryReload: z.boolean(),
      delaySeconds: z.number({ error: reason('delay') }).int({ error: reason('delay') }).min(0, { error: reason('delay') }).max(600, { error: reason('delay') }),
      /** null: from now on / with no end. */
      startsAt: instantSchema.nullable(),
      endsAt: instantSchema.nullable(),
      position: z.number({ error: reason('position') }).int({ error: reason('position') }).min(0, { error: reason('position') }).max(100_000, { error: reason('position') }),
      mediaId: mediaIdSchema.nullable(),
    },
    onlyFields,
  )
  .refine((popup) => popup.startsAt === null || popup.endsAt === null || Date.parse(popup.endsAt) > Date.parse(popup.startsAt), { error: reason('period'), path: ['endsAt'] });
export type PopupInput = z.input<typeof popupInputSchema>;

/** A popup's texts as the back office reads them back. */
export const storedPopupTextSchema = z.object({ title: z.string(), content: z.string(), buttonLabel: z.string().nullable(), buttonLink: z.string().nullable() });
export type StoredPopupText = z.infer<typeof storedPopupTextSchema>;

export const adminPopupSchema = z
  .object({
    ...publishedItemFields,
    title: z.string().describe("In the caller's language, else French"),
    showOnEveryReload: z.boolean().describe('Shown again on every page load; otherwise once per browser'),
    delaySeconds: z.number(),
    startsAt: z.string().nullable().describe('null: from now on'),
    endsAt: z.string().nullable().describe('null: with no end'),
    position: z.number(),
    texts: bothLanguagesSchema(storedPopupTextSchema),
  })
  .meta({ id: 'AdminPopup' });
export type AdminPopup = z.infer<typeof adminPopupSchema>;

export const adminPopupListSchema = z.object({ popups: z.array(adminPopupSchema) });
export type AdminPopupList = z.infer<typeof adminPopupListSchema>;

export const popupsApi = (api: ApiClient) => ({
  list: () => api.get<AdminPopupList>('/admin/popup'),
  get: (id: number) => api.get<AdminPopup>(`/admin/popup/${id}`),
  create: (input: PopupInput) => api.post<AdminPopup>('/admin/popup', input),
  update: (id: number, input: PopupInput) => api.put<AdminPopup>(`/admin/popup/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/popup/${id}`),
});
