import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatPrice } from '~/lib/catalogue-format';
import type { Lang } from '~/lib/locale';
import { $checkout } from '~/stores/checkout';
import { fill, plural } from '../fill';
import { EDIT_LINK, LOADING, SUMMARY_BOX, TOTALS, TOTALS_DISCOUNT, TOTALS_REFUSED, TOTALS_ROW, TOTALS_TOTAL } from '../cart/looks';
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

/** The fold's title, with a chevron that points down when folded, up when open. */
const FOLD =
  "flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden after:mr-1 after:size-[0.6rem] after:-translate-y-1/4 after:rotate-45 after:border-r-2 after:border-b-2 after:border-current after:transition-[translate,rotate] after:duration-150 in-open:after:translate-y-1/4 in-open:after:rotate-225";

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
      <aside className={SUMMARY_BOX} aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">{t.title}</h2>
        <p className={LOADING} role="status">{t.loading}</p>
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
    <aside className={SUMMARY_BOX} aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 id="checkout-summary-title">{t.title}</h2>
      <details className="grid gap-3" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={FOLD}>
          <span>{plural({ one: t.items_one, other: t.items_other }, cart.totalProduct, lang)}</span>
        </summary>
        <ul className="grid gap-[0.6rem] border-b border-line pb-4 text-[0.9375rem]">
          {cart.products.map((line) => (
            <li key={line.id} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-[0.15rem]">
              <span className="leading-[1.35]">{line.label}</span>
              <span className="col-1 text-[0.8125rem] text-muted tabular-nums">{fill(t.quantity, { count: line.quantity })}</span>
              <span className="col-2 row-1 text-right tabular-nums">{price(line.lineTotal)}</span>
            </li>
          ))}
          {(cart.clubGifts ?? []).map((gift) => (
            <li key={`gift-${gift.index}`} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-[0.15rem]">
              <span className="leading-[1.35]">{gift.label}</span>
              <span className="col-1 text-[0.8125rem] text-muted tabular-nums">{fill(t.quantity, { count: 1 })}</span>
              <span className="col-2 row-1 text-right tabular-nums">{price(gift.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <a className={EDIT_LINK} href={cartPath}>{t.editCart}</a>
      </details>
      <dl className={TOTALS}>
        <div className={TOTALS_ROW}>
          <dt>{t.products}</dt>
          <dd>{price(figures.products)}</dd>
        </div>
        {figures.discount && (
          <div className={figures.discount.problem ? TOTALS_REFUSED : TOTALS_DISCOUNT}>
            <dt>{fill(t.discount, { code: figures.discount.code })}</dt>
            <dd data-testid="checkout-discount">
              {figures.discount.problem ?? (figures.discount.amount === null ? t.discountOnShipping : `−${price(figures.discount.amount)}`)}
            </dd>
          </div>
        )}
        <div className={TOTALS_ROW}>
          <dt>{t.shipping}</dt>
          <dd>{shippingValue(figures.shipping)}</dd>
        </div>
        {/* With a gift card, what stands out is what is left to pay. */}
        <div className={figures.giftCard ? TOTALS_ROW : TOTALS_TOTAL}>
          <dt>{figures.totalIncludesShipping ? t.total : t.totalBeforeShipping}</dt>
          <dd data-testid="checkout-total">{price(figures.total)}</dd>
        </div>
        {figures.giftCard && (
          <>
            <div className={TOTALS_ROW}>
              <dt>{fill(t.giftCard, { ending: figures.giftCard.ending })}</dt>
              <dd data-testid="checkout-gift-card">−{price(figures.giftCard.amount)}</dd>
            </div>
            <div className={TOTALS_TOTAL}>
              <dt>{t.toPay}</dt>
              <dd data-testid="checkout-to-pay">{price(figures.giftCard.toPay)}</dd>
            </div>
          </>
        )}
      </dl>
    </aside>
  );
}
