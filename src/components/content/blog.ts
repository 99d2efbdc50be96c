// What every blog page needs first: the blog switched on (IS_BLOG_ACTIVATED) and its CMS page
// (title and introduction at the menu url 'blog').
import type { FrameData } from '~/layouts/frame-data';
import { isOn } from '~/layouts/parameters';
import type { ApiClient } from '~/lib/api';
import type { CmsPage } from '~/lib/content/types';
import { t } from '~/lib/i18n';
import { pageAtUrl } from '~/lib/content/cms-pages';
import type { Crumb } from '~/components/content/json-ld';
import { BLOG_PATH, blogFolderPath } from '~/lib/content/paths';
import type { BlogCrumb } from '~/lib/content/types';

export const isBlogOn = (frame: FrameData) => isOn(frame, 'IS_BLOG_ACTIVATED');

export const blogPage = (api: ApiClient): Promise<CmsPage | null> => pageAtUrl(api, BLOG_PATH.slice(1));

/** Home › Blog › the folders of the ariane (the post itself, when it ends it, is the page). */
export function blogCrumbs(frame: FrameData, page: CmsPage | null, ariane: BlogCrumb[], current?: Crumb): Crumb[] {
  const tr = t(frame.lang);
  return [
    { label: tr('content:breadcrumb.home'), path: '/' },
    { label: page?.menuTitle || page?.title || tr('content:blog.title'), path: BLOG_PATH },
    ...ariane.filter((crumb) => crumb.type === 'FOLDER').map((crumb) => ({ label: crumb.title, path: blogFolderPath(crumb) })),
    ...(current ? [current] : []),
  ];
}
