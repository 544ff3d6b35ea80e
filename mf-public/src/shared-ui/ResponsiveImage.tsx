import type { ContentImage } from '@uaeaf/contracts';
import { imageOptimiser, imageVariantWidth } from '@uaeaf/contracts';
import { useLocale } from '@uaeaf/i18n';
import { imageUrl } from './api';

/** The `src` and `srcset` of an image shown `width` CSS pixels wide: one variant per screen density. */
export function imageSources(image: Pick<ContentImage, 'path' | 'width'>, width: number) {
  const variants: string[] = [];
  let previous = 0;
  for (const density of imageOptimiser.densities) {
    const variant = imageVariantWidth(width, density);
    // The optimiser never enlarges: a variant past the original's width would only repeat the last one.
    if (variant === previous || previous >= image.width) break;
    variants.push(`${imageUrl(image.path, variant)} ${density}x`);
    previous = variant;
  }
  return { src: imageUrl(image.path, imageVariantWidth(width, 1)), srcSet: variants.join(', ') };
}

// On a phone (at most 416 CSS pixels wide, less the page's 16 px margins) no image is shown wider than 384 px, so a
// wider image gets a narrow-screen source: its 2x is 768 px instead of 1536 px, about 18 KB instead of 44 KB.
const phoneViewport = 416;
const phoneImageWidth = 384;

/**
 * An image from the federation's store: width and height reserve its space before it loads (no layout shift),
 * the alt text is in the page's language, and it loads lazily unless it is the page's main (LCP) image.
 */
export function ResponsiveImage({
  image,
  width,
  priority = false,
  className,
}: {
  image: ContentImage;
  /** The width it is shown at, in CSS pixels (it may shrink to fit its container). */
  width: number;
  priority?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  const { src, srcSet } = imageSources(image, width);
  const img = (
    <img
      src={src}
      srcSet={srcSet}
      width={width}
      height={Math.round((width * image.height) / image.width)}
      alt={image.alt[locale]}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      className={className}
    />
  );
  if (width <= phoneImageWidth) return img;
  return (
    <picture>
      <source
        media={`(max-width: ${phoneViewport}px)`}
        srcSet={imageSources(image, phoneImageWidth).srcSet}
      />
      {img}
    </picture>
  );
}

/**
 * Which card of a list loads its picture first: the first that has one, the likely largest paint. Not simply the first
 * card, since an editor may publish an item without a picture (decision 057).
 */
export function firstPictured(items: readonly { image: ContentImage | null }[]): number {
  return items.findIndex((item) => item.image !== null);
}
