// The customer area's panel (SPEC section 4: "User panel remembers a show-transition flag"): it
// slides in the first time it is shown after signing in, then stays still from page to page of the
// area. The flag is kept in localStorage; signing in or out sets it again.
import { persistentAtom } from '@nanostores/persistent';

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
