// The count on the header's cart icon, from the cart store: it follows every change made on this
// page and in other tabs. The script also refreshes the stored cart once at page load
// (docs/architecture.md#the-browser), so the count never lags behind the server for long. No React here.
import { $cartCount, restore } from '~/stores/cart';

const plural = new Intl.PluralRules(document.documentElement.lang || 'fr');

$cartCount.subscribe((count) => {
  for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-badge]')) {
    badge.hidden = count === 0;
    badge.textContent = count > 99 ? '99+' : String(count);
  }
  // Screen readers hear "Panier, 3 articles" from the sr-only text next to the hidden badge.
  for (const label of document.querySelectorAll<HTMLElement>('[data-cart-count-label]')) {
    const template = plural.select(count) === 'one' ? label.dataset.one : label.dataset.other;
    label.textContent = count === 0 || !template ? '' : `, ${template.replace('{count}', String(count))}`;
  }
});

// The payment's result page leaves the cart alone: it is ordered while the bank answers, so the
// server would only refuse a refresh; the page's own script then forgets it or takes it back.
if (!document.querySelector('[data-payment-return]')) void restore();
