// schema.org of the contact page: the winery, where it is, when it opens, and what its visitors
// rate it on Google.
import type { FrameData } from '~/layouts/frame-data';
import { absoluteUrl, pathInLang } from '~/lib/locale';
import type { CompanyAddress, ReviewList } from './types';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export function contactJsonLd(frame: FrameData, title: string, address: CompanyAddress | null, reviews: ReviewList): object[] {
  const winery = {
    '@type': 'Winery',
    name: frame.company.name,
    url: frame.site.url,
    ...(frame.company.phone ? { telephone: frame.company.phone } : {}),
    ...(frame.company.email ? { email: frame.company.email } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: [address.address, address.addressPart2].filter(Boolean).join(', '),
            postalCode: address.postalCode,
            addressLocality: address.city,
            addressCountry: address.country.name,
          },
        }
      : {}),
    ...(address?.lat != null && address.lng != null ? { geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lng } } : {}),
    openingHoursSpecification: frame.openingHours.flatMap((day) =>
      day.slots.map((slot) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: DAYS[day.weekday - 1], opens: slot.opens, closes: slot.closes })),
    ),
    ...(reviews.averageRating !== null && reviews.total > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.averageRating, reviewCount: reviews.total, bestRating: 5 } }
      : {}),
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      name: title,
      url: absoluteUrl(frame.site.url, pathInLang(frame.lang, frame.pathname)),
      about: winery,
    },
  ];
}
