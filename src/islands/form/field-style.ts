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

/**
 * The customer forms' kit (sign-in and registration, account, address book, newsletter, password
 * reset, checkout's addresses), one source for each of their parts.
 */
const FOCUS_RING = 'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent';
const ERROR_TEXT = 'text-[0.875rem] font-medium text-danger';
const ACTIONS = 'flex flex-wrap gap-3';
export const CUSTOMER_FORM = {
  /** A card holding a form or its outcome: its heading, its forms laid in a column, their buttons at the start. */
  card: 'rounded-xl border border-current/12 bg-[color-mix(in_srgb,var(--shop-bg)_96%,var(--shop-primary))] p-6 sm:px-9 sm:py-8 [:where(&_h2)]:mb-[0.35rem] [:where(&_h2)]:text-[1.5rem] [:where(&_form)]:grid [:where(&_form)]:gap-4 [:where(&_button[type=submit])]:justify-self-start',
  /** A form that is itself the card's content: its parts in a column. */
  form: 'grid gap-4',
  /** The card's short text under its heading (in a form laid in a column, the column's gap spaces it). */
  intro: 'mb-5 opacity-80',
  formIntro: 'opacity-80',
  /** Two fields side by side from 576 px. */
  row: 'grid gap-4 xs:grid-cols-2',
  label: FIELD_LABEL,
  /** A text box; `boxed` when a button sits inside it on the right (the password's eye). */
  input: `min-h-11 w-full rounded-md border border-current/30 bg-page px-[0.8rem] py-[0.55rem] text-inherit ${FOCUS_RING} aria-invalid:border-danger`,
  boxed: 'pr-12',
  /** The eye button inside a password box. */
  reveal: 'absolute inset-y-0 right-1 inline-flex cursor-pointer items-center px-[0.6rem] text-inherit opacity-70',
  /** A hint under a field, or (`note`) a small note set on a line of its own. */
  hint: 'mt-[0.3rem] text-[0.825rem] opacity-75',
  note: 'text-[0.825rem] opacity-75',
  /** A field's error; `formError` the whole form's, on a tinted strip; `noteError` in a row, without its margin. */
  error: `mt-[0.3rem] ${ERROR_TEXT}`,
  formError: `mt-[0.3rem] rounded-md bg-danger/8 px-[0.8rem] py-[0.6rem] ${ERROR_TEXT}`,
  noteError: ERROR_TEXT,
  /** A tick box with its label beside it. */
  check: 'flex items-start gap-[0.6rem] text-[0.925rem]',
  checkBox: `mt-[0.3rem] size-[1.1rem] flex-none accent-primary ${FOCUS_RING} aria-invalid:border-danger`,
  /** What was done or is going on (a mail sent, a confirmation under way), on a tinted block. */
  status: 'rounded-lg bg-accent/10 px-[1.2rem] py-4',
  /** The buttons under a card's text; `formActions` in a form laid in a column. */
  actions: `mt-5 ${ACTIONS}`,
  formActions: ACTIONS,
};
