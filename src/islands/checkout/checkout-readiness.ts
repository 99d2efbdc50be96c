import type { Cart } from '~/lib/cart';
import { bottleObstacle, type BottleObstacle } from '~/lib/rules/shipping-fees';

/** What the estate offers besides shipping, from the site parameters and its addresses. */
export interface DeliveryOffer {
  /** LOCK_DELIVERY: nothing is shipped for the time being. */
  shippingLocked: boolean;
  /** An address of the estate takes click-and-collect orders. */
  clickAndCollect: boolean;
}

/** Why the cart cannot be shipped as it is (docs/rules.md#the-case-rule, LOCK_DELIVERY), or null. */
export type ShippingObstacle = { kind: 'locked' } | BottleObstacle;

/**
 * Whether the cart can go to checkout: 'blocked' with the reason when it cannot be ordered at all
 * (a line the server flags, or a parcel it will not ship with no pick-up at the estate instead),
 * 'collectOnly' when only click and collect is left, else 'ready'.
 */
export type CheckoutReadiness =
  | { state: 'ready' }
  | { state: 'collectOnly'; obstacle: ShippingObstacle }
  | { state: 'blocked'; reason: { kind: 'lines' } | ShippingObstacle };

export function shippingObstacle(cart: Cart, offer: DeliveryOffer): ShippingObstacle | null {
  if (!cart.needsShipping) return null;
  if (offer.shippingLocked) return { kind: 'locked' };
  return bottleObstacle(cart.bottles, cart);
}

export function checkoutReadiness(cart: Cart, offer: DeliveryOffer): CheckoutReadiness {
  if ([...cart.products, ...(cart.clubGifts ?? [])].some((line) => line.problem)) return { state: 'blocked', reason: { kind: 'lines' } };
  const obstacle = shippingObstacle(cart, offer);
  if (!obstacle) return { state: 'ready' };
  return offer.clickAndCollect ? { state: 'collectOnly', obstacle } : { state: 'blocked', reason: obstacle };
}
