// The back office's few repeated looks, as Tailwind class lists: one place to change a control.

export const inputClass =
  'block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm ' +
  'focus:border-wine-700 focus:outline-2 focus:outline-offset-1 focus:outline-wine-700 ' +
  'aria-[invalid=true]:border-red-700 disabled:bg-stone-100';

const buttonBase =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${buttonBase} bg-wine-700 text-white hover:bg-wine-800`,
  secondary: `${buttonBase} border border-stone-400 bg-white text-stone-900 hover:bg-stone-50`,
  danger: `${buttonBase} bg-red-700 text-white hover:bg-red-800`,
};

/** A white panel around a form or a table. */
export const panelClass = 'rounded-lg border border-stone-300 bg-white p-4 shadow-sm md:p-6';
