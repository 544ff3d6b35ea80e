import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { images } from '../../db/schema';
import type { ImageSpec } from './catalog';
import { hashString } from './random';
import { drawScene } from './scenes';

export type ImageRow = typeof images.$inferInsert;

/**
 * Rasterises the pictures, all queued at once on sharp's threads (libuv's pool): they keep drawing while the main
 * thread is busy (PGlite creating a database runs there without yielding, so a queue fed from the main thread would
 * stall). Badges and marks are PNG (flat colours, transparency); everything else is JPEG, as a camera would give it.
 * About 20 ms of CPU per 1600 × 900 picture. Speed over size here: Huffman optimisation would add 40% to the JPEG
 * time for 20% fewer bytes, and a palette PNG (imagequant) takes seven times as long as a plain one; the optimiser
 * re-encodes every picture anyway.
 */
export function renderImages(specs: ImageSpec[]): Promise<ImageRow[]> {
  return Promise.all(specs.map(renderOne));
}

async function renderOne(spec: ImageSpec): Promise<ImageRow> {
  const source = Buffer.from(drawScene(spec.kind, spec.width, spec.height, hashString(spec.path)));
  const png = spec.kind === 'emblem' || spec.kind === 'mark';
  const image = sharp(source);
  const bytes = await (
    png ? image.png({ compressionLevel: 6 }) : image.jpeg({ quality: 82, optimiseCoding: false })
  ).toBuffer();
  return {
    path: spec.path,
    contentType: png ? 'image/png' : 'image/jpeg',
    width: spec.width,
    height: spec.height,
    byteSize: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
    altAr: spec.alt.ar,
    altEn: spec.alt.en,
  };
}

/**
 * The photo a demo member sent with their registration, which their membership card shows: a drawn head-and-shoulders
 * portrait seeded by the member (a flat block read as a broken picture, issue 28 item 14), PNG as the seed stores it.
 */
export function demoRegistrationPhoto(member: string): Promise<Buffer> {
  return sharp(Buffer.from(drawScene('portrait', 240, 300, hashString(member))))
    .png()
    .toBuffer();
}
