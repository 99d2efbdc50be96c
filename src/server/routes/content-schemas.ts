import { z } from '@hono/zod-openapi';
import { idSchema } from '../http/bounded';

// Schemas shared by the content routes (news, blog, albums, element lists).

/** The list conventions; the per-field filters each list accepts are named in its summary. */
export const listQuery = z
  .object({
    nbItem: z.string().optional().openapi({ description: 'Items per page (default 10, at most 100)' }),
    page: z.string().optional().openapi({ description: 'Page number, from 1' }),
    orderBy: z.string().optional().openapi({ description: 'field, -field or field:desc' }),
  })
  .passthrough();

export const idParam = z.object({ id: idSchema });

/** A picture with its intrinsic size, for pages to reserve its room and the slider to open it. */
export const contentImageSchema = z
  .object({
    id: z.number(),
    url: z.string(),
    alt: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    variants: z.string().nullable().openapi({ description: 'Where its redrawn widths live: {variants}/{width}.{avif|webp|jpeg}' }),
  })
  .nullable()
  .openapi('ContentImage');
