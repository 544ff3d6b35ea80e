import { imageUpload, validationMessages } from '@uaeaf/contracts';
import sharp from 'sharp';
import { decodeSlots } from '../http/decode-slots';
import { ApiError } from '../http/errors';

/**
 * The second look at an uploaded file (decision 042). The contracts judge a file by its size and first bytes, which
 * the browser can check at once; that lets through an HTML page starting with FF D8 FF, a bare PNG header, a truncated
 * JPEG or a PNG claiming 65535 x 65535. Here, when a file is uploaded (decision 052), every image is decoded and
 * re-encoded (what is stored is pixels sharp wrote, without the sender's metadata or anything appended to them) and
 * every PDF's structure is checked.
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
 * Images decoded at once in this process (decision 078). A decode and re-encode holds a core for up to a second or
 * two, and four at once held `/api/health` for seconds on two cores. Bounded here rather than by sharp's own
 * concurrency, which the image optimiser shares: one at a time, the rest wait in turn, and past `maxWaiting` they are
 * refused (503 `busy`) rather than held in memory.
 */
const imageDecodes = decodeSlots(1, 32);

/** One upload more is counted against the uploader's allowance for each of these pixels an image has (decision 078). */
export const pixelsPerCountedUpload = 4_000_000;

/**
 * An image as sharp decodes it, re-encoded in its own format with the orientation applied and the metadata (EXIF,
 * location) dropped. A header sharp cannot read is the wrong type; a decoding warning (a truncated file) makes it
 * unreadable: `failOn` defaults to 'warning'. Its size is read from the header first: more pixels than the limit are
 * refused undecoded, and the rest are counted (`chargeUploads`) before the decode, which costs by the pixel.
 */
async function reencodeImage(upload: Upload, chargeUploads: ChargeUploads): Promise<Upload | string> {
  const limitInputPixels = imageUpload.maxPixels;
  let pixels: number;
  try {
    const { width, height } = await sharp(upload.bytes, { limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    return validationMessages.fileType;
  }
  if (pixels > limitInputPixels) return validationMessages.imagePixels;
  await chargeUploads(Math.floor(pixels / pixelsPerCountedUpload));
  const release = await imageDecodes.acquire();
  if (!release) throw new ApiError(503, 'busy', 'Too many images are being checked; try again shortly');
  try {
    const image = sharp(upload.bytes, { limitInputPixels }).rotate();
    // zlib's default level and libjpeg-turbo: level 9 and mozjpeg took several times as long for a few per cent.
    const bytes =
      upload.type === 'image/png'
        ? await image.png({ compressionLevel: 6 }).toBuffer()
        : await image.jpeg({ quality: 90 }).toBuffer();
    return { type: upload.type, bytes };
  } catch {
    return validationMessages.imageUnreadable;
  } finally {
    release();
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

/** Counts this many more uploads against the uploader's allowance; throws (429) when that takes it past. */
export type ChargeUploads = (uploads: number) => Promise<void>;

/** The file as it is stored: an image re-encoded, a PDF as sent once its structure holds; or why it is refused. */
export async function checkedUpload(upload: Upload, chargeUploads: ChargeUploads): Promise<Upload | string> {
  if (upload.type === 'application/pdf') {
    return isStructuredPdf(upload.bytes) ? upload : notWhatItSays(upload.type);
  }
  return reencodeImage(upload, chargeUploads);
}
