// The sitemap entries of what the estate publishes: the news list and every news item, the blog
// (when it is on) with its folders and posts, the albums, the wine tourism services, and the events
// page with each coming event; each in both languages with its own slug.
import type { ApiClient, ListQuery } from '../api';
import { albumsApi, blogApi, elementsApi, newsApi } from '../api/content';
import { tourismApi } from '../api/tourism';
import type { SitemapPage } from '../catalogue-seo';
import { absoluteUrl, LANGS, localizedPath, type Lang } from '../locale';
import { isNotFound } from './cms-pages';
import { albumPath, BLOG_PATH, blogFolderPath, blogPostPath, EVENTS_PATH, EVENTS_ROUTE, eventPath, NEWS_LIST_PATH, newsPath, servicePath } from './paths';

type Addressed = { id: number; slug: string };

/** Every item of a list, page after page (100 a page, the most the API gives); `key` names the answer's items. */
async function everything<K extends string>(
  list: (query: ListQuery) => Promise<Record<K, Addressed[]> & { total: number }>,
  key: K,
  query: ListQuery = {},
): Promise<Addressed[]> {
  const items: Addressed[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list({ ...query, page, nbItem: 100 });
    const found = answer[key];
    items.push(...found);
    if (found.length === 0 || items.length >= answer.total) return items;
  }
}

/** One entry per item, with its address in each language it is listed in. */
function entries(siteUrl: string, lists: Record<Lang, Addressed[]>, path: (item: Addressed) => string): SitemapPage[] {
  return lists.fr_FR.map((item) => ({
    urls: Object.fromEntries(
      LANGS.flatMap((lang) => {
        const own = lists[lang].find((other) => other.id === item.id);
        return own ? [[lang, absoluteUrl(siteUrl, localizedPath(lang, path(own)))]] : [];
      }),
    ),
  }));
}

const everywhere = (siteUrl: string, path: string): SitemapPage => ({
  urls: Object.fromEntries(LANGS.map((lang) => [lang, absoluteUrl(siteUrl, localizedPath(lang, path))])),
});

async function perLang(apis: Record<Lang, ApiClient>, load: (api: ApiClient) => Promise<Addressed[]>): Promise<Record<Lang, Addressed[]>> {
  const lists = await Promise.all(LANGS.map((lang) => load(apis[lang])));
  return Object.fromEntries(LANGS.map((lang, index) => [lang, lists[index]!])) as Record<Lang, Addressed[]>;
}

async function blogEntries(apis: Record<Lang, ApiClient>, siteUrl: string): Promise<SitemapPage[]> {
  const folderTree = async (api: ApiClient): Promise<Addressed[]> => {
    const below = async (folderId: number | null): Promise<Addressed[]> => {
      const { folders } = await blogApi(api).folders(folderId);
      return (await Promise.all(folders.map(async (folder) => [folder, ...(await below(folder.id))]))).flat();
    };
    return below(null);
  };
  try {
    const [folders, posts] = await Promise.all([
      perLang(apis, folderTree),
      perLang(apis, (api) => everything((query) => blogApi(api).folder(null, query), 'blogs')),
    ]);
    return [everywhere(siteUrl, BLOG_PATH), ...entries(siteUrl, folders, blogFolderPath), ...entries(siteUrl, posts, blogPostPath)];
  } catch (error) {
    // The blog is switched off: none of its pages exist.
    if (isNotFound(error)) return [];
    throw error;
  }
}

export async function contentSitemapPages(apis: Record<Lang, ApiClient>, siteUrl: string): Promise<SitemapPage[]> {
  const coming = { endsAt: `gte:${new Date().toISOString()}` };
  const [news, albums, services, events, blog] = await Promise.all([
    perLang(apis, (api) => everything(newsApi(api).list, 'news')),
    perLang(apis, (api) => everything(albumsApi(api).list, 'albums')),
    perLang(apis, (api) => everything(tourismApi(api).services, 'services')),
    perLang(apis, (api) => everything((query) => elementsApi(api).list(EVENTS_ROUTE, query), 'items', coming)),
    blogEntries(apis, siteUrl),
  ]);
  return [
    everywhere(siteUrl, NEWS_LIST_PATH),
    ...entries(siteUrl, news, newsPath),
    ...blog,
    ...entries(siteUrl, albums, albumPath),
    ...entries(siteUrl, services, servicePath),
    everywhere(siteUrl, EVENTS_PATH),
    ...entries(siteUrl, events, eventPath),
  ];
}

/** The cache tags of the pages the sitemap lists here. */
export const CONTENT_SITEMAP_TAGS = ['news', 'blog', 'album', 'services', `element-list:${EVENTS_ROUTE}`];
