// Which popups this browser has seen (docs/architecture.md#the-browser): each opened popup stores the time it was
// opened, and is not shown again unless the owner set it to show on every reload.
import { persistentAtom } from '@nanostores/persistent';

export const $openedPopups = persistentAtom<Record<string, number>>('popups-opened', {}, {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const value = JSON.parse(raw) as unknown;
      return value && typeof value === 'object' ? (value as Record<string, number>) : {};
    } catch {
      return {};
    }
  },
});

export function markPopupOpened(id: number, at = Date.now()): void {
  $openedPopups.set({ ...$openedPopups.get(), [id]: at });
}

export function shouldShowPopup(popup: { id: number; showOnEveryReload: boolean }): boolean {
  return popup.showOnEveryReload || $openedPopups.get()[popup.id] === undefined;
}
