import { OpenAPIHono, createRoute, z, type RouteHandler } from '@hono/zod-openapi';
import { setCookie } from 'hono/cookie';
import { CART_NOTICE_COOKIE, type CartNotice } from '~/lib/cart-form';
import { NEW_CART } from '~/lib/cart';
import { t as translator } from '~/lib/i18n';
import { LANGS, localizedPath } from '~/lib/locale';
import { idSchema } from '../http/bounded';
import { keepGuestToken, lineContext, ownerOf, refusalOf } from '../http/cart-caller';
import type { ShopEnv } from '../http/context';
import { failureSchema } from '../http/envelope';
import { CartItemsError } from '../services/cart/errors';
import { addToCart } from '../services/cart/lines';

// The add-to-cart of a page without its island (not woken yet, or no JavaScript): a plain form
// posts here and the browser follows a redirect, so the answer is the cart page, not JSON.

const formFields = z
  .object({
    quantity: z.string().max(20).optional().openapi({ description: 'Not a number: the sell-by multiple' }),
    lang: z.enum(LANGS as [string, ...string[]]).default('fr_FR').openapi({ description: 'The language of the page the form is on' }),
  })
  .openapi('CartAddForm');

/** The notice lives a minute: long enough for the redirect, not to greet a later visit. */
const NOTICE_SECONDS = 60;

export function cartFormRoutes() {
  const app = new OpenAPIHono<ShopEnv>();

  // Not under /cart/{…}: /cart/form/{declinationId} could not be told from GET /cart/{cartId}/default
  // by a reader of the document. The old address still answers, out of the document, for the pages
  // a browser or a cache still holds.
  const route = (path: string, hide: boolean) =>
    createRoute({
      method: 'post',
      path,
      hide,
      tags: ['Cart'],
      summary: 'Adds a declination from a plain HTML form, then redirects to the cart page',
      description:
        "The same addition as POST /cart/new/product/{declinationId}, to the caller's current cart (created if none). The answer is a " +
        '303 to the cart page of the form\'s language, which shows once what happened (added, or refused with the reason).',
      request: {
        params: z.object({ declinationId: idSchema }),
        body: { content: { 'application/x-www-form-urlencoded': { schema: formFields } }, required: true },
      },
      responses: { 303: { description: 'To the cart page' }, 400: { description: 'Invalid input', content: { 'application/json': { schema: failureSchema } } } },
    });
  const addFromForm: RouteHandler<ReturnType<typeof route>, ShopEnv> = async (c) => {
    const { declinationId } = c.req.valid('param');
    const fields = c.req.valid('form');
    const lang = fields.lang as (typeof LANGS)[number];
    const t = translator(lang);
    let notice: CartNotice;
    try {
      const added = await addToCart(
        { ...lineContext(c), lang },
        { owner: ownerOf(c), cartId: NEW_CART, type: 'MAIN_CART', declinationId, quantity: fields.quantity, answers: [], uploads: [] },
      );
      keepGuestToken(c, added.guestToken);
      notice = { kind: 'success', message: t('cart:done.added', { label: added.label }) };
    } catch (error) {
      if (!(error instanceof CartItemsError)) throw error;
      notice = { kind: 'error', message: refusalOf(t, error).message };
    }
    setCookie(c, CART_NOTICE_COOKIE, JSON.stringify(notice), {
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.get('deps').config.secureCookies,
      path: '/',
      maxAge: NOTICE_SECONDS,
    });
    return c.redirect(localizedPath(lang, '/cart'), 303);
  };
  app.openapi(route('/cart-form/{declinationId}', false), addFromForm);
  app.openapi(route('/cart/form/{declinationId}', true), addFromForm);

  return app;
}
