import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../http/logger';

export interface ScheduledJob {
  /** Asks for a run now (tests; the schedule runs it anyway). */
  runNow(): Promise<void>;
  /** Stops fetching jobs and waits for the running one (the database stays open: the API closes it). */
  stop(): Promise<void>;
}

export interface ScheduledJobOptions {
  /** The pg-boss queue, one per job. */
  queue: string;
  /** pg-boss cron, in `tz` (UTC when not given). */
  cron: string;
  tz?: string;
  /** Names the job in the log. */
  label: string;
  logger: Logger;
  /** How often each process asks for due jobs; tests poll faster. */
  pollingIntervalSeconds?: number | undefined;
  run: () => Promise<unknown>;
}

/**
 * A job run on a schedule once across all API processes (decisions 028, 039, 055): pg-boss in the API's own database
 * through its `db` option, whose cron puts one job on the queue per tick however many processes run, and whose
 * `singleton` policy keeps a second run from starting beside a running one. The job itself must stand a repeated run.
 */
export async function startScheduledJob(
  database: DatabaseHandle,
  { queue, cron, tz, label, logger, pollingIntervalSeconds = 2, run }: ScheduledJobOptions,
): Promise<ScheduledJob> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Finished jobs are of no interest after a day; pg-boss's own defaults keep them for weeks.
    deleteAfterDays: 1,
  });
  boss.on('error', (error) => logger.error(`${label}:`, error));
  await boss.start();
  await boss.createQueue(queue, { name: queue, policy: 'singleton' });
  await boss.work(queue, { pollingIntervalSeconds }, async () => {
    await run();
  });
  await boss.schedule(queue, cron, {}, tz ? { tz } : {});
  return {
    runNow: async () => {
      await boss.send(queue, {});
    },
    stop: () => boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }),
  };
}
