import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Cart } from '~/lib/cart';
import { EMPTY_CHECKOUT, type CheckoutState } from '~/lib/checkout';
import type { CountryOption } from '~/lib/delivery';
import type { Lang } from '~/lib/i18n';
import { wordsIn } from './words';
import type { CarrierOffer, ShippingFees } from '~/lib/order';
import { markPopupsSeen, url, type DESKTOP } from './browser';
import { signIn, type Customer } from './customer';

// For the checkout's browser tests: a customer ready to pay, the end of the payment step and the
// sandbox's payment page.

/** The sandbox's test cards (src/server/payments/sandbox.ts). */
export const CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', pending: '4000 0000 0000 3063' };

/** Text as read, whatever its spaces (line breaks, no-break spaces of prices). */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What a test puts in the customer's cart through the API. */
export interface CartItem {
  declinationId: number;
  quantity: number;
}

/**
 * A browser signed in as `who`, with `item` in a cart of their own and the checkout store as the
 * address and delivery steps leave it: home delivery to Saumur with its first carrier (for items
 * that are shipped; the payment step itself chooses no delivery for the others).
 */
export async function readyToPay(
  browser: Browser,
  who: Customer,
  lang: Lang,
  viewport: typeof DESKTOP,
  item: CartItem,
  /** Another shop than the browser tests' one (a test that runs its own). */
  base?: string,
): Promise<{ context: BrowserContext; page: Page; cart: Cart; carrier: CarrierOffer }> {
  const context = await browser.newContext({ viewport, locale: 'fr-FR' });
  await markPopupsSeen(context, base);
  await signIn(context, who, lang, base);
  const page = await context.newPage();
  const cartPath = lang === 'en_US' ? '/en_US/cart' : '/cart';
  await page.goto(base ? `${base}${cartPath}` : url(cartPath));
  const { cart, fees, france } = await page.evaluate(
    async ({ declinationId, quantity, lang }) => {
      const call = async <T,>(path: string, init: RequestInit) => (await (await fetch(`/api${path}`, { ...init, headers: { userLang: lang, ...init.headers } })).json()).data as T;
      const form = new FormData();
      form.set('type', 'MAIN_CART');
      form.set('quantity', String(quantity));
      const cart = await call<Cart>(`/cart/new/product/${declinationId}`, { method: 'POST', body: form });
      const france = (await call<CountryOption[]>('/countries', {})).find((country) => country.alphaTwo === 'FR')!;
      const fees = await call<ShippingFees | null>('/calculate/shipping-fees', { method: 'POST', body: JSON.stringify({ postalCode: '49400', country: france.id }), headers: { 'content-type': 'application/json' } });
      return { cart, fees, france };
    },
    { ...item, lang },
  );
  const carrier = fees?.carriers.find((offer) => offer.deliveryType === 'DELIVERY');
  const address = { firstname: 'Camille', lastname: 'Moreau', address: '12 rue Beaurepaire', postalCode: '49400', city: 'Saumur', idCountry: france.id };
  const checkout: CheckoutState = {
    ...EMPTY_CHECKOUT,
    deliveryType: 'delivery',
    city: { postalCode: '49400', name: 'Saumur' },
    country: france,
    carrier: carrier ?? null,
    shippingPrices: fees?.carriers ?? [],
    address: { shipping: address, billing: null, billingIsShipping: true },
    phone: '06 12 34 56 78',
  };
  await page.evaluate(
    ({ cart, checkout }) => {
      localStorage.setItem('cart-id', String(cart.id));
      localStorage.setItem('cart', JSON.stringify(cart));
      localStorage.setItem('checkout', JSON.stringify(checkout));
    },
    { cart, checkout },
  );
  return { context, page, cart, carrier: carrier! };
}

/** Both ticks of the payment step. */
export async function tickConsents(page: Page, lang: Lang) {
  const form = page.getByTestId('payment-form');
  await form.getByLabel(wordsIn(lang)('Je confirme avoir 18 ans ou plus.', 'I confirm I am 18 or older.')).check();
  await form.locator('#payment-salesTerms').check();
}

/** Both ticks, then the pay button; on the sandbox's hosted payment page, the card. */
export async function payWith(page: Page, lang: Lang, card: string) {
  const say = wordsIn(lang);
  await tickConsents(page, lang);
  await page.getByTestId('payment-form').getByRole('button', { name: /^(Payer|Pay) / }).click();
  await page.waitForURL(/\/api\/payment\/sandbox\/pay\/sbx_\w+$/);
  await page.getByLabel(say('Numéro de carte', 'Card number')).fill(card);
  await page.getByRole('button', { name: say('Payer', 'Pay'), exact: true }).click();
}
