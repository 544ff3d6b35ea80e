import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldArabicSql } from '../content/search';

export type Part = AnyPgColumn | SQL;

/**
 * A row's searched text as the site's search reads it (decision 088): its columns joined by spaces (a missing one as
 * nothing), lower case, Arabic folded (`foldArabicSql`: alef forms, ta marbuta, alef maqsura, tashkeel and tatweel).
 * The trigram index of each table is built on exactly this expression, and the query compares the same expression
 * with the searched words folded by the same function, so both sides are normalised by one definition.
 */
export function foldedText(...parts: Part[]): SQL {
  const joined = sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  );
  return foldArabicSql(sql`lower(${joined})`);
}

/** The searched words, folded in SQL by the same functions as the indexed text. */
export function foldedWords(pattern: string): SQL {
  return foldArabicSql(sql`lower(${pattern})`);
}

// One expression per table: its schema's index and the search's condition both call these.
export const newsSearchText = (t: { titleAr: Part; titleEn: Part; summaryAr: Part; summaryEn: Part }) =>
  foldedText(t.titleAr, t.titleEn, t.summaryAr, t.summaryEn);

export const articleSearchText = (t: {
  titleAr: Part;
  titleEn: Part;
  summaryAr: Part;
  summaryEn: Part;
  authorAr: Part;
  authorEn: Part;
}) => foldedText(t.titleAr, t.titleEn, t.summaryAr, t.summaryEn, t.authorAr, t.authorEn);

export const circularSearchText = (t: { titleAr: Part; titleEn: Part; number: Part }) =>
  foldedText(t.titleAr, t.titleEn, t.number);

export const albumSearchText = (t: {
  titleAr: Part;
  titleEn: Part;
  descriptionAr: Part;
  descriptionEn: Part;
}) => foldedText(t.titleAr, t.titleEn, t.descriptionAr, t.descriptionEn);

/** Tournaments and training courses: the name and the venue. */
export const eventSearchText = (t: { nameAr: Part; nameEn: Part; venueAr: Part; venueEn: Part }) =>
  foldedText(t.nameAr, t.nameEn, t.venueAr, t.venueEn);

export const clubSearchText = (t: { nameAr: Part; nameEn: Part; addressAr: Part; addressEn: Part }) =>
  foldedText(t.nameAr, t.nameEn, t.addressAr, t.addressEn);
