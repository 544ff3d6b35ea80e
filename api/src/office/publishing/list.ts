import { type ContentStatus, effectiveStatus, type Paginated } from '@uaeaf/contracts';
import { type SQL, and, count, desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client';
import { listPage } from '../../content/page';
import { matchesSearch } from '../../content/search';

/** A table the office publishes: decision 057's columns. */
export type PublishableTable = PgTable & { id: AnyPgColumn; status: AnyPgColumn; publishAt: AnyPgColumn };

export interface OfficeListQuery {
  status?: ContentStatus;
  q?: string;
  page: number;
  pageSize: number;
}

export interface OfficeListShape<TFields extends SelectedFields> {
  /** The columns `q` is looked for in (the names or titles in both languages). */
  search: AnyPgColumn[];
  /** The row's own columns; the status and publishing time are added. */
  fields: TFields;
  /** The newest added first unless the kind says otherwise (by the day the site shows, when it has one). */
  orderBy?: SQL[];
}

export type OfficeListRow<TFields extends SelectedFields> = Omit<
  SelectResultFields<TFields>,
  'status' | 'publishAt'
> & { status: ContentStatus; publishAt: string | null };

export const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * One page of an office list of a published kind: filtered by status and the search, with the status the office
 * shows (a scheduled row whose time has come is published, `effectiveStatus`).
 */
export async function listForOffice<TFields extends SelectedFields>(
  db: Database,
  table: PublishableTable,
  query: OfficeListQuery,
  { search, fields, orderBy = [desc(table.id)] }: OfficeListShape<TFields>,
  now: Date,
): Promise<Paginated<OfficeListRow<TFields>>> {
  const where = and(
    query.status ? eq(table.status, query.status) : undefined,
    matchesSearch(query.q, search),
  );
  return listPage(
    query,
    async () => (await db.select({ total: count() }).from(table).where(where))[0]!.total,
    async (limit, offset) => {
      const rows = (await db
        .select({ ...fields, status: table.status, publishAt: table.publishAt })
        .from(table)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)) as Record<string, unknown>[];
      return rows.map((row) => {
        const publishAt = iso(row.publishAt as Date | null);
        return {
          ...row,
          publishAt,
          status: effectiveStatus(row.status as ContentStatus, publishAt, now),
        } as OfficeListRow<TFields>;
      });
    },
  );
}
