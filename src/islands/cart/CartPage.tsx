import { useEffect, useState } from 'react';
import type { Lang } from '~/lib/locale';
import type { DeliveryOffer } from '../checkout/checkout-readiness';
import type { Cart } from '~/lib/cart';
import { adopt, refresh, restore } from '~/stores/cart';
import { CartLineItem } from './CartLineItem';
import { ClubGiftLine } from './ClubGiftLine';
import { CartSummary } from './CartSummary';
import { CheckoutButton } from './CheckoutButton';
import { DiscountCode } from './DiscountCode';
import { BACK_LINK, LOADING, SUMMARY_BOX } from './looks';
import type { CartText } from './strings';
import { useStoredCart } from './use-cart';

interface Props {
  lang: Lang;
  winesPath: string;
  /** The checkout's first step, and what it can offer this cart. */
  checkoutPath: string;
  deliveryOffer: DeliveryOffer;
  /** The visitor's cart as the server read it for this page (its session or cart cookie), or null. */
  serverCart: Cart | null;
  text: Pick<CartText, 'page' | 'summary' | 'code' | 'discount' | 'quantity' | 'done' | 'labelled' | 'checkout'>;
}

/**
 * The /cart page: the cart the server read for the page (shown even without JavaScript), then the
 * stored cart as the server sees it (the page load's refresh, and again whenever the visitor comes
 * back to the tab).
 * Each change goes through the cart store, so the header and the visitor's other tabs follow.
 */
export default function CartPage({ lang, winesPath, checkoutPath, deliveryOffer, serverCart, text }: Props) {
  const { cart: stored, mounted } = useStoredCart();
  const cart = mounted ? stored : serverCart;
  const [refreshed, setRefreshed] = useState(false);

  useEffect(() => {
    if (serverCart) adopt(serverCart);
    void restore().finally(() => setRefreshed(true));
    // Back on the page after a while elsewhere: prices, stock and codes may have moved since.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  // The server's word (no cart) stands until the stored cart has been asked about.
  if (!cart && mounted && !refreshed) {
    return <p className={LOADING} role="status">{text.page.loading}</p>;
  }

  // A cart kept by an older version of the shop has no gifts list.
  const gifts = cart?.clubGifts ?? [];
  if (!cart || (cart.products.length === 0 && gifts.length === 0)) {
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-line px-6 py-14 text-center" data-testid="cart-empty">
        <svg className="size-12 fill-none stroke-muted stroke-[1.4] [stroke-linejoin:round]" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0" /></svg>
        <p className="font-title text-[1.5rem]">{text.page.empty}</p>
        <p className="max-w-[32rem] text-muted">{text.page.emptyIntro}</p>
        <a className="button mt-3" href={winesPath}>{text.page.toWines}</a>
      </div>
    );
  }

  // The server's cart shows before the island wakes (and without JavaScript), but its controls only
  // work once it is awake: they say so rather than let a click go unanswered.
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" disabled={!mounted}>
      <div className="grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_22rem] md:gap-12" data-testid="cart">
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className="sr-only">{text.page.items}</h2>
          <ul className="border-t border-line">
            {cart.products.map((line) => <CartLineItem key={line.id} line={line} lang={lang} text={text} />)}
            {gifts.map((gift) => <ClubGiftLine key={`gift-${gift.index}`} gift={gift} lang={lang} text={text} />)}
          </ul>
          <a className={`mt-5 inline-block ${BACK_LINK}`} href={winesPath}>{text.page.continue}</a>
        </section>
        <aside className={`${SUMMARY_BOX} md:sticky md:top-6`} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{text.summary.title}</h2>
          <CartSummary cart={cart} lang={lang} text={text} />
          <CheckoutButton cart={cart} lang={lang} checkoutPath={checkoutPath} offer={deliveryOffer} text={text} />
          <DiscountCode discount={cart.discount} text={text} />
        </aside>
      </div>
    </fieldset>
  );
}
