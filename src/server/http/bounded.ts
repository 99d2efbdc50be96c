import { z } from '@hono/zod-openapi';

/**
 * The numbers a request may carry, bounded by what their columns hold: every id and count is a
 * PostgreSQL `integer`, so 2^31 and above would overflow in the database and answer 500 instead of
 * the 400 a bad input deserves. Routes use these instead of their own `z.coerce.number()`.
 */
export const MAX_INTEGER = 2_147_483_647;

/** The last page a list serves: beyond it the offset means nothing to a shopper or the owner. */
export const MAX_PAGE = 10_000;
export const MAX_PAGE_SIZE = 100;

/** A row id in a path, query or body (`'12'` or `12`), refused with the message `error` names. */
export const idSchemaTelling = (error?: string) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(MAX_INTEGER, { error });

export const idSchema = idSchemaTelling();

/** A whole number a column stores, within `min`..2^31-1. */
export const integerSchema = (min = 0) => z.coerce.number().int().min(min).max(MAX_INTEGER);

export const pageSchema = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);
export const nbItemSchema = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10);
export const pageQuery = { page: pageSchema, nbItem: nbItemSchema };
