import { createHash, randomBytes } from 'node:crypto';
import { type ContentFiles, type ContentKind, validationMessages } from '@uaeaf/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import { circularAttachments, files, images } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Upload } from '../../files/uploads';
import { imageColumns, toImage } from '../../content/images';

/** A form's picture once its upload is read (decision 052): none, the one the item has, or a new one. */
export interface ImageValue {
  file: '' | { path: string } | Upload;
  altAr: string;
  altEn: string;
}

/** A circular's attachment once its upload is read: the stored file kept, or a new PDF. */
export interface AttachmentValue {
  file: { fileId: number } | Upload;
  nameAr: string;
  nameEn: string;
}

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function fileError(field: string): ApiError {
  return new ApiError(400, 'validation_failed', 'The form refers to a file the item does not have', {
    [field]: [validationMessages.invalid],
  });
}

/**
 * Puts a picture, checked and re-encoded when it was sent ahead, in the public image store with its alt text, under
 * a new path (a path's bytes never change, so the optimiser's year-long caching stays right). Returns the path.
 */
export async function storeContentImage(
  tx: Tx,
  folder: string,
  upload: Upload,
  alt: { ar: string; en: string },
): Promise<string> {
  const { width, height } = await sharp(upload.bytes).metadata();
  const path = `${folder}/${randomBytes(12).toString('hex')}.${upload.type === 'image/png' ? 'png' : 'jpg'}`;
  await tx.insert(images).values({
    path,
    contentType: upload.type,
    width: width!,
    height: height!,
    byteSize: upload.bytes.byteLength,
    sha256: sha256(upload.bytes),
    bytes: upload.bytes,
    altAr: alt.ar,
    altEn: alt.en,
  });
  return path;
}

/**
 * The item's `imagePath` after the form: null for none, the current path kept (its alt text as now typed: the alt
 * travels with the picture), or a new picture's path. A kept path that is not the item's own is refused.
 */
export async function imagePathOf(
  tx: Tx,
  // A content kind or an ordered collection (decision 065): the folder of the image store its pictures go in.
  kind: string,
  current: string | null,
  image: ImageValue,
): Promise<string | null> {
  const alt = { ar: image.altAr, en: image.altEn };
  if (image.file === '') return null;
  if ('path' in image.file) {
    if (image.file.path !== current) throw fileError('image.file');
    await tx.update(images).set({ altAr: alt.ar, altEn: alt.en }).where(eq(images.path, current));
    return current;
  }
  return storeContentImage(tx, `${kind}/office`, image.file, alt);
}

/** A download's file name from its English name: letters, digits and dashes only, so no header can be made of it. */
function downloadName(name: string, fallback: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `${slug || fallback}.pdf`;
}

/** One row of an item's PDFs: a circular's attachments, a tournament's documents (decision 067). */
export interface ListedPdf {
  fileId: number;
  nameAr: string;
  nameEn: string;
  sortOrder: number;
}

/** Where an item's PDFs are listed: the ids of the files it has, and how its rows are written over. */
export interface PdfList {
  /** A download's name when its English name has no letter or digit. */
  fallbackName: string;
  fileIds(tx: Tx): Promise<number[]>;
  replace(tx: Tx, rows: ListedPdf[]): Promise<void>;
}

/**
 * An item's PDFs as the form lists them, in its order: kept files stay (a file id that is not one of this item's is
 * refused on `field`), new PDFs are stored, and the files of PDFs taken off are deleted.
 */
export async function replacePdfs(
  tx: Tx,
  list: PdfList,
  field: string,
  attachments: readonly AttachmentValue[],
): Promise<void> {
  const before = await list.fileIds(tx);
  const fileIds: number[] = [];
  for (const [index, { file, nameEn }] of attachments.entries()) {
    if ('fileId' in file) {
      if (!before.includes(file.fileId)) throw fileError(`${field}.${index}.file`);
      fileIds.push(file.fileId);
      continue;
    }
    const [stored] = await tx
      .insert(files)
      .values({
        fileName: downloadName(nameEn, list.fallbackName),
        contentType: file.type,
        byteSize: file.bytes.byteLength,
        sha256: sha256(file.bytes),
        bytes: file.bytes,
      })
      .returning({ id: files.id });
    fileIds.push(stored!.id);
  }
  await list.replace(
    tx,
    attachments.map(({ nameAr, nameEn }, index) => ({
      fileId: fileIds[index]!,
      nameAr,
      nameEn,
      sortOrder: index + 1,
    })),
  );
  const dropped = before.filter((fileId) => !fileIds.includes(fileId));
  if (dropped.length > 0) await tx.delete(files).where(inArray(files.id, dropped));
}

/** A circular's attachments as the form lists them (`replacePdfs`). */
export function replaceAttachments(
  tx: Tx,
  circularId: number,
  attachments: readonly AttachmentValue[],
): Promise<void> {
  return replacePdfs(
    tx,
    {
      fallbackName: 'circular',
      fileIds: async (db) =>
        (
          await db
            .select({ fileId: circularAttachments.fileId })
            .from(circularAttachments)
            .where(eq(circularAttachments.circularId, circularId))
        ).map((row) => row.fileId),
      replace: async (db, rows) => {
        await db.delete(circularAttachments).where(eq(circularAttachments.circularId, circularId));
        if (rows.length > 0) {
          await db.insert(circularAttachments).values(rows.map((row) => ({ ...row, circularId })));
        }
      },
    },
    'attachments',
    attachments,
  );
}

/** What the editor loads of an item's files: its picture, a circular's attachments. */
export async function contentFiles(
  db: Database,
  kind: ContentKind,
  id: number,
  imagePath: string | null,
): Promise<ContentFiles> {
  const [image] = imagePath
    ? await db.select(imageColumns).from(images).where(eq(images.path, imagePath))
    : [];
  const attachments =
    kind === 'circulars'
      ? await db
          .select({
            fileId: files.id,
            name: { ar: circularAttachments.nameAr, en: circularAttachments.nameEn },
            byteSize: files.byteSize,
          })
          .from(circularAttachments)
          .innerJoin(files, eq(files.id, circularAttachments.fileId))
          .where(eq(circularAttachments.circularId, id))
          .orderBy(asc(circularAttachments.sortOrder))
      : [];
  return { image: toImage(image ?? null), attachments };
}
