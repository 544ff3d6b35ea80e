import type { NewsDetail, NewsSummary, PageQuery, Paginated } from '@uaeaf/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images, news, newsPhotos } from '../db/schema';
import { imageColumns, requiredImage, toImage } from '../content/images';
import { localizedRichText } from '../content/localized';
import { listPage } from '../content/page';
import { isPublic } from '../content/published';
import { matchesSearch } from '../content/search';

const summaryColumns = {
  id: news.id,
  title: { ar: news.titleAr, en: news.titleEn },
  summary: { ar: news.summaryAr, en: news.summaryEn },
  publishedOn: news.publishedOn,
  image: imageColumns,
};

/** Newest first, what is published at `now`; `q` searches the title in both languages. */
export function listNews(db: Database, query: PageQuery, now: Date): Promise<Paginated<NewsSummary>> {
  const where = and(isPublic(news, now), matchesSearch(query.q, [news.titleAr, news.titleEn]));
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(news).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select(summaryColumns)
        .from(news)
        .leftJoin(images, eq(images.path, news.imagePath))
        .where(where)
        .orderBy(desc(news.publishedOn), desc(news.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, image: toImage(row.image) }));
    },
  );
}

export async function findNews(db: Database, id: number, now: Date): Promise<NewsDetail | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, bodyAr: news.bodyAr, bodyEn: news.bodyEn })
    .from(news)
    .leftJoin(images, eq(images.path, news.imagePath))
    .where(and(eq(news.id, id), isPublic(news, now)));
  if (!row) return undefined;
  const photos = await db
    .select(imageColumns)
    .from(newsPhotos)
    .innerJoin(images, eq(images.path, newsPhotos.imagePath))
    .where(eq(newsPhotos.newsId, id))
    .orderBy(asc(newsPhotos.sortOrder), asc(newsPhotos.id));
  const { bodyAr, bodyEn, ...summary } = row;
  return {
    ...summary,
    image: toImage(summary.image),
    body: localizedRichText(bodyAr, bodyEn),
    photos: photos.map(requiredImage),
  };
}
