import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../test/app';
import { openTestDatabase } from '../../test/database';
import { addDays, uaeToday } from '../calendar';
import type { DatabaseHandle } from '../db/client';
import { members, outgoingMail, sentReminders } from '../db/schema';
import { recordingMailer } from '../mail/mailer';
import { startReminderJob } from './reminder-job';
import { type ReminderContext, sendExpiryReminders } from './reminders';

/**
 * The reminders with a pinned clock, on PGlite and PostgreSQL. The demo seed gives the player a passport expiring in
 * 20 days and the community-activity player a medical exam running out in 15 (decision 056); the coach's membership
 * is set here to end in 7 days, and the coach reads English.
 */
let database: DatabaseHandle;
let clock = new Date();
let ctx: ReminderContext;
const origin = 'https://www.uaearchery.ae';

beforeAll(async () => {
  database = await openTestDatabase();
  const today = uaeToday(clock);
  await database.db
    .update(members)
    .set({ validUntil: addDays(today, 7), language: 'en' })
    .where(eq(members.email, 'coach@example.ae'));
  ctx = {
    db: database.db,
    mailer: recordingMailer(database.db, silentLogger, () => clock),
    logger: silentLogger,
    publicOrigin: origin,
    now: () => clock,
  };
});
afterAll(() => database.close());

const mailsTo = async (email: string) =>
  database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, email)).orderBy(outgoingMail.id);

async function remindersOf(email: string) {
  const rows = await database.db
    .select({ about: sentReminders.about, daysBefore: sentReminders.daysBefore })
    .from(sentReminders)
    .innerJoin(members, eq(members.id, sentReminders.memberId))
    .where(eq(members.email, email))
    .orderBy(sentReminders.id);
  return rows.map((row) => `${row.about} ${row.daysBefore}`);
}

describe('the expiry reminders', () => {
  it('mail each member once, in their language, with the link to act, however many runs overlap', async () => {
    await Promise.all([sendExpiryReminders(ctx), sendExpiryReminders(ctx)]);
    expect(await remindersOf('player@example.ae')).toEqual(['passport 30']);
    expect(await remindersOf('activity@example.ae')).toEqual(['medicalExam 30']);
    expect(await remindersOf('coach@example.ae')).toEqual(['membership 7']);

    const [coach] = await mailsTo('coach@example.ae');
    expect(coach!.subject).toMatch(/^Reminder: your UAE Archery Federation membership expires on /);
    expect(coach!.body).toContain('in 7 days');
    expect(coach!.body).toContain(`${origin}/en/my-account-coach`);
    const [player, more] = await mailsTo('player@example.ae');
    expect(more).toBeUndefined();
    expect(player!.subject).toMatch(/^تذكير: ينتهي جواز السفر المسجل لدى الاتحاد في /);
    expect(player!.body).toContain(`${origin}/my-account-player/account`);

    // The same day again: nothing more.
    const before = await database.db.select({ id: outgoingMail.id }).from(outgoingMail);
    expect(await sendExpiryReminders(ctx)).toBe(0);
    expect(await database.db.select({ id: outgoingMail.id }).from(outgoingMail)).toHaveLength(before.length);
  });

  it('sends the 7-day reminder a week ahead, and none once the day has passed', async () => {
    clock = new Date(clock.getTime() + 14 * 86_400_000);
    await sendExpiryReminders(ctx);
    expect(await remindersOf('player@example.ae')).toEqual(['passport 30', 'passport 7']);
    expect(await remindersOf('activity@example.ae')).toEqual(['medicalExam 30', 'medicalExam 7']);
    expect(await remindersOf('coach@example.ae')).toEqual(['membership 7']);
    const [, second] = await mailsTo('player@example.ae');
    expect(second!.body).toContain('٦');
  });

  it('runs from the daily job', async () => {
    clock = new Date(clock.getTime() + 300 * 86_400_000);
    const [member] = await database.db
      .update(members)
      .set({ validUntil: addDays(uaeToday(clock), 30) })
      .where(eq(members.email, 'coach@example.ae'))
      .returning({ id: members.id });
    const job = await startReminderJob(database, ctx, { pollingIntervalSeconds: 0.5 });
    try {
      await job.runNow();
      await expect
        .poll(
          async () =>
            database.db
              .select({ id: sentReminders.id })
              .from(sentReminders)
              .where(and(eq(sentReminders.memberId, member!.id), eq(sentReminders.daysBefore, 30))),
          { timeout: 15_000, interval: 250 },
        )
        .toHaveLength(1);
    } finally {
      await job.stop();
    }
  });
});
