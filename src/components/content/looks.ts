// Class lists the content pages share (Tailwind utilities), so that each look has one source.

/** The small capitals above a card's title or beside a fact: date, place, counts. */
export const overline = 'text-[0.75rem] font-semibold uppercase tracking-[0.12em]';

/** A page of content: centred, with the page's side and bottom room. */
export const contentPage = 'mx-auto px-5 pt-5 pb-18 sm:px-8 sm:pt-6 sm:pb-24';

/** The grid of cards of a list; a home band's few cards share its width rather than leave a column empty. */
export const cardGrid = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] gap-x-7 gap-y-10';
export const bandGrid = 'grid grid-cols-[repeat(auto-fit,minmax(min(100%,19rem),1fr))] gap-x-7 gap-y-10';

/** A line where a list has nothing to show. */
export const emptyNote = 'my-8 rounded-lg bg-paper px-6 py-5';

/** A round button with a hairline border (the carousel's arrows). */
export const outlinedCircle = 'inline-flex size-11 items-center justify-center rounded-full border border-line transition-colors duration-150 hover:border-primary-ink hover:bg-primary/8';

/** Date, author and folder under an article's title; its links in the primary colour. */
export const articleMeta =
  'mt-4 flex flex-wrap gap-x-5 gap-y-1 text-[0.9375rem] text-muted [&_a]:text-primary-ink [&_a]:underline [&_a]:underline-offset-3';

/** The large picture at the top of an article or event. */
export const articlePicture = 'h-auto max-h-[32rem] w-full rounded-xl object-cover';

/** A page of content holding a list of cards. */
export const listPage = `${contentPage} max-w-7xl`;

/** The overline's look for the terms (<dt>) of a list of facts. */
export const overlineTerms = '[&_dt]:text-[0.75rem] [&_dt]:font-semibold [&_dt]:uppercase [&_dt]:tracking-[0.12em]';

/** A page of reading width or a single form (CMS and legal pages, sign-in, errors): callers add the max-width. */
export const narrowPage = 'mx-auto px-5 pt-10 pb-16 sm:px-8 sm:pt-14 sm:pb-20 [&>h1]:mb-7 [&>h1]:text-[clamp(1.9rem,4vw,2.75rem)] [&>h1]:leading-[1.15]';
