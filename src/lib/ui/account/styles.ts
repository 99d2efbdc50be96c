/**
 * Looks shared by the customer area's pages, components and islands, one source each.
 */
import type { StatusTone } from './order-view';

/** The short text under a page's title. */
export const INTRO = 'mt-[0.6rem] max-w-[60ch] opacity-80';

/** A status as a coloured badge: a colour family per kind of status, readable on a light or a dark theme. */
const TONES: Record<StatusTone, string> = {
  waiting: 'bg-[#d97706]/14 text-[color-mix(in_srgb,#b45309_60%,currentColor)]',
  progress: 'bg-primary/11 text-primary-ink',
  done: 'bg-accent/12 text-[color-mix(in_srgb,var(--shop-accent-ink)_60%,currentColor)]',
  problem: 'bg-danger/11 text-[color-mix(in_srgb,var(--color-danger)_75%,currentColor)]',
  closed: 'bg-current/8',
};
export const statusBadgeClass = (tone: StatusTone) =>
  `inline-block rounded-full px-[0.65rem] py-[0.15rem] text-[0.8rem] leading-normal font-semibold whitespace-nowrap ${TONES[tone]}`;

/**
 * An order's status history: a line of dots, oldest first, the last one (aria-current) filled.
 * `status-history` stays as the list's name for the tests.
 */
export const HISTORY = {
  list: 'status-history mt-4 grid',
  item: "relative grid pb-4 pl-[1.6rem] before:absolute before:top-[0.45rem] before:left-[0.2rem] before:size-3 before:rounded-full before:border-2 before:border-primary before:bg-page aria-[current]:before:bg-primary not-last:after:absolute not-last:after:top-[1.3rem] not-last:after:bottom-[0.15rem] not-last:after:left-[calc(0.2rem+0.375rem-1px)] not-last:after:w-0.5 not-last:after:bg-primary/30",
  label: 'font-semibold',
  time: 'text-[0.85rem] tabular-nums opacity-75',
};

/** A line of an order or a return: the product's name, then its vintage, reference or price in small. */
export const LINE_NAME = 'block font-semibold';
export const LINE_META = 'block text-[0.825rem] opacity-75';

/**
 * The table of an order's or a return's lines: figures to the right, the product's name to the
 * left, the outer cells touching the edges; a column `wide` only from 576 px.
 */
const cell = 'px-2 py-[0.7rem] align-top';
export const LINES = {
  table: 'mt-4 w-full border-collapse text-[0.95rem]',
  head: 'border-b border-current/18 text-[0.75rem] font-semibold tracking-[0.06em] uppercase opacity-70',
  row: 'border-b border-current/10',
  name: `${cell} pl-0 text-left`,
  figure: `${cell} text-right`,
  wide: `${cell} text-right max-xs:hidden`,
  last: `${cell} pr-0 text-right whitespace-nowrap`,
};

/** A paragraph under the way back at the top of an order's page (BackIntro). */
export const INTRO_LINE = 'flex flex-wrap items-center gap-x-[0.9rem] gap-y-2';

/** Facts side by side from 576 px: a small name over its value. */
export const DETAILS = {
  list: 'grid gap-x-8 gap-y-4 xs:grid-cols-2',
  term: 'text-[0.8rem] opacity-70',
  value: 'font-semibold wrap-anywhere',
};

/** A message the customer or the estate wrote, its line breaks kept. */
export const MESSAGE_TEXT = 'mt-[0.35rem] whitespace-pre-line wrap-anywhere';

/** A list or a text box of the return form and the administrator's panel: its focus ring and error border. */
export const CONTROL_STATES = 'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent aria-invalid:border-danger';
export const CONTROL = `min-h-11 w-full rounded-md border border-current/30 bg-page px-[0.8rem] py-[0.55rem] ${CONTROL_STATES}`;

/**
 * The customer area's card: a dozen pages, components and islands share it. Its headings and forms
 * (a column, the submit button at its start) get their looks from it; those `[:where(…)]` defaults
 * weigh nothing, so an element's own utility overrides them.
 */
const cardOf = (look: string, padding = 'p-6 sm:px-8 sm:py-7') =>
  `rounded-xl border ${padding} ${look} [:where(&_h2)]:text-[1.35rem] [:where(&_h3)]:mt-5 [:where(&_h3)]:text-[1.05rem] [:where(&_form)]:grid [:where(&_form)]:gap-4 [:where(&_form>button[type=submit])]:justify-self-start`;
const PLAIN = 'border-current/12 bg-[color-mix(in_srgb,var(--shop-bg)_96%,var(--shop-primary))]';
export const CARD = cardOf(PLAIN);
/** A card with nothing to list yet: more room above and below its message. */
export const CARD_EMPTY = cardOf(PLAIN, 'px-6 py-10 sm:px-8');
/** The account's deletion. */
export const CARD_DANGER = cardOf('border-danger/35 bg-[color-mix(in_srgb,var(--shop-bg)_97%,var(--color-danger))]');
/** What only the estate's administrator sees. */
export const CARD_ADMIN = cardOf('border-dashed border-primary/40 bg-[color-mix(in_srgb,var(--shop-bg)_96%,var(--shop-primary))]');
/** The short text under a card's heading. */
export const CARD_INTRO = 'mt-[0.35rem] mb-5 opacity-80';

/** A button that deletes (an address, the account). */
export const DANGER_BUTTON = 'border-danger bg-danger text-white hover:bg-[color-mix(in_srgb,var(--color-danger)_85%,black)]';

/** The newsletter's lists to tick, each with its name and description. */
export const CHOICES = { legend: 'mb-3 font-semibold', list: 'grid gap-[0.9rem]', name: 'font-semibold' };

/** A page holding a single form (the newsletter sign-up, the password reset). */
export const NARROW = 'max-w-[40rem]';

/** What the current stage of a return means for the customer, under the tracker; tinted red when refused. */
export const stageTextClass = (refused: boolean) =>
  `mt-6 grid justify-items-start gap-4 rounded-lg px-[1.2rem] py-4 whitespace-pre-line ${refused ? 'bg-danger/8' : 'bg-accent/9'}`;

/** The administrator's panel on an order: its history beside its forms from 768 px. */
export const ADMIN_PANEL = {
  panel: 'grid gap-6 sm:grid-cols-2 sm:gap-10',
  forms: 'grid content-start gap-7',
  form: 'grid justify-items-start gap-3',
};

/**
 * The return's stages: a column on a phone, a line of steps from 768 px. Each step shows its number,
 * or ✓ once done and ✕ when refused, on a dot joined to the next step's by a line (`::after`).
 */
const ACTIVE_DOT = 'border-primary bg-primary text-on-primary';
export const TRACKER = {
  list: 'mt-5 grid sm:grid-cols-5',
  stage:
    "relative grid grid-cols-[2rem_1fr] gap-x-3 pb-5 not-last:after:absolute not-last:after:top-8 not-last:after:bottom-0 not-last:after:left-[calc(1rem-1px)] not-last:after:w-0.5 not-last:after:bg-current/15 sm:grid-cols-1 sm:justify-items-center sm:gap-y-[0.4rem] sm:px-2 sm:pb-0 sm:text-center sm:not-last:after:top-[calc(1rem-1px)] sm:not-last:after:right-[calc(-50%+1rem)] sm:not-last:after:bottom-auto sm:not-last:after:left-[calc(50%+1rem)] sm:not-last:after:h-0.5 sm:not-last:after:w-auto",
  /** A done step's line to the next one takes the estate's colour. */
  doneLine: 'not-last:after:bg-primary',
  dot: 'relative z-1 row-span-2 inline-flex size-8 items-center justify-center rounded-full border-2 text-[0.85rem] font-bold sm:row-auto',
  dots: {
    done: ACTIVE_DOT,
    current: `${ACTIVE_DOT} shadow-[0_0_0_4px_color-mix(in_srgb,var(--shop-primary)_20%,transparent)]`,
    next: 'border-current/25 bg-page opacity-60',
    skipped: 'border-current/25 bg-page opacity-60',
    refused: 'border-danger bg-danger text-white shadow-[0_0_0_4px_color-mix(in_srgb,var(--color-danger)_20%,transparent)]',
  },
  /** Steps not reached fade, their names staying readable; a skipped one is struck through. */
  name: 'self-center font-semibold',
  names: { done: '', current: '', next: 'opacity-80', skipped: 'line-through opacity-80' },
  time: 'text-[0.85rem] opacity-75',
};
