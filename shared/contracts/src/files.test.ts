import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  checkImageOrPdfUpload,
  checkPdfUpload,
  detectPdf,
  ImageOrPdfUploadSchema,
  pdfUpload,
  PdfUploadSchema,
  uploadMaxBytes,
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

describe('PdfUploadSchema and ImageOrPdfUploadSchema', () => {
  const uploadId = 'Z'.repeat(43);

  it('refer to a file sent ahead, with the types each field takes', () => {
    expect(v.parse(PdfUploadSchema, { uploadId }).accepts).toEqual(['application/pdf']);
    expect(v.parse(ImageOrPdfUploadSchema, { uploadId, name: 'licence.pdf' }).accepts).toEqual([
      'image/jpeg',
      'image/png',
      'application/pdf',
    ]);
    expect(messages(PdfUploadSchema, toBase64(pdf))).toEqual(['validation.required']);
  });
});

describe('uploadMaxBytes', () => {
  it("gives the upload route each type's limit, and none for other types", () => {
    expect(uploadMaxBytes('image/png')).toBe(imageUpload.maxBytes);
    expect(uploadMaxBytes('image/jpeg')).toBe(imageUpload.maxBytes);
    expect(uploadMaxBytes('application/pdf')).toBe(pdfUpload.maxBytes);
    expect(uploadMaxBytes('text/html')).toBeUndefined();
  });
});
