// docs/architecture.md#look-and-display: how many items a page of each content list holds.
export const NEWS_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE = 12;
export const ELEMENT_PAGE_SIZE = 24;
export const ALBUM_PAGE_SIZE = 100;
