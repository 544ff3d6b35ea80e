import type {
  GalleryAlbumDetail,
  GalleryAlbumSummary,
  GalleryPhoto,
  PageQuery,
  Paginated,
} from '@uaeaf/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { galleryAlbums, galleryPhotos, images } from '../db/schema';
import { imageColumns, requiredImage } from '../content/images';
import { optionalText } from '../content/localized';
import { listPage } from '../content/page';
import { isPublic } from '../content/published';
import { matchesSearch } from '../content/search';

const summaryColumns = {
  id: galleryAlbums.id,
  title: { ar: galleryAlbums.titleAr, en: galleryAlbums.titleEn },
  takenOn: galleryAlbums.takenOn,
  cover: imageColumns,
  // A correlated count per album on the page; the (album_id, …) index answers it without reading the photos.
  photoCount:
    sql<number>`(select count(*) from ${galleryPhotos} where ${galleryPhotos.albumId} = ${galleryAlbums.id})`.mapWith(
      Number,
    ),
};

/** Newest event first, what is published at `now`; `q` searches the album's title. */
export function listAlbums(
  db: Database,
  query: PageQuery,
  now: Date,
): Promise<Paginated<GalleryAlbumSummary>> {
  const where = and(
    isPublic(galleryAlbums, now),
    matchesSearch(query.q, [galleryAlbums.titleAr, galleryAlbums.titleEn]),
  );
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(galleryAlbums).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select(summaryColumns)
        .from(galleryAlbums)
        .innerJoin(images, eq(images.path, galleryAlbums.coverPath))
        .where(where)
        .orderBy(desc(galleryAlbums.takenOn), desc(galleryAlbums.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, cover: requiredImage(row.cover) }));
    },
  );
}

export async function findAlbum(
  db: Database,
  id: number,
  now: Date,
): Promise<GalleryAlbumDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      descriptionAr: galleryAlbums.descriptionAr,
      descriptionEn: galleryAlbums.descriptionEn,
    })
    .from(galleryAlbums)
    .innerJoin(images, eq(images.path, galleryAlbums.coverPath))
    .where(and(eq(galleryAlbums.id, id), isPublic(galleryAlbums, now)));
  if (!row) return undefined;
  const { descriptionAr, descriptionEn, ...album } = row;
  return {
    ...album,
    cover: requiredImage(album.cover),
    description: optionalText(descriptionAr, descriptionEn),
  };
}

export async function albumExists(db: Database, id: number, now: Date): Promise<boolean> {
  const found = await db
    .select({ id: galleryAlbums.id })
    .from(galleryAlbums)
    .where(and(eq(galleryAlbums.id, id), isPublic(galleryAlbums, now)));
  return found.length > 0;
}

/** An album's photos in their order, page by page. */
export function listAlbumPhotos(
  db: Database,
  albumId: number,
  query: Pick<PageQuery, 'page' | 'pageSize'>,
): Promise<Paginated<GalleryPhoto>> {
  const where = eq(galleryPhotos.albumId, albumId);
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(galleryPhotos).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select({
          id: galleryPhotos.id,
          image: imageColumns,
          captionAr: galleryPhotos.captionAr,
          captionEn: galleryPhotos.captionEn,
        })
        .from(galleryPhotos)
        .innerJoin(images, eq(images.path, galleryPhotos.imagePath))
        .where(where)
        .orderBy(asc(galleryPhotos.sortOrder), asc(galleryPhotos.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ captionAr, captionEn, ...photo }) => ({
        ...photo,
        image: requiredImage(photo.image),
        caption: optionalText(captionAr, captionEn),
      }));
    },
  );
}
