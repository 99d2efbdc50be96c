// Renders $toasts into the frame's live region: new toasts are added, gone ones removed, the
// others left alone so that screen readers do not hear them twice.
import { $toasts, dismissToast, type Toast } from '~/stores/ui';

const ICONS: Record<Toast['kind'], string> = {
  success: '<path d="M20 6 9 17l-5-5"/>',
  error: '<circle cx="12" cy="12" r="10"/><path d="M12 8v4m0 4h.01"/>',
  info: '<circle cx="12" cy="12" r="10"/><path d="M12 16v-4m0-4h.01"/>',
};

// A toast's look; its kind sets its colour (--toast-color). `toast` is a hook of the browser tests.
const TOAST_CLASS = [
  'toast pointer-events-auto flex animate-[toast-in_0.25s_ease-out] items-start gap-3 rounded-lg border-l-4 border-(--toast-color) bg-white py-3.5 pr-3 pl-4',
  'text-[0.9375rem] leading-[1.45] text-[#1c1917] shadow-[0_16px_40px_-12px_rgb(0_0_0/0.3),0_0_0_1px_rgb(0_0_0/0.05)]',
  'data-[kind=error]:[--toast-color:#c62828] data-[kind=info]:[--toast-color:#37474f] data-[kind=success]:[--toast-color:#1b7f3b]',
  '[&_svg]:fill-none [&_svg]:stroke-current [&_svg]:stroke-2 [&_svg]:[stroke-linecap:round] [&_svg]:[stroke-linejoin:round]',
].join(' ');

const region = document.querySelector<HTMLElement>('[data-toasts]');

function toastElement(toast: Toast, dismissLabel: string): HTMLElement {
  const element = document.createElement('div');
  element.className = TOAST_CLASS;
  element.dataset.kind = toast.kind;
  element.dataset.toastId = String(toast.id);
  // Errors interrupt; the rest is read by the polite live region when the screen reader pauses.
  if (toast.kind === 'error') element.setAttribute('role', 'alert');
  element.innerHTML = `<svg class="mt-px size-5 flex-none text-(--toast-color)" viewBox="0 0 24 24" aria-hidden="true">${ICONS[toast.kind]}</svg><p class="mt-px flex-1"></p><button type="button" class="inline-flex flex-none rounded-full p-1 text-[#57534e] hover:bg-black/6"><svg class="size-4" viewBox="0 0 24 24" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg></button>`;
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
