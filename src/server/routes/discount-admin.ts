import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { discountAmountTypes, discountDetailTypes } from '../db/schema';
import type { ShopEnv } from '../http/context';
import { jsonBody, jsonResponses, ok } from '../http/envelope';
import { createDiscountCode, discountCode, discountCodeOrders, discountCodes, updateDiscountCode } from '../services/discount-admin';
import { idSchema, MAX_INTEGER, pageQuery } from '../http/bounded';

// The admin panel's discount codes (src/lib/discount-code.ts). Who may call is settled once for
// every /admin path (app.ts): these handlers only run for ADMIN and SUPER_ADMIN.

/** The largest integer column of the database. */
/** 1,000,000 €: beyond, an amount or a minimum is a typing mistake. */
const MAX_CENTS = 100_000_000;

const reason = (key: string) => `discount-admin:errors.${key}`;
const whole = (key: string, min: number, max: number) => {
  const error = reason(key);
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};
const instant = z.iso
  .datetime({ offset: true, error: reason('date') })
  .nullable()
  .openapi({ description: 'ISO 8601 with its time zone; null: no bound', example: '2026-12-01T00:00:00+01:00' });

const fields = {
  code: z
    .string({ error: reason('code') })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: reason('code') })
    .openapi({ description: 'Stored upper-case', example: 'VENDANGES2027' }),
  type: z.enum(discountAmountTypes, { error: reason('type') }),
  amount: whole('amount', 1, MAX_CENTS).openapi({ description: 'Cents for EURO, basis points for PERCENT (10000 = 100 % at most)' }),
  detailType: z.enum(discountDetailTypes, { error: reason('detailType') }),
  productId: whole('target', 1, MAX_INTEGER).nullable().openapi({ description: 'PRODUCT codes: the product (or give declinationId)' }),
  declinationId: whole('target', 1, MAX_INTEGER).nullable(),
  startsAt: instant,
  endsAt: instant,
  maxUses: whole('maxUses', 1, MAX_INTEGER).nullable().openapi({ description: 'Uses by all customers together; null: no limit' }),
  maxUsesPerCustomer: whole('maxUsesPerCustomer', 1, MAX_INTEGER).nullable().openapi({ description: 'null: no limit' }),
  minimumAmount: whole('minimumAmount', 0, MAX_CENTS).nullable().openapi({ description: 'Smallest products total, in cents' }),
  isActive: z.boolean({ error: reason('isActive') }),
};

/** A field the code does not have is named as such; anything else keeps its own message. */
const onlyFields = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? reason('unknownField') : undefined) };

const inputSchema = z
  .strictObject(
    {
      code: fields.code,
      type: fields.type,
      amount: fields.amount,
      detailType: fields.detailType,
      productId: fields.productId.optional(),
      declinationId: fields.declinationId.optional(),
      startsAt: fields.startsAt.optional(),
      endsAt: fields.endsAt.optional(),
      maxUses: fields.maxUses.optional(),
      maxUsesPerCustomer: fields.maxUsesPerCustomer.optional(),
      minimumAmount: fields.minimumAmount.optional(),
      isActive: fields.isActive.optional(),
    },
    onlyFields,
  )
  .openapi('DiscountCodeInput');

const changesSchema = inputSchema
  .partial()
  .refine((changes) => Object.keys(changes).length > 0, { error: reason('nothingToChange') })
  .openapi('DiscountCodeChanges');

const codeSchema = z
  .object({
    id: z.number(),
    code: z.string(),
    type: z.enum(discountAmountTypes),
    amount: z.number(),
    detailType: z.enum(discountDetailTypes),
    productId: z.number().nullable(),
    declinationId: z.number().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    maxUses: z.number().nullable(),
    usesCount: z.number().openapi({ description: 'Uses counted now: paid orders and orders awaiting payment' }),
    maxUsesPerCustomer: z.number().nullable(),
    minimumAmount: z.number().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('AdminDiscountCode');

const orderSummary = z.object({ id: z.number(), number: z.string(), status: z.string(), statusLabel: z.string(), deliveryType: z.string(), total: z.number(), createdAt: z.string() });
const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), nbItem: z.number() });
const pageOfQuery = { query: z.object(pageQuery) };
const params = { params: z.object({ id: idSchema }) };

export function discountAdminRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/discount-code',
      tags: ['Admin'],
      summary: 'The discount codes, newest first, with their uses (admins)',
      request: pageOfQuery,
      responses: jsonResponses(pageOf(codeSchema), 'A page of codes', [400, 401, 403]),
    }),
    async (c) => {
      const { page, nbItem } = c.req.valid('query');
      return c.json(ok(await discountCodes(c.get('deps').db, page, nbItem)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/discount-code/{id}',
      tags: ['Admin'],
      summary: 'A discount code with its uses count (admins)',
      request: params,
      responses: jsonResponses(codeSchema, 'The code', [400, 401, 403, 404]),
    }),
    async (c) => c.json(ok(await discountCode(c.get('deps').db, c.req.valid('param').id)), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/discount-code/{id}/orders',
      tags: ['Admin'],
      summary: 'The orders holding a use of the code, newest first (admins)',
      description: 'An order that ended unpaid (cancelled, payment failed, hold expired) gave its use back and is not listed.',
      request: { ...params, ...pageOfQuery },
      responses: jsonResponses(pageOf(orderSummary), 'A page of orders', [400, 401, 403, 404]),
    }),
    async (c) => {
      const { page, nbItem } = c.req.valid('query');
      return c.json(ok(await discountCodeOrders(c.get('deps').db, c.get('lang'), c.req.valid('param').id, page, nbItem)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/discount-code',
      tags: ['Admin'],
      summary: 'Creates a discount code (admins)',
      description: '409 when the code exists (in any case). 400 when the values do not fit together: a percentage above 100 %, an end not after the start, a PRODUCT code without one product or declination.',
      request: jsonBody(inputSchema),
      responses: jsonResponses(codeSchema, 'The new code', [400, 401, 403, 409]),
    }),
    async (c) => {
      const created = await createDiscountCode(c.get('deps'), c.req.valid('json'));
      return c.json(ok(created, c.get('t')('discount-admin:created', { code: created.code })), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/discount-code/{id}',
      tags: ['Admin'],
      summary: 'Changes the given fields of a discount code (admins)',
      description: '409 when another code has the new name. 400 as for creating, and for a use limit below the uses already counted.',
      request: { ...params, ...jsonBody(changesSchema) },
      responses: jsonResponses(codeSchema, 'The code as saved', [400, 401, 403, 404, 409]),
    }),
    async (c) => {
      const updated = await updateDiscountCode(c.get('deps'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(ok(updated, c.get('t')('discount-admin:saved', { code: updated.code })), 200);
    },
  );

  return app;
}
