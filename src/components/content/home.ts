// What the home page shows under the owner's text: the promoted news, a few of the estate's wines
// (on a site that sells) and the next events; and the cache tags of all that.
import { loadProducts, loadTagLabels } from '~/components/catalogue/data';
import type { FrameData } from '~/layouts/frame-data';
import { elementsApi, newsApi } from '~/lib/api/content';
import type { ProductSummary } from '~/lib/catalogue';
import { EVENTS_ROUTE } from '~/lib/content/paths';
import type { ElementList, NewsList } from '~/lib/content/types';

export interface HomeBands {
  promoted: NewsList['news'];
  wines: ProductSummary[] | null;
  tagLabels: Record<string, string>;
  events: ElementList['items'];
}

export const HOME_CACHE_TAGS = ['news', 'catalogue', `element-list:${EVENTS_ROUTE}`];

export async function loadHomeBands(locals: App.Locals, frame: FrameData): Promise<HomeBands> {
  const { api, lang } = locals;
  const [promoted, events, wines, tagLabels] = await Promise.all([
    newsApi(api).list({ promoted: true, nbItem: 6 }),
    // Events still under way stay on the home page until they end.
    elementsApi(api).list(EVENTS_ROUTE, { endsAt: `gte:${new Date().toISOString()}`, orderBy: 'startsAt', nbItem: 3 }),
    frame.site.isECommerce ? loadProducts(api, { kind: 'WINE', nbItem: 4, orderBy: 'position' }) : null,
    frame.site.isECommerce ? loadTagLabels(api, lang) : {},
  ]);
  return { promoted: promoted.news, wines: wines?.products ?? null, tagLabels, events: events.items };
}
