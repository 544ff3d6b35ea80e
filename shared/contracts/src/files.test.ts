import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  checkImageOrPdfUpload,
  checkPdfUpload,
  detectPdf,
  ImageOrPdfUploadSchema,
  pdfUpload,
  PdfUploadSchema,
} from './files';
import { imageUpload } from './uploads';

const text = (content: string) => new TextEncoder().encode(content);

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: spreading megabytes into fromCharCode overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** A file of `size` bytes that starts with `header`. */
function fileOf(header: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(header);
  return bytes;
}

const pdf = text('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj');
const png = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const jpeg = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46);
const gif = text('GIF89a\x10\x00\x10\x00');

function messages(schema: v.GenericSchema, input: unknown) {
  return v.safeParse(schema, input, { abortPipeEarly: true }).issues?.map((issue) => issue.message);
}

describe('detectPdf', () => {
  it('recognises a PDF by its %PDF- header, and nothing else', () => {
    expect(detectPdf(pdf)).toBe(true);
    expect(detectPdf(text('%PDF'))).toBe(false);
    expect(detectPdf(text('My CV.pdf, really a text file'))).toBe(false);
    expect(detectPdf(png)).toBe(false);
    expect(detectPdf(new Uint8Array())).toBe(false);
  });
});

describe('checkPdfUpload and checkImageOrPdfUpload', () => {
  it('allows a PDF of exactly 2 MB and refuses one byte more, then refuses other content', () => {
    expect(checkPdfUpload(pdfUpload.maxBytes, pdf)).toBeUndefined();
    expect(checkPdfUpload(pdfUpload.maxBytes + 1, pdf)).toBe('validation.pdfSize');
    expect(checkPdfUpload(100, png)).toBe('validation.pdfType');
  });

  it('applies the limit of the type found: 1 MB for images, 2 MB for PDFs', () => {
    expect(checkImageOrPdfUpload(imageUpload.maxBytes, jpeg)).toBeUndefined();
    expect(checkImageOrPdfUpload(imageUpload.maxBytes + 1, png)).toBe('validation.fileSize');
    expect(checkImageOrPdfUpload(imageUpload.maxBytes + 1, pdf)).toBeUndefined();
    expect(checkImageOrPdfUpload(pdfUpload.maxBytes + 1, pdf)).toBe('validation.pdfSize');
    expect(checkImageOrPdfUpload(100, gif)).toBe('validation.imageOrPdfType');
  });
});

describe('PdfUploadSchema', () => {
  it('decodes base64, also from a data URL, into the bytes and their type', () => {
    expect(v.parse(PdfUploadSchema, toBase64(pdf))).toEqual({ type: 'application/pdf', bytes: pdf });
    expect(v.parse(PdfUploadSchema, `data:application/octet-stream;base64,${toBase64(pdf)}`).bytes).toEqual(
      pdf,
    );
  });

  it('refuses an image or a renamed text file, malformed base64 and an empty value', () => {
    expect(messages(PdfUploadSchema, toBase64(jpeg))).toEqual(['validation.pdfType']);
    expect(messages(PdfUploadSchema, toBase64(text('just text')))).toEqual(['validation.pdfType']);
    expect(messages(PdfUploadSchema, `${toBase64(pdf)}@@@@`)).toEqual(['validation.invalid']);
    expect(messages(PdfUploadSchema, '')).toEqual(['validation.required']);
  });

  it('takes exactly 2 MB and refuses one byte more, judged from the length before decoding', () => {
    expect(v.parse(PdfUploadSchema, toBase64(fileOf(pdf, pdfUpload.maxBytes))).bytes).toHaveLength(
      pdfUpload.maxBytes,
    );
    for (const extra of [1, 2, 3]) {
      expect(messages(PdfUploadSchema, toBase64(fileOf(pdf, pdfUpload.maxBytes + extra)))).toEqual([
        'validation.pdfSize',
      ]);
    }
  });

  it('handles files shorter than the header it reads', () => {
    expect(v.parse(PdfUploadSchema, toBase64(text('%PDF-'))).bytes).toHaveLength(5);
    expect(messages(PdfUploadSchema, toBase64(text('%PD')))).toEqual(['validation.pdfType']);
  });
});

describe('ImageOrPdfUploadSchema', () => {
  it('takes a JPG, a PNG or a PDF, each up to its own limit', () => {
    expect(v.parse(ImageOrPdfUploadSchema, toBase64(jpeg)).type).toBe('image/jpeg');
    expect(v.parse(ImageOrPdfUploadSchema, toBase64(png)).type).toBe('image/png');
    const largePdf = fileOf(pdf, imageUpload.maxBytes + 1);
    expect(v.parse(ImageOrPdfUploadSchema, toBase64(largePdf)).type).toBe('application/pdf');
    const largePng = fileOf(png, imageUpload.maxBytes + 1);
    expect(messages(ImageOrPdfUploadSchema, toBase64(largePng))).toEqual(['validation.fileSize']);
  });

  it('refuses other content', () => {
    expect(messages(ImageOrPdfUploadSchema, toBase64(gif))).toEqual(['validation.imageOrPdfType']);
  });
});
