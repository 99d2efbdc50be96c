import { z } from 'zod';
import type { Lang } from '../locale';

// The site's start-up answers: its parameters, its record (name, logos,
// fonts, languages) and its tree of pages, as the routes describe them and the page frame reads
// them. The calls: src/lib/api/site.ts.

export const langSchema = z.enum(['fr_FR', 'en_US']) satisfies z.ZodType<Lang>;

export const siteParameterSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    kind: z.enum(['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK']),
    label: z.string().nullable(),
    value: z.string().nullable(),
  })
  .meta({ id: 'SiteParameter' });
export type SiteParameter = z.infer<typeof siteParameterSchema>;

const fontSchema = z.object({
  type: z.enum(['TITLE', 'CONTENT', 'MENU']),
  family: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  weight: z.number().nullable(),
  style: z.string().nullable(),
});

export const siteLogoSchema = z.object({
  id: z.number(),
  type: z.enum(['LOGO', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FOOTER', 'LOGO_FAVICON']),
  filename: z.string(),
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  alt: z.string(),
});
export type SiteLogo = z.infer<typeof siteLogoSchema>;

export const siteInfoSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    url: z.string(),
    devUrl: z.string().nullable(),
    prodUrl: z.string().nullable(),
    isWinemaker: z.boolean(),
    isECommerce: z.boolean(),
    isBuilding: z.boolean(),
    technicalFileModel: z.string().nullable(),
    dashboardType: z.string().nullable(),
    defaultLang: z.string().nullable(),
    logos: z.array(siteLogoSchema),
    fonts: z.array(fontSchema),
    languages: z.array(z.looseObject({ id: z.number(), code: z.string(), label: z.string() })),
  })
  .meta({ id: 'SiteInfo' });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** A page of the menu with its fields, texts in the caller's language. */
export const pageSchema = z
  .object({
    id: z.number(),
    menuIcon: z.string().nullable().describe('An icon name, or the address of a stored SVG'),
    isValid: z.boolean(),
    order: z.number(),
    idSite: z.number(),
    idParent: z.number().nullable(),
    isText: z.boolean(),
    type: z.string().nullable().describe("'HOME' for the home page"),
    showInMenu: z.boolean(),
    isFixedOnRight: z.boolean(),
    useAbsoluteMenu: z.boolean().describe('The menu lies over the top of the page (its content starts with a picture band of its own)'),
    reload: z.boolean(),
    cms: z.object({ isCmsPage: z.boolean(), route: z.string().nullable() }),
    isCustomHeader: z.boolean().describe("The owner's content brings its own heading band"),
    isCustomFooter: z.boolean().describe("The owner's content brings its own closing section"),
    isEcommercePage: z.boolean(),
    link: z.object({ type: z.string().nullable(), url: z.string().nullable(), jsCode: z.string().nullable() }),
    title: z.string(),
    url: z.string().nullable(),
    urls: z.partialRecord(langSchema, z.string().nullable()).describe("The page's url in each language it has one in"),
    menuTitle: z.string(),
    metaDescription: z.string().nullable(),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

type PageNodeShape = z.infer<typeof pageSchema> & { children: PageNodeShape[] };

/** A page of the site's tree (GET /page): the menu, the sitemap, the breadcrumbs of listed things. */
export const pageNodeSchema: z.ZodType<PageNodeShape> = pageSchema
  .extend({
    get children() {
      return z.array(pageNodeSchema);
    },
  })
  .meta({ id: 'PageNode' });
export type PageNode = z.infer<typeof pageNodeSchema>;

