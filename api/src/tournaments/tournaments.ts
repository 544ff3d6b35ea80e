import {
  type AgeClassCode,
  AgeClassCodes,
  type Attachment,
  type LocalizedRichText,
  type Paginated,
  type TournamentDetail,
  type TournamentFiltersResponse,
  type TournamentListItem,
  type TournamentListQuery,
  tournamentRegistrationState,
} from '@uaeaf/contracts';
import { and, asc, count, desc, eq, exists, sql } from 'drizzle-orm';
import { uaeToday } from '../calendar';
import { listPage } from '../content/page';
import { isPublic } from '../content/published';
import { matchesSearch } from '../content/search';
import type { Database } from '../db/client';
import {
  ageCategories,
  bowDivisions,
  files,
  resultImports,
  seasons,
  tournamentAgeClasses,
  tournamentDivisions,
  tournamentDocuments,
  tournaments,
} from '../db/schema';
import { fileUrl } from '../files/files';
import { liveEntriesOf } from './entry-store';

/** The columns of a tournament in a list: the start-up list (startup-data) selects the same. */
export const itemColumns = {
  id: tournaments.id,
  kind: tournaments.kind,
  name: { ar: tournaments.nameAr, en: tournaments.nameEn },
  venue: { ar: tournaments.venueAr, en: tournaments.venueEn },
  season: seasons.name,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  firstRegistrationStart: tournaments.firstRegistrationStart,
  firstRegistrationEnd: tournaments.firstRegistrationEnd,
  secondRegistrationStart: tournaments.secondRegistrationStart,
  secondRegistrationEnd: tournaments.secondRegistrationEnd,
};

/** Its results are published (issue 30): the list and the tournament's page link to them. */
function hasResults(db: Database) {
  const published = db
    .select({ one: sql`1` })
    .from(resultImports)
    .where(and(eq(resultImports.tournamentId, tournaments.id), eq(resultImports.status, 'published')));
  return { hasResults: sql<boolean>`${exists(published)}`.mapWith(Boolean) };
}

type ItemRow = Omit<TournamentListItem, 'isPast' | 'registration'> & {
  firstRegistrationStart: string;
  firstRegistrationEnd: string;
  secondRegistrationStart: string | null;
  secondRegistrationEnd: string | null;
};

function toItem(row: ItemRow, today: string): TournamentListItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    venue: row.venue,
    season: row.season,
    startDate: row.startDate,
    endDate: row.endDate,
    isPast: row.endDate < today,
    hasResults: row.hasResults,
    // The contract's own function, so the API and a page left open past midnight agree.
    registration: tournamentRegistrationState(row, today),
  };
}

/** Offers the division: the list's division filter. */
function offersDivision(db: Database, code: string) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(tournamentDivisions)
      .innerJoin(bowDivisions, eq(bowDivisions.id, tournamentDivisions.divisionId))
      .where(and(eq(tournamentDivisions.tournamentId, tournaments.id), eq(bowDivisions.code, code))),
  );
}

/**
 * One kind's tournaments: those not yet over first (soonest start first), then past ones (latest first), judged by
 * today's UAE day; narrowed by season, division and a search of the name in both languages.
 */
/**
 * Tournaments not yet over first (soonest start first), then past ones (most recent first). "Over" is judged by the
 * federation's calendar day (`today` in the UAE), not by the server's time zone.
 */
export function upcomingFirst(today: string) {
  const isPast = sql`${tournaments.endDate} < ${today}::date`;
  return [
    asc(isPast),
    sql`case when ${isPast} then null else ${tournaments.startDate} end asc`,
    desc(tournaments.startDate),
    asc(tournaments.id),
  ];
}

export function listTournamentPage(
  db: Database,
  query: TournamentListQuery,
  now: Date,
): Promise<Paginated<TournamentListItem>> {
  const today = uaeToday(now);
  const where = and(
    isPublic(tournaments, now),
    eq(tournaments.kind, query.kind),
    query.season === undefined ? undefined : eq(seasons.name, query.season),
    query.division === undefined ? undefined : offersDivision(db, query.division),
    matchesSearch(query.q, [tournaments.nameAr, tournaments.nameEn]),
  );
  return listPage(
    query,
    async () =>
      (
        await db
          .select({ total: count() })
          .from(tournaments)
          .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
          .where(where)
      )[0]!.total,
    async (limit, offset) => {
      const rows = await db
        .select({ ...itemColumns, ...hasResults(db) })
        .from(tournaments)
        .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
        .where(where)
        .orderBy(...upcomingFirst(today))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => toItem(row, today));
    },
  );
}

/** What an entry is judged against: the tournament, its fee, and the divisions and classes it offers (with ids). */
export interface TournamentOffer {
  item: TournamentListItem;
  row: ItemRow;
  entryFeeFils: number;
  /** Null: no limit. */
  capacity: number | null;
  /** Live entries when the offer was read; the entry itself counts again under the row's lock. */
  liveEntries: number;
  description: LocalizedRichText | null;
  divisions: { id: number; code: string; name: { ar: string; en: string } }[];
  ageClasses: { id: number; code: AgeClassCode; name: { ar: string; en: string } }[];
}

export async function findTournamentOffer(
  db: Database,
  id: number,
  now: Date,
): Promise<TournamentOffer | undefined> {
  const [row] = await db
    .select({
      ...itemColumns,
      ...hasResults(db),
      entryFeeFils: tournaments.entryFeeFils,
      capacity: tournaments.capacity,
      descriptionAr: tournaments.descriptionAr,
      descriptionEn: tournaments.descriptionEn,
    })
    .from(tournaments)
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
    .where(and(eq(tournaments.id, id), isPublic(tournaments, now)));
  if (!row) return undefined;
  const { entryFeeFils, capacity, descriptionAr, descriptionEn, ...itemRow } = row;
  const [divisions, ageClasses, liveEntries] = await Promise.all([
    db
      .select({
        id: bowDivisions.id,
        code: bowDivisions.code,
        name: { ar: bowDivisions.nameAr, en: bowDivisions.nameEn },
      })
      .from(tournamentDivisions)
      .innerJoin(bowDivisions, eq(bowDivisions.id, tournamentDivisions.divisionId))
      .where(eq(tournamentDivisions.tournamentId, id))
      .orderBy(asc(bowDivisions.sortOrder)),
    db
      .select({
        id: ageCategories.id,
        code: ageCategories.code,
        name: { ar: ageCategories.nameAr, en: ageCategories.nameEn },
      })
      .from(tournamentAgeClasses)
      .innerJoin(ageCategories, eq(ageCategories.id, tournamentAgeClasses.ageCategoryId))
      .where(eq(tournamentAgeClasses.tournamentId, id))
      .orderBy(asc(ageCategories.sortOrder)),
    liveEntriesOf(db, id),
  ]);
  return {
    item: toItem(itemRow, uaeToday(now)),
    row: itemRow,
    entryFeeFils,
    capacity,
    liveEntries,
    description: descriptionAr && descriptionEn ? { ar: descriptionAr, en: descriptionEn } : null,
    divisions,
    // The federation edits the table; a class whose code the rules do not know cannot be judged, so is not offered.
    ageClasses: ageClasses.filter((ageClass): ageClass is TournamentOffer['ageClasses'][number] =>
      (AgeClassCodes as readonly string[]).includes(ageClass.code),
    ),
  };
}

async function documentsOf(db: Database, id: number): Promise<Attachment[]> {
  const rows = await db
    .select({
      fileId: files.id,
      name: { ar: tournamentDocuments.nameAr, en: tournamentDocuments.nameEn },
      size: files.byteSize,
      mimeType: files.contentType,
    })
    .from(tournamentDocuments)
    .innerJoin(files, eq(files.id, tournamentDocuments.fileId))
    .where(eq(tournamentDocuments.tournamentId, id))
    .orderBy(asc(tournamentDocuments.sortOrder), asc(tournamentDocuments.id));
  return rows.map(({ fileId, ...document }) => ({ ...document, url: fileUrl(fileId) }));
}

export async function findTournamentDetail(
  db: Database,
  id: number,
  now: Date,
): Promise<TournamentDetail | undefined> {
  const offer = await findTournamentOffer(db, id, now);
  if (!offer) return undefined;
  const documents = await documentsOf(db, id);
  const { row } = offer;
  return {
    ...offer.item,
    firstRegistrationStart: row.firstRegistrationStart,
    firstRegistrationEnd: row.firstRegistrationEnd,
    secondRegistrationStart: row.secondRegistrationStart,
    secondRegistrationEnd: row.secondRegistrationEnd,
    divisions: offer.divisions.map(({ code, name }) => ({ code, name })),
    ageClasses: offer.ageClasses.map(({ code, name }) => ({ code, name })),
    entryFeeFils: offer.entryFeeFils,
    documents,
    entryCount: offer.liveEntries,
    capacity: offer.capacity,
    description: offer.description,
  };
}

/**
 * The filters' options: the seasons that have tournaments, newest first (the next season is installed ahead of its
 * calendar, and would only filter to an empty list), and the divisions in the federation's order.
 */
export async function tournamentFilters(db: Database): Promise<TournamentFiltersResponse> {
  const [seasonRows, divisionRows] = await Promise.all([
    db
      .select({
        name: seasons.name,
        startDate: seasons.startDate,
        endDate: seasons.endDate,
        isActive: seasons.isActive,
      })
      .from(seasons)
      .where(
        exists(
          db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.seasonId, seasons.id)),
        ),
      )
      .orderBy(desc(seasons.startDate)),
    db
      .select({ code: bowDivisions.code, name: { ar: bowDivisions.nameAr, en: bowDivisions.nameEn } })
      .from(bowDivisions)
      .orderBy(asc(bowDivisions.sortOrder)),
  ]);
  return { seasons: seasonRows, divisions: divisionRows };
}
