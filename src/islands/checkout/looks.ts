// Tailwind classes that the checkout's steps and the order outcome pages share, each said once here.

/** A section of a step's form (or of an outcome page): a card with its heading. */
export const CARD = 'rounded-xl border border-line bg-card p-5 sm:px-8 sm:py-7';
export const CARD_TITLE = 'mb-[0.35rem] text-[1.375rem]';
export const CARD_INTRO = 'mb-[1.1rem] text-muted';

/** A focus ring drawn around a radio card, or a link, with a little room. */
export const FOCUS_RING = 'outline-3 outline-offset-2 outline-accent';
