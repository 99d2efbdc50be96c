import type { Lang } from '~/lib/i18n';
import { mediaUrl } from './media';
import { variantsPath } from './media-variants';
import { inLang } from './translations';
import type { PresentedImage } from '~/lib/content/types';

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
