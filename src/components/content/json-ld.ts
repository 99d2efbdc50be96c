// schema.org descriptions of the estate's publications (Article, Event, ImageGallery) and their
// breadcrumbs (BreadcrumbList, as the catalogue writes it).
import type { FrameData } from '~/layouts/frame-data';
import { absoluteOn, breadcrumbJsonLd } from '~/lib/catalogue-seo';
import { wineryJsonLd } from '~/components/cms-page';
import { absoluteUrl, LANG_TAG, localizedPath } from '~/lib/locale';
import { typeset } from '~/lib/content/typeset';

/** One step of a breadcrumb: its name and its path without language prefix. */
export interface Crumb {
  label: string;
  path: string;
}

const absolute = (frame: FrameData, path: string) => absoluteUrl(frame.site.url, localizedPath(frame.lang, path));

/** The steps as the breadcrumb component links them, in the page's language. */
export const crumbLinks = (frame: FrameData, crumbs: Crumb[]) =>
  crumbs.map((crumb) => ({ label: typeset(crumb.label, frame.lang), href: localizedPath(frame.lang, crumb.path) }));

/** The same steps as a schema.org BreadcrumbList. */
export const crumbsJsonLd = (frame: FrameData, crumbs: Crumb[]) =>
  breadcrumbJsonLd(crumbs.map((crumb) => ({ label: crumb.label, url: absolute(frame, crumb.path) })));

/** An image address as search engines need it: absolute. */
const imageUrl = (frame: FrameData, url: string) => absoluteOn(frame.site.url, url);

export interface ArticleFacts {
  headline: string;
  description: string | null;
  path: string;
  imageUrl: string | null;
  publishedAt: string;
  modifiedAt?: string;
  author?: string | null;
}

/** A news item or a blog post, published by the winery. */
export function articleJsonLd(frame: FrameData, article: ArticleFacts): object {
  const winery = wineryJsonLd(frame);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    ...(article.description ? { description: article.description } : {}),
    url: absolute(frame, article.path),
    mainEntityOfPage: absolute(frame, article.path),
    ...(article.imageUrl ? { image: [imageUrl(frame, article.imageUrl)] } : {}),
    datePublished: article.publishedAt,
    dateModified: article.modifiedAt ?? article.publishedAt,
    inLanguage: LANG_TAG[frame.lang],
    author: article.author ? { '@type': 'Person', name: article.author } : winery,
    publisher: winery,
  };
}

export interface EventFacts {
  name: string;
  description: string | null;
  path: string;
  imageUrl: string | null;
  startsAt: string;
  endsAt: string | null;
  location: string | null;
  /** Euro cents; 0 is free. */
  price: number | null;
  seatsLeft: number | null;
}

/** An event at the estate, with its offer (free or paid, sold out or not). */
export function eventJsonLd(frame: FrameData, event: EventFacts): object {
  const winery = wineryJsonLd(frame);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    ...(event.description ? { description: event.description } : {}),
    url: absolute(frame, event.path),
    startDate: event.startsAt,
    ...(event.endsAt ? { endDate: event.endsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location ?? frame.company.name, address: event.location ?? frame.company.address },
    ...(event.imageUrl ? { image: [imageUrl(frame, event.imageUrl)] } : {}),
    organizer: winery,
    ...(event.price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            price: (event.price / 100).toFixed(2),
            priceCurrency: 'EUR',
            url: absolute(frame, event.path),
            availability: event.seatsLeft === 0 ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
          },
        }),
  };
}

/** An album: a gallery of the estate's pictures. */
export function galleryJsonLd(frame: FrameData, gallery: { name: string; description: string | null; path: string; images: string[] }): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: gallery.name,
    ...(gallery.description ? { description: gallery.description } : {}),
    url: absolute(frame, gallery.path),
    inLanguage: LANG_TAG[frame.lang],
    image: gallery.images.map((url) => imageUrl(frame, url)),
    publisher: wineryJsonLd(frame),
  };
}
