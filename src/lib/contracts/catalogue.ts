import { z } from 'zod';

// The catalogue's small shapes that other areas' answers carry (a cart line's picture, a product's
// type and capacity unit): one definition, from which the types and the OpenAPI document come.

export const productTypeSchema = z.enum(['WINE', 'BOX', 'OTHER']);
export const capacityUnitSchema = z.enum(['LITER', 'CENTILITRE']);

export const catalogueImageSchema = z
  .object({
    id: z.number(),
    url: z.string(),
    alt: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    variants: z.string().nullable().describe('Where its redrawn widths live (src/lib/picture.ts); null for a picture hosted elsewhere'),
  })
  .meta({ id: 'CatalogueImage' });

export type ProductType = z.infer<typeof productTypeSchema>;
export type CapacityUnit = z.infer<typeof capacityUnitSchema>;
export type CatalogueImage = z.infer<typeof catalogueImageSchema>;
