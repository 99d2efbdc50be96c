/**
 * The looks of the visitors' form fields in the engagement islands (dynamic forms, tourism booking),
 * one source for each kind of element so that every field of these forms looks the same.
 */

/** A field's label, or the legend of a group of choices. */
export const FIELD_LABEL = 'mb-[0.3rem] block text-[0.9rem] font-semibold';

/** A text box, list or file box; a text area adds its own height (`FIELD_TEXTAREA`). */
const CONTROL =
  'w-full rounded-md border border-current/35 bg-page px-[0.8rem] py-[0.55rem] focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent aria-invalid:border-danger aria-invalid:shadow-[inset_0_0_0_1px_var(--color-danger)]';
export const FIELD_CONTROL = `${CONTROL} min-h-11`;
export const FIELD_TEXTAREA = `${CONTROL} min-h-32 resize-y`;

/** "(optional)" after a label. */
export const FIELD_OPTIONAL = 'font-normal opacity-75';

/** A box or a round choice. */
export const FIELD_TICK = 'size-[1.1rem] accent-primary';

export const FIELD_HELP = 'mt-[0.3rem] text-[0.85rem] opacity-80';

/** An error, marked with a sign besides its colour; under a field it keeps a little space. */
export const FORM_ERROR = "text-[0.875rem] font-semibold text-danger before:content-['⚠_']";
export const FIELD_ERROR = `${FORM_ERROR} mt-[0.35rem]`;
