import {
  AccountCircularDetailSchema,
  AccountCircularsResponseSchema,
  UnreadCircularsSchema,
} from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { openTestDatabase } from '../../test/database';
import type { DatabaseHandle } from '../db/client';
import { circulars } from '../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
let idOfNumber: Map<string, number>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  // From the table: the public list leaves out the circulars addressed to some kinds only.
  const rows = await database.db.select({ id: circulars.id, number: circulars.number }).from(circulars);
  idOfNumber = new Map(rows.map((row) => [row.number, row.id]));
});
afterAll(() => database.close());

async function json<TSchema extends v.GenericSchema>(response: Response, schema: TSchema) {
  expect(response.status).toBe(200);
  return v.parse(schema, await response.json());
}

const listOf = async (email: string) =>
  json(await call.get('/account/circulars?pageSize=48', email), AccountCircularsResponseSchema);
const unreadOf = async (email: string) =>
  (await json(await call.get('/account/circulars/unread', email), UnreadCircularsSchema)).unread;

describe('GET /api/account/circulars', () => {
  it("lists the circulars addressed to everyone and to the caller's kind, newest first", async () => {
    const club = await listOf('club@example.ae');
    const numbers = club.items.map((item) => item.number);
    expect(numbers).toContain('10/2026');
    expect(numbers).toContain('05/2026');
    expect(numbers).not.toContain('11/2026');
    expect(club.total).toBe(13);
    const dates = club.items.map((item) => item.issuedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(club.items[0]!.attachments[0]!.url).toMatch(/^\/api\/files\/\d+$/);

    const referee = (await listOf('referee@example.ae')).items.map((item) => item.number);
    expect(referee).toContain('11/2026');
    expect(referee).not.toContain('10/2026');
    expect(referee).not.toContain('05/2026');
  });

  it('marks a circular read once opened, for that member alone, and counts the unread', async () => {
    const before = await unreadOf('academy@example.ae');
    expect(before).toBe((await listOf('academy@example.ae')).items.filter((item) => !item.read).length);
    const clubBefore = await unreadOf('club@example.ae');

    const id = idOfNumber.get('10/2026')!;
    const opened = await json(
      await call.post(`/account/circulars/${id}/read`, 'academy@example.ae', undefined),
      AccountCircularDetailSchema,
    );
    expect(opened).toMatchObject({ number: '10/2026', read: true });
    expect(opened.body?.en.length).toBeGreaterThan(0);
    // Opening it again changes nothing.
    await json(
      await call.post(`/account/circulars/${id}/read`, 'academy@example.ae', undefined),
      AccountCircularDetailSchema,
    );

    expect(await unreadOf('academy@example.ae')).toBe(before - 1);
    const row = (await listOf('academy@example.ae')).items.find((item) => item.id === id)!;
    expect(row.read).toBe(true);
    expect(await unreadOf('club@example.ae')).toBe(clubBefore);
    expect((await listOf('club@example.ae')).items.find((item) => item.id === id)!.read).toBe(false);
  });

  it('answers 404 for a circular addressed to another kind of member, and marks nothing', async () => {
    const before = await unreadOf('club@example.ae');
    await expectApiError(
      await call.post(`/account/circulars/${idOfNumber.get('11/2026')!}/read`, 'club@example.ae', undefined),
      404,
      'not_found',
    );
    await expectApiError(
      await call.post('/account/circulars/99999/read', 'club@example.ae', undefined),
      404,
      'not_found',
    );
    expect(await unreadOf('club@example.ae')).toBe(before);
  });

  it('needs a member session', async () => {
    await expectApiError(await call.get('/account/circulars'), 401, 'unauthenticated');
    await expectApiError(await call.get('/account/circulars', 'admin@example.ae'), 403, 'forbidden');
  });
});
