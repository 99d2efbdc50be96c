// Reading the address of a publication ('/news/{slug}/{id}'): its id, whether its slug is the
// current one, and its address in each language for the language menu and hreflang.
import type { TranslatedPaths } from '../locale';
import { isNotFound } from './cms-pages';
import type { Slugs } from './types';

/** The id of an address segment, or null when it is not one (the page is then not found). */
export function idOf(segment: string | undefined): number | null {
  return segment && /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null;
}

/** The item with the id of `segment`, as `load` reads it; null when there is no such item. */
export async function loadById<T>(segment: string | undefined, load: (id: number) => Promise<T>): Promise<T | null> {
  const id = idOf(segment);
  if (id === null) return null;
  try {
    return await load(id);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The item's path in each language it has a slug in. */
export function pathsBySlug(slugs: Slugs, path: (slug: string) => string): TranslatedPaths {
  return Object.fromEntries(Object.entries(slugs).flatMap(([lang, slug]) => (slug ? [[lang, path(slug)]] : [])));
}
