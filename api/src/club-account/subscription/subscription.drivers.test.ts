import { SeasonSubscriptionViewSchema } from '@uaeaf/contracts';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, billLines, bills, fees, seasonSubscriptions, seasons } from '../../db/schema';
import { clubPlayerOf, freshClub } from '../teams/test-club';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let club: { id: number; email: string };
let players: number[];
let rivalPlayer: number;
/** The active season's demo amounts. */
let clubFils: number;
let archerFils: number;

const path = '/account/club/season-subscription';

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  club = await freshClub(database.db);
  const rival = await freshClub(database.db);
  players = [
    await clubPlayerOf(database.db, club.id, { gender: 'female', birthDate: '2004-01-01' }),
    await clubPlayerOf(database.db, club.id, { gender: 'male', birthDate: '2001-01-01' }),
  ];
  rivalPlayer = await clubPlayerOf(database.db, rival.id, { gender: 'male', birthDate: '2001-01-01' });
  call = await demoCallers(app, database);
  const priced = await database.db
    .select({ code: fees.code, amountFils: fees.amountFils })
    .from(fees)
    .innerJoin(seasons, eq(seasons.id, fees.seasonId))
    .where(
      and(
        eq(seasons.isActive, true),
        inArray(fees.code, ['seasonSubscription.club', 'seasonSubscription.archer']),
      ),
    );
  clubFils = priced.find((row) => row.code === 'seasonSubscription.club')!.amountFils;
  archerFils = priced.find((row) => row.code === 'seasonSubscription.archer')!.amountFils;
});
afterAll(() => database.close());

async function view(email = club.email) {
  const response = await call.get(path, email);
  expect(response.status).toBe(200);
  return v.parse(SeasonSubscriptionViewSchema, await response.json());
}

function subscribe(body: unknown, email = club.email) {
  return call.put(path, email, body);
}

function clubBills() {
  return database.db
    .select({
      id: bills.id,
      status: bills.status,
      amountFils: bills.amountFils,
      statusReason: bills.statusReason,
    })
    .from(bills)
    .where(and(eq(bills.memberId, club.id), eq(bills.category, 'seasonSubscription')))
    .orderBy(asc(bills.id));
}

describe('/api/account/club/season-subscription', () => {
  it('shows the active season, its prices and the club’s players before any subscription', async () => {
    const answer = await view();
    expect(answer.season).not.toBeNull();
    expect(answer.subscription).toBeNull();
    expect(answer.prices).toEqual({ memberFils: clubFils, archerFils });
    expect(answer.players.map((player) => player.id).sort()).toEqual([...players].sort());
  });

  it('subscribes with one bill: the club’s fee and a line per player; two requests at once make one subscription', async () => {
    const body = { category: 'men', playerIds: players };
    const responses = await Promise.all([subscribe(body), subscribe(body)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const answer = await view();
    expect(answer.subscription).toMatchObject({ category: 'men', editable: true });
    expect(answer.subscription!.players.map((player) => player.id).sort()).toEqual([...players].sort());
    const issued = await clubBills();
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ status: 'unpaid', amountFils: clubFils + 2 * archerFils });
    expect(answer.subscription!.bill).toMatchObject({ id: issued[0]!.id, status: 'unpaid' });
    const lines = await database.db.select().from(billLines).where(eq(billLines.billId, issued[0]!.id));
    expect(lines.map((line) => line.amountFils)).toEqual([clubFils, archerFils, archerFils]);
    expect(lines[1]!.descriptionEn).toMatch(/^Season subscription: archer: /);
    const rows = await database.db
      .select()
      .from(seasonSubscriptions)
      .where(eq(seasonSubscriptions.clubId, club.id));
    expect(rows).toHaveLength(1);
  });

  it('an edit before payment cancels the unpaid bill and issues a new one, with audit rows', async () => {
    const [before] = await clubBills();
    const response = await subscribe({ category: 'women', playerIds: [players[0]] });
    expect(response.status).toBe(200);
    const answer = v.parse(SeasonSubscriptionViewSchema, await response.json());
    expect(answer.subscription).toMatchObject({ category: 'women' });
    expect(answer.subscription!.players.map((player) => player.id)).toEqual([players[0]]);
    const after = await clubBills();
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ id: before!.id, status: 'cancelled' });
    expect(after[0]!.statusReason).toMatch(/Replaced by the bill of the changed season subscription/);
    expect(after[1]).toMatchObject({ status: 'unpaid', amountFils: clubFils + archerFils });
    const audit = await database.db
      .select({ action: auditEvents.action, from: auditEvents.fromStatus, to: auditEvents.toStatus })
      .from(auditEvents)
      .where(and(eq(auditEvents.memberId, club.id), like(auditEvents.action, 'subscription.%')))
      .orderBy(asc(auditEvents.id));
    expect(audit).toEqual([
      { action: 'subscription.created', from: null, to: 'men, 2 players' },
      { action: 'subscription.changed', from: 'men, 2 players', to: 'women, 1 players' },
    ]);
    // The same subscription again bills nothing.
    expect((await subscribe({ category: 'women', playerIds: [players[0]] })).status).toBe(200);
    expect(await clubBills()).toHaveLength(2);
  });

  it('refuses another club’s player in words, changing nothing', async () => {
    const before = await view();
    const refusal = await expectApiError(
      await subscribe({ category: 'women', playerIds: [players[0], rivalPlayer] }),
      409,
      'player_not_in_club',
    );
    expect(refusal.message).toBe('This player is not one of your approved players');
    expect(await view()).toEqual(before);
    await expectApiError(await subscribe({ category: 'nope', playerIds: [] }), 400, 'validation_failed');
    await expectApiError(
      await subscribe({ category: 'men', playerIds: [players[0], players[0]] }),
      400,
      'validation_failed',
    );
  });

  it('once the bill is paid the subscription is read-only: edits are refused', async () => {
    const answer = await view();
    await database.db
      .update(bills)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(bills.id, answer.subscription!.bill!.id));
    const paid = await view();
    expect(paid.subscription).toMatchObject({ editable: false, bill: { status: 'paid' } });
    await expectApiError(await subscribe({ category: 'men', playerIds: [] }), 409, 'subscription_paid');
    expect(await view()).toEqual(paid);
  });

  it("never shows a club another club's subscription, and is for clubs and academies only", async () => {
    const other = await freshClub(database.db, 'academy');
    const theirs = await view(other.email);
    expect(theirs.subscription).toBeNull();
    expect(theirs.players).toEqual([]);
    await expectApiError(await call.get(path, 'player@example.ae'), 403, 'forbidden');
  });

  it('an academy pays the academy fee', async () => {
    const academy = await freshClub(database.db, 'academy');
    expect((await subscribe({ category: 'junior', playerIds: [] }, academy.email)).status).toBe(200);
    const [bill] = await database.db
      .select()
      .from(bills)
      .where(and(eq(bills.memberId, academy.id), eq(bills.category, 'seasonSubscription')));
    expect(bill!.feeCode).toBe('seasonSubscription.academy');
  });
});
