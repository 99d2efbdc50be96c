import { z } from '@hono/zod-openapi';
import { MAX_INTEGER, MAX_PAGE, MAX_PAGE_SIZE } from '../services/list-query';

// The numbers a request may carry (services/list-query.ts says why they are bounded): routes use
// these instead of their own `z.coerce.number()`.

/** A row id in a path, query or body (`'12'` or `12`), refused with the message `error` names. */
export const idSchemaTelling = (error?: string) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(MAX_INTEGER, { error });

export const idSchema = idSchemaTelling();

/** A path's `{id}`. */
export const idParam = z.object({ id: idSchema });

/** A whole number a column stores, within `min`..2^31-1. */
export const integerSchema = (min = 0) => z.coerce.number().int().min(min).max(MAX_INTEGER);

export const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);
export const nbItemSchema = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10);
export const pageQuery = { page: pageSchema, nbItem: nbItemSchema };
