import { ApiRequestError } from '~/lib/api';
import type { PlacedOrder } from '~/lib/order';
import { placeOrder, validateOrder, type CardChoice } from '~/stores/checkout';
import type { PaymentIslandText } from './strings';

// The payment step's calls and what their refusals leave the customer to do.

/** Checks the cart once more, then places the order: the answer says where to pay. */
export async function pay(idCart: number, needsShipping: boolean, card: CardChoice = {}): Promise<PlacedOrder> {
  await validateOrder(idCart);
  return placeOrder(idCart, needsShipping, card);
}

export interface PaymentPaths {
  cart: string;
  address: string;
  shipping: string;
  /** Sign in again, then back to this step. */
  signIn: string;
}

/** A refusal, in the server's words, with the ways back to the step that can change it. */
export interface Problem {
  message: string;
  links: { href: string; label: string }[];
  /** The shop was out of reach: the same request may simply be tried again. */
  retry: boolean;
}

/**
 * What a refused call leaves to do. Without an answer the shop is out of reach; 401 is an expired
 * session; 503 a payment provider out of reach; 409 an item sold out (or a cart already ordered): the cart. Anything else the server
 * refuses in the order (address, delivery, slot, code) is changed at its step.
 */
export function problemOf(error: unknown, text: Pick<PaymentIslandText, 'page' | 'pay'>, paths: PaymentPaths, needsShipping: boolean): Problem {
  const status = error instanceof ApiRequestError ? error.status : null;
  if (status === null) return { message: text.page.unreachable, links: [], retry: true };
  if (status === 401) return { message: text.pay.sessionExpired, links: [{ href: paths.signIn, label: text.pay.signIn }], retry: false };
  const message = (error as Error).message;
  // The payment provider could not open the payment: the order was undone, the same click may work later.
  if (status === 503) return { message, links: [], retry: true };
  const cart = { href: paths.cart, label: text.pay.editCart };
  if (status === 409) return { message, links: [cart], retry: false };
  const links = [
    ...(needsShipping ? [{ href: paths.shipping, label: text.pay.changeDelivery }] : []),
    { href: paths.address, label: text.pay.changeAddresses },
    cart,
  ];
  return { message, links, retry: false };
}
