import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '~/lib/cart';
import { CART_NOTICE_COOKIE, readCartNotice } from '~/lib/cart-form';
import { browser, declinationOf } from './cart-browser';
import { startTestShop, type TestShop } from './harness';
import { customerWithCart } from './order-support';

// The add-to-cart form of a wine page, posted by a browser whose island has not woken (or that
// runs no JavaScript): the item goes to the cart the API and the islands use, and the browser is
// sent to the cart page with the outcome.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const noticeOf = (visitor: ReturnType<typeof browser>) => readCartNotice(decodeURIComponent(visitor.cookies.get(CART_NOTICE_COOKIE) ?? ''));

describe('the plain add-to-cart form', () => {
  it("fills the guest's cart, the one GET /cart/current and the API then answer, and redirects to the cart page", async () => {
    const guest = browser(shop);
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    expect((await guest.get('/cart/current')).json.data).toBeNull();

    const posted = await guest.submit(`/cart-form/${henri.id}`, { quantity: '6', lang: 'en_US' });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/en_US/cart');
    expect(noticeOf(guest)).toMatchObject({ kind: 'success' });
    expect(noticeOf(guest)?.message).toContain('Added to your cart');

    const current = (await guest.get('/cart/current')).json.data as Cart;
    expect(current.products).toMatchObject([{ declinationId: henri.id, quantity: 6 }]);
    // The islands add to the same cart ('new' is the cart of the browser's cookie).
    const more = (await guest.add('new', henri.id, { quantity: 6 })).json.data as Cart;
    expect(more.id).toBe(current.id);
    expect(more.products[0].quantity).toBe(12);
    // Nobody else sees it.
    expect((await browser(shop, '198.51.100.21').get('/cart/current')).json.data).toBeNull();
  });

  it("adds to a signed-in customer's cart", async () => {
    const { customer, cartId, item } = await customerWithCart(shop, 'TIL-HEN-2020-75', 6);
    expect((await customer.submit(`/cart-form/${item.id}`, { quantity: '6' })).headers.get('location')).toBe('/cart');
    const current = (await customer.get('/cart/current')).json.data as Cart;
    expect(current).toMatchObject({ id: cartId, products: [{ quantity: 12 }] });
  });

  it('tells the cart page why it refused, in the language of the form, and adds nothing', async () => {
    const guest = browser(shop);
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    const refused = await guest.submit(`/cart-form/${henri.id}`, { quantity: '0', lang: 'fr_FR' });
    expect(refused.status).toBe(303);
    expect(noticeOf(guest)).toEqual({ kind: 'error', message: expect.stringContaining('La quantité doit être supérieure à 0.') });
    expect((await guest.get('/cart/current')).json.data).toBeNull();
  });

  it('still answers at its former address /cart/form/{id}, which pages rendered before the move post to', async () => {
    const guest = browser(shop);
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    const posted = await guest.submit(`/cart/form/${henri.id}`, { quantity: '6', lang: 'en_US' });
    expect(posted.status).toBe(303);
    expect(((await guest.get('/cart/current')).json.data as Cart).products).toMatchObject([{ declinationId: henri.id, quantity: 6 }]);
  });

  it('is refused from another site', async () => {
    const henri = await declinationOf(shop, 'TIL-HEN-2020-75');
    const answer = await shop.app.request(`/api/cart-form/${henri.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      body: 'quantity=6',
    });
    expect(answer.status).toBe(403);
  });
});
