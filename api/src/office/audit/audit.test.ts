import { AuditLogResponseSchema, AuditTimelineResponseSchema } from '@uaeaf/contracts';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import { writeAudit } from '../../audit/audit';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents } from '../../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

const officer = 'membership@example.ae';
const player = 'noura.cadet@example.ae';

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database);
  call = await demoCallers(app, database);
  // Two days of a request's life in UAE time, the first just before midnight UTC+4.
  await database.db.delete(auditEvents);
  await writeAudit(database.db, {
    actorId: null,
    subject: 'request',
    subjectId: 501,
    memberId: call.idOf(player),
    action: 'request.submitted',
    toStatus: 'Pending',
  });
  await database.db.update(auditEvents).set({ at: new Date('2026-03-01T23:30:00+04:00') });
  await database.db.insert(auditEvents).values([
    {
      at: new Date('2026-03-02T00:30:00+04:00'),
      actorId: call.idOf('club@example.ae'),
      subject: 'request',
      subjectId: 501,
      memberId: call.idOf(player),
      action: 'request.accepted',
      fromStatus: 'Pending',
      toStatus: 'Accepted',
    },
    {
      at: new Date('2026-03-03T09:00:00+04:00'),
      actorId: call.idOf(officer),
      subject: 'request',
      subjectId: 501,
      memberId: call.idOf(player),
      action: 'request.approved',
      fromStatus: 'Accepted',
      toStatus: 'Approved',
    },
  ]);
  // And a block through the API, which writes its own row now.
  await call.post(`/office/members/${call.idOf('coach@example.ae')}/block`, officer, {
    reason: 'Audit test',
  });
});
afterAll(() => database.close());

async function log(query: string, email = officer) {
  const response = await call.get(`/office/audit${query}`, email);
  expect(response.status).toBe(200);
  return v.parse(AuditLogResponseSchema, await response.json());
}

describe('GET /api/office/audit', () => {
  it('lists every row newest first, with the actor by name (none for the system)', async () => {
    const page = await log('');
    expect(page.total).toBe(4);
    expect(page.items.map((event) => event.action)).toEqual([
      'member.blocked',
      'request.approved',
      'request.accepted',
      'request.submitted',
    ]);
    expect(page.items[0]).toMatchObject({
      actor: { id: call.idOf(officer), name: { en: 'Abdulrahman Saeed Al Mheiri' } },
      subject: 'member',
      subjectId: call.idOf('coach@example.ae'),
      memberId: call.idOf('coach@example.ae'),
      reason: 'Audit test',
    });
    expect(page.items[3]).toMatchObject({ actor: null, fromStatus: null, toStatus: 'Pending' });
  });

  it('filters by subject, action, actor, member and UAE days (both included)', async () => {
    const actions = async (query: string) => (await log(query)).items.map((event) => event.action);
    expect(await actions('?subject=member')).toEqual(['member.blocked']);
    expect(await actions('?action=request.accepted')).toEqual(['request.accepted']);
    expect(await actions(`?actorId=${call.idOf('club@example.ae')}`)).toEqual(['request.accepted']);
    expect(await actions(`?memberId=${call.idOf(player)}&subject=request`)).toHaveLength(3);
    expect(await actions('?from=2026-03-01&to=2026-03-01')).toEqual(['request.submitted']);
    expect(await actions('?from=2026-03-02&to=2026-03-03')).toEqual(['request.approved', 'request.accepted']);
  });

  it('pages', async () => {
    const second = await log('?pageSize=2&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 4, totalPages: 2 });
    expect(second.items.map((event) => event.action)).toEqual(['request.accepted', 'request.submitted']);
  });

  it.each([
    ['an unknown subject', '?subject=planet', 'subject'],
    ['a malformed action', '?action=drop', 'action'],
    ['a day that does not exist', '?from=2026-02-30', 'from'],
    ['a range that ends before it starts', '?from=2026-03-02&to=2026-03-01', 'to'],
    ['an actor that is no id', '?actorId=me', 'actorId'],
  ])('answers 400 for %s', async (_, query, field) => {
    const error = await expectApiError(
      await call.get(`/office/audit${query}`, officer),
      400,
      'validation_failed',
    );
    expect(Object.keys(error.fields!)).toEqual([field]);
  });

  it('is for staff with audit.read: not the content editor, nor members', async () => {
    await expectApiError(await call.get('/office/audit'), 401, 'unauthenticated');
    await expectApiError(await call.get('/office/audit', 'editor@example.ae'), 403, 'forbidden');
    await expectApiError(await call.get('/office/audit', player), 403, 'forbidden');
    expect((await call.get('/office/audit', 'finance@example.ae')).status).toBe(200);
  });
});

describe('GET /api/office/audit/:subject/:id', () => {
  it("answers one item's timeline, newest first", async () => {
    const response = await call.get('/office/audit/request/501', officer);
    expect(response.status).toBe(200);
    const { items } = v.parse(AuditTimelineResponseSchema, await response.json());
    expect(items.map((event) => event.toStatus)).toEqual(['Approved', 'Accepted', 'Pending']);
    const none = v.parse(
      AuditTimelineResponseSchema,
      await (await call.get('/office/audit/bill/501', officer)).json(),
    );
    expect(none.items).toEqual([]);
  });

  it('answers 404 for a subject that is none', async () => {
    await expectApiError(await call.get('/office/audit/planet/501', officer), 404, 'not_found');
  });
});
