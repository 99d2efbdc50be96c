// Starts the progress bar when the visitor leaves the page: a followed link, a submitted form,
// or a script navigation. Loaded once by the frame; the API client imports progress.ts directly.
import { resetProgress, startProgress } from './progress';

// A navigation that never unloads the page (a download, a stopped load) must not leave the bar up.
const NAVIGATION_WATCHDOG_MS = 10_000;
let navigating = false;
let watchdog: ReturnType<typeof setTimeout> | undefined;

function startNavigation(): void {
  if (navigating) return;
  navigating = true;
  startProgress();
  watchdog = setTimeout(stopNavigation, NAVIGATION_WATCHDOG_MS);
}

function stopNavigation(): void {
  navigating = false;
  clearTimeout(watchdog);
  resetProgress();
}

function leavesPage(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return false;
  // Same page, another anchor: the browser scrolls, nothing loads.
  return !(url.hash && url.pathname === location.pathname && url.search === location.search);
}

// Bubbling listeners on document run after the islands' own handlers, so defaultPrevented is final.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (link instanceof HTMLAnchorElement && leavesPage(event, link)) startNavigation();
});

document.addEventListener('submit', (event) => {
  if (!event.defaultPrevented) startNavigation();
});

addEventListener('beforeunload', startNavigation);

addEventListener('pageshow', (event) => {
  if (event.persisted) stopNavigation();
});
