import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { $checkout } from '~/stores/checkout';
import { fill, plural } from '../fill';
import type { CheckoutText } from './strings';
import { summaryFigures, type ShippingFigure } from './summary-figures';
import { useCheckoutCart } from './use-checkout-cart';

interface Props {
  lang: Lang;
  /** The cart page, to change the items (and where an empty cart sends the customer). */
  cartPath: string;
  text: Pick<CheckoutText, 'summary'>;
}

/** Wide screens show the items at once; on a phone they fold under their count, below the step's form. */
const WIDE = '(width >= 996px)';

/**
 * The aside of every checkout step: the cart's items and the order's totals as far as the steps
 * know them (the delivery fee once a carrier is chosen, the quote of the payment step).
 */
export default function CheckoutSummary({ lang, cartPath, text }: Props) {
  const { cart } = useCheckoutCart(cartPath);
  const checkout = useStore($checkout);
  const [open, setOpen] = useState(false);
  const t = text.summary;

  useEffect(() => setOpen(matchMedia(WIDE).matches), []);

  if (!cart) {
    return (
      <aside className="cart-summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">{t.title}</h2>
        <p className="checkout-loading" role="status">{t.loading}</p>
      </aside>
    );
  }

  const price = (cents: number) => formatPrice(cents, lang);
  const figures = summaryFigures(cart, checkout);
  const shippingValue = (shipping: ShippingFigure) => {
    if (shipping.kind === 'none') return t.shippingNone;
    if (shipping.kind === 'collect') return t.clickAndCollect;
    if (shipping.kind === 'later') return t.shippingNext;
    return shipping.amount === 0 ? t.shippingFree : price(shipping.amount);
  };

  return (
    <aside className="cart-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title">{t.title}</h2>
      <details className="checkout-summary-details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <span>{plural({ one: t.items_one, other: t.items_other }, cart.totalProduct, lang)}</span>
        </summary>
        <ul className="checkout-summary-items">
          {cart.products.map((line) => (
            <li key={line.id} className="checkout-summary-item">
              <span className="checkout-summary-item-label">{line.label}</span>
              <span className="checkout-summary-item-quantity">{fill(t.quantity, { count: line.quantity })}</span>
              <span className="checkout-summary-item-total">{price(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <a className="checkout-summary-edit" href={cartPath}>{t.editCart}</a>
      </details>
      <dl className="cart-totals">
        <div>
          <dt>{t.products}</dt>
          <dd>{price(figures.products)}</dd>
        </div>
        {figures.discount && (
          <div className={figures.discount.problem ? 'cart-totals-discount cart-totals-refused' : 'cart-totals-discount'}>
            <dt>{fill(t.discount, { code: figures.discount.code })}</dt>
            <dd data-testid="checkout-discount">
              {figures.discount.problem ?? (figures.discount.amount === null ? t.discountOnShipping : `−${price(figures.discount.amount)}`)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t.shipping}</dt>
          <dd>{shippingValue(figures.shipping)}</dd>
        </div>
        {/* With a gift card, what stands out is what is left to pay. */}
        <div className={figures.giftCard ? undefined : 'cart-totals-total'}>
          <dt>{figures.totalIncludesShipping ? t.total : t.totalBeforeShipping}</dt>
          <dd data-testid="checkout-total">{price(figures.total)}</dd>
        </div>
        {figures.giftCard && (
          <>
            <div>
              <dt>{fill(t.giftCard, { ending: figures.giftCard.ending })}</dt>
              <dd data-testid="checkout-gift-card">−{price(figures.giftCard.amount)}</dd>
            </div>
            <div className="cart-totals-total">
              <dt>{t.toPay}</dt>
              <dd data-testid="checkout-to-pay">{price(figures.giftCard.toPay)}</dd>
            </div>
          </>
        )}
      </dl>
    </aside>
  );
}
