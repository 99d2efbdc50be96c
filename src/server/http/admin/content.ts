import { z } from '@hono/zod-openapi';
import { pageQuery } from '../bounded';

// What the back office's content routes share (news, events…): the list query, the page of
// items, the picture. The request schemas of
// src/lib/admin/content are plain zod, built before @hono/zod-openapi extends it in the bundled
// server: routes use them as they are, without `.openapi()`.

export const contentListQuery = z.object({ ...pageQuery, search: z.string().trim().max(100).optional() });

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), nbItem: z.number() });

export const pictureSchema = z.object({ id: z.number(), url: z.string() }).nullable();
