import {
  type ClubPlayer,
  type Team,
  TeamErrorCodes,
  type TeamInput,
  type TeamsResponse,
  teamAccepts,
} from '@uaeaf/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { bowDivisions, teamPlayers, teams } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../http/errors';
import { clubPlayers, notClubPlayer } from './club-players';

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

const teamNotFound = () => new ApiError(404, 'not_found', 'No such team');

function duplicateName(): ApiError {
  return new ApiError(409, TeamErrorCodes.duplicateName, 'You already have a team with this name');
}

/** Runs a write that may break the club's unique team names, answering 409 in words when it does. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error)?.includes('teams_club_name')) throw duplicateName();
    throw error;
  }
}

async function divisions(db: Pick<Database, 'select'>) {
  const rows = await db.select().from(bowDivisions).orderBy(asc(bowDivisions.sortOrder));
  return rows.map((row) => ({ code: row.code, name: { ar: row.nameAr, en: row.nameEn } }));
}

/** Every team of the club with its players, and what the page needs to make more. */
export async function listTeams(db: Database, clubId: number, year: number): Promise<TeamsResponse> {
  const [rows, players, divisionList] = await Promise.all([
    db.select().from(teams).where(eq(teams.clubId, clubId)).orderBy(asc(teams.nameEn), asc(teams.id)),
    clubPlayers(db, clubId, year),
    divisions(db),
  ]);
  const members = rows.length
    ? await db
        .select()
        .from(teamPlayers)
        .where(
          inArray(
            teamPlayers.teamId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const byId = new Map(players.map((player) => [player.id, player]));
  const divisionNames = new Map(divisionList.map((division) => [division.code, division.name]));
  return {
    teams: rows.map((row) =>
      toTeam(
        row,
        members.filter((link) => link.teamId === row.id).flatMap((link) => byId.get(link.playerId) ?? []),
        divisionNames,
      ),
    ),
    players,
    divisions: divisionList,
    year,
  };
}

function toTeam(
  row: typeof teams.$inferSelect,
  players: ClubPlayer[],
  divisionNames: Map<string, Team['divisionName']>,
): Team {
  return {
    id: row.id,
    name: { ar: row.nameAr, en: row.nameEn },
    division: row.division,
    divisionName: divisionNames.get(row.division) ?? { ar: row.division, en: row.division },
    gender: row.gender,
    ageClass: row.ageClass as Team['ageClass'],
    players,
  };
}

/** The club's team `teamId`, locked for the change; 404 when it is another club's or none. */
async function ownTeam(tx: Executor, clubId: number, teamId: number) {
  const [row] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.id, teamId), eq(teams.clubId, clubId)))
    .for('update');
  if (!row) throw teamNotFound();
  return row;
}

/** One change to the club's team `teamId` (404 when it is not the club's), in a transaction with the team locked. */
function changeTeam(
  db: Database,
  clubId: number,
  teamId: number,
  change: (tx: Executor, team: typeof teams.$inferSelect) => Promise<void>,
) {
  return db.transaction(async (tx) => change(tx, await ownTeam(tx, clubId, teamId)));
}

async function oneTeam(db: Database, clubId: number, teamId: number, year: number): Promise<Team> {
  const found = (await listTeams(db, clubId, year)).teams.find((team) => team.id === teamId);
  if (!found) throw teamNotFound();
  return found;
}

export async function createTeam(
  db: Database,
  clubId: number,
  input: TeamInput,
  year: number,
): Promise<Team> {
  const known = await divisions(db);
  if (!known.some((division) => division.code === input.division)) {
    throw new ApiError(400, TeamErrorCodes.unknownDivision, 'No such bow division', {
      division: ['invalid'],
    });
  }
  const id = await uniqueName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(teams)
        .values({
          clubId,
          nameAr: input.name.ar,
          nameEn: input.name.en,
          division: input.division,
          gender: input.gender,
          ageClass: input.ageClass,
        })
        .returning({ id: teams.id });
      await teamAudit(tx, clubId, 'team.created', input.name.en);
      return row!.id;
    }),
  );
  return oneTeam(db, clubId, id, year);
}

export async function renameTeam(
  db: Database,
  clubId: number,
  teamId: number,
  name: Team['name'],
  year: number,
): Promise<Team> {
  await uniqueName(() =>
    changeTeam(db, clubId, teamId, async (tx, before) => {
      await tx
        .update(teams)
        .set({ nameAr: name.ar, nameEn: name.en, updatedAt: new Date() })
        .where(eq(teams.id, teamId));
      await teamAudit(tx, clubId, 'team.renamed', name.en, before.nameEn);
    }),
  );
  return oneTeam(db, clubId, teamId, year);
}

export async function deleteTeam(db: Database, clubId: number, teamId: number): Promise<void> {
  await changeTeam(db, clubId, teamId, async (tx, team) => {
    await tx.delete(teams).where(eq(teams.id, teamId));
    await teamAudit(tx, clubId, 'team.deleted', team.nameEn);
  });
}

/**
 * Adds one of the club's approved players who fits the team (`teamAccepts`); adding one already in it changes nothing.
 * Another club's player, or one not approved, is refused in words (409), like one of the wrong gender or class.
 */
export async function addTeamPlayer(
  db: Database,
  clubId: number,
  teamId: number,
  playerId: number,
  year: number,
): Promise<Team> {
  await changeTeam(db, clubId, teamId, async (tx, team) => {
    const [player] = await clubPlayers(tx, clubId, year, [playerId]);
    if (!player) throw notClubPlayer(TeamErrorCodes.notClubPlayer);
    if (!teamAccepts({ gender: team.gender, ageClass: team.ageClass as Team['ageClass'] }, player, year)) {
      throw new ApiError(
        409,
        TeamErrorCodes.notEligible,
        "This player's gender or age class does not fit the team",
      );
    }
    const added = await tx
      .insert(teamPlayers)
      .values({ teamId, playerId })
      .onConflictDoNothing()
      .returning({ playerId: teamPlayers.playerId });
    if (added.length > 0) await teamAudit(tx, clubId, 'team.player_added', team.nameEn, undefined, playerId);
  });
  return oneTeam(db, clubId, teamId, year);
}

export async function removeTeamPlayer(
  db: Database,
  clubId: number,
  teamId: number,
  playerId: number,
  year: number,
): Promise<Team> {
  await changeTeam(db, clubId, teamId, async (tx, team) => {
    const removed = await tx
      .delete(teamPlayers)
      .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.playerId, playerId)))
      .returning({ playerId: teamPlayers.playerId });
    if (removed.length > 0) {
      await teamAudit(tx, clubId, 'team.player_removed', team.nameEn, undefined, playerId);
    }
  });
  return oneTeam(db, clubId, teamId, year);
}

/**
 * Teams have no audit subject of their own (the subjects are an enum of the schema, which this issue leaves alone):
 * a team's change is a row about the club, the team's name in `reason`, a player's id in `toStatus`.
 */
function teamAudit(
  tx: Executor,
  clubId: number,
  action: string,
  teamName: string,
  fromName?: string,
  playerId?: number,
) {
  return writeAudit(tx, {
    actorId: clubId,
    subject: 'member',
    subjectId: clubId,
    memberId: clubId,
    action,
    fromStatus: fromName ?? null,
    toStatus: playerId === undefined ? null : String(playerId),
    reason: teamName,
  });
}
