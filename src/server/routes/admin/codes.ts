import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  adminGiftCardSchema,
  giftCardChangesSchema,
  giftCardPageSchema,
  giftCardIssueSchema,
  issuedGiftCardSchema,
  adminDiscountCodeSchema as codeSchema, discountCodeChangesSchema as changesSchema, discountCodeInputSchema as inputSchema, discountCodePageSchema,
} from '~/lib/admin/codes';
import { orderPageSchema } from '~/lib/contracts/order';
import type { ShopEnv } from '../../http/context';
import { jsonBody, jsonResponses, ok } from '../../http/envelope';
import { createDiscountCode, discountCode, discountCodeOrders, discountCodes, updateDiscountCode } from '../../services/admin/discount-codes';
import { idSchema, pageQuery } from '../../http/bounded';
import { adminGiftCard, adminGiftCards, changeGiftCard } from '../../services/gift-cards/admin';
import { issueGiftCardByHand } from '../../services/gift-cards/issue';

// The back office's discount codes (the contract: src/lib/admin/codes.ts). Who may call is settled once for
// every /admin path (app.ts): these handlers only run for ADMIN and SUPER_ADMIN.

const pageOfQuery = { query: z.object(pageQuery) };
const params = { params: z.object({ id: idSchema }) };

export function adminCodeRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/discount-code',
      tags: ['Admin'],
      summary: 'The discount codes, newest first, with their uses (admins)',
      request: pageOfQuery,
      responses: jsonResponses(discountCodePageSchema, 'A page of codes', [400, 401, 403]),
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
      responses: jsonResponses(orderPageSchema, 'A page of orders', [400, 401, 403, 404]),
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

  app.openapi(
    createRoute({
      method: 'get',
      path: '/admin/gift-card',
      tags: ['Admin'],
      summary: 'The gift cards and visit vouchers issued, newest first, with what is left and the orders that spent them (admins)',
      request: { query: z.object({ ...pageQuery, ending: z.string().trim().max(8).regex(/^[A-Za-z0-9-]*$/).optional().describe("The code's last characters") }) },
      responses: jsonResponses(giftCardPageSchema, 'A page of cards', [400, 401, 403]),
    }),
    async (c) => {
      const { page, nbItem, ending } = c.req.valid('query');
      return c.json(ok(await adminGiftCards(c.get('deps').db, page, nbItem, ending || undefined)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/admin/gift-card',
      tags: ['Admin'],
      summary: 'Issues a gift card or visit voucher by hand, mailed to its recipient in their language (admins)',
      description: 'The answer carries the whole code this once; the shop keeps only its hash and last four characters.',
      request: jsonBody(giftCardIssueSchema),
      responses: jsonResponses(issuedGiftCardSchema, 'The card and its code', [400, 401, 403]),
    }),
    async (c) => {
      const deps = c.get('deps');
      const issued = await issueGiftCardByHand(deps, c.get('siteId'), c.req.valid('json'));
      const card = await adminGiftCard(deps.db, issued.id);
      return c.json(ok({ card, code: issued.code }, c.get('t')('admin-codes:giftCards.issued', { email: c.req.valid('json').recipientEmail })), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/admin/gift-card/{id}',
      tags: ['Admin'],
      summary: "Extends a card, or records that a visit voucher's visit took place (admins)",
      request: { ...params, ...jsonBody(giftCardChangesSchema) },
      responses: jsonResponses(adminGiftCardSchema, 'The card as saved', [400, 401, 403, 404]),
    }),
    async (c) => {
      const deps = c.get('deps');
      const card = await changeGiftCard(deps.db, c.req.valid('param').id, c.req.valid('json'), deps.now());
      return c.json(ok(card, c.get('t')('admin:state.saved')), 200);
    },
  );

  return app;
}
