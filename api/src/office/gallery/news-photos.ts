import type { NewsPhotos } from '@uaeaf/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { images, news, newsPhotos } from '../../db/schema';
import { imageColumns } from '../../content/images';
import { type PhotoValue, storedPhoto, storePhotoSet } from './photo-sets';

interface Editor {
  id: number;
}

type Claim = (tx: Pick<Database, 'delete'>) => Promise<void>;

/** A news item's further photos in their order; undefined when there is no such item. */
export async function findNewsPhotos(db: Database, newsId: number): Promise<NewsPhotos | undefined> {
  const [item] = await db.select({ id: news.id }).from(news).where(eq(news.id, newsId));
  if (!item) return undefined;
  const rows = await db
    .select({ image: imageColumns, captionAr: newsPhotos.captionAr, captionEn: newsPhotos.captionEn })
    .from(newsPhotos)
    .innerJoin(images, eq(images.path, newsPhotos.imagePath))
    .where(eq(newsPhotos.newsId, newsId))
    .orderBy(asc(newsPhotos.sortOrder), asc(newsPhotos.id));
  return { photos: rows.map(storedPhoto) };
}

/**
 * Replaces a news item's further photos with the form's (added, captioned, reordered, removed), in one transaction
 * with its uploads' claim and the audit row; a published item shows them at once. False when there is no such item.
 */
export async function saveNewsPhotos(
  db: Database,
  editor: Editor,
  newsId: number,
  photos: readonly PhotoValue[],
  claim: Claim,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ status: news.status, titleAr: news.titleAr, titleEn: news.titleEn })
      .from(news)
      .where(eq(news.id, newsId))
      .for('update');
    if (!item) return false;
    const own = (
      await tx.select({ path: newsPhotos.imagePath }).from(newsPhotos).where(eq(newsPhotos.newsId, newsId))
    ).map((row) => row.path);
    await claim(tx);
    const rows = await storePhotoSet(tx, 'news/office', own, photos, { ar: item.titleAr, en: item.titleEn });
    const [{ before } = { before: 0 }] = await tx
      .select({ before: count() })
      .from(newsPhotos)
      .where(eq(newsPhotos.newsId, newsId));
    await tx.delete(newsPhotos).where(eq(newsPhotos.newsId, newsId));
    if (rows.length > 0) await tx.insert(newsPhotos).values(rows.map((row) => ({ ...row, newsId })));
    await writeAudit(tx, {
      actorId: editor.id,
      subject: 'news',
      subjectId: newsId,
      memberId: null,
      action: 'content.photosEdited',
      fromStatus: item.status,
      toStatus: item.status,
      reason: `photos: ${before} -> ${rows.length}`,
    });
    return true;
  });
}
