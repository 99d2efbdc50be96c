/** A cell of a report's table (ReportTable.astro), heading or figure. */
export const cell = 'border-b border-stone-300 px-3 py-2';
