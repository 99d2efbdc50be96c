import { sameSitePath } from '../redirect';

// Where a customer lands after leaving a card without paying (POST /user/cards/setup; docs/rules.md,
// "Kept cards"): a page of this shop only, and a word in the address's fragment that the page turns
// into a message, so that the page's own path and query stay exactly as the caller gave them.

export const BACK_MAX_LENGTH = 500;

/** The fragments the landing page reads (src/scripts/card-setup-landing.ts). */
export const CARD_SAVED = 'card-saved';
export const CARD_NOT_SAVED = 'card-not-saved';

const ANY_ORIGIN = 'http://shop.invalid';

/**
 * The local path (path and query, no fragment) that `back` names, or null when it is not a page of
 * this shop: a full address (even this shop's), `//host`, a backslash trick, or the API.
 */
export function localBack(back: string): string | null {
  if (back.length === 0 || back.length > BACK_MAX_LENGTH || !back.startsWith('/')) return null;
  const resolved = sameSitePath(back, ANY_ORIGIN);
  if (!resolved) return null;
  const withoutFragment = resolved.split('#')[0];
  if (withoutFragment === '/api' || withoutFragment.startsWith('/api/') || withoutFragment.startsWith('/api?')) return null;
  return withoutFragment;
}

/** Where the customer lands: `back`, told whether the card was saved. */
export function landing(back: string, saved: boolean): string {
  return `${back}#${saved ? CARD_SAVED : CARD_NOT_SAVED}`;
}
