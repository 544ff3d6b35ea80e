import * as v from 'valibot';
import { ImageSchema } from './images';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { PageOnlyQuerySchema, PageQuerySchema, paginated } from './pagination';

/** `/gallery`: albums (newest first, searched by title), then an album's photos page by page. */

export const GalleryAlbumQuerySchema = PageQuerySchema;

export const GalleryAlbumSummarySchema = v.object({
  id: v.number(),
  title: LocalizedTextSchema,
  /** The day of the event the photos show. */
  takenOn: IsoDateSchema,
  cover: ImageSchema,
  photoCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type GalleryAlbumSummary = v.InferOutput<typeof GalleryAlbumSummarySchema>;
export const GalleryAlbumListResponseSchema = paginated(GalleryAlbumSummarySchema);

/** The album itself; its photos come from their own paginated call, an album may hold hundreds. */
export const GalleryAlbumDetailSchema = v.object({
  ...GalleryAlbumSummarySchema.entries,
  description: v.nullable(LocalizedTextSchema),
});
export type GalleryAlbumDetail = v.InferOutput<typeof GalleryAlbumDetailSchema>;

export const GalleryPhotoQuerySchema = PageOnlyQuerySchema;

export const GalleryPhotoSchema = v.object({
  id: v.number(),
  image: ImageSchema,
  caption: v.nullable(LocalizedTextSchema),
});
export type GalleryPhoto = v.InferOutput<typeof GalleryPhotoSchema>;
export const GalleryPhotoListResponseSchema = paginated(GalleryPhotoSchema);
