import {
  type SearchHit,
  type SearchKind,
  SearchKinds,
  type SearchQuery,
  type SearchResponse,
  pageCount,
  pageOffset,
  searchLetterCount,
  searchLimits,
} from '@uaeaf/contracts';
import { type SQL, and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { type PgSelect, type PgTable, unionAll } from 'drizzle-orm/pg-core';
import { likeContains } from '../content/search';
import { isPublic } from '../content/published';
import { addressedToEveryone } from '../circulars/circulars';
import type { Database } from '../db/client';
import {
  articles,
  circulars,
  clubs,
  galleryAlbums,
  informationPageDrafts,
  informationPages,
  news,
  tournaments,
  trainingCourses,
} from '../db/schema';
import { foldedText, foldedWords, type Part } from './text';

/** At most this many words are matched; the rest of a pasted paragraph adds nothing but work. */
const maxWords = 8;

/**
 * The words of a search that hold a letter or digit; a lone mark, tatweel or punctuation would match everything.
 * Every word must appear somewhere in the row's text (in either language): "archery dubai" finds "Dubai Archery Club".
 */
export function searchWords(q: string): string[] {
  return q
    .split(' ')
    .filter((word) => searchLetterCount(word) > 0)
    .slice(0, maxWords);
}

interface Match {
  /** Every word somewhere in the text. */
  all(text: Part): SQL;
  /**
   * The first word at the start of the title, in either language: such a hit is the better suggestion. The folded
   * text starts with the Arabic title; the English title needs no Arabic folding.
   */
  starts(text: Part, titleEn: Part): SQL<boolean>;
}

function matchOf(words: string[]): Match {
  const contains = words.map((word) => foldedWords(likeContains(word)));
  const prefix = foldedWords(likeContains(words[0]!).slice(1));
  return {
    all: (text) => and(...contains.map((pattern) => sql`${text} like ${pattern}`))!,
    starts: (text, titleEn) => sql<boolean>`(${text} like ${prefix} or lower(${titleEn}) like ${prefix})`,
  };
}

/** A table's part of the union: its visible rows matching, with the union's columns. */
interface KindTable {
  table: PgTable;
  /** The row's stored folded text (`search_text`). */
  text: Part;
  /** What names the row in its path: an id, or a circular's number. */
  ref: Part;
  /** The row's id: after the day, what orders a kind's rows, as its list's date index does. */
  key: Part;
  titleAr: Part;
  titleEn: Part;
  /** The day the row is dated by; null for none. */
  day: Part;
  /** What the public may see, as on the kind's own list. */
  visible?: SQL;
}

const kindTables: Record<Exclude<SearchKind, 'pages'>, (now: Date) => KindTable> = {
  clubs: () => ({
    table: clubs,
    text: clubs.searchText,
    key: clubs.id,
    ref: clubs.id,
    titleAr: clubs.nameAr,
    titleEn: clubs.nameEn,
    day: sql`null::date`,
  }),
  tournaments: (now) => ({
    table: tournaments,
    text: tournaments.searchText,
    key: tournaments.id,
    ref: tournaments.id,
    titleAr: tournaments.nameAr,
    titleEn: tournaments.nameEn,
    day: tournaments.startDate,
    visible: isPublic(tournaments, now),
  }),
  courses: (now) => ({
    table: trainingCourses,
    text: trainingCourses.searchText,
    key: trainingCourses.id,
    ref: trainingCourses.id,
    titleAr: trainingCourses.nameAr,
    titleEn: trainingCourses.nameEn,
    day: trainingCourses.startDate,
    visible: isPublic(trainingCourses, now),
  }),
  news: (now) => ({
    table: news,
    text: news.searchText,
    key: news.id,
    ref: news.id,
    titleAr: news.titleAr,
    titleEn: news.titleEn,
    day: news.publishedOn,
    visible: isPublic(news, now),
  }),
  articles: (now) => ({
    table: articles,
    text: articles.searchText,
    key: articles.id,
    ref: articles.id,
    titleAr: articles.titleAr,
    titleEn: articles.titleEn,
    day: articles.publishedOn,
    visible: isPublic(articles, now),
  }),
  circulars: (now) => ({
    table: circulars,
    text: circulars.searchText,
    key: circulars.id,
    ref: circulars.number,
    titleAr: circulars.titleAr,
    titleEn: circulars.titleEn,
    day: circulars.issuedOn,
    visible: and(addressedToEveryone, isPublic(circulars, now)),
  }),
  albums: (now) => ({
    table: galleryAlbums,
    text: galleryAlbums.searchText,
    key: galleryAlbums.id,
    ref: galleryAlbums.id,
    titleAr: galleryAlbums.titleAr,
    titleEn: galleryAlbums.titleEn,
    day: galleryAlbums.takenOn,
    visible: isPublic(galleryAlbums, now),
  }),
};

/** The union's columns, the same for every kind. */
function columns(kind: SearchKind, match: Match, part: Omit<KindTable, 'table' | 'visible'>) {
  return {
    rank: sql<number>`${SearchKinds.indexOf(kind)}::int`.as('rank'),
    kind: sql<SearchKind>`${kind}::text`.as('kind'),
    ref: sql<string>`${part.ref}::text`.as('ref'),
    key: sql<number>`${part.key}::int`.as('key'),
    titleAr: sql<string>`${part.titleAr}`.as('title_ar'),
    titleEn: sql<string>`${part.titleEn}`.as('title_en'),
    day: sql<string | null>`${part.day}::text`.as('day'),
    starts: match.starts(part.text, part.titleEn).as('starts'),
  };
}

/**
 * One select per kind (with `first`, only its newest rows), all of the same shape so they make one union: only what the public may see at `now`, by the
 * same conditions as each kind's own list (decision 057's `isPublic`; circulars addressed to everyone; an information
 * page's scheduled version once its time has come, decision 066; clubs have no publishing).
 */
function selectKind(db: Database, kind: SearchKind, match: Match, now: Date, first?: number) {
  if (kind === 'pages') {
    const titleAr = sql<string>`coalesce(${informationPageDrafts.titleAr}, ${informationPages.titleAr})`;
    const titleEn = sql<string>`coalesce(${informationPageDrafts.titleEn}, ${informationPages.titleEn})`;
    // A dozen rows: folded as they are read, with no stored text or index.
    const text = foldedText(titleAr, titleEn);
    const day = sql`coalesce((${informationPageDrafts.publishAt} at time zone 'Asia/Dubai')::date, ${informationPages.updatedOn})`;
    const due = and(
      eq(informationPageDrafts.slug, informationPages.slug),
      eq(informationPageDrafts.status, 'scheduled'),
      lte(informationPageDrafts.publishAt, now),
    );
    return db
      .select(columns(kind, match, { text, ref: informationPages.slug, key: sql`0`, titleAr, titleEn, day }))
      .from(informationPages)
      .leftJoin(informationPageDrafts, due)
      .where(match.all(text))
      .$dynamic();
  }
  const { table, visible, ...part } = kindTables[kind](now);
  const select = db
    .select(columns(kind, match, part))
    .from(table)
    .where(and(visible, match.all(part.text)))
    .$dynamic();
  // A page needs no more than its `first` newest rows of each kind: in the order of the kind's date index
  // (news_published: published_on desc nulls last, id desc nulls last), a word in thousands of rows reads the newest
  // few of them, not all.
  return first === undefined
    ? select
    : select.orderBy(sql`${part.day} desc nulls last, ${part.key} desc nulls last`).limit(first);
}

/** Where a hit is read on the site (without the locale prefix). Circulars have no page of their own: their list. */
export function hitPath(kind: SearchKind, ref: string): string {
  switch (kind) {
    case 'pages':
      return `/${ref}`;
    case 'clubs':
      return `/clubs/${ref}`;
    case 'tournaments':
      return `/tournament-details/${ref}`;
    case 'courses':
      return `/training-courses/${ref}`;
    case 'news':
      return `/news/${ref}`;
    case 'articles':
      return `/articles/${ref}`;
    case 'circulars':
      return `/circulars?${new URLSearchParams({ q: ref })}`;
    case 'albums':
      return `/gallery/${ref}`;
  }
}

function hits(db: Database, kinds: readonly SearchKind[], words: string[], now: Date, first?: number) {
  const match = matchOf(words);
  // Each kind's select has the same columns; the union's type is what `HitRow` says.
  const [one, two, ...rest] = kinds.map((kind) => selectKind(db, kind, match, now, first) as PgSelect);
  return (two ? unionAll(one!, two, ...rest) : one!).as('hits');
}

interface HitRow {
  kind: SearchKind;
  ref: string;
  titleAr: string;
  titleEn: string;
  day: string | null;
}

function toHit(row: HitRow): SearchHit {
  return {
    kind: row.kind,
    title: { ar: row.titleAr, en: row.titleEn },
    date: row.day,
    path: hitPath(row.kind, row.ref),
  };
}

/**
 * A page of what matches `q`, in the kinds' order (decision 088), newest first within a kind; with `kind`, that kind
 * alone. The counts are of every kind, whichever is asked, so the page can offer the others. A page past the last is
 * empty with the true counts, as every list's.
 */
export async function search(db: Database, query: SearchQuery, now: Date): Promise<SearchResponse> {
  const words = searchWords(query.q);
  const all = hits(db, SearchKinds, words, now);
  const { pageSize } = searchLimits;
  const offset = pageOffset({ page: query.page, pageSize });
  const shown = hits(db, query.kind ? [query.kind] : SearchKinds, words, now, offset + pageSize);
  // The counts and the page at once: on PostgreSQL two connections answer them side by side.
  const [counted, rows] = await Promise.all([
    db.select({ kind: all.kind, total: count() }).from(all).groupBy(all.kind),
    db
      // Not `starts`: a suggestion's order only, and folding costs per row.
      .select({
        kind: shown.kind,
        ref: shown.ref,
        titleAr: shown.titleAr,
        titleEn: shown.titleEn,
        day: shown.day,
      })
      .from(shown)
      .orderBy(
        asc(shown.rank),
        sql`${shown.day} desc nulls last`,
        desc(shown.key),
        asc(shown.titleEn),
        asc(shown.ref),
      )
      .limit(pageSize)
      .offset(offset),
  ]);
  const counts = SearchKinds.map((kind) => ({
    kind,
    total: counted.find((row) => row.kind === kind)?.total ?? 0,
  })).filter((row) => row.total > 0);
  const total = counts
    .filter((row) => !query.kind || row.kind === query.kind)
    .reduce((sum, row) => sum + row.total, 0);
  const items = rows.map((row) => toHit(row as HitRow));
  return {
    counts,
    results: { items, page: query.page, pageSize, total, totalPages: pageCount(total, pageSize) },
  };
}

/** The header box's few hits: titles that start with the first word first, then the newest, whatever the kind. */
export async function suggest(db: Database, q: string, now: Date): Promise<SearchHit[]> {
  const all = hits(db, SearchKinds, searchWords(q), now);
  const rows = await db
    .select()
    .from(all)
    .orderBy(desc(all.starts), sql`${all.day} desc nulls last`, asc(all.rank), asc(all.ref))
    .limit(searchLimits.suggestions);
  return rows.map((row) => toHit(row as HitRow));
}
