import type { ArticleDetail, ArticleSummary, PageQuery, Paginated } from '@uaeaf/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { articles, images } from '../db/schema';
import { imageColumns, toImage } from '../content/images';
import { localizedRichText } from '../content/localized';
import { listPage } from '../content/page';
import { isPublic } from '../content/published';
import { matchesSearch } from '../content/search';

const summaryColumns = {
  id: articles.id,
  title: { ar: articles.titleAr, en: articles.titleEn },
  summary: { ar: articles.summaryAr, en: articles.summaryEn },
  author: { ar: articles.authorAr, en: articles.authorEn },
  publishedOn: articles.publishedOn,
  image: imageColumns,
};

/** Newest first, what is published at `now`; `q` searches the title in both languages. */
export function listArticles(db: Database, query: PageQuery, now: Date): Promise<Paginated<ArticleSummary>> {
  const where = and(isPublic(articles, now), matchesSearch(query.q, [articles.titleAr, articles.titleEn]));
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(articles).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select(summaryColumns)
        .from(articles)
        .leftJoin(images, eq(images.path, articles.imagePath))
        .where(where)
        .orderBy(desc(articles.publishedOn), desc(articles.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, image: toImage(row.image) }));
    },
  );
}

export async function findArticle(db: Database, id: number, now: Date): Promise<ArticleDetail | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, bodyAr: articles.bodyAr, bodyEn: articles.bodyEn })
    .from(articles)
    .leftJoin(images, eq(images.path, articles.imagePath))
    .where(and(eq(articles.id, id), isPublic(articles, now)));
  if (!row) return undefined;
  const { bodyAr, bodyEn, ...summary } = row;
  return { ...summary, image: toImage(summary.image), body: localizedRichText(bodyAr, bodyEn) };
}
