import { ContactInboxItemSchema, OfficeHolidayListSchema, OfficeHolidaySchema } from '@uaeaf/contracts';
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, contactMessages, publicHolidays } from '../../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
const now = new Date('2026-11-23T10:00:00+04:00');

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const admin = 'admin@example.ae';

async function holidays() {
  const response = await call.get('/office/holidays', admin);
  expect(response.status).toBe(200);
  return v.parse(OfficeHolidayListSchema, await response.json()).items;
}

describe('public holidays in the office', () => {
  it('holds the federal list of 2026 and 2027 from the start, earliest first', async () => {
    const items = await holidays();
    const days = items.map((holiday) => holiday.day);
    expect(days).toEqual([...days].sort());
    expect(items).toContainEqual(
      expect.objectContaining({ day: '2026-12-02', name: { ar: 'عيد الاتحاد', en: 'National Day' } }),
    );
    expect(days.filter((day) => day.startsWith('2027-'))).toContain('2027-03-09');
  });

  it('adds a holiday, which moves the due day of a contact message, and removes it again, each in the audit trail', async () => {
    // Monday 23 November: due Thursday 26 November, until Wednesday 25 becomes a holiday.
    const [message] = await database.db
      .insert(contactMessages)
      .values({
        name: 'Khalid',
        email: 'khalid@example.ae',
        phone: '+971501234567',
        subject: 'Range opening hours',
        message: 'When does the Sharjah range open?',
        clientAddress: '192.0.2.9',
        createdAt: new Date('2026-11-23T09:00:00+04:00'),
      })
      .returning({ id: contactMessages.id });
    const dueOn = async () =>
      v.parse(
        ContactInboxItemSchema,
        await (await call.get(`/office/contact-messages/${message!.id}`, 'editor@example.ae')).json(),
      ).dueOn;
    expect(await dueOn()).toBe('2026-11-26');

    const response = await call.post('/office/holidays', admin, {
      day: '2026-11-25',
      nameAr: ' عطلة رسمية ',
      nameEn: 'Official holiday',
    });
    expect(response.status).toBe(201);
    const added = v.parse(OfficeHolidaySchema, await response.json());
    expect(added).toMatchObject({ day: '2026-11-25', name: { ar: 'عطلة رسمية', en: 'Official holiday' } });
    expect(await dueOn()).toBe('2026-11-30');

    const removed = await call.delete(`/office/holidays/${added.id}`, admin);
    expect(removed.status).toBe(200);
    expect(v.parse(OfficeHolidayListSchema, await removed.json()).items.map((h) => h.id)).not.toContain(
      added.id,
    );
    expect(await dueOn()).toBe('2026-11-26');

    const audit = await database.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'holiday'), eq(auditEvents.subjectId, added.id)));
    expect(audit).toEqual([
      { action: 'holiday.added', actorId: call.idOf(admin) },
      { action: 'holiday.removed', actorId: call.idOf(admin) },
    ]);
  });

  it('refuses a day that is a holiday already, or a missing name, on the field and adds nothing', async () => {
    const before = (await database.db.select().from(publicHolidays)).length;
    const taken = await expectApiError(
      await call.post('/office/holidays', admin, { day: '2026-12-02', nameAr: 'عيد', nameEn: 'Eid' }),
      400,
      'validation_failed',
    );
    expect(taken.fields).toEqual({ day: ['holidays.dayTaken'] });
    const missing = await expectApiError(
      await call.post('/office/holidays', admin, { day: 'tomorrow', nameAr: '', nameEn: 'Eid' }),
      400,
      'validation_failed',
    );
    expect(missing.fields).toMatchObject({ day: ['validation.invalid'], nameAr: ['validation.required'] });
    expect((await database.db.select().from(publicHolidays)).length).toBe(before);
  });

  it('answers 404 for a holiday that does not exist', async () => {
    await expectApiError(await call.delete('/office/holidays/2147483647', admin), 404, 'not_found');
  });

  it('refuses everyone but the administrator (403)', async () => {
    for (const email of ['editor@example.ae', 'membership@example.ae', 'finance@example.ae']) {
      await expectApiError(await call.get('/office/holidays', email), 403, 'forbidden');
    }
  });
});
