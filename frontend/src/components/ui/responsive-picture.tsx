import type { ImgHTMLAttributes } from 'react';

/** The GraphQL `ResponsiveImage` as the `ResponsiveImageFields` fragment selects it. */
export interface ResponsiveImageData {
  src: string;
  width: number | null;
  height: number | null;
  sources: readonly { type: string; srcset: string }[];
}

/** How wide each kind of picture is drawn (domain/: the server preloads lead images with the same). */
export { PICTURE_SIZES } from '../../../../domain/catalog/first-screen';

interface ResponsivePictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  image: ResponsiveImageData;
  alt: string;
  sizes: string;
}

/**
 * A `<picture>` with one `<source>` per modern format the server made (AVIF, then WebP) and the
 * original as the `<img>`: the browser downloads the smallest file that fills `sizes` at the
 * screen's density, and a browser without those formats still shows the original. Width and
 * height, when known, reserve the image's space before it arrives.
 */
export function ResponsivePicture({ image, alt, sizes, ...img }: ResponsivePictureProps) {
  return (
    <picture style={{ display: 'contents' }}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={image.src} alt={alt} width={image.width ?? undefined} height={image.height ?? undefined} {...img} />
    </picture>
  );
}

/** An address without sizes as a `ResponsiveImageData`, for images only known by their address. */
export const plainImage = (src: string): ResponsiveImageData => ({ src, width: null, height: null, sources: [] });
