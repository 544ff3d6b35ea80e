import {
  ContactInboxItemSchema,
  ContactInboxResponseSchema,
  ContactInboxSummarySchema,
} from '@uaeaf/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, testApp } from '../../../test/app';
import { demoCallers } from '../../../test/callers';
import { openTestDatabase } from '../../../test/database';
import type { DatabaseHandle } from '../../db/client';
import { auditEvents, contactMessages, outgoingMail } from '../../db/schema';

let database: DatabaseHandle;
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;
// Monday 30 November 2026, 10:00 in the UAE.
let clock = new Date('2026-11-30T10:00:00+04:00');

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, { now: () => clock });
  call = await demoCallers(app, database);
});
afterAll(() => database.close());

const editor = 'editor@example.ae';

async function received(at: string, values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(contactMessages)
    .values({
      name: 'Khalid',
      email: 'khalid@example.ae',
      phone: '+971501234567',
      subject: 'Range opening hours',
      message: 'When does the Sharjah range open on Saturdays?',
      clientAddress: '192.0.2.9',
      createdAt: new Date(at),
      ...values,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

async function item(id: number) {
  const response = await call.get(`/office/contact-messages/${id}`, editor);
  expect(response.status).toBe(200);
  return v.parse(ContactInboxItemSchema, await response.json());
}

describe('the contact inbox', () => {
  it('marks a message due 3 Sharjah working days after it arrived, and overdue once that day has passed', async () => {
    // Thursday 26 November: Monday 30 November is a working day; 1 December (Commemoration Day) and 2 and 3 December
    // (National Day) are public holidays; Monday 7 and Tuesday 8 December are the other two.
    const thursday = await received('2026-11-26T09:00:00+04:00');
    // Monday 23 November: due Thursday 26 November, before today.
    const monday = await received('2026-11-23T09:00:00+04:00');
    expect(await item(thursday)).toMatchObject({ dueOn: '2026-12-08', overdue: false, status: 'new' });
    expect(await item(monday)).toMatchObject({ dueOn: '2026-11-26', overdue: true });

    const summary = v.parse(
      ContactInboxSummarySchema,
      await (await call.get('/office/contact-messages/summary', editor)).json(),
    );
    expect(summary.newCount).toBeGreaterThanOrEqual(2);
    expect(summary.overdueCount).toBeGreaterThanOrEqual(1);
    // Past its due day, and the sessions' idle limit: log in again then, and again back on the 30th.
    clock = new Date('2026-12-09T10:00:00+04:00');
    call.forgetSessions();
    expect(await item(thursday)).toMatchObject({ overdue: true });
    clock = new Date('2026-11-30T10:00:00+04:00');
    call.forgetSessions();
  });

  it('counts no working day in the Eid holiday: a message received the day before Eid Al Fitr is due after it', async () => {
    // Wednesday 18 March 2026; Eid Al Fitr is 19 to 22 March, a Thursday to a Sunday.
    const beforeEid = await received('2026-03-18T11:00:00+04:00');
    expect(await item(beforeEid)).toMatchObject({ dueOn: '2026-03-25' });
  });

  it("sends a reply by mail in the sender's language, keeps it with who wrote it, and lists the message as answered", async () => {
    const id = await received('2026-11-29T12:00:00+04:00', {
      email: 'fatima@example.ae',
      name: 'فاطمة',
      subject: 'مواعيد التدريب',
      message: 'متى تبدأ دورة المبتدئين؟',
    });
    const response = await call.post(`/office/contact-messages/${id}/reply`, editor, {
      reply: 'تبدأ الدورة في الأول من ديسمبر.',
    });
    expect(response.status).toBe(200);
    expect(v.parse(ContactInboxItemSchema, await response.json())).toMatchObject({
      status: 'answered',
      overdue: false,
      reply: { text: 'تبدأ الدورة في الأول من ديسمبر.', by: { id: call.idOf(editor) } },
    });
    const [mail] = await database.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.recipient, 'fatima@example.ae'))
      .orderBy(desc(outgoingMail.id));
    expect(mail).toMatchObject({ subject: 'رد: مواعيد التدريب' });
    expect(mail!.body).toContain('تبدأ الدورة في الأول من ديسمبر.');
    expect(mail!.body).toContain('> متى تبدأ دورة المبتدئين؟');

    const answered = v.parse(
      ContactInboxResponseSchema,
      await (await call.get('/office/contact-messages?status=answered', editor)).json(),
    );
    expect(answered.items.map((one) => one.id)).toContain(id);
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subject, 'contact'), eq(auditEvents.subjectId, id)));
    expect(audit).toMatchObject([{ action: 'contact.answered', actorId: call.idOf(editor) }]);

    await expectApiError(
      await call.post(`/office/contact-messages/${id}/reply`, editor, { reply: 'Again' }),
      409,
      'contact_already_answered',
    );
  });

  it('refuses an empty reply on its field and sends nothing', async () => {
    const id = await received('2026-11-30T08:00:00+04:00', { email: 'empty@example.ae' });
    const error = await expectApiError(
      await call.post(`/office/contact-messages/${id}/reply`, editor, { reply: '   ' }),
      400,
      'validation_failed',
    );
    expect(error.fields).toEqual({ reply: ['validation.required'] });
    expect(await item(id)).toMatchObject({ status: 'new', reply: null });
    expect(
      await database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, 'empty@example.ae')),
    ).toEqual([]);
  });

  it('refuses the membership and finance officers (403)', async () => {
    for (const email of ['membership@example.ae', 'finance@example.ae']) {
      await expectApiError(await call.get('/office/contact-messages', email), 403, 'forbidden');
    }
  });
});
