import { AccountTournamentEntriesSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

async function entriesOf(email: string) {
  const response = await call.get('/account/tournament-entries', email);
  expect(response.status).toBe(200);
  return v.parse(AccountTournamentEntriesSchema, await response.json());
}

describe('GET /api/account/tournament-entries', () => {
  it("lists a club's entries across tournaments, each tournament once, with its registration state", async () => {
    const { tournaments, items } = await entriesOf('club@example.ae');
    expect(items.length).toBeGreaterThan(1);
    expect(new Set(items.map((entry) => entry.tournamentId)).size).toBeGreaterThan(1);
    const ids = tournaments.map((tournament) => tournament.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(items.every((entry) => ids.includes(entry.tournamentId))).toBe(true);
    const starts = tournaments.map((tournament) => tournament.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(items.every((entry) => entry.division.code && entry.ageClass.code)).toBe(true);
  });

  it("never shows another club's entries", async () => {
    const club = await entriesOf('club@example.ae');
    const academy = await entriesOf('academy@example.ae');
    const clubIds = new Set(club.items.map((entry) => entry.id));
    expect(academy.items.length).toBeGreaterThan(0);
    expect(academy.items.some((entry) => clubIds.has(entry.id))).toBe(false);
  });

  it('needs a member session', async () => {
    await expectApiError(await call.get('/account/tournament-entries'), 401, 'unauthenticated');
  });
});
