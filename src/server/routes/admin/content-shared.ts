import { z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors';
import { pageQuery } from '../../http/bounded';
import { ContentProblem } from '../../services/admin/content/shared';

// What the back office's content routes share (news, events…): the list query, the page of
// items, and the services' refusals answered with their status. The request schemas of
// src/lib/admin/content are plain zod, built before @hono/zod-openapi extends it in the bundled
// server: routes use them as they are, without `.openapi()`.

export const contentListQuery = z.object({ ...pageQuery, search: z.string().trim().max(100).optional() });

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), nbItem: z.number() });

export const pictureSchema = z.object({ id: z.number(), url: z.string() }).nullable();

/** A content service's answer, its refusals turned into the HTTP error they mean. */
export async function answered<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ContentProblem) throw new ApiError(error.status, error.key, error.params);
    throw error;
  }
}
