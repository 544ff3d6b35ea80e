import * as v from 'valibot';
import { validationMessages } from './auth';
import { PdfUploadSchema } from './files';
import { ImagePathSchema, ImageSchema } from './images';
import { LocalizedTextSchema } from './localized';
import { requiredLine, typedCharacters } from './text';
import { ImageUploadSchema } from './uploads';

/**
 * The pictures and PDFs of the editors' forms (decision 060). A new file goes ahead to `POST /api/uploads` (decision
 * 052) and the form refers to it; a file the item already has is referred to by its path or id and kept.
 */

export const contentFileLimits = { alt: 300, attachmentName: 200, attachments: 10 } as const;

/** The picture the item has now, kept as it is (the path it has in the image store). */
const KeptImageSchema = v.object({ path: ImagePathSchema });
/** A circular's stored attachment, kept. */
const KeptFileSchema = v.object({ fileId: v.pipe(v.number(), v.integer(), v.minValue(1)) });

const altText = v.pipe(
  v.string(),
  typedCharacters,
  v.transform((text: string) => text.replace(/\s+/g, ' ').trim()),
  v.maxLength(contentFileLimits.alt, validationMessages.maxLength),
);

const { required } = validationMessages;

/**
 * An item's picture: none (`file` empty and no alt text), the one it has, or a new one; a picture needs its alt text
 * in both languages, and alt text needs its picture. Every message lands on the field it is about (one check, so
 * both missing alt texts are named at once).
 */
export const ContentImageInputSchema = v.pipe(
  v.object({
    file: v.union([v.literal(''), KeptImageSchema, ImageUploadSchema], validationMessages.invalid),
    altAr: altText,
    altEn: altText,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const image = dataset.value;
    const missing =
      image.file === ''
        ? image.altAr === '' && image.altEn === ''
          ? []
          : (['file'] as const)
        : (['altAr', 'altEn'] as const).filter((key) => image[key] === '');
    for (const key of missing) {
      addIssue({
        message: required,
        path: [{ type: 'object', origin: 'value', input: image, key, value: image[key] }],
      });
    }
  }),
);
export type ContentImageInput = v.InferOutput<typeof ContentImageInputSchema>;

/** A circular's PDF with its name in both languages (what the download link says). */
export const CircularAttachmentInputSchema = v.object({
  // An empty file field is "required", not a value of the wrong shape.
  file: v.pipe(
    v.unknown(),
    v.check((file) => file !== '', required),
    v.union([KeptFileSchema, PdfUploadSchema], validationMessages.invalid),
  ),
  nameAr: requiredLine(contentFileLimits.attachmentName),
  nameEn: requiredLine(contentFileLimits.attachmentName),
});
export const CircularAttachmentsInputSchema = v.pipe(
  v.array(CircularAttachmentInputSchema),
  v.maxLength(contentFileLimits.attachments, validationMessages.maxLength),
);

/** What the editor loads of an item's files: its picture as the site shows it, a circular's attachments. */
export const ContentFilesSchema = v.object({
  image: v.nullable(ImageSchema),
  attachments: v.array(
    v.object({
      fileId: v.number(),
      name: LocalizedTextSchema,
      byteSize: v.number(),
    }),
  ),
});
export type ContentFiles = v.InferOutput<typeof ContentFilesSchema>;
