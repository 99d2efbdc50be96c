// The thin bar at the top of the page during navigations and long API calls. It appears only
// after 200 ms (quick calls never flash it), creeps towards the end over 5 s, then fills up on
// success or turns to the error colour on a failure (a cancellation is not a failure).
// Without the frame's #page-progress element (tests, server), every call is a no-op.

const SHOW_DELAY_MS = 200;
const FADE_OUT_MS = 500;

let pending = 0;
let failed = false;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

type State = 'idle' | 'running' | 'done' | 'failed';

function bar(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('page-progress');
}

function setState(state: State): void {
  const element = bar();
  if (element) element.dataset.state = state;
}

/** Whether an error only means the caller gave up (AbortController, a superseded request). */
export function isCancellation(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'CanceledError';
}

/** One more operation in flight; the bar shows if the operations last more than 200 ms. */
export function startProgress(): void {
  pending += 1;
  if (pending > 1) return;
  failed = false;
  clearTimeout(hideTimer);
  setState('idle');
  showTimer = setTimeout(() => setState('running'), SHOW_DELAY_MS);
}

function settle(failure: boolean): void {
  if (pending === 0) return;
  pending -= 1;
  failed ||= failure;
  if (pending > 0) return;
  clearTimeout(showTimer);
  // A quick success never showed the bar and need not; a failure is always shown.
  if (!failed && bar()?.dataset.state !== 'running') return setState('idle');
  setState(failed ? 'failed' : 'done');
  hideTimer = setTimeout(() => setState('idle'), FADE_OUT_MS + (failed ? 1000 : 0));
}

export function doneProgress(): void {
  settle(false);
}

/** Ends an operation that threw: the bar turns to the error colour unless it was a cancellation. */
export function failProgress(error?: unknown): void {
  settle(!isCancellation(error));
}

/** Forgets every operation in flight (a page restored from the back/forward cache). */
export function resetProgress(): void {
  pending = 0;
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  setState('idle');
}
