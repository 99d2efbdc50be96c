// Where the estate's publications live, without the language prefix (localizedPath adds it).
// One place for the shapes, used by the pages, their links, the sitemap and the e-mails.

export const NEWS_LIST_PATH = '/actualites';
export const BLOG_PATH = '/blog';
export const EVENTS_PATH = '/evenements';
export const TOURISM_PATH = '/oenotourisme';

/** The route of the element list whose items are the estate's events. */
export const EVENTS_ROUTE = 'evenements';

export const newsPath = (item: { slug: string; id: number }) => `/news/${item.slug}/${item.id}`;

export const blogFolderPath = (folder: { slug: string; id: number }) => `${BLOG_PATH}/${folder.slug}/${folder.id}`;

export const blogPostPath = (post: { slug: string; id: number }) => `${BLOG_PATH}/article/${post.slug}/${post.id}`;

/**
 * An album. The gallery that lists them is a CMS page whose url differs by language ('galerie',
 * 'gallery'); the albums themselves share one address shape in both.
 */
export const albumPath = (album: { slug: string; id: number }) => `/albums/${album.slug}/${album.id}`;

/** An event; its slug is made from its title (elements have no slug of their own). */
export const eventPath = (event: { slug: string; id: number }) => `${EVENTS_PATH}/${event.slug}/${event.id}`;

/** A wine tourism service: '/oenotourisme/visite-des-caves-et-degustation/1'. */
export const servicePath = (service: { slug: string; id: number }) => `${TOURISM_PATH}/${service.slug}/${service.id}`;

/** A path with `?page=n` for a list's later pages (the first page keeps the plain path). */
export const pagedPath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);
