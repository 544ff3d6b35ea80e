import {
  type AthleteProfile,
  compareScores,
  isMinor,
  type NationalRecord,
  pageCount,
  pageOffset,
  personalBestFlags,
  type RecordProposal,
  type RecordsQuery,
  type RecordsResponse,
  type ResultCategory,
  type ResultsListQuery,
  type ResultsListResponse,
  type RoundCode,
  teamResults,
  type TournamentResults,
} from '@uaeaf/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  members,
  nationalRecords,
  rankingEntries,
  resultImports,
  resultRows,
  seasons,
  tournaments,
} from '../db/schema';
import {
  approvedRecords,
  archerKinds,
  categoryKey,
  clubNames,
  type Db,
  labels,
  type Labels,
  memberFacts,
  publicArcher,
  publicClub,
  round,
  tournamentSummaries,
} from './common';
import { uaeToday } from '../calendar';
import { isPublic } from '../content/published';
import { bestsBefore, recordProposalRows } from './publish';

/** `GET /api/results`: tournaments with published results, newest first. */
export async function listResults(db: Db, query: ResultsListQuery, now: Date): Promise<ResultsListResponse> {
  // Results of a tournament the public cannot see (a draft, or scheduled for later) stay out of sight too.
  const filters: SQL[] = [eq(resultImports.status, 'published'), isPublic(tournaments, now)];
  if (query.season) filters.push(eq(seasons.name, query.season));
  if (query.kind) filters.push(eq(tournaments.kind, query.kind));
  const where = and(...filters);
  const base = () =>
    db
      .select({
        importId: resultImports.id,
        tournamentId: tournaments.id,
        publishedAt: resultImports.publishedAt,
      })
      .from(resultImports)
      .innerJoin(tournaments, eq(tournaments.id, resultImports.tournamentId))
      .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
      .where(where);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(resultImports)
    .innerJoin(tournaments, eq(tournaments.id, resultImports.tournamentId))
    .innerJoin(seasons, eq(seasons.id, tournaments.seasonId))
    .where(where);
  const page = await base()
    .orderBy(desc(tournaments.startDate), desc(tournaments.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const importIds = page.map((row) => row.importId);
  const stats =
    importIds.length === 0
      ? []
      : await db
          .select({
            importId: resultRows.importId,
            archers: count(),
            divisions: sql<string[]>`array_agg(distinct ${resultRows.division})`,
          })
          .from(resultRows)
          .where(inArray(resultRows.importId, importIds))
          .groupBy(resultRows.importId);
  const [summaries, names] = await Promise.all([
    tournamentSummaries(
      db,
      page.map((row) => row.tournamentId),
    ),
    labels(db),
  ]);
  return {
    items: page.map((row) => {
      const stat = stats.find((candidate) => candidate.importId === row.importId);
      return {
        tournament: summaries.get(row.tournamentId)!,
        publishedAt: row.publishedAt!.toISOString(),
        archers: stat?.archers ?? 0,
        divisions: [...(stat?.divisions ?? [])]
          .sort((a, b) => names.divisionOrder(a) - names.divisionOrder(b))
          .map((code) => names.division(code)),
      };
    }),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

/** The ids of the result rows that set a national record (approved). */
async function recordRowIds(db: Db, rowIds: readonly number[]): Promise<Set<number>> {
  if (rowIds.length === 0) return new Set();
  const rows = await db
    .select({ rowId: nationalRecords.resultRowId })
    .from(nationalRecords)
    .where(and(eq(nationalRecords.status, 'approved'), inArray(nationalRecords.resultRowId, [...rowIds])));
  return new Set(rows.map((row) => row.rowId!));
}

const categoryOrder = (names: Labels) => (a: ResultCategory, b: ResultCategory) =>
  names.divisionOrder(a.division.code) - names.divisionOrder(b.division.code) ||
  (a.gender === b.gender ? 0 : a.gender === 'female' ? -1 : 1) ||
  names.ageClassOrder(a.ageClass.code) - names.ageClassOrder(b.ageClass.code);

/** `GET /api/tournaments/:id/results`: undefined when the tournament has no published results. */
export async function tournamentResults(
  db: Db,
  tournamentId: number,
  now: Date,
): Promise<TournamentResults | undefined> {
  const [published] = await db
    .select({ id: resultImports.id, publishedAt: resultImports.publishedAt })
    .from(resultImports)
    .innerJoin(tournaments, eq(tournaments.id, resultImports.tournamentId))
    .where(
      and(
        eq(resultImports.tournamentId, tournamentId),
        eq(resultImports.status, 'published'),
        isPublic(tournaments, now),
      ),
    );
  if (!published) return undefined;
  const rows = await db
    .select()
    .from(resultRows)
    .where(eq(resultRows.importId, published.id))
    .orderBy(resultRows.rank, resultRows.line);
  const tournament = (await tournamentSummaries(db, [tournamentId])).get(tournamentId)!;
  const memberIds = rows.map((row) => row.memberId).filter((id): id is number => id !== null);
  const [names, people, clubs, records, bests] = await Promise.all([
    labels(db),
    memberFacts(db, memberIds),
    clubNames(
      db,
      rows.map((row) => row.clubId),
    ),
    recordRowIds(
      db,
      rows.map((row) => row.id),
    ),
    bestsBefore(db, memberIds, tournament.startDate),
  ]);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) groups.set(categoryKey(row), [...(groups.get(categoryKey(row)) ?? []), row]);
  const categories = [...groups.values()].map((group): ResultCategory => {
    const first = group[0]!;
    const archer = (row: (typeof rows)[number]) =>
      publicArcher(row, row.memberId === null ? undefined : people.get(row.memberId));
    const club = (row: (typeof rows)[number]) =>
      publicClub(row, clubs) ?? (row.memberId === null ? null : clubOfMember(people.get(row.memberId)));
    const teams = teamResults(
      group.map((row) => ({ ...row, club: row.clubId !== null ? `#${row.clubId}` : row.clubName })),
    );
    return {
      division: names.division(first.division),
      gender: first.gender,
      ageClass: names.ageClass(first.ageClass),
      round: round(first.roundCode),
      qualification: group.map((row) => {
        const before = row.memberId === null ? undefined : bests.get(`${row.memberId}|${row.roundCode}`);
        return {
          rank: row.rank,
          archer: archer(row),
          club: club(row),
          distances: row.distances,
          total: row.total,
          tens: row.tens,
          xs: row.xs,
          personalBest: row.memberId !== null && (!before || compareScores(row, before) < 0),
          record: records.has(row.id),
        };
      }),
      finals: group
        .filter((row) => row.finalPlace !== null)
        .sort((a, b) => a.finalPlace! - b.finalPlace! || a.rank - b.rank)
        .map((row) => ({ place: row.finalPlace!, archer: archer(row), club: club(row) })),
      teams: teams.map((team) => ({
        place: team.rank,
        club: club(team.members[0]!) ?? { name: { ar: team.club, en: team.club } },
        total: team.total,
        tens: team.tens,
        xs: team.xs,
        archers: team.members.map(archer),
      })),
    };
  });
  return {
    tournament,
    publishedAt: published.publishedAt!.toISOString(),
    categories: categories.sort(categoryOrder(names)),
  };
}

const clubOfMember = (member: { club: { ar: string; en: string } | null } | undefined) =>
  member?.club ? { name: member.club } : null;

type RecordRow = typeof nationalRecords.$inferSelect;

/** A record row as the public sees it. */
async function toRecords(db: Db, rows: readonly RecordRow[]): Promise<Map<number, NationalRecord>> {
  const [names, people, events] = await Promise.all([
    labels(db),
    memberFacts(
      db,
      rows.map((row) => row.memberId).filter((id): id is number => id !== null),
    ),
    tournamentSummaries(db, [...new Set(rows.map((row) => row.tournamentId))]),
  ]);
  return new Map(
    rows.map((row) => {
      const member = row.memberId === null ? undefined : people.get(row.memberId);
      const event = events.get(row.tournamentId)!;
      return [
        row.id,
        {
          id: row.id,
          round: round(row.roundCode),
          division: names.division(row.division),
          gender: row.gender,
          ageClass: names.ageClass(row.ageClass),
          holder: member
            ? { id: member.hidden ? null : member.id, name: member.name }
            : { id: null, name: { ar: row.holderNameAr, en: row.holderNameEn } },
          club:
            row.clubNameAr && row.clubNameEn ? { name: { ar: row.clubNameAr, en: row.clubNameEn } } : null,
          score: row.score,
          tens: row.tens,
          xs: row.xs,
          date: row.shotOn,
          tournament: { id: event.id, name: event.name },
        },
      ];
    }),
  );
}

/** `GET /api/records`: each category's current record with the ones it broke, by round, division, gender, class. */
export async function recordList(db: Db, query: RecordsQuery): Promise<RecordsResponse> {
  const filters: SQL[] = [];
  if (query.round) filters.push(eq(nationalRecords.roundCode, query.round));
  if (query.division) filters.push(eq(nationalRecords.division, query.division));
  if (query.gender) filters.push(eq(nationalRecords.gender, query.gender));
  if (query.ageClass) filters.push(eq(nationalRecords.ageClass, query.ageClass));
  const byCategory = await approvedRecords(db, filters.length > 0 ? and(...filters)! : sql`true`);
  const all = [...byCategory.values()].flat();
  const shown = await toRecords(db, all);
  const names = await labels(db);
  const items = [...byCategory.values()].map(([current, ...others]) => ({
    ...shown.get(current!.id)!,
    history: others
      .sort((a, b) => b.shotOn.localeCompare(a.shotOn) || b.id - a.id)
      .map((row) => shown.get(row.id)!),
  }));
  items.sort(
    (a, b) =>
      a.round.code.localeCompare(b.round.code) ||
      names.divisionOrder(a.division.code) - names.divisionOrder(b.division.code) ||
      (a.gender === b.gender ? 0 : a.gender === 'female' ? -1 : 1) ||
      names.ageClassOrder(a.ageClass.code) - names.ageClassOrder(b.ageClass.code),
  );
  return { items };
}

/** The office's list of proposals, each with the record it would replace. */
export async function recordProposals(db: Db): Promise<RecordProposal[]> {
  const proposals = await recordProposalRows(db);
  const byCategory = await approvedRecords(db);
  const currents = proposals
    .map((row) => byCategory.get(`${row.roundCode}|${row.division}|${row.gender}|${row.ageClass}`)?.[0])
    .filter((row): row is RecordRow => row !== undefined);
  const shown = await toRecords(db, [...proposals, ...currents]);
  return proposals.map((row) => {
    const current = byCategory.get(`${row.roundCode}|${row.division}|${row.gender}|${row.ageClass}`)?.[0];
    return {
      ...shown.get(row.id)!,
      status: row.status,
      proposedAt: row.proposedAt.toISOString(),
      current: current ? shown.get(current.id)! : null,
    };
  });
}

/**
 * `GET /api/athletes/:id`: a person member with published results whose profile is not hidden; a minor's profile has
 * no details. Undefined otherwise (the caller answers 404, so an id tells nothing about who is a member). `own`: the
 * member's own view (`GET /api/account/results`), whole whatever their age or choice, and empty without results.
 */
export async function athleteProfile(
  db: Db,
  memberId: number,
  now: Date,
  own = false,
): Promise<AthleteProfile | undefined> {
  const today = uaeToday(now);
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.id, memberId),
        own ? undefined : eq(members.hideResultsProfile, false),
        inArray(members.accountType, [...archerKinds]),
      ),
    );
  if (!member) return undefined;
  const rows = await db
    .select({ row: resultRows, tournamentId: resultImports.tournamentId, startDate: tournaments.startDate })
    .from(resultRows)
    .innerJoin(resultImports, eq(resultImports.id, resultRows.importId))
    .innerJoin(tournaments, eq(tournaments.id, resultImports.tournamentId))
    .where(
      and(
        eq(resultRows.memberId, memberId),
        eq(resultRows.matchState, 'matched'),
        eq(resultImports.status, 'published'),
        isPublic(tournaments, now),
      ),
    )
    .orderBy(desc(tournaments.startDate), desc(tournaments.id));
  if (rows.length === 0 && !own) return undefined;
  const [names, people, events, records] = await Promise.all([
    labels(db),
    memberFacts(db, [memberId]),
    tournamentSummaries(db, [...new Set(rows.map((r) => r.tournamentId))]),
    recordRowIds(
      db,
      rows.map((r) => r.row.id),
    ),
  ]);
  const facts = people.get(memberId)!;
  const flags = personalBestFlags(rows.map((r) => ({ ...r.row, round: r.row.roundCode, at: r.startDate })));
  const results = rows.map((r, index) => ({
    tournament: events.get(r.tournamentId)!,
    division: names.division(r.row.division),
    ageClass: names.ageClass(r.row.ageClass),
    round: round(r.row.roundCode),
    rank: r.row.rank,
    finalPlace: r.row.finalPlace,
    distances: r.row.distances,
    total: r.row.total,
    tens: r.row.tens,
    xs: r.row.xs,
    personalBest: flags[index]!,
    record: records.has(r.row.id),
  }));
  const minor = isMinor(facts.birthDate, today);
  const profile: AthleteProfile = {
    id: memberId,
    name: facts.name,
    club: facts.club ? { name: facts.club } : null,
    isMinor: minor,
    details: null,
    results,
  };
  if (minor && !own) return profile;

  const bestOf = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const best = bestOf.get(r.row.roundCode);
    if (!best || compareScores(r.row, best.row) < 0) bestOf.set(r.row.roundCode, r);
  }
  const byCategory = await approvedRecords(db);
  const held = [...byCategory.values()]
    .map(([current]) => current!)
    .filter((row) => row.memberId === memberId);
  const shownRecords = await toRecords(db, held);
  const latestSeason = await db
    .select({ seasonId: rankingEntries.seasonId, name: seasons.name })
    .from(rankingEntries)
    .innerJoin(seasons, eq(seasons.id, rankingEntries.seasonId))
    .where(eq(rankingEntries.memberId, memberId))
    .orderBy(desc(seasons.startDate))
    .limit(1);
  const rankings =
    latestSeason.length === 0
      ? []
      : await db
          .select()
          .from(rankingEntries)
          .where(
            and(
              eq(rankingEntries.memberId, memberId),
              eq(rankingEntries.seasonId, latestSeason[0]!.seasonId),
            ),
          );
  const latest = rows[0]?.row;
  profile.details = {
    gender: facts.gender,
    division: latest ? names.division(latest.division) : null,
    ageClass: latest ? names.ageClass(latest.ageClass) : null,
    personalBests: [...bestOf.values()].map((r) => ({
      round: round(r.row.roundCode),
      score: r.row.total,
      tens: r.row.tens,
      xs: r.row.xs,
      date: r.startDate,
      tournament: { id: r.tournamentId, name: events.get(r.tournamentId)!.name },
    })),
    records: held.map((row) => shownRecords.get(row.id)!),
    rankings: rankings.map((entry) => ({
      season: latestSeason[0]!.name,
      division: names.division(entry.division),
      gender: entry.gender,
      ageClass: names.ageClass(entry.ageClass),
      round: round(entry.roundCode as RoundCode),
      position: entry.position,
      average: entry.averageHundredths / 100,
    })),
  };
  return profile;
}
