import { type SQL, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Arabic is typed with and without hamza on the alef, with ى for ي and ه for ة at the end of a word, and rarely with
 * vowel marks or the tatweel stretch. Both the titles and the search text are folded the same way, so "الامارات" finds
 * "الإمارات". The folding leaves Latin letters alone.
 */
const foldFrom = 'أإآٱىة' + 'ـ' + '\u064B\u064C\u064D\u064E\u064F\u0650\u0651\u0652';
const foldTo = 'ااااي' + 'ه';

export function foldArabic(text: string): string {
  let folded = '';
  for (const char of text) {
    const at = foldFrom.indexOf(char);
    if (at === -1) folded += char;
    else if (at < foldTo.length) folded += foldTo[at];
  }
  return folded;
}

/** The same folding in SQL, for a column or an expression (an index's expression too: it inlines the letters). */
export function foldArabicSql(text: SQL): SQL {
  return sql`translate(${text}, ${sql.raw(`'${foldFrom}'`)}, ${sql.raw(`'${foldTo}'`)})`;
}

/** `%`, `_` and the escape character itself match literally: a search for "100%" is not a wildcard. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `q` against the given columns (titles in both languages), case-insensitively, anywhere in the text; undefined when
 * there is nothing to search for. ILIKE on a leading wildcard uses no btree index: the lists are a few thousand rows
 * at most, and a trigram index would need pg_trgm, which embedded PGlite does not load by default.
 */
export function matchesSearch(q: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeContains(foldArabic(q));
  return or(...columns.map((column) => ilike(foldArabicSql(sql`${column}`), pattern)));
}
