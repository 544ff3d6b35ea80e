import type { Attachment, CircularDetail, CircularSummary, PageQuery, Paginated } from '@uaeaf/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { circularAttachments, circulars, files } from '../db/schema';
import { optionalRichText } from '../content/localized';
import { listPage } from '../content/page';
import { isPublic } from '../content/published';
import { matchesSearch } from '../content/search';
import { fileUrl } from '../files/files';

export const summaryColumns = {
  id: circulars.id,
  number: circulars.number,
  title: { ar: circulars.titleAr, en: circulars.titleEn },
  issuedOn: circulars.issuedOn,
};

/** The attachments of the given circulars, grouped by circular and in their order: one query for a whole page. */
export async function attachmentsOf(db: Database, ids: number[]): Promise<Map<number, Attachment[]>> {
  const byCircular = new Map<number, Attachment[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCircular;
  const rows = await db
    .select({
      circularId: circularAttachments.circularId,
      fileId: files.id,
      name: { ar: circularAttachments.nameAr, en: circularAttachments.nameEn },
      size: files.byteSize,
      mimeType: files.contentType,
    })
    .from(circularAttachments)
    .innerJoin(files, eq(files.id, circularAttachments.fileId))
    .where(inArray(circularAttachments.circularId, ids))
    .orderBy(asc(circularAttachments.sortOrder), asc(circularAttachments.id));
  for (const { circularId, fileId, ...attachment } of rows) {
    byCircular.get(circularId)!.push({ ...attachment, url: fileUrl(fileId) });
  }
  return byCircular;
}

/**
 * The public list shows only circulars addressed to everyone: one addressed to clubs or referees is for their account
 * pages (issue 11), not for the world.
 */
export const addressedToEveryone = eq(sql`cardinality(${circulars.audience})`, 0);

/** Newest first, what is published at `now`; `q` searches the title in both languages and the number ("12/2026"). */
export function listCirculars(
  db: Database,
  query: PageQuery,
  now: Date,
): Promise<Paginated<CircularSummary>> {
  const where = and(
    addressedToEveryone,
    isPublic(circulars, now),
    matchesSearch(query.q, [circulars.titleAr, circulars.titleEn, circulars.number]),
  );
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(circulars).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select(summaryColumns)
        .from(circulars)
        .where(where)
        .orderBy(desc(circulars.issuedOn), desc(circulars.id))
        .limit(limit)
        .offset(offset);
      const attachments = await attachmentsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, attachments: attachments.get(row.id)! }));
    },
  );
}

/**
 * One published circular; `audience: 'everyone'` (the public page) finds only those addressed to everyone, `'any'`
 * (a member's account, which checks the audience itself) any published one.
 */
export async function findCircular(
  db: Database,
  id: number,
  audience: 'everyone' | 'any',
  now: Date,
): Promise<CircularDetail | undefined> {
  const [row] = await db
    .select({ ...summaryColumns, bodyAr: circulars.bodyAr, bodyEn: circulars.bodyEn })
    .from(circulars)
    .where(
      and(
        eq(circulars.id, id),
        isPublic(circulars, now),
        audience === 'everyone' ? addressedToEveryone : undefined,
      ),
    );
  if (!row) return undefined;
  const { bodyAr, bodyEn, ...summary } = row;
  const attachments = (await attachmentsOf(db, [id])).get(id)!;
  return { ...summary, attachments, body: optionalRichText(bodyAr, bodyEn) };
}
