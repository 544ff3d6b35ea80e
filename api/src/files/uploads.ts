import { imageUpload, validationMessages } from '@uaeaf/contracts';
import sharp from 'sharp';
import { ApiError } from '../http/errors';

/**
 * The second look at an uploaded file (decision 042). The contracts judge a file by its size and first bytes, which
 * the browser can check at once; that lets through an HTML page starting with FF D8 FF, a bare PNG header, a truncated
 * JPEG or a PNG claiming 65535 x 65535. Here every image is decoded and re-encoded (what is stored is pixels sharp
 * wrote, without the sender's metadata) and every PDF's structure is checked, before anything is stored.
 */

export interface Upload {
  type: string;
  bytes: Uint8Array;
}

export function isUpload(value: unknown): value is Upload {
  return (
    typeof value === 'object' &&
    value !== null &&
    'bytes' in value &&
    value.bytes instanceof Uint8Array &&
    'type' in value &&
    typeof value.type === 'string'
  );
}

/** The message id for a file that is not what its first bytes say. */
const notWhatItSays = (type: string) =>
  type === 'application/pdf' ? validationMessages.pdfType : validationMessages.fileType;

/**
 * An image as sharp decodes it, re-encoded in its own format with the orientation applied and the metadata (EXIF,
 * location) dropped. A decoding warning (a truncated file) is an error: `failOn` defaults to 'warning'.
 */
async function reencodeImage(upload: Upload): Promise<Upload | string> {
  const limitInputPixels = imageUpload.maxPixels;
  let pixels: number;
  try {
    const { width, height } = await sharp(upload.bytes, { limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    return validationMessages.fileType;
  }
  if (pixels > limitInputPixels) return validationMessages.imagePixels;
  try {
    const image = sharp(upload.bytes, { limitInputPixels }).rotate();
    const bytes =
      upload.type === 'image/png'
        ? await image.png({ compressionLevel: 9 }).toBuffer()
        : await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { type: upload.type, bytes };
  } catch {
    return validationMessages.fileType;
  }
}

/**
 * Whether the bytes are laid out as a PDF: the header, and at the end `startxref` pointing at a cross-reference
 * table or stream within the file, then `%%EOF`. Readers need exactly these to find the objects; the objects
 * themselves are the reader's business (and a sandboxed viewer's), not the server's.
 */
export function isStructuredPdf(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!/^%PDF-\d\.\d/.test(text)) return false;
  const trailer = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/.exec(text.slice(-1024));
  if (!trailer) return false;
  const offset = Number(trailer[1]);
  if (offset <= 0 || offset >= bytes.byteLength) return false;
  return /^\s*(?:xref\b|\d+\s+\d+\s+obj\b)/.test(text.slice(offset, offset + 64));
}

async function verified(upload: Upload): Promise<Upload | string> {
  if (upload.type === 'application/pdf') {
    return isStructuredPdf(upload.bytes) ? upload : notWhatItSays(upload.type);
  }
  return reencodeImage(upload);
}

/**
 * The decoded form values with every file verified: images re-encoded, PDFs checked. Any file that fails makes the
 * whole body a 400 `validation_failed`, with the message on that file's field, and nothing is stored.
 */
export async function verifyUploads<TValues extends Record<string, unknown>>(
  values: TValues,
): Promise<TValues> {
  const result: Record<string, unknown> = { ...values };
  const fields: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(values)) {
    if (!isUpload(value)) continue;
    const outcome = await verified(value);
    if (typeof outcome === 'string') fields[field] = [outcome];
    else result[field] = outcome;
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'validation_failed', 'An uploaded file is not what it says it is', fields);
  }
  return result as TValues;
}
