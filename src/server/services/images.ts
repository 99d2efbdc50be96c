import type { Lang } from '~/lib/i18n';
import { mediaUrl } from './media';
import { variantsPath } from './media-variants';
import { inLang } from './translations';

interface MediaWithTexts {
  id: number;
  kind: string;
  filename: string;
  mime: string;
  sha256: string | null;
  url: string | null;
  width: number | null;
  height: number | null;
  translations: { lang: string; alt: string | null }[];
}

export interface PresentedImage {
  id: number;
  url: string;
  alt: string;
  /** The intrinsic size, so that pages reserve the room and the slider opens at the right ratio. */
  width: number | null;
  height: number | null;
  /** Where its redrawn widths live (src/lib/picture.ts); null for a picture hosted elsewhere. */
  variants: string | null;
}

/** A stored picture as pages show it, its alternative text in `lang` (else the caption it illustrates). */
export function presentImage(media: MediaWithTexts | null, lang: Lang, fallbackAlt: string): PresentedImage | null {
  if (!media) return null;
  return {
    id: media.id,
    url: mediaUrl(media),
    alt: inLang(media.translations, lang)?.alt ?? fallbackAlt,
    width: media.width,
    height: media.height,
    variants: variantsPath(media),
  };
}
