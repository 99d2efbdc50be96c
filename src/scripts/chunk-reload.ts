// docs/architecture.md#the-browser: a script chunk that fails to load (a deployment replaced the files the page was
// built with, a flaky network) reloads the page, at most once a minute so that a chunk that is
// really gone cannot loop the visitor through reloads.

const STORAGE_KEY = 'chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

/** The messages browsers give a failed dynamic import (Chromium, Firefox, Safari). */
const CHUNK_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_FAILURE.test(message);
}

/** Reloads unless the last reload for this reason was less than a minute ago; says whether it did. */
export function reloadOnce(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < MIN_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

if (typeof window !== 'undefined') {
  const reload = () => reloadOnce(sessionStorage, () => location.reload());
  // Vite's module preloader says so itself; preventDefault keeps it from throwing as well.
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reload();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason)) reload();
  });
  // An island whose code cannot be fetched (after Astro's own retry) says so with this event.
  document.addEventListener('astro:hydration-error', (event) => {
    const { error } = (event as CustomEvent<{ error: unknown }>).detail ?? {};
    if (isChunkLoadFailure(error) || isChunkLoadFailure((error as { cause?: unknown } | undefined)?.cause)) reload();
  });
}
