import { TeamSchema, TeamsResponseSchema } from '@uaeaf/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, clubPlayers } from '../../db/schema';
import { clubPlayerOf, freshClub } from './test-club';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let club: { id: number; email: string };
let rival: { id: number; email: string };
/** Born 2009: 17 in 2026, so U18, who may shoot U21 and senior. */
let youngWoman: number;
/** Born 2006: 20 in 2026, U21. */
let woman: number;
let man: number;
let pending: number;
let rivalPlayer: number;

const recurveWomenU21 = {
  name: { ar: 'منحني سيدات تحت 21', en: 'Recurve women U21' },
  division: 'R',
  gender: 'female',
  ageClass: 'U21',
};

beforeAll(async () => {
  database = await openTestDatabase();
  // Age classes follow the calendar year: pinned, so the birth years below give the classes named.
  app = testApp(database, { now: new Date('2026-11-25T08:00:00Z') });
  club = await freshClub(database.db);
  rival = await freshClub(database.db, 'academy');
  youngWoman = await clubPlayerOf(database.db, club.id, { gender: 'female', birthDate: '2009-05-01' });
  woman = await clubPlayerOf(database.db, club.id, { gender: 'female', birthDate: '2006-01-20' });
  man = await clubPlayerOf(database.db, club.id, { gender: 'male', birthDate: '2006-03-03' });
  pending = await clubPlayerOf(database.db, club.id, {
    gender: 'female',
    birthDate: '2006-03-03',
    status: 'Pending',
  });
  rivalPlayer = await clubPlayerOf(database.db, rival.id, { gender: 'female', birthDate: '2006-03-03' });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function createTeam(body: unknown, email = club.email) {
  const response = await call.post('/account/club/teams', email, body);
  expect(response.status).toBe(201);
  return v.parse(TeamSchema, await response.json());
}

async function teamsOf(email: string) {
  const response = await call.get('/account/club/teams', email);
  expect(response.status).toBe(200);
  return v.parse(TeamsResponseSchema, await response.json());
}

describe('/api/account/club/teams', () => {
  it("lists only the club's approved players, each with their own age class of the year", async () => {
    const answer = await teamsOf(club.email);
    expect(answer.year).toBe(2026);
    expect(answer.players.map((player) => [player.id, player.ageClass])).toEqual(
      expect.arrayContaining([
        [youngWoman, 'U18'],
        [woman, 'U21'],
        [man, 'U21'],
      ]),
    );
    const ids = answer.players.map((player) => player.id);
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(rivalPlayer);
    expect(answer.divisions.map((division) => division.code)).toContain('R');
  });

  it('builds a team of players whose gender fits and whose class may shoot in it (a U18 moving up to U21)', async () => {
    const team = await createTeam(recurveWomenU21);
    expect(team).toMatchObject({
      name: recurveWomenU21.name,
      division: 'R',
      gender: 'female',
      ageClass: 'U21',
    });
    expect(team.divisionName.en).toBe('Recurve');
    for (const playerId of [woman, youngWoman]) {
      const response = await call.post(`/account/club/teams/${team.id}/players`, club.email, { playerId });
      expect(response.status).toBe(200);
    }
    const [listed] = (await teamsOf(club.email)).teams.filter((one) => one.id === team.id);
    expect(listed!.players.map((player) => player.id).sort()).toEqual([woman, youngWoman].sort());
  });

  it('refuses in words a player of the wrong gender, one too old for the class, and one not approved or not the club’s', async () => {
    const u18 = await createTeam({
      ...recurveWomenU21,
      name: { ar: 'منحني سيدات تحت 18', en: 'Recurve women U18' },
      ageClass: 'U18',
    });
    const women = await createTeam({ ...recurveWomenU21, name: { ar: 'منحني سيدات', en: 'Recurve women' } });
    const add = (teamId: number, playerId: number) =>
      call.post(`/account/club/teams/${teamId}/players`, club.email, { playerId });
    const notEligible = await expectApiError(await add(women.id, man), 409, 'player_not_eligible');
    expect(notEligible.message).toMatch(/gender or age class/);
    await expectApiError(await add(u18.id, woman), 409, 'player_not_eligible');
    await expectApiError(await add(women.id, pending), 409, 'player_not_in_club');
    await expectApiError(await add(women.id, rivalPlayer), 409, 'player_not_in_club');
    expect((await teamsOf(club.email)).teams.find((one) => one.id === women.id)!.players).toEqual([]);
  });

  it('lets a player be in several teams, and removes one from a team without touching the others', async () => {
    const first = await createTeam({ ...recurveWomenU21, name: { ar: 'أ', en: 'Team A' } });
    const second = await createTeam({ ...recurveWomenU21, name: { ar: 'ب', en: 'Team B' } });
    for (const team of [first, second]) {
      expect(
        (await call.post(`/account/club/teams/${team.id}/players`, club.email, { playerId: woman })).status,
      ).toBe(200);
    }
    // Adding her again changes nothing.
    expect(
      (await call.post(`/account/club/teams/${first.id}/players`, club.email, { playerId: woman })).status,
    ).toBe(200);
    const removed = await call.delete(`/account/club/teams/${first.id}/players/${woman}`, club.email);
    expect(v.parse(TeamSchema, await removed.json()).players).toEqual([]);
    const teams = (await teamsOf(club.email)).teams;
    expect(teams.find((one) => one.id === second.id)!.players.map((player) => player.id)).toEqual([woman]);
  });

  it('refuses a name the club already has (in either language, whatever the case), on creation and rename', async () => {
    const taken = await expectApiError(
      await call.post('/account/club/teams', club.email, {
        ...recurveWomenU21,
        name: { ar: 'اسم آخر', en: 'RECURVE WOMEN u21' },
      }),
      409,
      'team_name_taken',
    );
    expect(taken.message).toBe('You already have a team with this name');
    const other = await createTeam({ ...recurveWomenU21, name: { ar: 'ج', en: 'Team C' } });
    await expectApiError(
      await call.patch(`/account/club/teams/${other.id}`, club.email, { name: { ar: 'ج', en: 'Team A' } }),
      409,
      'team_name_taken',
    );
    const renamed = await call.patch(`/account/club/teams/${other.id}`, club.email, {
      name: { ar: 'د', en: ' Team D ' },
    });
    expect(v.parse(TeamSchema, await renamed.json()).name).toEqual({ ar: 'د', en: 'Team D' });
    // Another club may use the same name.
    await createTeam(recurveWomenU21, rival.email);
  });

  it("answers 404 for another club's team, on every route, and lists none of them", async () => {
    const rivals = (await teamsOf(rival.email)).teams;
    const theirs = rivals[0]!;
    await expectApiError(
      await call.patch(`/account/club/teams/${theirs.id}`, club.email, { name: { ar: 'س', en: 'Stolen' } }),
      404,
      'not_found',
    );
    await expectApiError(await call.delete(`/account/club/teams/${theirs.id}`, club.email), 404, 'not_found');
    await expectApiError(
      await call.post(`/account/club/teams/${theirs.id}/players`, club.email, { playerId: woman }),
      404,
      'not_found',
    );
    await expectApiError(
      await call.delete(`/account/club/teams/${theirs.id}/players/${woman}`, club.email),
      404,
      'not_found',
    );
    const mine = (await teamsOf(club.email)).teams.map((team) => team.id);
    expect(mine).not.toContain(theirs.id);
    expect((await teamsOf(rival.email)).teams).toEqual(rivals);
  });

  it('refuses bad bodies with 400 and field errors, changing nothing', async () => {
    const before = (await teamsOf(club.email)).teams.length;
    for (const body of [
      {},
      { ...recurveWomenU21, name: { ar: ' ', en: 'X' } },
      { ...recurveWomenU21, ageClass: 'U99' },
      { ...recurveWomenU21, gender: 'x' },
    ]) {
      await expectApiError(
        await call.post('/account/club/teams', club.email, body),
        400,
        'validation_failed',
      );
    }
    await expectApiError(
      await call.post('/account/club/teams', club.email, {
        ...recurveWomenU21,
        name: { ar: 'ز', en: 'Z' },
        division: 'NOPE',
      }),
      400,
      'unknown_division',
    );
    expect((await teamsOf(club.email)).teams.length).toBe(before);
  });

  it('deletes a team with an audit row for each change', async () => {
    const team = await createTeam({ ...recurveWomenU21, name: { ar: 'هـ', en: 'Team E' } });
    const deleted = await call.delete(`/account/club/teams/${team.id}`, club.email);
    expect(await deleted.json()).toEqual({ id: team.id });
    expect((await teamsOf(club.email)).teams.map((one) => one.id)).not.toContain(team.id);
    const rows = await database.db
      .select({ action: auditEvents.action, reason: auditEvents.reason })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.memberId, club.id),
          like(auditEvents.action, 'team.%'),
          eq(auditEvents.reason, 'Team E'),
        ),
      );
    expect(rows.map((row) => row.action)).toEqual(['team.created', 'team.deleted']);
  });

  it('no longer offers a player whose contract with the club ended', async () => {
    const left = await clubPlayerOf(database.db, club.id, { gender: 'female', birthDate: '2006-06-06' });
    expect((await teamsOf(club.email)).players.map((player) => player.id)).toContain(left);
    // What the office's approval of a termination does (decision 033).
    await database.db.delete(clubPlayers).where(eq(clubPlayers.playerId, left));
    expect((await teamsOf(club.email)).players.map((player) => player.id)).not.toContain(left);
    const team = await createTeam({ ...recurveWomenU21, name: { ar: 'و', en: 'Team F' } });
    await expectApiError(
      await call.post(`/account/club/teams/${team.id}/players`, club.email, { playerId: left }),
      409,
      'player_not_in_club',
    );
  });

  it('is for clubs and academies only', async () => {
    await expectApiError(await call.get('/account/club/teams', 'player@example.ae'), 403, 'forbidden');
  });
});
