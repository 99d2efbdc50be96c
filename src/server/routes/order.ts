import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  cartToOrderSchema,
  orderCheckSchema,
  orderDetailSchema,
  orderDiscountQuoteSchema,
  orderDiscountRequestSchema,
  orderPageSchema,
  orderRequestSchema,
  orderStatusLabelSchema,
  paymentResultSchema,
  placedOrderSchema,
} from '~/lib/contracts/order';
import type { ShopEnv } from '../http/context';
import { jsonBody, jsonResponses, ok } from '../http/envelope';
import { fileAnswer, printableQuery, speakLinkLanguage } from '../http/downloads';
import { ownerOf, viewContext } from '../http/cart-caller';
import { attachment } from '../services/catalogue/files';
import { creditNoteContent, orderCreditNote } from '../services/orders/credit-note-content';
import { invoiceContent } from '../services/orders/invoice-content';
import { renderInvoice } from '../services/orders/invoice-render';
import { orderableCart } from '../services/orders/orderable-cart';
import { countingUnknownCodes } from '../services/gift-cards/guess';
import { quoteOrder } from '../services/orders/quote';
import { paymentReturn } from '../services/orders/payment-return';
import { placeAndOpenPayment } from '../services/orders/checkout';
import { customerOrders, readableOrder, readableOrderDetail, rememberedStatusLabels } from '../services/orders/read';
import { releaseExpiredHolds } from '../services/orders/stock';
import { orderTotals } from '../services/orders/totals';
import { idSchema, pageQuery } from '../http/bounded';
import { signedIn } from '../http/caller';
import { SIGNED_IN, signedInOnly } from '../http/access';
import { routeUnder } from '../http/route';

const orderRoute = routeUnder('Order');

const id = idSchema;

/** The caller, who must be signed in (401 otherwise). */
export function orderRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  app.openapi(
    orderRoute(
      { method: 'get', path: '/list/order/status', summary: 'The order statuses with their labels in the caller’s language' },
      { schema: z.array(orderStatusLabelSchema), description: 'The statuses' },
    ),
    async (c) => c.json(ok(await rememberedStatusLabels(c.get('deps'), c.get('lang'))), 200),
  );

  app.openapi(
    orderRoute(
      {
        method: 'post',
        ...signedInOnly,
        path: '/order/validate',
        summary: 'Whether the cart can be ordered (lines, stock, age), with the server’s totals before shipping',
        request: jsonBody(cartToOrderSchema),
      },
      { schema: orderCheckSchema, description: 'The cart can be ordered', failures: [400, 401, 404, 409] },
    ),
    async (c) => {
      signedIn(c);
      const context = viewContext(c);
      await releaseExpiredHolds(context.db, context.now);
      const { view } = await orderableCart(context, ownerOf(c), c.req.valid('json').idCart);
      return c.json(ok({ idCart: view.id, bottles: view.bottles, needsShipping: view.needsShipping, totals: orderTotals(view, 0) }), 200);
    },
  );

  app.openapi(
    orderRoute(
      {
        method: 'post',
        ...signedInOnly,
        path: '/order/discount',
        summary: "Applies (or with null removes) the cart's discount code, then quotes the order's totals for the chosen carrier",
        description: 'Signed-in customers only. The code follows the rules of POST /cart/{id}: a refused code answers 400 with its reason and leaves the cart as it was. ' +
          'The figures are the ones POST /order places the order at: shippingFees is the carrier’s fee after free shipping, and a SHIPPING_FEES code is counted in discount. ' +
          'giftCardCode applies a gift card the same way (400: unknown, used up, expired, a visit voucher; 429 after too many unknown codes); it pays min(balance, total) and toPay is the rest.',
        request: jsonBody(orderDiscountRequestSchema),
      },
      { schema: orderDiscountQuoteSchema, description: 'The totals', failures: [400, 401, 404, 409, 429] },
    ),
    async (c) => {
      signedIn(c);
      const context = viewContext(c);
      await releaseExpiredHolds(context.db, context.now);
      const request = c.req.valid('json');
      const quote = () => quoteOrder(context, ownerOf(c), request, { throttle: c.get('deps').throttle, address: c.get('clientIp') });
      // A typed gift card code is a lookup: unknown ones count against the address (gift-cards/guess.ts).
      const { quote: figures, message } = request.giftCardCode ? await countingUnknownCodes(c.get('deps').throttle, c.get('clientIp'), quote) : await quote();
      return c.json(ok(figures, message), 200);
    },
  );

  app.openapi(
    orderRoute(
      {
        method: 'post',
        ...signedInOnly,
        path: '/order',
        summary: 'Places the order from the cart (prices, discount, fees recomputed) and opens its card payment',
        description: 'Signed-in customers only. The stock is held until stockHeldUntil, and the provider’s payment page closes before then; the browser goes to redirectUrl to pay. ' +
          '409 when an item sold out meanwhile; 503 when the payment provider cannot open the payment (the order is then cancelled, the cart open again: try again later).',
        request: jsonBody(orderRequestSchema),
      },
      { schema: placedOrderSchema, description: 'The order, awaiting payment', failures: [400, 401, 404, 409, 503] },
    ),
    async (c) => {
      signedIn(c);
      const deps = c.get('deps');
      const placed = await placeAndOpenPayment(deps, viewContext(c), ownerOf(c), c.req.valid('json'));
      const order = await readableOrderDetail(deps.db, c.get('caller'), c.get('lang'), placed.orderId);
      return c.json(ok({ order, redirectUrl: placed.redirectUrl }), 200);
    },
  );

  app.openapi(
    orderRoute(
      { ...signedInOnly, method: 'get', path: '/order', summary: 'The caller’s orders, newest first', request: { query: z.object({ ...pageQuery }) } },
      { schema: orderPageSchema, description: 'A page of orders', failures: [400, 401] },
    ),
    async (c) => {
      const caller = signedIn(c);
      const { page, nbItem } = c.req.valid('query');
      const deps = c.get('deps');
      await releaseExpiredHolds(deps.db, deps.now());
      return c.json(ok(await customerOrders(deps.db, c.get('lang'), caller.userId, page, nbItem)), 200);
    },
  );

  app.openapi(
    orderRoute(
      { ...signedInOnly, method: 'get', path: '/order/{id}', summary: 'An order, for its customer or an admin (anybody else: 404)', request: { params: z.object({ id }) } },
      { schema: orderDetailSchema, description: 'The order', failures: [401, 404] },
    ),
    async (c) => {
      signedIn(c);
      const deps = c.get('deps');
      await releaseExpiredHolds(deps.db, deps.now());
      return c.json(ok(await readableOrderDetail(deps.db, c.get('caller'), c.get('lang'), c.req.valid('param').id)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/order/{id}/invoice',
      tags: ['Order'],
      // Not signedInOnly's guard: its refusal would come before `?lang` chose the language of the answer.
      security: SIGNED_IN,
      summary: 'The invoice of a paid order as an A4 PDF (its customer or an admin; anybody else 404)',
      description:
        '409 while the order is not paid. A plain link cannot send the userLang header: `?lang=en_US` chooses the language. ' +
        '`?print=1` answers it to be shown (Content-Disposition: inline), as the back office opens it to print; otherwise it is saved.',
      request: {
        params: z.object({ id }),
        query: printableQuery,
      },
      responses: {
        ...jsonResponses(z.null(), '', [400, 401, 404, 409]),
        200: fileAnswer(),
      },
    }),
    async (c) => {
      speakLinkLanguage(c, c.req.valid('query').lang);
      const caller = signedIn(c);
      const deps = c.get('deps');
      const row = await readableOrder(deps.db, caller, c.req.valid('param').id);
      const content = await invoiceContent(deps, c.get('siteId'), c.get('lang'), row);
      const pdf = await renderInvoice(content);
      // An invoice names the customer: no shared cache may keep it.
      const inline = c.req.valid('query').print === '1';
      return c.body(new Uint8Array(pdf), 200, { ...attachment('application/pdf', content.fileName, 0, { inline }), 'Cache-Control': 'private, no-store' });
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/order/{id}/credit-note/{creditNoteId}',
      tags: ['Order'],
      security: SIGNED_IN,
      summary: 'A credit note of the order (a refund that corrects its invoice) as an A4 PDF (its customer or an admin; anybody else 404)',
      description: 'The order detail lists its credit notes. `?lang=en_US` chooses the language, `?print=1` answers it to be shown rather than saved, as for the invoice.',
      request: {
        params: z.object({ id, creditNoteId: id }),
        query: printableQuery,
      },
      responses: {
        ...jsonResponses(z.null(), '', [400, 401, 404]),
        200: fileAnswer(),
      },
    }),
    async (c) => {
      speakLinkLanguage(c, c.req.valid('query').lang);
      const caller = signedIn(c);
      const deps = c.get('deps');
      const { id: orderId, creditNoteId } = c.req.valid('param');
      const row = await readableOrder(deps.db, caller, orderId);
      const content = await creditNoteContent(deps, c.get('siteId'), c.get('lang'), row, await orderCreditNote(deps, row, creditNoteId));
      const pdf = await renderInvoice(content);
      const inline = c.req.valid('query').print === '1';
      return c.body(new Uint8Array(pdf), 200, { ...attachment('application/pdf', content.fileName, 0, { inline }), 'Cache-Control': 'private, no-store' });
    },
  );

  app.openapi(
    orderRoute(
      {
        method: 'get',
        ...signedInOnly,
        path: '/order/cawl/result/{id}',
        summary: 'The outcome of the payment after the customer’s return from the provider (forward the return query as is)',
        request: { params: z.object({ id }), query: z.object({}).catchall(z.string().max(2000)) },
      },
      { schema: paymentResultSchema, description: 'The outcome', failures: [401, 404] },
    ),
    async (c) => {
      signedIn(c);
      const deps = c.get('deps');
      const row = await readableOrder(deps.db, c.get('caller'), c.req.valid('param').id);
      return c.json(ok(await paymentReturn(deps, c.get('siteId'), row.id, c.req.query())), 200);
    },
  );

  return app;
}
