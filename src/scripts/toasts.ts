// Renders $toasts into the frame's live region: new toasts are added, gone ones removed, the
// others left alone so that screen readers do not hear them twice.
import { $toasts, dismissToast, type Toast } from '~/stores/ui';

const ICONS: Record<Toast['kind'], string> = {
  success: '<path d="M20 6 9 17l-5-5"/>',
  error: '<circle cx="12" cy="12" r="10"/><path d="M12 8v4m0 4h.01"/>',
  info: '<circle cx="12" cy="12" r="10"/><path d="M12 16v-4m0-4h.01"/>',
};

const region = document.querySelector<HTMLElement>('[data-toasts]');

function toastElement(toast: Toast, dismissLabel: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'toast';
  element.dataset.kind = toast.kind;
  element.dataset.toastId = String(toast.id);
  // Errors interrupt; the rest is read by the polite live region when the screen reader pauses.
  if (toast.kind === 'error') element.setAttribute('role', 'alert');
  element.innerHTML = `<svg class="toast-icon" viewBox="0 0 24 24" aria-hidden="true">${ICONS[toast.kind]}</svg><p></p><button type="button" class="toast-dismiss"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg></button>`;
  element.querySelector('p')!.textContent = toast.message;
  const dismiss = element.querySelector('button')!;
  dismiss.setAttribute('aria-label', dismissLabel);
  dismiss.addEventListener('click', () => dismissToast(toast.id));
  return element;
}

/**
 * Toasts sit at the top right, under the part of the header that is on screen: on a phone the
 * header spans the whole width, and a toast over it would hide the logo and the cart's count.
 */
function placeBelowHeader(region: HTMLElement) {
  const header = document.querySelector<HTMLElement>('.site-header');
  const bottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  region.style.setProperty('--toasts-top', `${Math.round(bottom)}px`);
}

if (region) {
  const dismissLabel = region.dataset.dismissLabel ?? '×';
  $toasts.subscribe((toasts) => {
    if (toasts.length) placeBelowHeader(region);
    const ids = new Set(toasts.map((toast) => String(toast.id)));
    for (const element of region.querySelectorAll<HTMLElement>('[data-toast-id]')) {
      if (!ids.has(element.dataset.toastId!)) element.remove();
    }
    for (const toast of toasts) {
      if (!region.querySelector(`[data-toast-id="${toast.id}"]`)) region.append(toastElement(toast, dismissLabel));
    }
  });
}
