/**
 * The kinds of CMS page the storefront can show today. A page of another kind (the wine list, the
 * news…) stays out of the menu until its route exists, so that no menu entry leads nowhere.
 */
export const SHOWN_PAGE_TYPES = new Set(['HOME', 'CMS', 'LINK']);

/** The path of a CMS page: the home page lives at '/', the others at their menu url. */
export function pagePath(page: { type: string | null; url: string | null }): string {
  return page.type === 'HOME' ? '/' : `/${page.url ?? ''}`;
}
