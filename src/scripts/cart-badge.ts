// The count on the header's cart icon, read from the stored cart (localStorage 'cart', JSON with
// `totalProduct`). The cart engineer's persistent store will replace this reader; the badge only
// needs $cartCount.
import { atom } from 'nanostores';

const CART_KEY = 'cart';

function storedCount(): number {
  try {
    const count = Number(JSON.parse(localStorage.getItem(CART_KEY) ?? 'null')?.totalProduct);
    return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  } catch {
    return 0;
  }
}

export const $cartCount = atom(storedCount());

/** Re-reads the stored cart (call it after writing the cart in this tab). */
export function refreshCartBadge(): void {
  $cartCount.set(storedCount());
}

// Another tab changed the cart.
addEventListener('storage', (event) => {
  if (event.key === CART_KEY || event.key === null) refreshCartBadge();
});

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
