import type { FrameData } from '~/layouts/frame-data';
import { absoluteUrl, LANGS, pathInLang, type Lang, type TranslatedPaths } from './locale';
import { pagePath } from './site-pages';

/** A CMS page as GET /page/{id} gives it (SPEC section 2 lists its fields). */
export interface CmsPage {
  id: number;
  type: string | null;
  title: string;
  url: string | null;
  urls: Partial<Record<Lang, string | null>>;
  menuTitle: string;
  metaDescription: string | null;
  content: string;
  isEcommercePage: boolean;
  /** The owner's content brings its own heading band, and its own closing section. */
  isCustomHeader: boolean;
  isCustomFooter: boolean;
  /** The menu lies over the top of the page (its content starts with a picture band of its own). */
  useAbsoluteMenu: boolean;
}

/** schema.org for the estate, as the publisher of its pages and the organiser of its events. */
export function wineryJsonLd(frame: FrameData): object {
  return {
    '@type': 'Winery',
    name: frame.company.name,
    url: frame.site.url,
    ...(frame.company.phone ? { telephone: frame.company.phone } : {}),
    ...(frame.company.address ? { address: frame.company.address } : {}),
  };
}

/** schema.org for a text page of the estate: the page itself, published by the winery. */
export function cmsPageJsonLd(frame: FrameData, page: CmsPage): object[] {
  const url = absoluteUrl(frame.site.url, pathInLang(frame.lang, frame.pathname, frame.translatedPaths));
  const winery = wineryJsonLd(frame);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: page.title,
      url,
      ...(page.metaDescription ? { description: page.metaDescription } : {}),
      inLanguage: frame.lang === 'fr_FR' ? 'fr-FR' : 'en-US',
      publisher: winery,
    },
  ];
}

/** The page's path in each language it has a url in. */
export function cmsPagePaths(page: CmsPage): TranslatedPaths {
  return Object.fromEntries(
    LANGS.flatMap((lang) => (page.urls[lang] == null ? [] : [[lang, pagePath({ type: page.type, url: page.urls[lang] })]])),
  );
}
