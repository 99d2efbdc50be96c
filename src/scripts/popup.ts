// Shows the owner's announcement in the frame's modal: the first popup on now that this browser
// has not opened yet (or one set to show on every reload), after its delay, once the cookie
// banner has been answered so that the two never cover each other, never over a task (signing
// in, the cart and checkout, the account) and never over a visitor already busy on the page.
import { pictureMarkup, type PictureImage } from '~/lib/picture';
import { createApiClient } from '~/lib/api';
import { popupsApi } from '~/lib/api/content';
import type { Popup } from '~/lib/contracts/content';
import { isLang, stripLangPrefix } from '~/lib/locale';
import { $consentBannerOpen } from '~/stores/consent';
import { markPopupOpened, shouldShowPopup } from '~/stores/popups';
import { $modal, openModal } from '~/stores/ui';

/** The popup's picture through the same sources as every stored picture (src/lib/picture.ts). */
function popupPicture(image: PictureImage & { alt: string }): HTMLElement {
  const markup = pictureMarkup(image);
  const picture = document.createElement('picture');
  for (const source of markup.sources) {
    const element = document.createElement('source');
    Object.assign(element, { type: source.type, srcset: source.srcset, sizes: POPUP_SIZES });
    picture.append(element);
  }
  const img = document.createElement('img');
  img.className = 'h-auto max-h-[50vh] w-full rounded-lg object-cover';
  img.src = markup.src;
  if (markup.srcset) Object.assign(img, { srcset: markup.srcset, sizes: POPUP_SIZES });
  if (markup.width && markup.height) Object.assign(img, { width: markup.width, height: markup.height });
  img.alt = image.alt;
  picture.append(img);
  return picture;
}

/** The popup's dialog: at most 40rem wide, with a margin on a phone. */
const POPUP_SIZES = '(min-width: 42rem) 40rem, 80vw';

/** Pages where the visitor is in the middle of something an announcement must not interrupt. */
const TASK_PAGES = /^\/(auth|cart|account|order|password)(\/|$)|\/customize$/;

/** The popup's body: its picture, the owner's HTML (trusted, through a template) and its button. */
function popupContent(popup: Popup): Node {
  const body = document.createElement('div');
  body.className = 'grid gap-[1.1rem]';
  if (popup.image) body.append(popupPicture(popup.image));
  if (popup.content) {
    const text = document.createElement('div');
    // The owner's HTML: its paragraphs are spaced from outside.
    text.className = 'leading-[1.65] [&>*+*]:mt-[0.75em]';
    const template = document.createElement('template');
    template.innerHTML = popup.content;
    text.append(template.content);
    body.append(text);
  }
  if (popup.buttonLabel && popup.buttonLink) {
    const link = document.createElement('a');
    link.className = 'button justify-self-start';
    link.href = popup.buttonLink;
    link.textContent = popup.buttonLabel;
    body.append(link);
  }
  return body;
}

/** Resolves once the cookie banner is answered (at once when it is not on screen). */
function bannerAnswered(): Promise<void> {
  return new Promise((resolve) => {
    const stop = $consentBannerOpen.subscribe((open) => {
      if (open) return;
      resolve();
      queueMicrotask(() => stop());
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What this page decided about announcements, on the mount as `data-popup-state`: `none` (nothing to
 * show here), `waiting` (the delay runs), `deferred` (the visitor got busy: the next page will show
 * it) or `shown`. The page's own tests read it rather than wait out the delay.
 */
type PopupState = 'none' | 'waiting' | 'deferred' | 'shown';
const settle = (mount: HTMLElement, state: PopupState) => (mount.dataset.popupState = state);

async function showPopups(mount: HTMLElement): Promise<void> {
  const lang = isLang(mount.dataset.lang) ? mount.dataset.lang : 'fr_FR';
  const api = createApiClient({ lang });
  const active = await popupsApi(api).active();
  const next = active.find(shouldShowPopup);
  if (!next) return void settle(mount, 'none');
  await bannerAnswered();
  // A visitor who starts doing something during the delay is not interrupted: the announcement
  // waits for the next page.
  let busy = false;
  const interrupted = () => {
    if (mount.dataset.popupState !== 'waiting') return;
    busy = true;
    settle(mount, 'deferred');
  };
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, interrupted, { capture: true, once: true });
  settle(mount, 'waiting');
  await pause(next.delaySeconds * 1000);
  if (busy) return;
  const popup = await popupsApi(api).read(next.id);
  // Not over another dialog (the fullscreen slider, the mobile menu): it waits for it to close.
  while ($modal.get() || document.querySelector('dialog[open], [aria-modal="true"]')) await pause(1000);
  openModal({ title: popup.title ?? undefined, content: popupContent(popup), wide: true });
  settle(mount, 'shown');
  if (!popup.showOnEveryReload) markPopupOpened(popup.id);
}

const mount = document.querySelector<HTMLElement>('[data-popups]');
// An announcement that cannot be fetched is simply not shown.
if (mount && TASK_PAGES.test(stripLangPrefix(location.pathname))) settle(mount, 'none');
else if (mount) showPopups(mount).catch(() => settle(mount, 'none'));
