/**
 * The site's pages and the menu they make, as the back office edits them (the public side is
 * GET /page). The owner writes text pages (type CMS); the pages the shop renders itself (the home
 * page, the wine list, the news…) keep their type and address, and only their texts and their
 * place in the menu change.
 *
 * - GET /admin/page → AdminPageTree: every page, published or not, in menu order (a page then its
 *   children), each with its depth.
 * - GET /admin/page/{id} → AdminCmsPage.
 * - POST /admin/page `PageInput` → AdminCmsPage (a text page).
 * - PUT /admin/page/{id} `PageInput` → AdminCmsPage.
 * - DELETE /admin/page/{id} → { id }: text pages only (409 otherwise); its children move up.
 * - PUT /admin/menu `MenuOrder` → AdminPageTree: the parent and position of every page listed.
 *
 * Every change drops every cached page: the menu is on all of them. 409 when another page of the
 * same language has the address; 400 for a page under itself or one of its children.
 */
import { z } from 'zod';
import type { ApiClient } from '~/lib/api';
import { onlyFields, reason, richTextSchema, shortText, textFields, textsSchema, titleSchema } from './common';

/**
 * Addresses the shop's own routes and files answer: a text page there could never be reached.
 * (The pages behind those routes, such as the news list at 'actualites', already hold them.)
 */
export const RESERVED_PAGE_URLS = [
  'account', 'actualites', 'admin', 'albums', 'api', 'auth', 'blog', 'cart', 'contact', 'e', 'en_US', 'fr_FR', 'evenements', 'news',
  'newsletter', 'nos-vins', 'oenotourisme', 'order', 'password', 'products', 'wines', 'legal-notice', 'sale-terms', 'use-terms',
  'privacy-policy', 'cookie-policy', 'club-terms', 'club', '404', '500', 'robots.txt', 'sitemap.xml', 'favicon.ico',
];

export const MAX_MENU_POSITION = 100_000;

const positionSchema = z
  .number({ error: reason('position') })
  .int({ error: reason('position') })
  .min(0, { error: reason('position') })
  .max(MAX_MENU_POSITION, { error: reason('position') });
const pageIdSchema = z.number({ error: reason('parent') }).int({ error: reason('parent') }).min(1, { error: reason('parent') }).max(2_147_483_647, { error: reason('parent') });

export const pageTextSchema = z.strictObject(
  {
    title: titleSchema,
    /** The menu's shorter wording; empty: the title. */
    menuTitle: shortText(80),
    /** The page's address in this language: '/notre-histoire'. */
    url: z
      .string({ error: reason('url') })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: reason('url') })
      .max(100, { error: reason('url') }),
    metaDescription: shortText(300),
    content: richTextSchema,
  },
  textFields,
);
export type PageText = z.output<typeof pageTextSchema>;

export const pageInputSchema = z.strictObject(
  {
    texts: textsSchema(pageTextSchema),
    parentId: pageIdSchema.nullable(),
    position: positionSchema,
    showInMenu: z.boolean(),
    isPublished: z.boolean(),
  },
  onlyFields,
);
export type PageInput = z.input<typeof pageInputSchema>;

export const menuOrderSchema = z.strictObject(
  {
    pages: z
      .array(z.strictObject({ id: pageIdSchema, parentId: pageIdSchema.nullable(), position: positionSchema }, onlyFields), { error: reason('menu') })
      .min(1, { error: reason('menu') })
      .max(500, { error: reason('menu') }),
  },
  onlyFields,
);
export type MenuOrder = z.input<typeof menuOrderSchema>;

const summaryFields = {
  id: z.number(),
  type: z.string().nullable().describe('CMS for a text page; HOME, ECOMMERCE, NEWS… for the pages the shop renders itself'),
  parentId: z.number().nullable(),
  position: z.number(),
  showInMenu: z.boolean(),
  isPublished: z.boolean(),
  isTextPage: z.boolean().describe('Only text pages may be deleted'),
  paths: z.object({ fr_FR: z.string().nullable(), en_US: z.string().nullable() }),
};

export const adminPageSummarySchema = z
  .object({
    ...summaryFields,
    title: z.string().describe('In the caller\'s language, else French'),
    depth: z.number().describe('0 for a page at the top of the menu'),
  })
  .meta({ id: 'AdminPageSummary' });
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;

export const adminPageTreeSchema = z.object({ pages: z.array(adminPageSummarySchema) }).meta({ id: 'AdminPageTree' });
export type AdminPageTree = z.infer<typeof adminPageTreeSchema>;

/** A language's texts as saved: an empty short text is null. */
const savedPageTextSchema = z.object({ title: z.string(), menuTitle: z.string().nullable(), url: z.string(), metaDescription: z.string().nullable(), content: z.string() });
export type SavedPageText = z.infer<typeof savedPageTextSchema>;

export const adminCmsPageSchema = z
  .object({ ...summaryFields, texts: z.object({ fr_FR: savedPageTextSchema, en_US: savedPageTextSchema.nullable() }), updatedAt: z.string() })
  .meta({ id: 'AdminCmsPage' });
export type AdminCmsPage = z.infer<typeof adminCmsPageSchema>;

export const pagesApi = (api: ApiClient) => ({
  tree: () => api.get<AdminPageTree>('/admin/page'),
  get: (id: number) => api.get<AdminCmsPage>(`/admin/page/${id}`),
  create: (input: PageInput) => api.post<AdminCmsPage>('/admin/page', input),
  update: (id: number, input: PageInput) => api.put<AdminCmsPage>(`/admin/page/${id}`, input),
  remove: (id: number) => api.delete<{ id: number }>(`/admin/page/${id}`),
  order: (order: MenuOrder) => api.put<AdminPageTree>('/admin/menu', order),
});
