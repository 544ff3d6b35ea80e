import { imageUpload, validationMessages } from '@uaeaf/contracts';
import sharp from 'sharp';

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
 * An image as sharp decodes it, re-encoded in its own format with the orientation applied and the metadata (EXIF,
 * location) dropped. A header sharp cannot read is the wrong type; a decoding warning (a truncated file) makes it
 * unreadable: `failOn` defaults to 'warning'.
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
    return validationMessages.imageUnreadable;
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

/** The file as it is stored: an image re-encoded, a PDF as sent once its structure holds; or why it is refused. */
export async function checkedUpload(upload: Upload): Promise<Upload | string> {
  if (upload.type === 'application/pdf') {
    return isStructuredPdf(upload.bytes) ? upload : notWhatItSays(upload.type);
  }
  return reencodeImage(upload);
}
