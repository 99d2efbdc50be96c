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
import { instantSchema, mediaIdSchema, onlyFields, reason, richTextSchema, shortText, textFields, textsSchema, titleSchema, type PublishedItem, type BothLanguages } from './common';

/** The site's own paths and web addresses; never `javascript:`. */
const buttonLink = z
  .string({ error: reason('link') })
  .trim()
  .regex(/^(?:https?:\/\/[^\s<>"']+|\/[^\s<>"']*)$/i, { error: reason('link') })
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

export type PopupText = z.output<typeof popupTextSchema>;
export type PopupInput = z.input<typeof popupInputSchema>;

export interface AdminPopup extends PublishedItem {
  /** In the caller's language, else French. */
  title: string;
  showOnEveryReload: boolean;
  delaySeconds: number;
  startsAt: string | null;
  endsAt: string | null;
  position: number;
  texts: BothLanguages<PopupText>;
}

export const popupsApi = (api: ApiClient) => ({
  list: () => api.get<{ popups: AdminPopup[] }>('/admin/popup'),
  get: (id: number) => api.get<AdminPopup>(`/admin/popup/${id}`),
  create: (input: PopupInput) => api.post<AdminPopup>('/admin/popup', input),
  update: (id: number, input: PopupInput) => api.put<AdminPopup>(`/admin/popup/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/popup/${id}`),
});
