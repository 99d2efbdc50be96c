import { z } from 'zod';

// A picture as every answer presents it (a product's, a cart line's, a news item's, an album's…),
// its text in the reader's language: one definition for the catalogue and the content contracts.

export const presentedImageSchema = z
  .object({
    id: z.number(),
    url: z.string(),
    alt: z.string(),
    width: z.number().nullable().describe('The intrinsic size, so that pages reserve the room and the slider opens at the right ratio'),
    height: z.number().nullable(),
    variants: z.string().nullable().describe('Where its redrawn widths live (src/lib/picture.ts); null for a picture hosted elsewhere'),
  })
  .meta({ id: 'PresentedImage' });
export type PresentedImage = z.infer<typeof presentedImageSchema>;

