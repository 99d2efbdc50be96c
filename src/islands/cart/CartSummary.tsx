import type { Cart } from '~/lib/cart';
import { formatPrice } from '~/lib/catalogue-format';
import { bottleObstacle } from '~/lib/rules/shipping-fees';
import type { Lang } from '~/lib/locale';
import { fill, plural } from '../fill';
import { TOTALS, TOTALS_DISCOUNT, TOTALS_ROW, TOTALS_TOTAL } from './looks';
import type { CartText } from './strings';

export type SummaryText = Pick<CartText, 'summary' | 'code'>;

/** 'n bottles' in the page's language. */
function bottles(count: number, text: SummaryText, lang: Lang): string {
  return plural({ one: text.summary.bottles_one, other: text.summary.bottles_other }, count, lang);
}

/**
 * What the delivery asks of this cart (docs/rules.md#the-case-rule), as the server counted it: how far it
 * is from free delivery, the least and most bottles a shipment holds and its whole cases, or nothing to ship at all.
 */
export function shippingNotes(cart: Cart, text: SummaryText, lang: Lang): string[] {
  if (!cart.needsShipping) return [text.summary.noShipping];
  const notes: string[] = [];
  const { freeShipping } = cart;
  const amount = freeShipping.amountLeft === null ? null : formatPrice(freeShipping.amountLeft, lang);
  const left = freeShipping.bottlesLeft === null ? null : bottles(freeShipping.bottlesLeft, text, lang);
  if (freeShipping.isFree) notes.push(text.summary.freeShipping);
  else if (left && amount) notes.push(fill(text.summary.freeShippingLeft, { bottles: left, amount }));
  else if (left) notes.push(fill(text.summary.freeShippingLeftBottles, { bottles: left }));
  else if (amount) notes.push(fill(text.summary.freeShippingLeftAmount, { amount }));
  const obstacle = bottleObstacle(cart.bottles, cart);
  if (obstacle?.kind === 'minimum') notes.push(fill(text.summary.minimum, { minimum: bottles(obstacle.minimum, text, lang), missing: bottles(obstacle.missing, text, lang) }));
  if (obstacle?.kind === 'maximum') notes.push(fill(text.summary.maximum, { maximum: bottles(obstacle.maximum, text, lang), extra: bottles(obstacle.extra, text, lang) }));
  if (obstacle?.kind === 'case') notes.push(fill(text.summary.case, { missing: bottles(obstacle.missing, text, lang), multiple: obstacle.multiple }));
  return notes;
}

/** The totals of the cart as the server computed them, and what delivery asks of it. */
export function CartSummary({ cart, lang, text }: { cart: Cart; lang: Lang; text: SummaryText }) {
  const price = (cents: number) => formatPrice(cents, lang);
  const shippingKnown = !cart.needsShipping || cart.freeShipping.isFree;
  const { discount } = cart;
  return (
    <>
      <dl className={TOTALS}>
        <div className={TOTALS_ROW}>
          <dt>{fill(text.summary.products, { count: cart.totalProduct })}</dt>
          <dd>{price(cart.totals.products)}</dd>
        </div>
        {discount && !discount.problem && (
          <div className={TOTALS_DISCOUNT}>
            <dt>{fill(text.summary.discount, { code: discount.code })}</dt>
            <dd>{discount.detailType === 'SHIPPING_FEES' ? text.code.onShipping : `−${price(cart.totals.discount)}`}</dd>
          </div>
        )}
        <div className={TOTALS_ROW}>
          <dt>{text.summary.shipping}</dt>
          <dd>{!cart.needsShipping ? text.summary.shippingNone : cart.freeShipping.isFree ? text.summary.shippingFree : text.summary.shippingLater}</dd>
        </div>
        <div className={TOTALS_TOTAL}>
          <dt>{shippingKnown ? text.summary.total : text.summary.totalBeforeShipping}</dt>
          <dd>{price(cart.totals.total)}</dd>
        </div>
      </dl>
      <ul className="cart-shipping-notes grid gap-[0.4rem] text-[0.9rem]">
        {shippingNotes(cart, text, lang).map((note) => (
          <li key={note} className="rounded-md border-l-3 border-accent bg-[color-mix(in_srgb,var(--shop-accent)_7%,var(--shop-bg))] px-[0.8rem] py-[0.6rem]">{note}</li>
        ))}
        {cart.needsShipping && cart.bottles > 0 && <li className="text-[0.8125rem] text-muted">{fill(text.summary.bottleCount, { count: cart.bottles })}</li>}
      </ul>
      {cart.needsShipping && cart.shippingMessage && <p className="text-[0.875rem] text-muted">{cart.shippingMessage}</p>}
    </>
  );
}
