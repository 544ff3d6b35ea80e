import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { ServiceContext } from './context';
import { applySilence } from './steps';

const silenceQueue = 'service-party-silence';

export interface SilenceJob {
  /** Asks for a run now (tests; the schedule runs it every minute anyway). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The 14-day rule's scheduled job (decision 039), on pg-boss in the API's own database like the payments' expiry job
 * (decision 028): pg-boss's cron puts one job a minute on the queue however many API processes run, the `singleton`
 * policy keeps a second run from starting beside a running one, and `applySilence` moves each silent party once even
 * if two runs overlapped (the request row is locked, the party moves only from `pending`).
 */
export async function startSilenceJob(
  database: DatabaseHandle,
  ctx: ServiceContext,
  { pollingIntervalSeconds = 2 }: { pollingIntervalSeconds?: number | undefined } = {},
): Promise<SilenceJob> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    deleteAfterDays: 1,
  });
  boss.on('error', (error) => ctx.logger.error('Service silence job:', error));
  await boss.start();
  await boss.createQueue(silenceQueue, { name: silenceQueue, policy: 'singleton' });
  await boss.work(silenceQueue, { pollingIntervalSeconds }, async () => {
    await applySilence(ctx);
  });
  await boss.schedule(silenceQueue, '* * * * *');
  return {
    runNow: async () => {
      await boss.send(silenceQueue, {});
    },
    stop: () => boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }),
  };
}
