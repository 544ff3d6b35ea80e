import {
  entryRefusalFields,
  MyTournamentEntriesResponseSchema,
  TournamentEligibilitySchema,
  TournamentEntrySchema,
  TournamentDetailSchema,
  tournamentErrorMessages,
  TournamentsResponseSchema,
} from '@uaeaf/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { auditTrail } from '../../test/audit';
import { logInAs } from '../../test/auth';
import { openTestDatabase } from '../../test/database';
import { uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { bills, members, tournamentEntries, tournaments } from '../db/schema';
import { tournamentSeeds } from '../seed/tournaments';
import { withdrawEntry, withdrawnInFirstWindow } from './entry-store';

let database: DatabaseHandle;
let app: Hono;
const today = uaeToday(new Date());
const cookies = new Map<string, string>();
const memberIds = new Map<string, number>();

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  for (const row of await database.db.select({ id: members.id, email: members.email }).from(members)) {
    memberIds.set(row.email, row.id);
  }
});
afterAll(() => database.close());

/** A logged-in demo member's cookie, one login per member for the whole file. */
async function as(email: string): Promise<string> {
  if (!cookies.has(email)) cookies.set(email, await logInAs(app, email));
  return cookies.get(email)!;
}

const idOfMember = (email: string) => memberIds.get(email)!;

async function idOf(key: string): Promise<number> {
  const seed = tournamentSeeds.find((candidate) => candidate.key === key)!;
  const response = await app.request('/api/tournaments');
  const { data } = v.parse(TournamentsResponseSchema, await response.json());
  return data.find((tournament) => tournament.name.en.startsWith(`${seed.name.en} `))!.id;
}

async function enter(email: string | undefined, tournament: string, body: unknown): Promise<Response> {
  return app.request(`/api/tournaments/${await idOf(tournament)}/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(email && { cookie: await as(email) }) },
    body: JSON.stringify(body),
  });
}

async function withdraw(email: string, entryId: number, body: unknown = { reason: 'afterSubscription' }) {
  return app.request(`/api/tournament-entries/${entryId}/withdrawal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: await as(email) },
    body: JSON.stringify(body),
  });
}

async function eligibility(email: string, tournament: string) {
  const response = await app.request(`/api/tournaments/${await idOf(tournament)}/eligibility`, {
    headers: { cookie: await as(email) },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return v.parse(TournamentEligibilitySchema, await response.json());
}

async function liveEntries(tournament: string, archer: string): Promise<number> {
  const [row] = await database.db
    .select({ live: count() })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, await idOf(tournament)),
        eq(tournamentEntries.archerId, idOfMember(archer)),
        eq(tournamentEntries.status, 'Pending'),
      ),
    );
  return row!.live;
}

async function entryCount(): Promise<number> {
  return (await database.db.select({ rows: count() }).from(tournamentEntries))[0]!.rows;
}

describe('GET /api/tournaments/:id/eligibility', () => {
  it('answers 401 without a session and 404 for an unknown tournament', async () => {
    const id = await idOf('local-open-first-window');
    await expectApiError(await app.request(`/api/tournaments/${id}/eligibility`), 401, 'unauthenticated');
    const unknown = await app.request('/api/tournaments/999999/eligibility', {
      headers: { cookie: await as('player@example.ae') },
    });
    await expectApiError(unknown, 404, 'not_found');
  });

  it('offers a player themselves, with their own class and the divisions', async () => {
    const answer = await eligibility('player@example.ae', 'local-open-first-window');
    expect(answer.refusal).toBeNull();
    expect(answer.registration).toMatchObject({ status: 'open', window: 'first' });
    expect(answer.archers).toEqual([
      expect.objectContaining({
        id: idOfMember('player@example.ae'),
        gender: 'male',
        ownAgeClass: 'SENIOR',
        ageClasses: ['SENIOR'],
        divisions: ['R', 'C', 'B'],
        refusal: null,
      }),
    ]);
  });

  it("offers a club its own players, each with the classes their birth year allows and why some can't be entered", async () => {
    const answer = await eligibility('club@example.ae', 'local-open-first-window');
    expect(answer.refusal).toBeNull();
    const byEmail = (email: string) => answer.archers.find((archer) => archer.id === idOfMember(email))!;
    expect(answer.archers).toHaveLength(6);
    expect(byEmail('noura.cadet@example.ae')).toMatchObject({
      ownAgeClass: 'U15',
      ageClasses: ['U15', 'U18', 'U21', 'SENIOR'],
      refusal: null,
    });
    expect(byEmail('rashid.junior@example.ae')).toMatchObject({
      ownAgeClass: 'U18',
      ageClasses: ['U18', 'U21', 'SENIOR'],
      refusal: null,
    });
    expect(byEmail('player@example.ae')).toMatchObject({ ownAgeClass: 'SENIOR', refusal: null });
    expect(byEmail('blocked@example.ae').refusal).toBe('archer_blocked');
    expect(byEmail('restricted@example.ae').refusal).toBe('archer_restricted');
    expect(byEmail('sultan.pending@example.ae').refusal).toBe('archer_not_approved');
    expect(answer.archers.map((archer) => archer.id)).not.toContain(idOfMember('mariam.archer@example.ae'));
  });

  it('offers only the classes the tournament has: a masters archer may shoot senior', async () => {
    const answer = await eligibility('academy@example.ae', 'activities-between-windows');
    expect(answer.refusal).toBe('registration_unavailable');
    const hamad = answer.archers.find((archer) => archer.id === idOfMember('hamad.masters@example.ae'))!;
    expect(hamad).toMatchObject({ ownAgeClass: '50+', ageClasses: ['50+', 'SENIOR'] });
    const gcc = await eligibility('academy@example.ae', 'international-first-window');
    expect(
      gcc.archers.find((archer) => archer.id === idOfMember('hamad.masters@example.ae'))!.ageClasses,
    ).toEqual(['SENIOR']);
  });

  it.each([
    ['player@example.ae', 'community-first-window', 'account_kind_not_eligible'],
    ['activity@example.ae', 'local-open-first-window', 'account_kind_not_eligible'],
    ['coach@example.ae', 'local-open-first-window', 'account_kind_not_eligible'],
    ['sultan.pending@example.ae', 'local-open-first-window', 'membership_not_approved'],
    ['restricted@example.ae', 'local-open-first-window', 'account_restricted'],
    ['player@example.ae', 'local-not-yet-open', 'registration_unavailable'],
    ['player@example.ae', 'local-between-windows', 'registration_unavailable'],
    ['player@example.ae', 'open-ended-upcoming', 'registration_ended'],
    ['player@example.ae', 'local-indoor-past', 'registration_ended'],
  ])('tells %s on %s: %s', async (email, tournament, code) => {
    expect((await eligibility(email, tournament)).refusal).toBe(code);
  });

  it('offers no archers to an account that enters nobody', async () => {
    const answer = await eligibility('coach@example.ae', 'local-open-first-window');
    expect(answer).toMatchObject({ refusal: 'account_kind_not_eligible', archers: [], entries: [] });
  });

  it("lists the caller's entries, withdrawn ones with their history", async () => {
    const club = await eligibility('club@example.ae', 'open-second-window');
    const withdrawn = club.entries.find((entry) => entry.archer.id === idOfMember('noura.cadet@example.ae'))!;
    expect(withdrawn.status).toBe('Withdrawn');
    expect(withdrawn.history.map((event) => event.event)).toEqual(['submitted', 'withdrawalRequested']);
    expect(withdrawn.history[1]).toMatchObject({ reason: 'afterSchedule' });
    // The club sees its player's own entry too, but only the player may withdraw it.
    const players = club.entries.find((entry) => entry.archer.id === idOfMember('player@example.ae'))!;
    expect(players).toMatchObject({ status: 'Pending', mayWithdraw: false });
    const own = await eligibility('player@example.ae', 'open-second-window');
    expect(own.entries.map((entry) => [entry.archer.id, entry.mayWithdraw])).toEqual([
      [idOfMember('player@example.ae'), true],
    ]);
    expect(own.archers[0]!.refusal).toBe('duplicate_entry');
  });
});

describe('POST /api/tournaments/:id/entries', () => {
  it('enters a player as Pending with a bill of the tournament fee, and counts the entry', async () => {
    const response = await enter('player@example.ae', 'local-open-first-window', {
      archerId: idOfMember('player@example.ae'),
      division: 'R',
      ageClass: 'SENIOR',
    });
    expect(response.status).toBe(201);
    const entry = v.parse(TournamentEntrySchema, await response.json());
    expect(entry).toMatchObject({
      archer: { id: idOfMember('player@example.ae') },
      division: { code: 'R', name: { en: 'Recurve' } },
      ageClass: { code: 'SENIOR' },
      status: 'Pending',
      mayWithdraw: true,
      bill: { amountFils: 10_000, issuedOn: today, status: 'unpaid' },
    });
    expect(entry.bill!.number).toMatch(new RegExp(`^TS-${today.slice(0, 4)}-\\d{6}$`));
    expect(entry.bill!.name.en).toMatch(
      /^Tournament subscription: UAE Outdoor Archery Championship \d{4}, Salem/,
    );
    expect(entry.history).toEqual([{ event: 'submitted', at: expect.any(String) }]);
    const [bill] = await database.db.select().from(bills).where(eq(bills.tournamentEntryId, entry.id));
    expect(bill).toMatchObject({
      memberId: idOfMember('player@example.ae'),
      category: 'tournamentSubscription',
      amountFils: 10_000,
    });
    const detail = v.parse(
      TournamentDetailSchema,
      await (await app.request(`/api/tournaments/${await idOf('local-open-first-window')}`)).json(),
    );
    expect(detail.entryCount).toBe(1);
  });

  it('lets a club enter two of its players, billing the club', async () => {
    for (const [email, division, ageClass] of [
      ['noura.cadet@example.ae', 'B', 'U18'],
      ['rashid.junior@example.ae', 'C', 'U18'],
    ] as const) {
      const response = await enter('club@example.ae', 'local-open-first-window', {
        archerId: idOfMember(email),
        division,
        ageClass,
      });
      expect(response.status).toBe(201);
      const entry = v.parse(TournamentEntrySchema, await response.json());
      expect(entry).toMatchObject({ status: 'Pending', ageClass: { code: ageClass } });
      const [bill] = await database.db.select().from(bills).where(eq(bills.tournamentEntryId, entry.id));
      expect(bill!.memberId).toBe(idOfMember('club@example.ae'));
    }
    const mine = await app.request(`/api/tournaments/${await idOf('local-open-first-window')}/entries/mine`, {
      headers: { cookie: await as('club@example.ae') },
    });
    const { items } = v.parse(MyTournamentEntriesResponseSchema, await mine.json());
    // Its two and the one its player made himself.
    expect(items.map((entry) => entry.archer.id).sort()).toEqual(
      ['player@example.ae', 'noura.cadet@example.ae', 'rashid.junior@example.ae'].map(idOfMember).sort(),
    );
  });

  it('enters a community-activity player in a community activity, free events making no bill', async () => {
    const response = await enter('activity@example.ae', 'community-first-window', {
      archerId: idOfMember('activity@example.ae'),
      division: 'L',
      ageClass: 'SENIOR',
    });
    expect(response.status).toBe(201);
    const entry = v.parse(TournamentEntrySchema, await response.json());
    expect(entry.bill).toMatchObject({ amountFils: 2_500 });
  });

  it.each([
    ['before the first window', 'local-not-yet-open', 'registration_unavailable'],
    ['between the windows', 'local-between-windows', 'registration_unavailable'],
    ['after the last window', 'open-ended-upcoming', 'registration_ended'],
  ])('refuses an entry %s with 409', async (_, tournament, code) => {
    const before = await entryCount();
    const response = await enter('player@example.ae', tournament, {
      archerId: idOfMember('player@example.ae'),
      division: 'R',
      ageClass: 'SENIOR',
    });
    await expectApiError(response, 409, code);
    expect(await entryCount()).toBe(before);
  });

  it.each([
    ['a restricted player', 'restricted@example.ae', 'restricted@example.ae', 403, 'account_restricted'],
    [
      'an unapproved player',
      'sultan.pending@example.ae',
      'sultan.pending@example.ae',
      403,
      'membership_not_approved',
    ],
    ['a coach', 'coach@example.ae', 'coach@example.ae', 403, 'account_kind_not_eligible'],
    [
      'a player entering someone else',
      'player@example.ae',
      'rashid.junior@example.ae',
      403,
      'not_your_player',
    ],
    [
      "a club entering another club's player",
      'academy@example.ae',
      'rashid.junior@example.ae',
      403,
      'not_your_player',
    ],
    ['a club entering its blocked player', 'club@example.ae', 'blocked@example.ae', 422, 'archer_blocked'],
    [
      'a club entering its restricted player',
      'club@example.ae',
      'restricted@example.ae',
      422,
      'archer_restricted',
    ],
    [
      'a club entering its unapproved player',
      'club@example.ae',
      'sultan.pending@example.ae',
      422,
      'archer_not_approved',
    ],
  ])('refuses %s', async (_, email, archer, status, code) => {
    const before = await entryCount();
    const response = await enter(email, 'open-second-window', {
      archerId: idOfMember(archer),
      division: 'R',
      ageClass: 'SENIOR',
    });
    const error = await expectApiError(response, status, code);
    if (code === 'not_your_player' || code.startsWith('archer_')) {
      expect(Object.keys(error.fields ?? {})).toEqual(['archerId']);
    }
    expect(await entryCount()).toBe(before);
  });

  it('refuses a member of the wrong kind for the tournament', async () => {
    const response = await enter('player@example.ae', 'community-first-window', {
      archerId: idOfMember('player@example.ae'),
      division: 'B',
      ageClass: 'SENIOR',
    });
    await expectApiError(response, 403, 'account_kind_not_eligible');
  });

  it.each([
    [
      'a class below the birth year',
      'club@example.ae',
      'rashid.junior@example.ae',
      'R',
      'U15',
      'age_class_not_allowed',
    ],
    [
      'a class a senior is too old for',
      'player@example.ae',
      'player@example.ae',
      'R',
      'U21',
      'age_class_not_allowed',
    ],
    [
      'a class the tournament does not offer',
      'academy@example.ae',
      'hamad.masters@example.ae',
      'R',
      '50+',
      'age_class_not_offered',
    ],
    [
      'a division the tournament does not offer',
      'academy@example.ae',
      'mariam.archer@example.ae',
      'B',
      'U21',
      'division_not_offered',
    ],
  ] as const)('refuses %s with 422 on its field', async (_, club, archer, division, ageClass, code) => {
    const tournament =
      code === 'age_class_not_allowed' ? 'activities-first-window' : 'international-first-window';
    const before = await entryCount();
    const error = await expectApiError(
      await enter(club, tournament, { archerId: idOfMember(archer), division, ageClass }),
      422,
      code,
    );
    expect(error.fields).toEqual({ [entryRefusalFields[code]]: [tournamentErrorMessages[code]] });
    expect(await entryCount()).toBe(before);
  });

  it('refuses a second live entry of the same archer with 409', async () => {
    const error = await expectApiError(
      await enter('player@example.ae', 'open-second-window', {
        archerId: idOfMember('player@example.ae'),
        division: 'C',
        ageClass: 'SENIOR',
      }),
      409,
      'duplicate_entry',
    );
    expect(error.fields).toEqual({ archerId: ['tournaments.error.duplicateEntry'] });
  });

  it('creates exactly one entry when the same entry is sent 20 times at once', async () => {
    const body = { archerId: idOfMember('saeed.youth@example.ae'), division: 'R', ageClass: 'U18' };
    const cookie = await as('academy@example.ae');
    const id = await idOf('international-first-window');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.request(`/api/tournaments/${id}/entries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const response of responses.filter((r) => r.status === 409)) {
      await expectApiError(response, 409, 'duplicate_entry');
    }
    expect(await liveEntries('international-first-window', 'saeed.youth@example.ae')).toBe(1);
    const [billed] = await database.db
      .select({ rows: count() })
      .from(bills)
      .innerJoin(tournamentEntries, eq(tournamentEntries.id, bills.tournamentEntryId))
      .where(eq(tournamentEntries.archerId, idOfMember('saeed.youth@example.ae')));
    expect(billed!.rows).toBe(1);
  });

  it.each([
    [
      {},
      {
        archerId: ['validation.required'],
        division: ['validation.required'],
        ageClass: ['validation.required'],
      },
    ],
    [{ archerId: 'x', division: 'R', ageClass: 'SENIOR' }, { archerId: ['validation.invalid'] }],
    [
      { archerId: 1, division: 'R!', ageClass: 'U16' },
      { division: ['validation.invalid'], ageClass: ['validation.invalid'] },
    ],
  ])('answers 400 with field messages for %j', async (body, fields) => {
    const before = await entryCount();
    const error = await expectApiError(
      await enter('player@example.ae', 'local-open-first-window', body),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual(fields);
    expect(await entryCount()).toBe(before);
  });

  it('answers 401 without a session and 403 for a member blocked since logging in', async () => {
    await expectApiError(
      await enter(undefined, 'local-open-first-window', { archerId: 1, division: 'R', ageClass: 'SENIOR' }),
      401,
      'unauthenticated',
    );
    const cookie = await logInAs(app, 'technical@example.ae');
    await database.db
      .update(members)
      .set({ isBlocked: true })
      .where(eq(members.email, 'technical@example.ae'));
    const response = await app.request(`/api/tournaments/${await idOf('local-open-first-window')}/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        archerId: idOfMember('technical@example.ae'),
        division: 'R',
        ageClass: 'SENIOR',
      }),
    });
    await expectApiError(response, 403, 'account_blocked');
  });

  it('answers 404 for an unknown tournament', async () => {
    const response = await app.request('/api/tournaments/999999/entries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await as('player@example.ae') },
      body: JSON.stringify({ archerId: idOfMember('player@example.ae'), division: 'R', ageClass: 'SENIOR' }),
    });
    await expectApiError(response, 404, 'not_found');
  });
});

describe('GET /api/tournaments/:id/entries/mine', () => {
  it('answers 401 without a session and 404 for an unknown tournament', async () => {
    const id = await idOf('open-second-window');
    await expectApiError(await app.request(`/api/tournaments/${id}/entries/mine`), 401, 'unauthenticated');
    const unknown = await app.request('/api/tournaments/abc/entries/mine', {
      headers: { cookie: await as('player@example.ae') },
    });
    await expectApiError(unknown, 404, 'not_found');
  });

  it("shows an academy none of another club's entries", async () => {
    const response = await app.request(`/api/tournaments/${await idOf('open-second-window')}/entries/mine`, {
      headers: { cookie: await as('academy@example.ae') },
    });
    expect(response.status).toBe(200);
    expect(v.parse(MyTournamentEntriesResponseSchema, await response.json()).items).toEqual([]);
  });
});

describe('POST /api/tournament-entries/:id/withdrawal', () => {
  /** A new entry of one of the academy's archers (by default Mariam; Hamad once the demo entry is withdrawn). */
  async function freshEntry(
    archer = { email: 'mariam.archer@example.ae', division: 'C', ageClass: 'U21' },
  ): Promise<number> {
    const response = await enter('academy@example.ae', 'activities-first-window', {
      archerId: idOfMember(archer.email),
      division: archer.division,
      ageClass: archer.ageClass,
    });
    expect(response.status).toBe(201);
    return v.parse(TournamentEntrySchema, await response.json()).id;
  }

  it('writes the submission and the withdrawal to the audit trail, the archer as the member', async () => {
    const id = await freshEntry();
    await Promise.all([withdraw('academy@example.ae', id), withdraw('academy@example.ae', id)]);
    const trail = await auditTrail(database.db, 'entry', id);
    const who = {
      actorId: idOfMember('academy@example.ae'),
      memberId: idOfMember('mariam.archer@example.ae'),
    };
    // Two withdrawals at once record one.
    expect(trail).toEqual([
      { ...who, action: 'entry.submitted', fromStatus: null, toStatus: 'Pending', reason: null },
      {
        ...who,
        action: 'entry.withdrawn',
        fromStatus: 'Pending',
        toStatus: 'Withdrawn',
        reason: 'afterSubscription',
      },
    ]);
  });

  it('withdraws for the member who entered, keeping the submission in the history; a second time is refused', async () => {
    const id = await freshEntry();
    // Another member's entry answers as a missing one would.
    await expectApiError(await withdraw('club@example.ae', id), 404, 'not_found');
    await expectApiError(await withdraw('mariam.archer@example.ae', id), 404, 'not_found');

    const response = await withdraw('academy@example.ae', id, { reason: 'internationalChampionship' });
    expect(response.status).toBe(200);
    const entry = v.parse(TournamentEntrySchema, await response.json());
    expect(entry).toMatchObject({ status: 'Withdrawn', mayWithdraw: false });
    expect(entry.history).toEqual([
      { event: 'submitted', at: expect.any(String) },
      { event: 'withdrawalRequested', at: expect.any(String), reason: 'internationalChampionship' },
    ]);
    expect(entry.bill).not.toBeNull();

    await expectApiError(await withdraw('academy@example.ae', id), 409, 'already_withdrawn');
    // Withdrawn, the archer may be entered again while the window is open.
    expect(await freshEntry()).not.toBe(id);
  });

  const masters = { email: 'hamad.masters@example.ae', division: 'R', ageClass: '50+' };

  it('cancels the unpaid bill of an entry withdrawn while the first window is open, the member as the actor', async () => {
    const { entries } = await eligibility('academy@example.ae', 'activities-first-window');
    const { id } = entries.find((entry) => entry.archer.id === idOfMember('hamad.masters@example.ae'))!;
    const response = await withdraw('academy@example.ae', id);
    const entry = v.parse(TournamentEntrySchema, await response.json());
    expect(entry.bill).toMatchObject({ status: 'cancelled' });
    const [bill] = await database.db.select().from(bills).where(eq(bills.tournamentEntryId, id));
    expect(bill!.statusReason).toBe(withdrawnInFirstWindow);
    expect((await auditTrail(database.db, 'bill', bill!.id)).at(-1)).toEqual({
      actorId: idOfMember('academy@example.ae'),
      memberId: idOfMember('academy@example.ae'),
      action: 'bill.cancelled',
      fromStatus: 'unpaid',
      toStatus: 'cancelled',
      reason: withdrawnInFirstWindow,
    });
  });

  it('leaves the bill for the office once the first window has closed, and a paid bill as it is', async () => {
    const [{ firstRegistrationEnd }] = (await database.db
      .select({ firstRegistrationEnd: tournaments.firstRegistrationEnd })
      .from(tournaments)
      .where(eq(tournaments.id, await idOf('activities-first-window')))) as [
      { firstRegistrationEnd: string },
    ];
    const dayAfter = new Date(`${firstRegistrationEnd}T12:00:00+04:00`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const late = await freshEntry(masters);
    await database.db.transaction((tx) =>
      withdrawEntry(tx, late, idOfMember('academy@example.ae'), 'afterSubscription', dayAfter),
    );
    const paid = await freshEntry(masters);
    await database.db.update(bills).set({ status: 'paid' }).where(eq(bills.tournamentEntryId, paid));
    await withdraw('academy@example.ae', paid);
    const statuses = await database.db
      .select({ entry: bills.tournamentEntryId, status: bills.status })
      .from(bills)
      .where(inArray(bills.tournamentEntryId, [late, paid]));
    expect(Object.fromEntries(statuses.map((row) => [row.entry, row.status]))).toEqual({
      [late]: 'unpaid',
      [paid]: 'paid',
    });
  });

  it('refuses a withdrawal from a tournament that is over', async () => {
    const past = await eligibility('player@example.ae', 'local-indoor-past');
    await expectApiError(await withdraw('player@example.ae', past.entries[0]!.id), 409, 'tournament_over');
  });

  it('answers 400 for an unknown reason and 404 for an unknown entry', async () => {
    const mine = await eligibility('player@example.ae', 'open-second-window');
    const error = await expectApiError(
      await withdraw('player@example.ae', mine.entries[0]!.id, { reason: 'illness' }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ reason: ['validation.invalid'] });
    await expectApiError(await withdraw('player@example.ae', 999999), 404, 'not_found');
    await expectApiError(
      await app.request('/api/tournament-entries/1/withdrawal', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'afterSchedule' }),
      }),
      401,
      'unauthenticated',
    );
  });
});
