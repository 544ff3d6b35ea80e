import type { ImageUpload } from '@uaeaf/contracts';
import sharp from 'sharp';
import { ApiError } from '../http/errors';

/**
 * The contract checked the size and the first bytes; this decodes the header too, so a file that starts like a PNG
 * but is not one is refused as the wrong type rather than stored for an editor to find broken.
 */
export async function assertReadableImage(upload: ImageUpload): Promise<void> {
  const expected = upload.type === 'image/png' ? 'png' : 'jpeg';
  let format: string | undefined;
  try {
    const metadata = await sharp(upload.bytes).metadata();
    format = metadata.width && metadata.height ? metadata.format : undefined;
  } catch {
    format = undefined;
  }
  if (format !== expected) {
    throw new ApiError(400, 'validation_failed', 'The request body is not valid', {
      image: ['validation.fileType'],
    });
  }
}
