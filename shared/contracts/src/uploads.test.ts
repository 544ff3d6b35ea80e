import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { checkImageUpload, detectImageType, imageUpload, ImageUploadSchema } from './uploads';

function hex(text: string): Uint8Array {
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: spreading a whole megabyte into fromCharCode overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

// The first 24 bytes of real files (CPython's imghdr test images): a JFIF JPEG, a PNG, a GIF and a WebP.
const jfifJpeg = hex('ffd8ffe000104a46494600010101000100010000ffdb0043');
const png = hex('89504e470d0a1a0a0000000d494844520000001000000010');
const gif = hex('47494638396110001000f66400ebbb18ebbe21f3c11afac7');
const webp = hex('52494646a801000057454250565038580a00000010000000');
// A camera JPEG starts with an Exif segment (APP1) instead of JFIF (APP0).
const exifJpeg = hex('ffd8ffe1001845786966000049492a00');

describe('detectImageType', () => {
  it('recognises JPEG, with a JFIF or an Exif header, and PNG', () => {
    expect(detectImageType(jfifJpeg)).toBe('image/jpeg');
    expect(detectImageType(exifJpeg)).toBe('image/jpeg');
    expect(detectImageType(png)).toBe('image/png');
  });

  it('refuses a text file renamed to .jpg, whatever its name says', () => {
    const renamedText = new TextEncoder().encode('Dear federation, please find my article attached.');
    expect(detectImageType(renamedText)).toBeUndefined();
  });

  it('refuses image types the site does not take, an SVG, and headers too short to tell', () => {
    expect(detectImageType(gif)).toBeUndefined();
    expect(detectImageType(webp)).toBeUndefined();
    expect(
      detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(detectImageType(png.slice(0, 7))).toBeUndefined();
    expect(detectImageType(jfifJpeg.slice(0, 2))).toBeUndefined();
    expect(detectImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('checkImageUpload', () => {
  it('allows exactly 1 MB and refuses one byte more', () => {
    expect(checkImageUpload(imageUpload.maxBytes, png)).toBeUndefined();
    expect(checkImageUpload(imageUpload.maxBytes + 1, png)).toBe('validation.fileSize');
  });

  it('refuses content that is no JPEG or PNG', () => {
    expect(checkImageUpload(100, gif)).toBe('validation.fileType');
  });
});

describe('ImageUploadSchema', () => {
  const uploadId = 'aB3_-'.repeat(8) + 'xyz';

  it('refers to a file sent ahead, and tells the API which types the field takes', () => {
    expect(v.parse(ImageUploadSchema, { uploadId, name: 'شعار النادي.png' })).toEqual({
      uploadId,
      accepts: ['image/jpeg', 'image/png'],
    });
  });

  it('puts every refusal on the field itself: no file, a file inline, an id that is no upload id', () => {
    const messages = (input: unknown) =>
      v
        .safeParse(ImageUploadSchema, input, { abortPipeEarly: true })
        .issues?.map((issue) => [v.getDotPath(issue), issue.message]);
    expect(messages('')).toEqual([[null, 'validation.required']]);
    expect(messages(toBase64(png))).toEqual([[null, 'validation.required']]);
    expect(messages({ uploadId: '' })).toEqual([[null, 'validation.required']]);
    expect(messages({ uploadId: '../../etc/passwd' })).toEqual([[null, 'validation.invalid']]);
    expect(messages({ uploadId, name: 'x'.repeat(256) })).toEqual([[null, 'validation.invalid']]);
  });

  it('keeps the 1 MB limit the upload route applies', () => {
    expect(imageUpload.maxBytes).toBe(1_048_576);
  });
});
