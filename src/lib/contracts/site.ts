import { z } from 'zod';

// The site's start-up answers (SPEC.md section 7): its parameters and its record (name, logos,
// fonts, languages), as the routes describe them and the page frame reads them. The calls:
// src/lib/api/site.ts.

export const siteParameterSchema = z
  .object({
    id: z.number(),
    type: z.string(),
    kind: z.enum(['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK']),
    label: z.string().nullable(),
    value: z.string().nullable(),
  })
  .meta({ id: 'SiteParameter' });

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

export type SiteParameter = z.infer<typeof siteParameterSchema>;
export type SiteLogo = z.infer<typeof siteLogoSchema>;
export type SiteInfo = z.infer<typeof siteInfoSchema>;
