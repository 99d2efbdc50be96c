import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { CartItemsError } from '../services/cart/errors';
import { cartAddFailureSchema } from '~/lib/contracts/cart';
import { refusalOf } from './cart-caller';
import type { ShopEnv } from './context';
import { envelopeOf, jsonResponses } from './envelope';

// How the calls that change a cart's items answer (the cart, customizations): their size limit,
// their responses, and a refusal told item by item (docs/architecture.md#the-api).

/** Uploads of a cart line: a few photos of at most a few megabytes each (each customization sets its own limit). */
export const UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/** Responses of a call that changes items: the cart, or a refusal item by item. */
export function itemResponses<T extends z.ZodType>(data: T, description: string) {
  const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
  return {
    ...jsonResponses(data, description, [404, 409]),
    200: { description, ...json(envelopeOf(data)) },
    400: { description: 'Refused: each item named with its problem', ...json(cartAddFailureSchema) },
  } as const;
}

/** docs/architecture.md#the-api: a refused item change says which item and why, in the message and one by one. */
export function refused(c: Context<ShopEnv>, error: CartItemsError) {
  const { errors, message } = refusalOf(c.get('t'), error);
  return c.json({ success: false as const, message, data: { errors } }, 400);
}
