// Tailwind classes that the checkout's steps and the order outcome pages share, each said once here.

/** A section of a step's form (or of an outcome page): a card with its heading. */
export const CARD = 'rounded-xl border border-line bg-card p-5 sm:px-8 sm:py-7';
export const CARD_TITLE = 'mb-[0.35rem] text-[1.375rem]';
export const CARD_INTRO = 'mb-[1.1rem] text-muted';

/** A focus ring drawn around a radio card, or a link, with a little room. */
export const FOCUS_RING = 'outline-3 outline-offset-2 outline-accent';

/** The delivery step's radio rows (carriers, relay points, pick-up addresses) and their parts. */
const OPTION_ROW_BASE = 'flex cursor-pointer items-start gap-3 rounded-lg px-4 py-[0.8rem] has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent';
const CHECKED_FRAME = 'border border-[color-mix(in_srgb,var(--shop-text)_20%,transparent)] bg-page has-checked:border-primary has-checked:inset-ring has-checked:inset-ring-primary';
export const OPTION = `${OPTION_ROW_BASE} ${CHECKED_FRAME}`;
/** Inside a relay point's card, which draws the frame, the row draws no second one. */
export const OPTION_ROW = OPTION_ROW_BASE;
export const RELAY_POINT = `grid rounded-lg ${CHECKED_FRAME}`;
export const OPTION_INPUT = 'mt-[0.15rem] size-[1.15rem] accent-primary';
export const OPTION_NAME = 'shipping-option-name font-semibold';
export const OPTION_TEXT = 'grid min-w-0 gap-[0.15rem]';
export const OPTION_DETAIL = 'text-[0.875rem] text-muted';
export const OPTIONS = 'grid gap-[0.6rem]';
export const LEGEND = 'mb-[0.6rem] font-bold';

/** The delivery step's notes, status lines and the choice made, said back. */
export const NOTICE = 'rounded-lg bg-paper px-4 py-3 text-[0.9375rem]';
export const STATUS = 'text-[0.9375rem] text-muted';
export const CHOSEN = 'shipping-chosen rounded-lg border-l-4 border-accent bg-[color-mix(in_srgb,var(--shop-accent)_9%,var(--shop-bg))] px-4 py-3 text-[0.9375rem] font-semibold';

/** The buttons at the foot of a step: back to the previous one, on to the next. */
export const ACTIONS = 'flex flex-wrap-reverse items-center justify-between gap-4 max-xs:flex-col-reverse max-xs:items-stretch max-xs:*:text-center';
export const NEXT_BUTTON_WIDTH = 'min-w-56';

/** The fields of an address form, one under the other (also the address book's editor). */
export const FIELDS = 'grid grid-cols-[minmax(0,1fr)] gap-4';

/** What a code applied at the payment step does, said under its field (nothing shown while empty). */
export const CODE_DONE = 'mt-2 text-[0.9rem] text-accent-ink empty:hidden';
