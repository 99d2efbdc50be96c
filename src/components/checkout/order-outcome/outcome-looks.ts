// Tailwind classes of the order outcome pages (the thanks, the payment's problem, its result),
// each said once here.
import { PAGE_FRAME } from '~/islands/cart/looks';
import { CARD } from '~/islands/checkout/looks';

export const OUTCOME_PAGE = `${PAGE_FRAME} max-w-[64rem]`;

/** A headline with its mark, centred. */
export const HERO = 'mb-8 grid justify-items-center gap-2 text-center [&>p]:max-w-[40rem]';
export const HERO_TITLE = 'mb-1 text-[clamp(1.9rem,4vw,2.75rem)] leading-[1.15]';
const ICON_BY_KIND = {
  success: 'bg-accent text-on-accent',
  cancel: 'bg-[color-mix(in_srgb,var(--shop-text)_55%,var(--shop-bg))] text-page',
  error: 'bg-danger text-white',
};
export const icon = (kind: keyof typeof ICON_BY_KIND) => `inline-grid size-14 place-items-center rounded-full ${ICON_BY_KIND[kind]}`;
export const ICON_SVG = 'size-[1.9rem] fill-none stroke-current stroke-[2.6] [stroke-linecap:round] [stroke-linejoin:round]';

const LEAD_TEXT = 'text-[1.0625rem] leading-[1.55]';
export const LEAD = `max-w-[40rem] ${LEAD_TEXT}`;
/** The result page's line while the bank answers: a turning mark, then the words. */
export const CHECKING = `flex items-center gap-[0.85rem] ${LEAD_TEXT}`;

/** The buttons, a whole row each on a phone. */
export const ACTIONS = 'flex flex-wrap gap-3 max-xs:*:flex-[1_1_100%]';
export const OUTCOME_CARD = `${CARD} grid gap-3`;
