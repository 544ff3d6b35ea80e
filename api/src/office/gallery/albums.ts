import {
  effectiveStatus,
  type GalleryAlbumItem,
  type GalleryAlbumListQuery,
  type GalleryAlbumOfficeList,
  galleryMessages,
} from '@uaeaf/contracts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { galleryAlbums, galleryPhotos, images } from '../../db/schema';
import { imageColumns } from '../../content/images';
import { ApiError } from '../../http/errors';
import { iso, listForOffice } from '../publishing/list';
import {
  changePublication,
  fieldRefusal,
  live,
  type PublishingTarget,
  removePublishable,
} from '../publishing/transitions';
import { type PhotoValue, storedPhoto, storePhotoSet } from './photo-sets';

interface Editor {
  id: number;
}

/** The album form once its uploads are read. */
export interface AlbumValues {
  titleAr: string;
  titleEn: string;
  takenOn: string;
  descriptionAr: string;
  descriptionEn: string;
  photos: PhotoValue[];
  cover: number;
}

type Claim = (tx: Pick<Database, 'delete'>) => Promise<void>;
const albumTarget: PublishingTarget = { table: galleryAlbums, subject: 'galleryAlbum' };
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

// Spelled out: in a one-table select drizzle leaves columns unqualified, and "id" would be the photo's own.
const photoCount =
  sql<number>`(select count(*) from "gallery_photos" where "gallery_photos"."album_id" = "gallery_albums"."id")`.mapWith(
    Number,
  );

export function listGalleryAlbums(
  db: Database,
  query: GalleryAlbumListQuery,
  now: Date,
): Promise<GalleryAlbumOfficeList> {
  const { titleAr, titleEn } = galleryAlbums;
  return listForOffice(
    db,
    galleryAlbums,
    query,
    {
      search: [titleAr, titleEn],
      fields: {
        id: galleryAlbums.id,
        title: { ar: titleAr, en: titleEn },
        takenOn: galleryAlbums.takenOn,
        photoCount,
      },
      // Newest first by the day the site shows: ids follow no date.
      orderBy: [desc(galleryAlbums.takenOn), desc(galleryAlbums.id)],
    },
    now,
  );
}

export async function findGalleryAlbum(
  db: Database,
  id: number,
  now: Date,
): Promise<GalleryAlbumItem | undefined> {
  const [album] = await db.select().from(galleryAlbums).where(eq(galleryAlbums.id, id));
  if (!album) return undefined;
  const photos = await db
    .select({ image: imageColumns, captionAr: galleryPhotos.captionAr, captionEn: galleryPhotos.captionEn })
    .from(galleryPhotos)
    .innerJoin(images, eq(images.path, galleryPhotos.imagePath))
    .where(eq(galleryPhotos.albumId, id))
    .orderBy(asc(galleryPhotos.sortOrder), asc(galleryPhotos.id));
  const publishAt = iso(album.publishAt);
  return {
    id,
    status: effectiveStatus(album.status, publishAt, now),
    publishAt,
    titleAr: album.titleAr,
    titleEn: album.titleEn,
    takenOn: album.takenOn,
    descriptionAr: album.descriptionAr ?? '',
    descriptionEn: album.descriptionEn ?? '',
    photos: photos.map(storedPhoto),
    cover: Math.max(
      0,
      photos.findIndex((photo) => photo.image?.path === album.coverPath),
    ),
  };
}

const textColumns = (values: AlbumValues) => ({
  titleAr: values.titleAr,
  titleEn: values.titleEn,
  takenOn: values.takenOn,
  descriptionAr: values.descriptionAr === '' ? null : values.descriptionAr,
  descriptionEn: values.descriptionEn === '' ? null : values.descriptionEn,
});

/** Replaces the album's photos with the form's, in its order, and points the cover at the chosen one. */
async function storePhotos(tx: Tx, albumId: number, values: AlbumValues): Promise<void> {
  if (values.cover > 0 && values.cover >= values.photos.length) {
    throw fieldRefusal('cover', galleryMessages.coverNotInAlbum);
  }
  const own = (
    await tx
      .select({ path: galleryPhotos.imagePath })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.albumId, albumId))
  ).map((row) => row.path);
  const rows = await storePhotoSet(tx, 'gallery/office', own, values.photos, {
    ar: values.titleAr,
    en: values.titleEn,
  });
  // The cover first, off the photo it may point at, so no foreign key or check ever sees a half-written album.
  await tx
    .update(galleryAlbums)
    .set({ coverPath: rows[values.cover]?.imagePath ?? null })
    .where(eq(galleryAlbums.id, albumId));
  await tx.delete(galleryPhotos).where(eq(galleryPhotos.albumId, albumId));
  if (rows.length > 0) await tx.insert(galleryPhotos).values(rows.map((row) => ({ ...row, albumId })));
}

/** Writes a new draft album with its photos; `claim` takes the form's uploads with it. */
export async function createGalleryAlbum(
  db: Database,
  editor: Editor,
  values: AlbumValues,
  claim: Claim,
): Promise<number> {
  return db.transaction(async (tx) => {
    await claim(tx);
    const [row] = await tx
      .insert(galleryAlbums)
      .values({ ...textColumns(values), status: 'draft' })
      .returning({ id: galleryAlbums.id });
    await storePhotos(tx, row!.id, values);
    await writeAudit(tx, {
      actorId: editor.id,
      subject: albumTarget.subject,
      subjectId: row!.id,
      memberId: null,
      action: 'content.created',
      toStatus: 'draft',
      reason: `photos: ${values.photos.length}`,
    });
    return row!.id;
  });
}

/**
 * Saves the texts and the photos (added, captioned, reordered, removed) and the cover; a published album shows them
 * at once, so it must keep a photo. False when there is no such album.
 */
export async function updateGalleryAlbum(
  db: Database,
  editor: Editor,
  id: number,
  values: AlbumValues,
  claim: Claim,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: galleryAlbums.status })
      .from(galleryAlbums)
      .where(eq(galleryAlbums.id, id))
      .for('update');
    if (!current) return false;
    if (live(current.status) && values.photos.length === 0) {
      throw fieldRefusal('photos', galleryMessages.noPhotos);
    }
    const [{ before } = { before: 0 }] = await tx
      .select({ before: count() })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.albumId, id));
    await claim(tx);
    await tx.update(galleryAlbums).set(textColumns(values)).where(eq(galleryAlbums.id, id));
    await storePhotos(tx, id, values);
    await writeAudit(tx, {
      actorId: editor.id,
      subject: albumTarget.subject,
      subjectId: id,
      memberId: null,
      action: 'content.edited',
      fromStatus: current.status,
      toStatus: current.status,
      reason: `photos: ${before} -> ${values.photos.length}`,
    });
    return true;
  });
}

/** Publishes now, or schedules for `at` (in the future); an album without a photo is refused. */
export function publishGalleryAlbum(
  db: Database,
  editor: Editor,
  id: number,
  at: Date | undefined,
  now: Date,
): Promise<boolean> {
  return changePublication(db, editor.id, albumTarget, id, at, now, {
    check: (row) => {
      if (row.coverPath === null) throw fieldRefusal('photos', galleryMessages.noPhotos);
    },
  });
}

/** Takes it off the site (a scheduled album is not published at its time). */
export function unpublishGalleryAlbum(db: Database, editor: Editor, id: number, now: Date): Promise<boolean> {
  return changePublication(db, editor.id, albumTarget, id, null, now);
}

/**
 * Deletes an album the public does not see (a draft, or one taken off); its photos go with it. A published or
 * scheduled one is refused (409): unpublish it first. False when there is no such album.
 */
export function deleteGalleryAlbum(db: Database, editor: Editor, id: number): Promise<boolean> {
  return removePublishable(db, editor.id, albumTarget, id, {
    check: (row) => {
      if (live(row.status)) {
        throw new ApiError(409, 'gallery_album_public', 'Unpublish the album before deleting it');
      }
    },
    reason: (row) => row.titleEn as string,
  });
}
