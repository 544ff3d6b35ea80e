import * as v from 'valibot';
import { validationMessages } from './auth';
import { imageUploadBytes } from './body-limits.mjs';

/**
 * Spec sections 5 and 9: images of at most 1 MB, JPG/JPEG or PNG. The API also decodes them, up to 12 megapixels
 * (decision 078): more than any photo, licence or ID scan needs, while a 1 MB file can claim far more and a 40 MP one
 * took seconds of a core to decode; the pixel message names this limit.
 */
export const imageUpload = {
  maxBytes: imageUploadBytes,
  maxPixels: 12_000_000,
  types: ['image/jpeg', 'image/png'],
} as const;
export type ImageUploadType = (typeof imageUpload.types)[number];

/** For `<input type="file" accept>`; the browser offers only these files, but the bytes are still checked. */
export const imageUploadAccept = '.jpg,.jpeg,.png,image/jpeg,image/png';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The image type the content says it is, whatever the file's name or the browser's claim: a text file renamed to
 * `.jpg` is no JPEG. Needs only the first 8 bytes, so the browser can check a picked file without reading it all.
 */
export function detectImageType(bytes: Uint8Array): ImageUploadType | undefined {
  if (startsWith(bytes, jpegSignature)) return 'image/jpeg';
  if (startsWith(bytes, pngSignature)) return 'image/png';
  return undefined;
}

/** The message id for a picked file (its size and first bytes), or undefined when it may be sent. */
export function checkImageUpload(
  size: number,
  header: Uint8Array,
): typeof validationMessages.fileSize | typeof validationMessages.fileType | undefined {
  if (size > imageUpload.maxBytes) return validationMessages.fileSize;
  if (!detectImageType(header)) return validationMessages.fileType;
  return undefined;
}

/** An upload's id (`POST /api/uploads` answers it): 32 random bytes, base64url. */
export const uploadIdPattern = /^[\w-]{43}$/;

/** The answer to `POST /api/uploads`. */
export const UploadReceiptSchema = v.object({ id: v.pipe(v.string(), v.regex(uploadIdPattern)) });
export type UploadReceipt = v.InferOutput<typeof UploadReceiptSchema>;

/** The longest file name a form keeps with its upload, to show which file is attached. */
export const uploadNameMaxLength = 255;

/**
 * A file field's value (decision 052): the file went ahead to `POST /api/uploads`, which checked it and answered its
 * id; the form's JSON refers to it, with the file's name for the page that shows it. The output adds the types the
 * field takes, so the API claims the upload only when its stored type is one of them, whatever field it came from.
 */
export function uploadReferenceSchema(accepts: readonly string[]) {
  // One check of the whole value, so that every message lands on the file's field, not on `field.uploadId`.
  return v.pipe(
    v.custom<UploadReferenceBody>(
      (input) =>
        typeof input === 'object' &&
        input !== null &&
        'uploadId' in input &&
        typeof input.uploadId === 'string' &&
        input.uploadId !== '' &&
        (!('name' in input) || input.name === undefined || typeof input.name === 'string'),
      validationMessages.required,
    ),
    v.check(({ uploadId }) => uploadIdPattern.test(uploadId), validationMessages.invalid),
    v.check(({ name }) => (name ?? '').length <= uploadNameMaxLength, validationMessages.invalid),
    v.transform(({ uploadId }): UploadReference => ({ uploadId, accepts })),
  );
}
/** What a form sends for a file. */
export interface UploadReferenceBody {
  uploadId: string;
  name?: string;
}
/** What the API gets: the upload to claim and the types its field takes. */
export interface UploadReference {
  uploadId: string;
  accepts: readonly string[];
}

export function isUploadReference(value: unknown): value is UploadReference {
  return (
    typeof value === 'object' &&
    value !== null &&
    'uploadId' in value &&
    typeof value.uploadId === 'string' &&
    'accepts' in value &&
    Array.isArray(value.accepts)
  );
}

/** A JPG or PNG of at most 1 MB, sent ahead. */
export const ImageUploadSchema = uploadReferenceSchema(imageUpload.types);
