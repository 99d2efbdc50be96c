// Back from the payment provider's card-setup page, the customer lands on the page they came from
// with #card-saved or #card-not-saved (src/lib/rules/card-setup.ts): said in a toast, and the
// fragment taken away so that a reload or a shared link does not say it again. The page's own path
// and query are left as they are.
import { CARD_NOT_SAVED, CARD_SAVED } from '~/lib/rules/card-setup';
import { showToast } from '~/stores/ui';

const region = document.querySelector<HTMLElement>('[data-toasts]');
const word = window.location.hash.slice(1);
if (region && (word === CARD_SAVED || word === CARD_NOT_SAVED)) {
  const saved = word === CARD_SAVED;
  const message = saved ? region.dataset.cardSaved : region.dataset.cardNotSaved;
  history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}`);
  if (message) showToast({ kind: saved ? 'success' : 'info', message });
  // On the account, the cards are where the eye should go.
  document.getElementById('account-cards')?.closest('section')?.scrollIntoView({ block: 'start' });
}
