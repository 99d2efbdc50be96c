/** Looks shared by the wine tourism, service and contact pages. */

/** The page's frame, under the header. */
export const PAGE = 'mx-auto max-w-[76rem] px-5 pt-9 pb-16 sm:px-8 sm:pt-[3.25rem] sm:pb-20';

/** The page's title. */
export const PAGE_TITLE = 'mb-5 text-[clamp(1.9rem,4vw,2.75rem)] leading-[1.15]';

/** A light card lifted off the page by a hairline and a soft shadow (the booking and contact forms). */
export const FORM_CARD = 'rounded-xl bg-card shadow-[0_0_0_1px_color-mix(in_srgb,var(--shop-text)_10%,transparent),0_20px_40px_-24px_rgb(0_0_0/0.35)]';

/** The heading of a section of the contact page. */
export const SECTION_TITLE = 'mb-2 text-[1.5rem]';
