/**
 * The kinds of CMS page the storefront can show today. A page of another kind (the wine list, the
 * news…) stays out of the menu until its route exists, so that no menu entry leads nowhere.
 */
export const SHOWN_PAGE_TYPES = new Set(['HOME', 'CMS', 'LINK', 'WINE_TOURISM', 'CONTACT', 'ECOMMERCE', 'NEWS', 'BLOG', 'ALBUMS']);

/** Page types the owner switched off in the parameters: their menu entries go with them. */
export function switchedOffPageTypes(parameters: Record<string, string | null>): Set<string> {
  const off = new Set<string>();
  if (parameters.HIDE_CONTACT_PAGE?.trim().toLowerCase() === 'true') off.add('CONTACT');
  if (parameters.IS_BLOG_ACTIVATED?.trim().toLowerCase() !== 'true') off.add('BLOG');
  return off;
}

/** The path of a CMS page: the home page lives at '/', the others at their menu url. */
export function pagePath(page: { type: string | null; url: string | null }): string {
  return page.type === 'HOME' ? '/' : `/${page.url ?? ''}`;
}
