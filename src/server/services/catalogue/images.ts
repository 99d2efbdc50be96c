import type { PresentedImage, GalleryItem } from '~/lib/catalogue';
import type { Lang } from '~/lib/i18n';
import type { MediaKind } from '../../db/schema';
import { mediaUrl } from '../media';
import { variantsPath } from '../media-variants';
import { inLang } from '../translations';

/** A media row as relational queries load it `with: { translations: true }`. */
export interface MediaRow {
  id: number;
  kind: MediaKind;
  filename: string;
  mime: string;
  sha256: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
  externalPath: string | null;
  translations: { lang: string; alt: string | null; title: string | null }[];
}

export const mediaWithText = { with: { translations: true } } as const;

/** The picture with its alternative text in the reader's language, or `fallbackAlt` (the product's name). */
export function catalogueImage(media: MediaRow, lang: Lang, fallbackAlt: string): PresentedImage {
  return {
    id: media.id,
    url: mediaUrl(media),
    alt: inLang(media.translations, lang)?.alt || fallbackAlt,
    width: media.width,
    height: media.height,
    variants: variantsPath(media),
  };
}

/**
 * One entry of a product's gallery. A video stored here plays from the shop; a video hosted
 * elsewhere (YouTube, Vimeo…) is embedded from its player address, kept in externalPath.
 */
export function galleryItem(media: MediaRow, lang: Lang, fallbackAlt: string): GalleryItem {
  const title = inLang(media.translations, lang)?.title || inLang(media.translations, lang)?.alt || fallbackAlt;
  if (media.kind === 'VIDEO' && media.externalPath) {
    return { kind: 'hosted', id: media.id, embedUrl: media.externalPath, poster: null, title };
  }
  if (media.kind === 'VIDEO') return { kind: 'video', id: media.id, url: mediaUrl(media), poster: null, title };
  return { kind: 'image', ...catalogueImage(media, lang, fallbackAlt) };
}
