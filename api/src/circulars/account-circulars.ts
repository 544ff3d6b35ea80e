import type { AccountCircular, AccountType, PageQuery, Paginated } from '@uaeaf/contracts';
import { and, arrayContains, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { circularReads, circulars } from '../db/schema';
import { listPage } from '../content/page';
import { isPublic } from '../content/published';
import { addressedToEveryone, attachmentsOf, summaryColumns } from './circulars';

/** Published at `now` and addressed to everyone (an empty audience) or to the caller's kind of member. */
function addressedTo(accountType: AccountType, now: Date) {
  return and(
    isPublic(circulars, now),
    or(addressedToEveryone, arrayContains(circulars.audience, [accountType])),
  );
}

interface Reader {
  id: number;
  accountType: AccountType;
}

/** The circulars a member may read, newest first, each marked read once they opened it. */
export function accountCirculars(
  db: Database,
  reader: Reader,
  query: PageQuery,
  now: Date,
): Promise<Paginated<AccountCircular>> {
  const where = addressedTo(reader.accountType, now);
  const readMark = and(eq(circularReads.circularId, circulars.id), eq(circularReads.memberId, reader.id));
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(circulars).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select({ ...summaryColumns, readAt: circularReads.readAt })
        .from(circulars)
        .leftJoin(circularReads, readMark)
        .where(where)
        .orderBy(desc(circulars.issuedOn), desc(circulars.id))
        .limit(limit)
        .offset(offset);
      const attachments = await attachmentsOf(
        db,
        rows.map((row) => row.id),
      );
      return rows.map(({ readAt, ...row }) => ({
        ...row,
        attachments: attachments.get(row.id)!,
        read: readAt !== null,
      }));
    },
  );
}

/** How many of the circulars a member may read they have not opened. */
export async function unreadCircularCount(db: Database, reader: Reader, now: Date): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(circulars)
    .leftJoin(
      circularReads,
      and(eq(circularReads.circularId, circulars.id), eq(circularReads.memberId, reader.id)),
    )
    .where(and(addressedTo(reader.accountType, now), isNull(circularReads.memberId)));
  return row!.unread;
}

/** Whether the member may read this circular (one addressed to another kind reads as not existing). */
export async function mayRead(db: Database, reader: Reader, circularId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: circulars.id })
    .from(circulars)
    .where(and(eq(circulars.id, circularId), addressedTo(reader.accountType, now)));
  return row !== undefined;
}

/** Opening a circular marks it read; opening it again keeps the first time. */
export async function markRead(db: Database, memberId: number, circularId: number, at: Date): Promise<void> {
  await db.insert(circularReads).values({ memberId, circularId, readAt: at }).onConflictDoNothing();
}
