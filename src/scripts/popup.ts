// Shows the owner's announcement in the frame's modal: the first popup on now that this browser
// has not opened yet (or one set to show on every reload), after its delay, once the cookie
// banner has been answered so that the two never cover each other, and never over a task
// (signing in, the cart and checkout, the account).
import { createApiClient } from '~/lib/api';
import { isLang, stripLangPrefix } from '~/lib/locale';
import { $consentBannerOpen } from '~/stores/consent';
import { markPopupOpened, shouldShowPopup } from '~/stores/popups';
import { $modal, openModal } from '~/stores/ui';

interface ActivePopup {
  id: number;
  delaySeconds: number;
  showOnEveryReload: boolean;
}

interface Popup extends ActivePopup {
  title: string | null;
  content: string | null;
  buttonLabel: string | null;
  buttonLink: string | null;
  image: { url: string; alt: string } | null;
}

/** Pages where the visitor is in the middle of something an announcement must not interrupt. */
const TASK_PAGES = /^\/(auth|cart|account|order|password)(\/|$)|\/customize$/;

/** The popup's body: its picture, the owner's HTML (trusted, through a template) and its button. */
function popupContent(popup: Popup): Node {
  const body = document.createElement('div');
  body.className = 'popup';
  if (popup.image) {
    const image = document.createElement('img');
    image.className = 'popup-image';
    image.src = popup.image.url;
    image.alt = popup.image.alt;
    body.append(image);
  }
  if (popup.content) {
    const text = document.createElement('div');
    text.className = 'popup-text';
    const template = document.createElement('template');
    template.innerHTML = popup.content;
    text.append(template.content);
    body.append(text);
  }
  if (popup.buttonLabel && popup.buttonLink) {
    const link = document.createElement('a');
    link.className = 'button';
    link.href = popup.buttonLink;
    link.textContent = popup.buttonLabel;
    body.append(link);
  }
  return body;
}

/** Resolves when the store holds false (the banner answered, no other dialog open). */
function whenClear(store: { get(): unknown; subscribe(listener: (value: unknown) => void): () => void }): Promise<void> {
  return new Promise((resolve) => {
    if (!store.get()) return resolve();
    const stop = store.subscribe((value) => {
      if (!value) {
        queueMicrotask(() => stop());
        resolve();
      }
    });
  });
}

async function showPopups(mount: HTMLElement): Promise<void> {
  const lang = isLang(mount.dataset.lang) ? mount.dataset.lang : 'fr_FR';
  const api = createApiClient({ lang });
  const active = await api.get<ActivePopup[]>('/popup', { active: 1 });
  const next = active.find(shouldShowPopup);
  if (!next) return;
  await whenClear($consentBannerOpen);
  await new Promise((resolve) => setTimeout(resolve, next.delaySeconds * 1000));
  const popup = await api.get<Popup>(`/popup/${next.id}`);
  await whenClear($modal);
  openModal({ title: popup.title ?? undefined, content: popupContent(popup), wide: true });
  if (!popup.showOnEveryReload) markPopupOpened(popup.id);
}

const mount = document.querySelector<HTMLElement>('[data-popups]');
// An announcement that cannot be fetched is simply not shown.
if (mount && !TASK_PAGES.test(stripLangPrefix(location.pathname))) showPopups(mount).catch(() => undefined);
