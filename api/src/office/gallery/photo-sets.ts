import type { LocalizedText, StoredPhoto } from '@uaeaf/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { images } from '../../db/schema';
import { requiredImage } from '../../content/images';
import { optionalText } from '../../content/localized';
import { ApiError } from '../../http/errors';
import type { Upload } from '../../files/uploads';
import { validationMessages } from '@uaeaf/contracts';
import { storeContentImage } from '../content/files';

/** A photo of the form once its upload is read: one the owner has (its path), or a new picture. */
export interface PhotoValue {
  file: { path: string } | Upload;
  captionAr: string;
  captionEn: string;
}

/** A photo as its table stores it, in the set's order. */
export interface StoredPhotoRow {
  imagePath: string;
  captionAr: string | null;
  captionEn: string | null;
  sortOrder: number;
}

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * The set's photos as the form lists them, ready for the owner's table: kept photos must be the owner's own (else
 * `validation.invalid` on that photo's file), new ones go to the image store under `folder`. Each photo's alt text is
 * its caption, else the owner's title (decision 068), written again on every save so a new title reaches the photos
 * without a caption.
 */
export async function storePhotoSet(
  tx: Tx,
  folder: string,
  ownPaths: readonly string[],
  photos: readonly PhotoValue[],
  title: LocalizedText,
): Promise<StoredPhotoRow[]> {
  const rows: StoredPhotoRow[] = [];
  for (const [index, { file, captionAr, captionEn }] of photos.entries()) {
    const alt = captionAr === '' ? title : { ar: captionAr, en: captionEn };
    let imagePath: string;
    if ('path' in file) {
      if (!ownPaths.includes(file.path)) {
        throw new ApiError(400, 'validation_failed', 'The form refers to a photo the item does not have', {
          [`photos.${index}.file`]: [validationMessages.invalid],
        });
      }
      imagePath = file.path;
      await tx.update(images).set({ altAr: alt.ar, altEn: alt.en }).where(eq(images.path, imagePath));
    } else {
      imagePath = await storeContentImage(tx, folder, file, alt);
    }
    rows.push({
      imagePath,
      captionAr: captionAr === '' ? null : captionAr,
      captionEn: captionEn === '' ? null : captionEn,
      sortOrder: index + 1,
    });
  }
  return rows;
}

/** A stored photo as the editor loads it, from its row joined to the image store. */
export function storedPhoto(row: {
  image: Parameters<typeof requiredImage>[0];
  captionAr: string | null;
  captionEn: string | null;
}): StoredPhoto {
  return { image: requiredImage(row.image), caption: optionalText(row.captionAr, row.captionEn) };
}
