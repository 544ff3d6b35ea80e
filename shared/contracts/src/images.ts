import * as v from 'valibot';
import { validationMessages } from './auth';
import { LocalizedTextSchema } from './localized';

/**
 * Where an image lives in the federation's image store, for example `news/2026/opening-ceremony.jpg`. Never a URL
 * and never `..`: the optimiser reads only its own store, so an image field cannot make it fetch another host.
 */
export const ImagePathSchema = v.pipe(
  v.string(),
  v.maxLength(300, validationMessages.maxLength),
  v.regex(/^[a-z0-9][\w.-]*(?:\/[a-z0-9][\w.-]*)*\.(?:jpe?g|png|webp)$/i, validationMessages.invalid),
);

/** Every image the API sends: its intrinsic size (so the page reserves the space before it loads) and alt text. */
export const ImageSchema = v.object({
  path: ImagePathSchema,
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  alt: LocalizedTextSchema,
});
// Not `Image`, which would shadow the DOM's `Image` constructor in the front ends.
export type ContentImage = v.InferOutput<typeof ImageSchema>;

/**
 * The optimiser answers webp at quality 80 (spec sections 7 and 9) for 1x and 2x screens. It encodes only the widths
 * listed, so nobody can fill its cache with every width from 1 to 10000; it never enlarges an image.
 * The widths are the spec's screen breakpoints, their doubles, and two small ones for logos and thumbnails.
 */
export const imageOptimiser = {
  format: 'webp',
  quality: 80,
  densities: [1, 2],
  widths: [96, 160, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072],
} as const;
export type ImageWidth = (typeof imageOptimiser.widths)[number];

/** The width to ask the optimiser for, for an image shown `cssWidth` pixels wide on a screen of this density. */
export function imageVariantWidth(cssWidth: number, density: number): ImageWidth {
  const needed = cssWidth * density;
  const widths = imageOptimiser.widths;
  return widths.find((width) => width >= needed) ?? widths[widths.length - 1]!;
}

/** The optimiser's query string: `?path=news/2026/a.jpg&w=640`. */
export const ImageVariantQuerySchema = v.object({
  path: ImagePathSchema,
  w: v.pipe(
    v.string(),
    v.picklist(imageOptimiser.widths.map(String), validationMessages.invalid),
    v.transform((width) => Number(width) as ImageWidth),
  ),
});
