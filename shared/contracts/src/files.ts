import { validationMessages } from './auth';
import { pdfUploadBytes } from './body-limits.mjs';
import {
  checkImageUpload,
  detectImageType,
  imageUpload,
  imageUploadAccept,
  type ImageUploadType,
  uploadReferenceSchema,
} from './uploads';

/**
 * Documents members upload with a registration: PDFs (passport, qualification, CV, parental approval) and files that
 * may be a photo of a paper or the PDF its issuer sent (licences, medical exam). Like images, they are judged by their
 * size and first bytes in the browser when chosen, and again by the API's upload route (decision 052), which also
 * checks their structure.
 */

export const pdfUpload = { maxBytes: pdfUploadBytes, types: ['application/pdf'] } as const;
export type PdfUploadType = (typeof pdfUpload.types)[number];
export const pdfUploadAccept = '.pdf,application/pdf';

const pdfSignature = [...'%PDF-'].map((character) => character.charCodeAt(0));

/** Whether the content is a PDF, whatever the file's name: every PDF starts with `%PDF-` and its version. */
export function detectPdf(bytes: Uint8Array): boolean {
  return bytes.length >= pdfSignature.length && pdfSignature.every((byte, index) => bytes[index] === byte);
}

/** The message id for a file picked for a PDF field (its size and first bytes), or undefined when it may be sent. */
export function checkPdfUpload(
  size: number,
  header: Uint8Array,
): typeof validationMessages.pdfSize | typeof validationMessages.pdfType | undefined {
  if (size > pdfUpload.maxBytes) return validationMessages.pdfSize;
  if (!detectPdf(header)) return validationMessages.pdfType;
  return undefined;
}

export type ImageOrPdfUploadType = ImageUploadType | PdfUploadType;
export const imageOrPdfUploadAccept = `${imageUploadAccept},${pdfUploadAccept}`;

export function detectImageOrPdfType(bytes: Uint8Array): ImageOrPdfUploadType | undefined {
  return detectImageType(bytes) ?? (detectPdf(bytes) ? 'application/pdf' : undefined);
}

/**
 * For a field taking either: the type decides the limit (an image 1 MB, a PDF 2 MB), so the type is judged first and
 * the size message then names the limit that applies.
 */
export function checkImageOrPdfUpload(size: number, header: Uint8Array) {
  if (detectPdf(header)) return checkPdfUpload(size, header);
  if (detectImageType(header)) return checkImageUpload(size, header);
  return validationMessages.imageOrPdfType;
}

/** The largest file of a type the upload route takes (by the type its bytes are), or undefined for other types. */
export function uploadMaxBytes(type: string): number | undefined {
  if ((imageUpload.types as readonly string[]).includes(type)) return imageUpload.maxBytes;
  if ((pdfUpload.types as readonly string[]).includes(type)) return pdfUpload.maxBytes;
  return undefined;
}

/** A PDF of at most 2 MB, sent ahead. */
export const PdfUploadSchema = uploadReferenceSchema(pdfUpload.types);

/** A JPG or PNG of at most 1 MB, or a PDF of at most 2 MB, sent ahead. */
export const ImageOrPdfUploadSchema = uploadReferenceSchema([...imageUpload.types, ...pdfUpload.types]);
