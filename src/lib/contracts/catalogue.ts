import { z } from 'zod';

// The catalogue's small shapes that other areas' answers carry (a product's type and capacity
// unit; its pictures are src/lib/contracts/image.ts): one definition, from which the types and
// the OpenAPI document come.

export const productTypeSchema = z.enum(['WINE', 'BOX', 'OTHER']);
export const capacityUnitSchema = z.enum(['LITER', 'CENTILITRE']);

export type ProductType = z.infer<typeof productTypeSchema>;
export type CapacityUnit = z.infer<typeof capacityUnitSchema>;
