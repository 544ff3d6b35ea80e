import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger, testApp } from '../../test/app';
import { demoCallers } from '../../test/callers';
import { testDatabaseTarget } from '../../test/database';
import { freshClub } from '../club-account/teams/test-club';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { auditEvents, outgoingMail, seasons, serviceRequestParties } from '../db/schema';
import { recordingMailer } from '../mail/mailer';
import { type SilenceJob, startSilenceJob } from './silence-job';
import { playerAt } from './test-player';

/**
 * The 14-day rule as it runs: pg-boss on the database, two API instances with their own job (on PostgreSQL two
 * connections pools, as two processes have; one PGlite folder is one process's, so there both share it), and a pinned
 * clock moved past a silent club's deadline. The silence is applied, audited and mailed once.
 */
let clock = new Date();
const handles: DatabaseHandle[] = [];
const jobs: SilenceJob[] = [];
let app: Hono;
let call: Awaited<ReturnType<typeof demoCallers>>;

beforeAll(async () => {
  const target = await testDatabaseTarget('seeded');
  handles.push(await openDatabase(target));
  handles.push(target.kind === 'postgres' ? await openDatabase(target) : handles[0]!);
  app = testApp(handles[0]!, { now: () => clock });
  call = await demoCallers(app, handles[0]!);
  // A first login before the queues start: the login limits make their table on first use, which is no part of this.
  await call.as('club@example.ae');
  for (const handle of handles) {
    jobs.push(
      await startSilenceJob(
        handle,
        {
          db: handle.db,
          now: () => clock,
          mailer: recordingMailer(handle.db, silentLogger, () => clock),
          publicOrigin: 'http://localhost:3000',
          logger: silentLogger,
        },
        { pollingIntervalSeconds: 0.5 },
      ),
    );
  }
});

afterAll(async () => {
  for (const job of jobs) await job.stop();
  for (const handle of new Set(handles)) await handle.close();
});

describe('the silence job', () => {
  it('takes a club silent past its deadline as agreeing once, with two instances running it', async () => {
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    const from = await freshClub(first.db);
    const to = await freshClub(first.db, 'academy');
    const player = await playerAt(first.db, from.id);
    const [active] = await first.db
      .select({ name: seasons.name })
      .from(seasons)
      .where(eq(seasons.isActive, true));
    const made = await call.post('/account/services/playerTransfer', player.email, {
      receivingClubId: to.id,
      reason: 'Closer to home',
      season: active!.name,
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect((await call.post(`/account/services/${id}/answer`, to.email, { answer: 'agree' })).status).toBe(
      200,
    );

    const answerOf = async () => {
      const [row] = await second.db
        .select({ answer: serviceRequestParties.answer })
        .from(serviceRequestParties)
        .where(and(eq(serviceRequestParties.requestId, id), eq(serviceRequestParties.role, 'releasingClub')));
      return row!.answer;
    };
    // Before the deadline both run and change nothing.
    await Promise.all(jobs.map((job) => job.runNow()));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await answerOf()).toBe('pending');

    clock = new Date(clock.getTime() + 14 * 24 * 60 * 60 * 1000 + 1000);
    await Promise.all(jobs.map((job) => job.runNow()));
    const deadline = Date.now() + 15_000;
    while ((await answerOf()) === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await answerOf()).toBe('deemedAgreed');
    // Both had time to run again, and are asked to.
    await Promise.all(jobs.map((job) => job.runNow()));
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const rows = await first.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, toStatus: auditEvents.toStatus })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.subject, 'request'),
          eq(auditEvents.subjectId, id),
          eq(auditEvents.action, 'service.partyDeemedAgreed'),
        ),
      );
    expect(rows).toEqual([
      { action: 'service.partyDeemedAgreed', actorId: null, toStatus: 'awaitingOffice' },
    ]);
    const mails = await first.db
      .select({ body: outgoingMail.body })
      .from(outgoingMail)
      .where(eq(outgoingMail.recipient, player.email));
    expect(mails.filter((mail) => mail.body.includes('did not answer in time'))).toHaveLength(1);
  });
});
