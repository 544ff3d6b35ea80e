import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../http/logger';
import { deleteExpiredUploads } from './store';

const expiryQueue = 'upload-expiry';

export interface UploadExpiryJob {
  /** Asks for a run now (tests; the schedule runs it every hour anyway). */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Deletes the uploads no form claimed within a day (decision 052), on pg-boss in the API's own database as the
 * services' silence job (decision 039): its cron puts one job an hour on the queue however many API processes run,
 * and the `singleton` policy keeps a second run from starting beside a running one (two runs would only both delete
 * what is already expired).
 */
export async function startUploadExpiryJob(
  database: DatabaseHandle,
  {
    logger,
    now,
    pollingIntervalSeconds = 2,
  }: { logger: Logger; now: () => Date; pollingIntervalSeconds?: number | undefined },
): Promise<UploadExpiryJob> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    deleteAfterDays: 1,
  });
  boss.on('error', (error) => logger.error('Upload expiry job:', error));
  await boss.start();
  await boss.createQueue(expiryQueue, { name: expiryQueue, policy: 'singleton' });
  await boss.work(expiryQueue, { pollingIntervalSeconds }, async () => {
    const deleted = await deleteExpiredUploads(database.db, now());
    if (deleted > 0) logger.info(`Deleted ${deleted} unclaimed uploads older than a day`);
  });
  await boss.schedule(expiryQueue, '17 * * * *');
  return {
    runNow: async () => {
      await boss.send(expiryQueue, {});
    },
    stop: () => boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }),
  };
}
