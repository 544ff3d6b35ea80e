import type { ContentImage } from '@uaeaf/contracts';
import { images } from '../db/schema';

/** What a list or detail query selects of a joined image (left join: all null when the row has no image). */
export const imageColumns = {
  path: images.path,
  width: images.width,
  height: images.height,
  altAr: images.altAr,
  altEn: images.altEn,
};

export interface ImageRow {
  path: string | null;
  width: number | null;
  height: number | null;
  altAr: string | null;
  altEn: string | null;
}

/** The contract's image, or null. Drizzle may already have turned an all-null joined object into null. */
export function toImage(row: ImageRow | null): ContentImage | null {
  if (!row || row.path === null) return null;
  return {
    path: row.path,
    width: row.width!,
    height: row.height!,
    alt: { ar: row.altAr!, en: row.altEn! },
  };
}

/** For a required image (NOT NULL foreign key), where null would be a broken database. */
export function requiredImage(row: ImageRow | null): ContentImage {
  const image = toImage(row);
  if (!image) throw new Error('A required image is missing from the image store');
  return image;
}
