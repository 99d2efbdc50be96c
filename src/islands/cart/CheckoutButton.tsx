import type { Cart } from '~/lib/cart';
import type { Lang } from '~/lib/locale';
import { checkoutReadiness, type DeliveryOffer, type ShippingObstacle } from '../checkout/checkout-readiness';
import { fill, plural } from '../fill';
import { PROBLEM_TEXT } from './looks';
import type { CartText } from './strings';

interface Props {
  cart: Cart;
  lang: Lang;
  /** The checkout's first step. */
  checkoutPath: string;
  offer: DeliveryOffer;
  text: Pick<CartText, 'checkout' | 'summary'>;
}

/**
 * "Checkout", leading to the address step; disabled with the reason while the cart cannot be
 * ordered, with a word when it can only be collected at the estate.
 */
const BUTTON = 'button min-h-12 w-full text-[1.0625rem]';

export function CheckoutButton({ cart, lang, checkoutPath, offer, text }: Props) {
  const t = text.checkout;
  const bottles = (count: number) => plural({ one: text.summary.bottles_one, other: text.summary.bottles_other }, count, lang);
  const why = (obstacle: ShippingObstacle) => {
    if (obstacle.kind === 'locked') return t.locked;
    if (obstacle.kind === 'minimum') return fill(t.minimum, { missing: bottles(obstacle.missing), minimum: bottles(obstacle.minimum) });
    if (obstacle.kind === 'case') return fill(t.case, { missing: bottles(obstacle.missing), multiple: obstacle.multiple });
    return fill(t.maximum, { extra: bottles(obstacle.extra), maximum: bottles(obstacle.maximum) });
  };
  const readiness = checkoutReadiness(cart, offer);

  if (readiness.state === 'blocked') {
    return (
      <div className="grid gap-2">
        <button type="button" className={`${BUTTON} disabled:cursor-not-allowed`} disabled aria-describedby="cart-checkout-reason">{t.submit}</button>
        <p id="cart-checkout-reason" className={PROBLEM_TEXT} data-testid="checkout-blocked">
          {readiness.reason.kind === 'lines' ? t.lines : why(readiness.reason)}
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <a className={BUTTON} href={checkoutPath} data-testid="checkout-link">{t.submit}</a>
      {readiness.state === 'collectOnly' && (
        <p className="text-[0.875rem] text-muted">{readiness.obstacle.kind === 'locked' ? t.collectLocked : t.collectOnly}</p>
      )}
    </div>
  );
}
