import * as v from 'valibot';
import { validationMessages } from './auth';

/**
 * Spec sections 5 and 9: images of at most 1 MB, JPG/JPEG or PNG. The API also decodes them, up to 40 megapixels (a
 * 1 MB file can claim far more, and decoding it would take gigabytes); the pixel message names this limit.
 */
export const imageUpload = {
  maxBytes: 1_048_576,
  maxPixels: 40_000_000,
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

// Four base64 characters carry three bytes; anything longer than this cannot decode to an allowed size.
const maxBase64Length = Math.ceil(imageUpload.maxBytes / 3) * 4;
const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodeBase64(text: string): Uint8Array {
  // atob exists in browsers and in Node, unlike Buffer or Uint8Array.fromBase64.
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * An image inside a JSON body, base64 encoded (a `data:` URL prefix, as FileReader gives it, is dropped). Decodes to
 * the bytes and the type found in them; the name and type the browser claimed are not trusted, so not sent.
 * JSON rather than multipart keeps one body parser and the JSON-only rule that makes cross-site posts preflight.
 */
export const ImageUploadSchema = v.pipe(
  v.string(validationMessages.required),
  v.transform((text) => text.replace(/^data:[\w/+.-]*;base64,/, '')),
  v.nonEmpty(validationMessages.required),
  v.maxLength(maxBase64Length, validationMessages.fileSize),
  v.regex(base64, validationMessages.invalid),
  v.transform(decodeBase64),
  v.check((bytes) => bytes.length <= imageUpload.maxBytes, validationMessages.fileSize),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const type = detectImageType(dataset.value);
    if (type) return { type, bytes: dataset.value };
    addIssue({ message: validationMessages.fileType });
    return NEVER;
  }),
);
export type ImageUpload = v.InferOutput<typeof ImageUploadSchema>;
