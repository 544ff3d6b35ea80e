import { type SQL, and, eq, lte, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

interface Publishable {
  status: AnyPgColumn;
  publishAt: AnyPgColumn;
}

/**
 * What the public (and a member's account) may see at `now`: published, or scheduled with its time come. A scheduled
 * row needs no job to appear: this comparison is made on every read (decision 057).
 */
export function isPublic(table: Publishable, now: Date): SQL {
  return or(eq(table.status, 'published'), and(eq(table.status, 'scheduled'), lte(table.publishAt, now)))!;
}
