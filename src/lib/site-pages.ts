import { isSwitchedOn, type ParameterMap } from './site-parameters';

/**
 * The kinds of CMS page the storefront can show today. A page of another kind (the wine list, the
 * news…) stays out of the menu until its route exists, so that no menu entry leads nowhere.
 */
export const SHOWN_PAGE_TYPES = new Set(['HOME', 'CMS', 'LINK', 'WINE_TOURISM', 'CONTACT', 'ECOMMERCE', 'NEWS', 'BLOG', 'ALBUMS', 'CLUB']);

/** Page types the owner switched off in the parameters: their menu entries go with them. */
export function switchedOffPageTypes(parameters: ParameterMap): Set<string> {
  const off = new Set<string>();
  if (isSwitchedOn(parameters, 'HIDE_CONTACT_PAGE')) off.add('CONTACT');
  if (!isSwitchedOn(parameters, 'IS_BLOG_ACTIVATED')) off.add('BLOG');
  return off;
}

/** The path of a CMS page: the home page lives at '/', the others at their menu url. */
export function pagePath(page: { type: string | null; url: string | null }): string {
  return page.type === 'HOME' ? '/' : `/${page.url ?? ''}`;
}
