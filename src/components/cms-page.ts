import type { FrameData } from '~/layouts/frame-data';
import { absoluteUrl, LANGS, pathInLang, type TranslatedPaths } from '~/lib/locale';
import { pagePath } from '~/lib/site-pages';
import type { CmsPage } from '~/lib/content/types';

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
