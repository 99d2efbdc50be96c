// Tailwind classes that several parts of the cart and the checkout share, each said once here.

/** A quiet underlined button (remove a line, remove a code, change an answer). */
export const LINK_BUTTON =
  'inline-flex cursor-pointer items-center gap-[0.35rem] text-[0.875rem] text-muted underline underline-offset-3 hover:text-primary-ink';

/** The framed box of totals beside the cart's lines and the checkout's steps. */
export const SUMMARY_BOX = 'cart-summary grid grid-cols-[minmax(0,1fr)] gap-[1.1rem] rounded-xl bg-paper p-6 [&_h2]:text-[1.375rem]';

/** Totals as a list of name–amount rows (`cart-totals` and `cart-totals-total` are the tests' hooks). */
export const TOTALS = 'cart-totals grid gap-[0.55rem] tabular-nums';
export const TOTALS_ROW = 'flex justify-between gap-4 [&>dd]:text-right';
export const TOTALS_DISCOUNT = `${TOTALS_ROW} [&>dd]:font-semibold [&>dd]:text-accent-ink`;
/** A code the cart holds that takes nothing off: its reason, under it, rather than "−0,00 €". */
export const TOTALS_REFUSED = 'flex flex-col gap-[0.2rem] [&>dd]:text-[0.875rem] [&>dd]:font-medium [&>dd]:text-danger';
export const TOTALS_TOTAL = `cart-totals-total ${TOTALS_ROW} mt-[0.35rem] border-t border-line pt-[0.8rem] text-[1.125rem] font-bold`;

/** A refusal or problem said in a line of text. */
export const PROBLEM_TEXT = 'text-[0.875rem] font-medium text-danger';

/** A field's frame: the code field, the customization's text, the country list. */
export const TEXT_INPUT =
  'min-h-11 w-full rounded-md border border-[color-mix(in_srgb,currentColor_30%,transparent)] bg-page text-inherit focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent';

/** The "waiting for the cart" line of the cart page and the checkout's steps. */
export const LOADING = 'rounded-lg bg-paper px-[1.2rem] py-4';

/** The add-to-cart row of a product page and its button (also the customization page's). */
export const ADD_TO_CART_ROW = 'flex flex-wrap items-end gap-x-4 gap-y-3 pt-4 pb-1';
export const ADD_TO_CART_BUTTON = 'button min-h-11 max-w-[22rem] flex-[1_1_14rem]';
export const ADD_TO_CART_NOTE = 'basis-full text-[0.9rem] text-muted';

/** A small spaced-out caption in capitals (the quantity's label, the customization's step count). */
export const SMALL_CAPS = 'text-[0.75rem] font-semibold tracking-[0.12em] text-muted uppercase';

/** The customization page's question titles, notes, problems and rows of buttons. */
export const QUESTION_TITLE = 'flex flex-wrap items-baseline gap-x-3 gap-y-[0.4rem] text-[1.5rem] outline-none';
export const HELP = 'text-[0.9375rem] text-muted';
export const PROBLEM_BOX = 'rounded-md bg-[color-mix(in_srgb,var(--color-danger)_8%,transparent)] px-[0.8rem] py-[0.6rem] font-medium text-danger';
/** Going on stays at the right, even when the row wraps on a phone. */
export const CUSTOMIZE_ACTIONS = 'flex flex-wrap justify-between gap-3 [&>:last-child]:ml-auto';

/** The frame of the cart's and the checkout's pages, narrower for some, and their title. */
export const PAGE_FRAME = 'mx-auto px-5 pt-8 pb-[4.5rem] sm:px-8 sm:pt-12 sm:pb-24';
export const PAGE = `${PAGE_FRAME} max-w-[80rem]`;
export const PAGE_TITLE = 'mb-7 text-[clamp(1.9rem,4vw,2.75rem)] leading-[1.15]';

/** A link to go back and change something (the cart's items, the delivery, the addresses). */
export const EDIT_LINK = 'justify-self-start text-[0.875rem] font-semibold text-primary-ink underline underline-offset-3';

/** The main column of a checkout step: its cards one under the other. */
export const STEP_MAIN = 'grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6';

/** A link back (to the wines, to the previous step), with its arrow. */
export const BACK_LINK = "font-semibold text-primary-ink underline underline-offset-3 before:content-['←_']";
