import * as v from 'valibot';
import { validationMessages } from './auth';
import {
  checkImageUpload,
  detectImageType,
  imageUpload,
  imageUploadAccept,
  type ImageUploadType,
} from './uploads';

/**
 * Documents members upload with a registration: PDFs (passport, qualification, CV, parental approval) and files that
 * may be a photo of a paper or the PDF its issuer sent (licences, medical exam). Like images, they travel base64 in
 * JSON and are judged by their first bytes, in the browser when chosen and again by the API with the same functions.
 */

/** A scanned document of a few pages fits in 2 MB; the size message names this limit. */
export const pdfUpload = { maxBytes: 2_097_152, types: ['application/pdf'] } as const;
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

/** The largest file any upload field takes; the API sizes its body limits from it (see `registrationSchemas`). */
export const largestUploadBytes = Math.max(imageUpload.maxBytes, pdfUpload.maxBytes);

const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function decodeBase64(text: string): Uint8Array {
  // atob exists in browsers and in Node, unlike Buffer or Uint8Array.fromBase64.
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The size the base64 text decodes to, without decoding it. */
function decodedSize(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.floor((text.length * 3) / 4) - padding;
}

/** The first 9 bytes (12 base64 characters), enough for every signature; empty when they are not base64. */
function decodedHeader(text: string): Uint8Array {
  const quads = Math.min(text.length, 12) >> 2;
  try {
    return decodeBase64(text.slice(0, quads * 4));
  } catch {
    return new Uint8Array();
  }
}

/**
 * A file inside a JSON body, base64 encoded (a `data:` URL prefix, as FileReader gives it, is dropped), judged by the
 * same `check(size, header)` the browser ran on the picked file, before any of it is decoded. The output is the bytes
 * and the type found in them; the name and type the browser claimed are not trusted, so not sent.
 */
export function base64UploadSchema<TType extends string>(
  check: (size: number, header: Uint8Array) => string | undefined,
  detect: (header: Uint8Array) => TType | undefined,
) {
  return v.pipe(
    v.string(validationMessages.required),
    v.transform((text) => text.replace(/^data:[\w/+.-]*;base64,/, '')),
    v.nonEmpty(validationMessages.required),
    v.rawCheck(({ dataset, addIssue }) => {
      // Only on a value that got this far: an empty one is already "required".
      if (dataset.issues) return;
      const message = check(decodedSize(dataset.value), decodedHeader(dataset.value));
      if (message) addIssue({ message });
    }),
    v.regex(base64, validationMessages.invalid),
    v.transform((text) => {
      const bytes = decodeBase64(text);
      // The check above passed on this header, so a type is found.
      return { type: detect(bytes)!, bytes };
    }),
  );
}

/** A PDF of at most 2 MB, base64 in JSON; decodes to `{ type: 'application/pdf', bytes }`. */
export const PdfUploadSchema = base64UploadSchema(checkPdfUpload, (bytes) =>
  detectPdf(bytes) ? pdfUpload.types[0] : undefined,
);
export type PdfUpload = v.InferOutput<typeof PdfUploadSchema>;

/** A JPG or PNG of at most 1 MB, or a PDF of at most 2 MB; decodes to the bytes and their type. */
export const ImageOrPdfUploadSchema = base64UploadSchema(checkImageOrPdfUpload, detectImageOrPdfType);
export type ImageOrPdfUpload = v.InferOutput<typeof ImageOrPdfUploadSchema>;
