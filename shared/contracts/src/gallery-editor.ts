import * as v from 'valibot';
import { validationMessages } from './auth';
import { ImagePathSchema, ImageSchema } from './images';
import { IsoDateSchema, LocalizedTextSchema } from './localized';
import { OfficePageQuerySchema, officePage, optionalParam } from './office/lists';
import { ContentStatusSchema } from './publishing';
import { requiredLine, typedCharacters } from './text';
import { DateSchema } from './registration/fields';
import { ImageUploadSchema } from './uploads';

/**
 * A set of photos as the office writes it (decision 068): a gallery album's photos and a news item's further photos.
 * The form sends the whole set in its order; a photo the owner has is referred to by its path and kept, a new one
 * went ahead to `POST /api/uploads` (decision 060). Each photo has a caption in both languages or none; its alt text
 * is its caption, else the album's or news item's title.
 */

export const photoSetLimits = { caption: 300, photos: 60, title: 200, description: 2000 } as const;

const { required, invalid, maxLength } = validationMessages;

const optionalLine = (max: number) =>
  v.pipe(
    v.string(),
    typedCharacters,
    v.transform((text: string) => text.replace(/\s+/g, ' ').trim()),
    v.maxLength(max, maxLength),
  );

/** Both texts or neither: the missing one is named `required` on its own field. */
function bothOrNeither<TValue extends Record<TKey, string>, TKey extends string = string>(
  keys: readonly [TKey, TKey],
) {
  return v.rawCheck<TValue>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    const [first, second] = keys;
    if ((value[first] === '') === (value[second] === '')) return;
    const key = value[first] === '' ? first : second;
    addIssue({
      message: required,
      path: [{ type: 'object', origin: 'value', input: value, key, value: value[key] }],
    });
  });
}

const PhotoFieldsSchema = v.object({
  // An empty file field is "required", not a value of the wrong shape.
  file: v.pipe(
    v.unknown(),
    v.check((file) => file !== '', required),
    v.union([v.object({ path: ImagePathSchema }), ImageUploadSchema], invalid),
  ),
  captionAr: optionalLine(photoSetLimits.caption),
  captionEn: optionalLine(photoSetLimits.caption),
});
export const PhotoInputSchema = v.pipe(
  PhotoFieldsSchema,
  bothOrNeither<v.InferOutput<typeof PhotoFieldsSchema>, 'captionAr' | 'captionEn'>([
    'captionAr',
    'captionEn',
  ]),
);
export type PhotoInput = v.InferOutput<typeof PhotoInputSchema>;

export const PhotoSetInputSchema = v.pipe(
  v.array(PhotoInputSchema),
  v.maxLength(photoSetLimits.photos, maxLength),
);

/** A stored photo as the editor loads it: the picture as the site shows it and its caption. */
export const StoredPhotoSchema = v.object({
  image: ImageSchema,
  caption: v.nullable(LocalizedTextSchema),
});
export type StoredPhoto = v.InferOutput<typeof StoredPhotoSchema>;

export const galleryMessages = {
  /** The cover is not one of the album's photos. */
  coverNotInAlbum: 'gallery.coverNotInAlbum',
  /** Publishing, or keeping published, an album with no photo. */
  noPhotos: 'gallery.noPhotos',
} as const;

/**
 * `POST /api/office/gallery` and `PUT …/:id`: the album's texts, its photos in their order and its cover (the place
 * of a photo in that order, so a photo added in the same save can be the cover).
 */
const AlbumFieldsSchema = v.object({
  titleAr: requiredLine(photoSetLimits.title),
  titleEn: requiredLine(photoSetLimits.title),
  takenOn: DateSchema,
  descriptionAr: optionalLine(photoSetLimits.description),
  descriptionEn: optionalLine(photoSetLimits.description),
  photos: PhotoSetInputSchema,
  cover: v.pipe(v.number(invalid), v.integer(invalid), v.minValue(0, invalid)),
});
export const GalleryAlbumInputSchema = v.pipe(
  AlbumFieldsSchema,
  bothOrNeither<v.InferOutput<typeof AlbumFieldsSchema>, 'descriptionAr' | 'descriptionEn'>([
    'descriptionAr',
    'descriptionEn',
  ]),
);
export type GalleryAlbumInput = v.InferOutput<typeof GalleryAlbumInputSchema>;

export const GalleryAlbumListItemSchema = v.object({
  id: v.number(),
  title: LocalizedTextSchema,
  takenOn: IsoDateSchema,
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
  photoCount: v.number(),
});
export type GalleryAlbumListItem = v.InferOutput<typeof GalleryAlbumListItemSchema>;
export const GalleryAlbumOfficeListSchema = officePage(GalleryAlbumListItemSchema);
export type GalleryAlbumOfficeList = v.InferOutput<typeof GalleryAlbumOfficeListSchema>;

export const GalleryAlbumListQuerySchema = v.object({
  ...OfficePageQuerySchema.entries,
  status: optionalParam(ContentStatusSchema),
});
export type GalleryAlbumListQuery = v.InferOutput<typeof GalleryAlbumListQuerySchema>;

export const GalleryAlbumItemSchema = v.object({
  id: v.number(),
  status: ContentStatusSchema,
  publishAt: v.nullable(v.string()),
  titleAr: v.string(),
  titleEn: v.string(),
  takenOn: IsoDateSchema,
  descriptionAr: v.string(),
  descriptionEn: v.string(),
  photos: v.array(StoredPhotoSchema),
  /** The cover's place among the photos; 0 while there are none. */
  cover: v.number(),
});
export type GalleryAlbumItem = v.InferOutput<typeof GalleryAlbumItemSchema>;

/** `GET`/`PUT /api/office/content/news/:id/photos`: a news item's further photos, after its picture. */
export const NewsPhotosInputSchema = v.object({ photos: PhotoSetInputSchema });
export type NewsPhotosInput = v.InferOutput<typeof NewsPhotosInputSchema>;
export const NewsPhotosSchema = v.object({ photos: v.array(StoredPhotoSchema) });
export type NewsPhotos = v.InferOutput<typeof NewsPhotosSchema>;
