// The page number of a content list, read from '?page=' as the lists write it.

/** The page asked for: 1 without the parameter, null when it is not a page number (a 404). */
export function requestedPage(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

/** How many pages a list of `total` items makes, at least one (an empty list still shows). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
