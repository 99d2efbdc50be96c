import type { ApiClient } from '../api';
import type { InlineSvg } from '../contracts/content';
import type { PageNode, SiteInfo, SiteParameter } from '../contracts/site';

// The site's start-up calls and the small ones of the frame; shapes:
// src/lib/contracts/site.ts (the stored SVG icon's: src/lib/contracts/content.ts).

export const siteApi = (api: ApiClient) => ({
  parameters: () => api.get<SiteParameter[]>('/parameter'),
  info: () => api.get<SiteInfo>('/site/info'),
  pages: () => api.get<PageNode[]>('/page'),
  /** Counts a visit that came from a campaign link (`?from=`), on the page it landed on. */
  visit: (from: string, path: string) => api.get<null>(`/site/visit/${encodeURIComponent(from)}`, { path }),
  /** A menu icon the owner gave as an address: its SVG markup, fetched and cleaned by the server. */
  svgIcon: (url: string) => api.post<InlineSvg>('/image/load-svg', { url }).then((answer) => answer.svg),
});
