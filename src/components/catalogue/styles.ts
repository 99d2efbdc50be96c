// Class lists that several catalogue components share, so that each look has one source.

/** Small capitals above a title: an appellation, a section's name. */
export const OVERLINE = 'text-[0.75rem] font-semibold tracking-[0.14em] text-primary-ink uppercase';

/** "Clear all" under the filters and beside the chosen filters. */
export const CLEAR_LINK = 'text-[0.875rem] font-medium text-primary-ink underline underline-offset-3';

/** A filter option or chip that is chosen: a tint of the primary colour over the card. */
export const CHOSEN_TINT = 'bg-[color-mix(in_srgb,var(--shop-primary)_9%,var(--shop-card))]';

/** The colour of each wine (data-colour), for the dots of the filters and the chips of the cards. */
export const WINE_COLOUR: Record<string, string> = {
  RED: '[--wine:#7b1e2b]',
  WHITE: '[--wine:#e6d28a]',
  ROSE: '[--wine:#eea39b]',
  SPARKLING: '[--wine:#efe2a6]',
  SWEET: '[--wine:#d39b2c]',
};

/** "Red" with a dot of its colour before it. `colour-chip` is a hook for the browser tests. */
export const colourChip = (colour: string) =>
  `colour-chip inline-flex items-center gap-[0.4rem] before:size-[0.6rem] before:rounded-full before:bg-(--wine,currentColor) before:shadow-[inset_0_0_0_1px_rgb(0_0_0/0.18)] ${WINE_COLOUR[colour] ?? ''}`;

/** The wine list and the search page: the page's width and margins. */
export const CATALOGUE_PAGE = 'mx-auto max-w-336 px-5 pt-5 pb-18 sm:px-8 sm:pt-6 sm:pb-24';

/** The list's heading and the owner's introduction (`catalogue-intro` styles that rich text). */
export const CATALOGUE_INTRO = 'catalogue-intro mt-7 mb-6';
export const CATALOGUE_TITLE = 'text-[clamp(2rem,4.5vw,3rem)] leading-[1.1] tracking-[-0.01em]';

/** The title of a section of the product page, over a hairline. */
export const SECTION_TITLE = 'mb-[1.1rem] border-b border-line pb-[0.7rem] text-[1.375rem] leading-[1.25]';

/** A small heading in capitals in the text's font: "Nose", "Ingredients". */
export const CAPS_HEADING = 'font-sans text-[0.8125rem] font-semibold tracking-[0.1em] uppercase';

/** The medal's colours (data-medal) for the drawn medal of an award. */
export const MEDAL_COLOURS: Record<string, string> = {
  GOLD: '[--medal:#d4af37] [--medal-dark:#9c7c1c]',
  DOUBLE_GOLD: '[--medal:#d4af37] [--medal-dark:#9c7c1c]',
  SILVER: '[--medal:#c4c7cc] [--medal-dark:#8a8f96]',
  BRONZE: '[--medal:#c98b4e] [--medal-dark:#8f5a28]',
  PLATINUM: '[--medal:#e5e4e2] [--medal-dark:#9fa3a6]',
  SCORE: '[--medal:var(--shop-primary)] [--medal-dark:color-mix(in_srgb,var(--shop-primary)_70%,black)]',
  COMMENDED: '[--medal:var(--shop-primary)] [--medal-dark:color-mix(in_srgb,var(--shop-primary)_70%,black)]',
};
/** Any other medal. */
export const MEDAL_DEFAULT = '[--medal:#b9975b] [--medal-dark:#8a6d35]';
