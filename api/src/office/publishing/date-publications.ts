import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  articles,
  boardMembers,
  circulars,
  externalLinks,
  galleryAlbums,
  news,
  partners,
  slides,
  trainingCentres,
  trainingCourses,
  tournaments,
} from '../../db/schema';
import type { PublishableTable } from './list';

/** The start of a day in the UAE, for a kind whose day on the site is the day it was published. */
const uaeMidnight = (day: AnyPgColumn) => sql`(${day}::timestamp at time zone 'Asia/Dubai')`;

/**
 * Every table the office publishes, with when a row published before the office recorded it was published: the day
 * the site shows for the kinds that have one, else now (it was published by then at the latest).
 */
const publishable: [PublishableTable, SQL | undefined][] = [
  [news, uaeMidnight(news.publishedOn)],
  [articles, uaeMidnight(articles.publishedOn)],
  [circulars, uaeMidnight(circulars.issuedOn)],
  [galleryAlbums, undefined],
  [tournaments, undefined],
  [trainingCourses, undefined],
  [trainingCentres, undefined],
  [partners, undefined],
  [boardMembers, undefined],
  [slides, undefined],
  [externalLinks, undefined],
];

/**
 * Gives a publication time to the published rows that have none: those written before the office published anything
 * (decision 057) and the demo's, so the editors' "Published from" is never empty. Publishing from the office records
 * its own time; this only fills the gaps, so it runs at every start and finds nothing to do after the first.
 */
export async function datePublications(db: Database, now: Date): Promise<void> {
  for (const [table, day] of publishable) {
    await db
      .update(table)
      .set({ publishAt: day ?? now } as never)
      .where(and(eq(table.status, 'published'), isNull(table.publishAt)));
  }
}
