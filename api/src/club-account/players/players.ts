import {
  ageClassFor,
  allowedRequestActions,
  type ContractAction,
  ContractActions,
  ContractErrorCodes,
  documentExpiryWarningDays,
  type ExpiringDocument,
  pageCount,
  pageOffset,
  requestAuditActions,
  type Roster,
  type RosterPlayer,
  type RosterQuery,
  type RosterRow,
  type RosterStatus,
} from '@uaeaf/contracts';
import { and, asc, count, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import { addDays } from '../../calendar';
import { matchesSearch } from '../../content/search';
import type { Database } from '../../db/client';
import {
  bowDivisions,
  clubPlayers,
  members,
  registrationRequests,
  seasons,
  teamPlayers,
  teams,
  tournamentEntries,
} from '../../db/schema';
import { ApiError } from '../../http/errors';

/** A registration that named the club and has not (yet) made the member one of its players. */
const openStatuses = ['Pending', 'Accepted', 'Cancled'] as const;
/** A renewal or termination the club asked for that the federation has not decided yet. */
const waitingStatuses = ['Pending', 'Accepted'] as const;

function isClubPlayer(clubId: number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${clubPlayers} where ${clubPlayers.playerId} = ${members.id} and ${clubPlayers.clubId} = ${clubId})`;
}

/** The member's latest registration that named the club and is still open. */
function namedRegistration(clubId: number) {
  return and(
    eq(registrationRequests.memberId, members.id),
    eq(registrationRequests.clubId, clubId),
    eq(registrationRequests.kind, 'new'),
    inArray(registrationRequests.status, [...openStatuses]),
  );
}

/** A field of the member's latest registration form (the expiry days it recorded). */
function latestDetail(db: Database, field: string): SQL<string | null> {
  const latest = db
    .select({ value: sql<string | null>`${registrationRequests.details} ->> ${field}::text` })
    .from(registrationRequests)
    .where(and(eq(registrationRequests.memberId, members.id), eq(registrationRequests.kind, 'new')))
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
    .limit(1);
  return sql<string | null>`(${latest})`;
}

function rosterColumns(db: Database, clubId: number) {
  const inClub = isClubPlayer(clubId);
  const latestStatus = db
    .select({ status: registrationRequests.status })
    .from(registrationRequests)
    .where(namedRegistration(clubId))
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
    .limit(1);
  // The bow division of the player's first team at the club, else of their latest tournament entry: most players are
  // in no team, and a roster column empty for them said nothing.
  const teamDivision = db
    .select({ id: bowDivisions.id })
    .from(teamPlayers)
    .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
    .innerJoin(bowDivisions, eq(bowDivisions.code, teams.division))
    .where(and(eq(teamPlayers.playerId, members.id), eq(teams.clubId, clubId)))
    .orderBy(asc(teams.id))
    .limit(1);
  const entryDivision = db
    .select({ id: tournamentEntries.divisionId })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.archerId, members.id))
    .orderBy(desc(tournamentEntries.createdAt), desc(tournamentEntries.id))
    .limit(1);
  const divisionName = (name: typeof bowDivisions.nameAr | typeof bowDivisions.nameEn) =>
    sql<
      string | null
    >`(select ${name} from ${bowDivisions} where ${bowDivisions.id} = coalesce((${teamDivision}), (${entryDivision})))`;
  return {
    status: sql<RosterStatus>`case when ${inClub} then 'Approved' else (${latestStatus})::text end`,
    where: or(
      inClub,
      exists(
        db
          .select({ id: registrationRequests.id })
          .from(registrationRequests)
          .where(namedRegistration(clubId)),
      ),
    ),
    columns: {
      id: members.id,
      nameAr: members.nameAr,
      nameEn: members.nameEn,
      membershipNumber: members.membershipNumber,
      birthDate: members.birthDate,
      validUntil: members.validUntil,
      divisionAr: divisionName(bowDivisions.nameAr),
      divisionEn: divisionName(bowDivisions.nameEn),
      // The expiry days the player's own registration form recorded (the latest one).
      passportExpiry: latestDetail(db, 'passportExpiryDate'),
      emiratesIdExpiry: latestDetail(db, 'emiratesIdExpiry'),
    },
  };
}

/** Passport and Emirates ID expiring on or before `today` + 60 days, from the expiry days the form recorded. */
function expiringDocuments(
  expiries: { passportExpiry: string | null; emiratesIdExpiry: string | null },
  today: string,
): ExpiringDocument[] {
  const horizon = addDays(today, documentExpiryWarningDays);
  const documents = [
    ['passport', expiries.passportExpiry],
    ['emiratesId', expiries.emiratesIdExpiry],
  ] as const;
  return documents.flatMap(([document, expiresOn]) =>
    expiresOn !== null && expiresOn <= horizon ? [{ document, expiresOn, expired: expiresOn < today }] : [],
  );
}

type Row = {
  id: number;
  nameAr: string;
  nameEn: string;
  membershipNumber: string | null;
  birthDate: string | null;
  divisionAr: string | null;
  divisionEn: string | null;
  status: RosterStatus;
  passportExpiry: string | null;
  emiratesIdExpiry: string | null;
};

function toRosterRow(row: Row, today: string): RosterRow {
  return {
    id: row.id,
    name: { ar: row.nameAr, en: row.nameEn },
    membershipNumber: row.membershipNumber,
    ageClass: row.birthDate ? ageClassFor(row.birthDate, Number(today.slice(0, 4))) : null,
    division: row.divisionAr === null ? null : { ar: row.divisionAr, en: row.divisionEn ?? row.divisionAr },
    status: row.status,
    expiringDocuments: expiringDocuments(row, today),
  };
}

/** The club's roster page: its players and the members whose open registration named it, by English name. */
export async function listRoster(
  db: Database,
  clubId: number,
  query: RosterQuery,
  today: string,
): Promise<Roster> {
  const roster = rosterColumns(db, clubId);
  const where = and(
    roster.where,
    matchesSearch(query.q, [members.nameAr, members.nameEn, members.membershipNumber]),
    query.status && sql`(${roster.status}) = ${query.status}`,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...roster.columns, status: roster.status })
      .from(members)
      .where(where)
      .orderBy(asc(members.nameEn), asc(members.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(members).where(where),
  ]);
  const total = counted!.total;
  return {
    items: rows.map((row) => toRosterRow(row, today)),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: pageCount(total, query.pageSize),
  };
}

function notOnRoster(): ApiError {
  return new ApiError(404, 'not_found', 'No such player');
}

/** One player of the roster with their registration and contract requests; 404 for anyone not on the club's roster. */
export async function rosterPlayer(
  db: Database,
  clubId: number,
  playerId: number,
  today: string,
): Promise<RosterPlayer> {
  const roster = rosterColumns(db, clubId);
  const [row] = await db
    .select({ ...roster.columns, status: roster.status })
    .from(members)
    .where(and(eq(members.id, playerId), roster.where));
  if (!row) throw notOnRoster();
  const [[registration], contractRequests] = await Promise.all([
    db
      .select({
        requestId: registrationRequests.id,
        status: registrationRequests.status,
        decisionReason: registrationRequests.decisionReason,
      })
      .from(registrationRequests)
      .innerJoin(members, eq(members.id, registrationRequests.memberId))
      .where(and(eq(members.id, playerId), namedRegistration(clubId)))
      .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
      .limit(1),
    contractRequestsOf(db, clubId, playerId),
  ]);
  return {
    ...toRosterRow(row, today),
    birthDate: row.birthDate,
    validUntil: row.validUntil,
    registration:
      row.status === 'Approved' || !registration
        ? null
        : {
            ...registration,
            allowedActions: allowedRequestActions({ status: registration.status, clubNamed: true }, 'club'),
          },
    contractRequests: contractRequests.map(({ submittedAt, ...request }) => ({
      ...request,
      submittedAt: submittedAt.toISOString(),
    })),
    mayRequestContractChange:
      row.status === 'Approved' &&
      !contractRequests.some((request) => (waitingStatuses as readonly string[]).includes(request.status)),
  };
}

function contractRequestsOf(db: Pick<Database, 'select'>, clubId: number, playerId: number) {
  return db
    .select({
      id: registrationRequests.id,
      // The filter below keeps only these two kinds, which the column's type cannot know.
      kind: sql<ContractAction>`${registrationRequests.kind}`,
      status: registrationRequests.status,
      decisionReason: registrationRequests.decisionReason,
      submittedAt: registrationRequests.createdAt,
    })
    .from(registrationRequests)
    .where(
      and(
        eq(registrationRequests.memberId, playerId),
        eq(registrationRequests.requestedBy, clubId),
        inArray(registrationRequests.kind, [...ContractActions]),
      ),
    )
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id));
}

/**
 * A renewal or termination of one of the club's players, made by the club: already `Accepted` (the club is the one
 * that would accept it), so it waits for the federation alone. The club's row is locked first, so of two at once one
 * makes the request and the other finds it waiting. A renewal is for the active season (its approval extends the
 * player's validity to that season's end); a termination's approval removes the player from the club.
 */
export async function requestContractChange(
  db: Database,
  clubId: number,
  playerId: number,
  kind: ContractAction,
  clientAddress: string,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, clubId)).for('update');
    const [player] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, playerId), isClubPlayer(clubId)));
    if (!player) throw notOnRoster();
    const waiting = (await contractRequestsOf(tx, clubId, playerId)).some((request) =>
      (waitingStatuses as readonly string[]).includes(request.status),
    );
    if (waiting) {
      throw new ApiError(
        409,
        ContractErrorCodes.pending,
        'A renewal or termination of this player already waits for the federation',
      );
    }
    const [season] = await tx.select({ id: seasons.id }).from(seasons).where(eq(seasons.isActive, true));
    const [request] = await tx
      .insert(registrationRequests)
      .values({
        memberId: playerId,
        kind,
        form: 'players',
        status: 'Accepted',
        details: kind === 'renewal' && season ? { seasonId: season.id } : {},
        clubId,
        requestedBy: clubId,
        clientAddress,
      })
      .returning({ id: registrationRequests.id });
    await writeAudit(tx, {
      actorId: clubId,
      subject: 'request',
      subjectId: request!.id,
      memberId: playerId,
      action: requestAuditActions.submit,
      toStatus: 'Accepted',
      reason: kind,
    });
    return request!;
  });
}
