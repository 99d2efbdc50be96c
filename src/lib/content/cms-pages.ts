// The CMS page behind a route the shop renders itself (the news list at 'actualites', the blog at
// 'blog'): its title, description and introduction, or null when the owner has none.
import { ApiRequestError, type ApiClient } from '../api';
import { pagesApi } from '../api/content';
import { siteApi } from '../api/site';
import type { PageNode } from '../contracts/site';
import type { CmsPage } from '~/lib/content/types';

export async function pageAtUrl(api: ApiClient, url: string): Promise<CmsPage | null> {
  try {
    return await pagesApi(api).atUrl(url);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** Whether an API call failed because what it asked for does not exist. */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** The first page of the menu tree of a type ('ALBUMS'), for the breadcrumb of what it lists. */
export async function pageOfType(api: ApiClient, type: string): Promise<PageNode | null> {
  const find = (nodes: PageNode[]): PageNode | null => {
    for (const node of nodes) {
      if (node.type === type) return node;
      const below = find(node.children);
      if (below) return below;
    }
    return null;
  };
  return find(await siteApi(api).pages());
}
