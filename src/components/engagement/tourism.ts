// Addresses and schema.org descriptions of the wine tourism pages.
import type { FrameData } from '~/layouts/frame-data';
import { servicePath } from '~/lib/content/paths';
import { absoluteUrl, LANG_TAG, localizedPath, pathInLang, type TranslatedPaths } from '~/lib/locale';
import type { Service } from '~/stores/services';
import type { ServiceView } from '~/lib/contracts/tourism';

export { servicePath };

/** The service page's path in each language, its slug being translated. */
export function servicePaths(service: ServiceView): TranslatedPaths {
  return Object.fromEntries(Object.entries(service.slugs).map(([lang, slug]) => [lang, servicePath({ id: service.id, slug })]));
}

function provider(frame: FrameData) {
  return { '@type': 'Winery', name: frame.company.name, url: frame.site.url, ...(frame.company.address ? { address: frame.company.address } : {}) };
}

/** A service as schema.org reads it: a tourist trip offered by the winery, priced per person. */
export function serviceJsonLd(frame: FrameData, service: ServiceView) {
  return {
    '@type': 'TouristTrip',
    name: service.title,
    url: absoluteUrl(frame.site.url, localizedPath(frame.lang, servicePath(service))),
    ...(service.shortDescription ? { description: service.shortDescription } : {}),
    ...(service.image ? { image: absoluteUrl(frame.site.url, service.image.url) } : {}),
    inLanguage: LANG_TAG[frame.lang],
    provider: provider(frame),
    ...(service.price !== null ? { offers: { '@type': 'Offer', price: (service.price / 100).toFixed(2), priceCurrency: 'EUR' } } : {}),
  };
}

/** The /oenotourisme page: a list of the services. */
export function tourismJsonLd(frame: FrameData, title: string, services: ServiceView[]): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: title,
      url: absoluteUrl(frame.site.url, pathInLang(frame.lang, frame.pathname)),
      itemListElement: services.map((service, index) => ({ '@type': 'ListItem', position: index + 1, item: serviceJsonLd(frame, service) })),
    },
  ];
}

/** What the booking island needs of a service, without the description the page already shows. */
export function bookable(service: ServiceView): Service {
  const { id, title, slug, shortDescription, tags, membersOnly, price, durationMinutes, capacity, calendarId } = service;
  return { id, title, slug, shortDescription, tags, membersOnly, price, durationMinutes, capacity, calendarId };
}
