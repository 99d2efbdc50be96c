import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie } from 'hono/cookie';
import { NEW_CART } from '~/lib/cart';
import { cartQuantitySchema as quantityBody, cartRequestSchema as cartBody, cartSchema, cartTypeSchema, clubGiftRequestSchema } from '~/lib/contracts/cart';
import { type ShopEnv } from '../http/context';
import { isAdmin } from '../deps';
import { jsonResponses, ok, orNull } from '../http/envelope';
import { cartToChange, currentCart, GUEST_CART_COOKIE, ownedCart, type CartRow } from '../services/cart/access';
import { keepGuestToken, lineContext, ownerOf, viewContext } from '../http/cart-caller';
import { applyDiscountCode } from '../services/cart/discount-apply';
import { CartItemsError } from '../services/cart/errors';
import { cartFileContent } from '../services/cart/files';
import { addToCart, changeQuantity, deleteCart, removeLine } from '../services/cart/lines';
import { makeDefaultCart } from '../services/cart/merge';
import { parseAnswers } from '../services/cart/schemas';
import { buildCart, type LoadedLine } from '../services/cart/view';
import { idSchema } from '../http/bounded';
import { notFound, signInRequired } from '../services/errors';
import { itemResponses, refused, UPLOAD_LIMIT_BYTES } from '../http/cart-answers';
import { routeUnder } from '../http/route';
import { addClubGift, removeClubGift } from '../services/club/gift-cart';

const cartRoute = routeUnder('Cart');


const cartId = idSchema;
const cartIdOrNew = z.union([z.literal(NEW_CART), cartId]).openapi({ description: "A cart id, or 'new' for the caller's current cart (created if none)" });
const addFields = z
  .object({
    type: cartTypeSchema.default('MAIN_CART'),
    quantity: z.union([z.string(), z.number()]).optional().openapi({ description: 'Not a number: the sell-by multiple' }),
    customizations: z.unknown().optional().openapi({ description: 'The answers (JSON text in a multipart body)' }),
    image: z.unknown().optional().openapi({ type: 'string', format: 'binary' }),
    images: z.unknown().optional().openapi({ type: 'array', items: { type: 'string', format: 'binary' } }),
  })
  .openapi('CartAdd');

const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: false } });


async function answer(c: Context<ShopEnv>, row: CartRow, message: string | null = null, lines?: LoadedLine[]) {
  return c.json(ok(await buildCart(row, viewContext(c), lines), message), 200);
}

export function cartRoutes() {
  const app = new OpenAPIHono<ShopEnv>();
  app.use('/cart/:cartId/product/:declinationId', bodyLimit({ maxSize: UPLOAD_LIMIT_BYTES }));

  /** POST /cart and POST /cart/{cartId}: the cart refreshed, its discount code applied or removed. */
  const refresh = async (c: Context<ShopEnv>, id: number | 'new', given: Partial<z.infer<typeof cartBody>>) => {
    const body = cartBody.parse(given);
    const { row, guestToken } = await cartToChange(c.get('deps').db, ownerOf(c), id, body.type);
    keepGuestToken(c, guestToken);
    const applied = await applyDiscountCode(viewContext(c), row, body.discountCode, { throttle: c.get('deps').throttle, address: c.get('clientIp') });
    return c.json(ok(applied.cart, applied.message), 200);
  };

  app.openapi(
    cartRoute(
      { method: 'post', path: '/cart', summary: "The caller's main cart, created if none, with a discount code applied or removed", request: jsonBody(cartBody) },
      { schema: cartSchema, description: 'The cart', failures: [400, 429] },
    ),
    async (c) => refresh(c, NEW_CART, c.req.valid('json')),
  );

  app.openapi(
    cartRoute(
      {
        method: 'post',
        path: '/cart/{cartId}',
        summary: 'A cart of the caller, refreshed, with a discount code applied or removed',
        description: 'Another visitor\'s cart is a 404; an ordered cart is a 409; an address that types too many codes that are not valid waits (429).',
        request: { params: z.object({ cartId: cartIdOrNew }), ...jsonBody(cartBody) },
      },
      { schema: cartSchema, description: 'The cart', failures: [400, 404, 409, 429] },
    ),
    async (c) => refresh(c, c.req.valid('param').cartId, c.req.valid('json')),
  );

  app.openapi(
    cartRoute(
      {
        method: 'get',
        path: '/cart/current',
        summary: "The caller's main cart as its session or cart cookie names it, or null: nothing is created",
        description: 'What a server-rendered cart page shows, whichever way the items came in (the API or the plain add-to-cart form).',
      },
      { schema: orNull(cartSchema), description: 'The cart, or null' },
    ),
    async (c) => {
      const row = await currentCart(c.get('deps').db, ownerOf(c), 'MAIN_CART');
      return row ? answer(c, row) : c.json(ok(null), 200);
    },
  );

  app.openapi(
    cartRoute(
      {
        method: 'get',
        path: '/cart/{cartId}/default',
        summary: "On sign-in: the guest cart of this browser becomes the customer's (merged into their cart if they have one)",
        request: { params: z.object({ cartId }) },
      },
      { schema: cartSchema, description: 'The customer\'s cart', failures: [401, 404, 409] },
    ),
    async (c) => {
      const caller = c.get('caller');
      if (!caller) throw signInRequired('cart:errors.signInRequired');
      const guestToken = ownerOf(c).guestToken;
      const row = await makeDefaultCart(lineContext(c), caller, guestToken, c.req.valid('param').cartId);
      if (guestToken) deleteCookie(c, GUEST_CART_COOKIE, { path: '/' });
      return answer(c, row, c.get('t')('cart:done.merged'));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/cart/{cartId}/product/{declinationId}',
      tags: ['Cart'],
      summary: 'Adds a declination, with its customization answers and files',
      description:
        'Multipart: type, quantity, customizations (JSON text), files under `images` or `image`; a JSON body is ' +
        'accepted when there is no file. Prices sent by the client are ignored. A refusal names each item and its problem.',
      request: {
        params: z.object({ cartId: cartIdOrNew, declinationId: idSchema }),
        body: { content: { 'multipart/form-data': { schema: addFields }, 'application/json': { schema: addFields } }, required: false },
      },
      responses: itemResponses(cartSchema, 'The cart'),
    }),
    async (c) => {
      const { cartId: id, declinationId } = c.req.valid('param');
      const isJson = (c.req.header('content-type') ?? '').includes('json');
      const fields = addFields.parse(isJson ? c.req.valid('json') : c.req.valid('form'));
      const uploads = await Promise.all(
        [fields.image, fields.images]
          .flat()
          .filter((value): value is File => value instanceof File)
          .map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
      );
      try {
        const added = await addToCart(lineContext(c), {
          owner: ownerOf(c),
          cartId: id,
          type: fields.type,
          declinationId,
          quantity: fields.quantity,
          answers: parseAnswers(fields.customizations),
          uploads,
        });
        keepGuestToken(c, added.guestToken);
        return answer(c, added.row, c.get('t')('cart:done.added', { label: added.label }), added.lines);
      } catch (error) {
        if (error instanceof CartItemsError) return refused(c, error);
        throw error;
      }
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/cart/{cartId}/product/{productId}/quantity',
      tags: ['Cart'],
      summary: 'Changes the quantity of a line (idCartProduct) of the product',
      request: { params: z.object({ cartId, productId: idSchema }), body: { content: { 'application/json': { schema: quantityBody } }, required: true } },
      responses: itemResponses(cartSchema, 'The cart'),
    }),
    async (c) => {
      const { cartId: id, productId } = c.req.valid('param');
      const body = c.req.valid('json');
      try {
        const changed = await changeQuantity(lineContext(c), { owner: ownerOf(c), cartId: id, productId, lineId: body.idCartProduct, quantity: body.quantity });
        return answer(c, changed.row, c.get('t')('cart:done.updated', { label: changed.label }));
      } catch (error) {
        if (error instanceof CartItemsError) return refused(c, error);
        throw error;
      }
    },
  );

  app.openapi(
    cartRoute(
      {
        method: 'delete',
        path: '/cart/{cartId}/product/{productId}/{idCartProduct}',
        summary: 'Removes a line, with its files',
        request: { params: z.object({ cartId, productId: idSchema, idCartProduct: idSchema }) },
      },
      { schema: cartSchema, description: 'The cart', failures: [404, 409] },
    ),
    async (c) => {
      const { cartId: id, productId, idCartProduct } = c.req.valid('param');
      const removed = await removeLine(lineContext(c), { owner: ownerOf(c), cartId: id, productId, lineId: idCartProduct });
      return answer(c, removed.row, c.get('t')('cart:done.removed', { label: removed.label }));
    },
  );

  app.openapi(
    cartRoute(
      {
        method: 'post',
        path: '/cart/{cartId}/club-gift',
        summary: 'Adds a gift membership of the wine club: a formula offered as a gift, for whom, with a message',
        description:
          "The price is the formula's (docs/club.md, \"Gift memberships\"); its code is issued and mailed to the recipient when the order is paid. " +
          '400: a field missing or malformed, the formula not offered as a gift, too many gifts in the cart. 401: not signed in. 404: no such formula or cart. 409: the cart was ordered.',
        request: { params: z.object({ cartId: cartIdOrNew }), body: { content: { 'application/json': { schema: clubGiftRequestSchema } }, required: true } },
      },
      { schema: cartSchema, description: 'The cart', failures: [400, 401, 404, 409] },
    ),
    async (c) => {
      const added = await addClubGift(c.get('deps').db, ownerOf(c), c.req.valid('param').cartId, c.req.valid('json'));
      keepGuestToken(c, added.guestToken);
      return answer(c, added.row, c.get('t')('club:giftBuy.added'));
    },
  );

  app.openapi(
    cartRoute(
      {
        method: 'delete',
        path: '/cart/{cartId}/club-gift/{index}',
        summary: 'Removes the gift membership at this place of the cart',
        request: { params: z.object({ cartId, index: z.coerce.number().int().min(0).max(99) }) },
      },
      { schema: cartSchema, description: 'The cart', failures: [404, 409] },
    ),
    async (c) => {
      const { cartId: id, index } = c.req.valid('param');
      const row = await removeClubGift(c.get('deps').db, ownerOf(c), id, index);
      return answer(c, row, c.get('t')('club:giftBuy.removed'));
    },
  );

  app.openapi(
    cartRoute(
      { method: 'delete', path: '/cart/{cartId}', summary: 'Deletes a cart of the caller, with its lines and files', request: { params: z.object({ cartId }) } },
      { schema: z.null(), description: 'Deleted', failures: [404, 409] },
    ),
    async (c) => {
      const owner = ownerOf(c);
      const row = await deleteCart(c.get('deps').db, owner, c.req.valid('param').cartId);
      if (row.userId === null && owner.guestToken) deleteCookie(c, GUEST_CART_COOKIE, { path: '/' });
      return c.json(ok(null, c.get('t')('cart:done.deleted')), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/cart/{cartId}/file/{fileId}',
      tags: ['Cart'],
      summary: "An image sent with a customization: for the cart's owner or an admin only",
      request: { params: z.object({ cartId, fileId: idSchema }) },
      responses: {
        ...jsonResponses(z.null(), '', [404]),
        200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } } },
      },
    }),
    async (c) => {
      const { cartId: id, fileId } = c.req.valid('param');
      const db = c.get('deps').db;
      if (!isAdmin(c.get('caller'))) await ownedCart(db, ownerOf(c), id);
      const file = await cartFileContent(db, id, fileId);
      if (!file) throw notFound('cart:errors.fileNotFound');
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mime,
        'Content-Disposition': `inline; filename="${file.filename.replace(/[^\w.\- ]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  return app;
}
