// The fullscreen slider (docs/architecture.md#look-and-display): images, stored videos and hosted videos, with a
// counter, a close button, arrows from medium screens up, keys and swipes that wrap around.
// This module is all a page pays for up front; PhotoSwipe and its styles load on the first open.

export type SliderItem =
  | { kind: 'image'; src: string; width: number; height: number; alt: string }
  | { kind: 'video'; src: string; poster?: string; title: string }
  | { kind: 'hosted'; embedUrl: string; title: string; poster?: string };

/** Opens the slider on `items` at `startIndex`; resolves once it is closed. */
export async function openSlider(items: SliderItem[], startIndex = 0): Promise<void> {
  if (items.length === 0) return;
  const { showSlider } = await import('./slider-view');
  const index = Math.min(Math.max(0, Math.trunc(startIndex)), items.length - 1);
  return showSlider(items, index);
}
