// The markup of a stored picture as pages show it: the same photo redrawn at a few widths in AVIF,
// WebP and JPEG (served by GET /api/media/{id}/{hash}/{width}.{format}), so that a phone downloads
// a small modern file and never the original, and width/height so that the page keeps its room.

/** The widths a picture is redrawn at: a fixed set, so that a variant is made once and shared. */
export const pictureWidths = [160, 320, 480, 640, 768, 960, 1280, 1600, 1920] as const;
export type PictureWidth = (typeof pictureWidths)[number];

/** The formats, best first: a browser takes the first `<source>` it can read; JPEG reads everywhere. */
export const pictureFormats = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
export type PictureFormat = keyof typeof pictureFormats;

/** What a page knows of a picture: a PresentedImage (src/lib/contracts/image.ts) or less. */
export interface PictureImage {
  url: string;
  width?: number | null;
  height?: number | null;
  /** Where its redrawn widths live (/api/media/12/ab12…); null for a picture hosted elsewhere. */
  variants?: string | null;
}

export interface PictureMarkup {
  /** One `<source>` per modern format, best first (empty when the picture has no variants). */
  sources: { type: string; srcset: string }[];
  src: string;
  srcset: string | undefined;
  width: number | undefined;
  height: number | undefined;
}

/** The JPEG every browser reads, for the `src` of browsers without srcset: a phone's width. */
const fallbackWidth = 640;

/**
 * The widths worth offering: those narrower than the original, then one drawn at the original's
 * width (a photo is never enlarged). An unknown width offers them all.
 */
function offeredWidths(original: number | null | undefined): { width: PictureWidth; drawn: number }[] {
  if (!original) return pictureWidths.map((width) => ({ width, drawn: width }));
  const below = pictureWidths.filter((width) => width < original).map((width) => ({ width, drawn: width }));
  const cover = pictureWidths.find((width) => width >= original);
  return cover ? [...below, { width: cover, drawn: original }] : below;
}

export function variantUrl(variants: string, width: PictureWidth, format: PictureFormat): string {
  return `${variants}/${width}.${format}`;
}

/** The sources, src and size of a picture, for the `<picture>` of src/components/media/Picture.astro. */
export function pictureMarkup(image: PictureImage): PictureMarkup {
  const width = image.width ?? undefined;
  const height = image.height ?? undefined;
  const { variants } = image;
  if (!variants) return { sources: [], src: image.url, srcset: undefined, width, height };
  const widths = offeredWidths(image.width);
  const srcset = (format: PictureFormat) =>
    widths.map(({ width: w, drawn }) => `${variantUrl(variants, w, format)} ${drawn}w`).join(', ');
  const fallback = widths.findLast(({ width: w }) => w <= fallbackWidth) ?? widths[0];
  return {
    sources: (['avif', 'webp'] as const).map((format) => ({ type: pictureFormats[format], srcset: srcset(format) })),
    src: variantUrl(variants, fallback.width, 'jpeg'),
    srcset: srcset('jpeg'),
    width,
    height,
  };
}

/**
 * The file a picture opens at full screen (the slider, a link to the picture): its widest variant
 * (at most 1920 pixels) in WebP, which every browser running the slider reads, rather than the original upload.
 */
export function zoomUrl(image: PictureImage): string {
  // The same file as the widest of its srcset: a picture narrower than 1920 pixels is not drawn twice.
  return image.variants ? variantUrl(image.variants, offeredWidths(image.width).at(-1)!.width, 'webp') : image.url;
}
