// Galleries that open the fullscreen slider. Markup:
//   <div data-slider-gallery>
//     <a href="/full-size.svg" data-slider-item='{"kind":"image","src":…}'><img …></a> …
//   </div>
// Each link carries its SliderItem as JSON and points at the full-size file, so without script it
// still opens the picture. A click (or Enter) opens the slider on all the gallery's items at that
// one; closing it gives the focus back to the link. Galleries added to the page later work too.
import { openSlider, type SliderItem } from './slider';

const ITEM = 'a[data-slider-item]';

function parseItem(link: HTMLAnchorElement): SliderItem | null {
  try {
    const item = JSON.parse(link.dataset.sliderItem ?? '') as SliderItem;
    return item && typeof item === 'object' && 'kind' in item ? item : null;
  } catch {
    return null;
  }
}

document.addEventListener('click', (event) => {
  // Let the browser handle a click meant for a new tab or window, or one already handled.
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(ITEM) : null;
  const gallery = link?.closest('[data-slider-gallery]');
  if (!link || !gallery) return;

  const links = [...gallery.querySelectorAll<HTMLAnchorElement>(ITEM)].filter((other) => other.closest('[data-slider-gallery]') === gallery);
  const entries = links.map((other) => ({ link: other, item: parseItem(other) })).filter((entry) => entry.item !== null);
  const index = entries.findIndex((entry) => entry.link === link);
  if (index === -1) return;

  event.preventDefault();
  // If the slider's code cannot be fetched (offline), the link does what it does without script.
  openSlider(entries.map((entry) => entry.item!), index).then(
    () => link.focus(),
    () => location.assign(link.href),
  );
});
