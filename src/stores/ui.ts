// Interface state shared by islands and plain scripts: the toasts at the top right and the one
// modal of the frame. Components read these atoms and call these actions; the frame's small
// scripts (src/scripts/toasts.ts, src/scripts/modal.ts) render them.
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a toast stays on screen (docs/architecture.md#look-and-display). */
export const TOAST_DURATION_MS = 3000;

export const $toasts = atom<Toast[]>([]);

let lastToastId = 0;

/** Shows a message at the top right for 3 seconds; returns its id for an early dismissToast(). */
export function showToast(toast: { kind: ToastKind; message: string }): number {
  const id = ++lastToastId;
  $toasts.set([...$toasts.get(), { id, ...toast }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function dismissToast(id: number): void {
  const toasts = $toasts.get();
  if (toasts.some((toast) => toast.id === id)) $toasts.set(toasts.filter((toast) => toast.id !== id));
}

export interface Modal {
  /** The dialog's heading, also its accessible name. */
  title?: string;
  /** Plain text, or a node the caller built (trusted owner HTML goes through a template element). */
  content: string | Node;
  /** Wider dialog for rich content such as a popup with an image. */
  wide?: boolean;
}

/** The modal on screen, or null. Escape, the close button and a click on the backdrop set it to null. */
export const $modal = atom<Modal | null>(null);

export function openModal(modal: Modal): void {
  $modal.set(modal);
}

export function closeModal(): void {
  $modal.set(null);
}
