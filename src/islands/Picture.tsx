import { pictureMarkup, type PictureImage } from '~/lib/picture';

interface Props {
  image: PictureImage;
  alt: string;
  /** How wide the picture is drawn on the page (the `sizes` attribute). */
  sizes: string;
  loading?: 'eager' | 'lazy';
}

/** A stored picture in an island, with the same sources and size as src/components/media/Picture.astro. */
export function Picture({ image, alt, sizes, loading = 'lazy' }: Props) {
  const markup = pictureMarkup(image);
  return (
    <picture>
      {markup.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={markup.src}
        srcSet={markup.srcset}
        sizes={markup.srcset ? sizes : undefined}
        width={markup.width}
        height={markup.height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
