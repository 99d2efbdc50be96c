// The customer area's panel (docs/architecture.md#the-browser): it
// slides in the first time it is shown after signing in, then stays still from page to page of the
// area. The flag is kept in localStorage; signing in or out sets it again.
import { persistentAtom } from '@nanostores/persistent';
import { clear as clearCart } from './cart';
import { resetCheckout } from './checkout';

export const $accountPanelTransition = persistentAtom<boolean>('account-panel-transition', true, {
  encode: String,
  decode: (raw) => raw !== 'false',
});

export function accountPanelShown(): void {
  $accountPanelTransition.set(false);
}

export function replayAccountPanelTransition(): void {
  $accountPanelTransition.set(true);
}

/**
 * What this browser forgets when the customer signs out or deletes the account (docs/architecture.md#the-browser):
 * the cart, the checkout's addresses and choices (a shared computer keeps no one's address), and
 * the panel plays its entrance again at the next sign-in.
 */
export function forgetCustomer(): void {
  clearCart();
  resetCheckout();
  replayAccountPanelTransition();
}
