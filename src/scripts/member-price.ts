// Fills the member price of a cached wine page (src/components/catalogue/MemberPrice.astro,
// docs/club.md, "The member price"): the session's state tells the caller's club discount, and the
// same rule as the server's cart (src/lib/rules/member-price.ts) gives the price. Only a browser
// that signed in asks: the sign-in sets the readable `idSite` cookie beside the session's, so a
// visitor's page makes no call. The line's room was kept before the first paint for a browser that
// signed in (MemberPrice.astro); the answer is remembered so that a customer outside the club has
// it kept once, not on every page. No React here.
import { createApiClient } from '~/lib/api';
import { authApi } from '~/lib/api/account';
import { formatPrice } from '~/lib/catalogue-format';
import { isLang, type Lang } from '~/lib/locale';
import { memberPrice } from '~/lib/rules/member-price';
import { MEMBER_PRICE_MEMORY } from './member-price-memory';

const slots = [...document.querySelectorAll<HTMLElement>('[data-member-price]')];
const signedIn = document.cookie.split(';').some((cookie) => cookie.trim().startsWith('idSite='));

const langOf = (slot: HTMLElement): Lang => (isLang(slot.dataset.lang) ? slot.dataset.lang : 'fr_FR');

/** Remembers the answer for the next page's inline check (MemberPrice.astro): keep the line's room or not. */
function remember(member: boolean): void {
  try {
    localStorage.setItem(MEMBER_PRICE_MEMORY, member ? '1' : '0');
  } catch {
    // No storage: each page keeps the room while signed in, as the first one does.
  }
}

/** Gives back the room kept for nothing: this browser is not a member's (once; the next pages keep none). */
function release(): void {
  for (const slot of slots) {
    slot.hidden = true;
    delete slot.dataset.room;
  }
}

async function show(): Promise<void> {
  const lang = langOf(slots[0]);
  // A call of its own, without the progress bar: nothing the customer asked for is loading.
  const state = await authApi(createApiClient({ lang })).session();
  if (!state.logged || state.memberDiscount <= 0) {
    if (state.logged) remember(false);
    release();
    return;
  }
  remember(true);
  for (const slot of slots) {
    const price = Number(slot.dataset.memberPrice);
    if (!Number.isFinite(price) || price <= 0) continue;
    slot.textContent = (slot.dataset.template ?? '{price}').replace('{price}', formatPrice(memberPrice(price, state.memberDiscount), langOf(slot)));
    slot.hidden = false;
  }
}

// A failed call leaves the page as it is cached: the cart shows the member price anyway.
if (slots.length > 0 && signedIn) show().catch(release);
