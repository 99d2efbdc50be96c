// Menu entries as links: where each one points in the page's language and whether it is the
// current page, for both the desktop menu and the mobile drawer.
import { localizedPath, stripLangPrefix, type Lang } from '~/lib/locale';
import type { MenuItem } from './frame-data';

/** The href of an entry: internal pages get the language prefix, external links stay as given. */
export function menuHref(item: MenuItem, lang: Lang): string | null {
  if (item.linkType === 'JS' || !item.href) return null;
  if (item.linkType === 'EXTERNAL' || /^(https?:|mailto:|tel:|#)/i.test(item.href)) return item.href;
  return localizedPath(lang, item.href);
}

function pathOnly(path: string): string {
  const bare = stripLangPrefix(path.split(/[?#]/)[0] || '/');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/**
 * 'page' when the entry is the current page, 'section' when the current page lies under it
 * (a wine under "Nos vins", a child entry of a parent), null otherwise.
 */
export function menuCurrent(item: MenuItem, pathname: string): 'page' | 'section' | null {
  const current = pathOnly(pathname);
  if (item.linkType === 'INTERNAL' && item.href) {
    const target = pathOnly(item.href.startsWith('/') ? item.href : `/${item.href}`);
    if (target === current) return 'page';
    if (target !== '/' && current.startsWith(`${target}/`)) return 'section';
  }
  return item.children.some((child) => menuCurrent(child, pathname)) ? 'section' : null;
}

/** Top-level entries in the flow of the menu, and those the owner pinned to its right end. */
export function splitMenu(menu: MenuItem[]): { main: MenuItem[]; right: MenuItem[] } {
  return { main: menu.filter((item) => !item.isFixedOnRight), right: menu.filter((item) => item.isFixedOnRight) };
}
