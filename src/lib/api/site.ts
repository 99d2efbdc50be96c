import type { ApiClient } from '../api';
import type { SiteInfo, SiteParameter } from '../contracts/site';
import type { Lang } from '../locale';

// The site's start-up calls (SPEC.md section 7) and the small ones of the frame; shapes:
// src/lib/contracts/site.ts.

/** A page of the site's tree (GET /page): the menu, the sitemap, the breadcrumbs of listed things. */
export interface PageNode {
  id: number;
  type: string | null;
  url: string | null;
  /** The page's url in each language it has one in. */
  urls: Partial<Record<Lang, string | null>>;
  title: string;
  menuTitle: string;
  menuIcon: string | null;
  showInMenu: boolean;
  isFixedOnRight: boolean;
  isEcommercePage: boolean;
  link: { type: string | null; url: string | null; jsCode: string | null };
  children: PageNode[];
}

export const siteApi = (api: ApiClient) => ({
  parameters: () => api.get<SiteParameter[]>('/parameter'),
  info: () => api.get<SiteInfo>('/site/info'),
  pages: () => api.get<PageNode[]>('/page'),
  /** Counts a visit that came from a campaign link (`?from=`), on the page it landed on. */
  visit: (from: string, path: string) => api.get<null>(`/site/visit/${encodeURIComponent(from)}`, { path }),
  /** A menu icon the owner gave as an address: its SVG markup, fetched and cleaned by the server. */
  svgIcon: (url: string) => api.post<{ svg: string }>('/image/load-svg', { url }).then((answer) => answer.svg),
});
