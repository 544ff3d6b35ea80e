import { deleteExpiredUaePassRows } from '../auth/uaepass/expiry';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../http/logger';
import { deleteExpiredUploads } from '../uploads/store';
import { type ScheduledJob, startScheduledJob } from './scheduled-job';

export type ShortLivedRowsJob = ScheduledJob;

/**
 * Deletes what the site keeps only for a while, once an hour across API processes; two runs would only both delete
 * what is already expired: uploads no form claimed within a day (decision 052), and UAE PASS sign-ins and the
 * identities kept for a registration past their lifetime (decision 097), which are personal data the site no longer
 * needs.
 */
export function startShortLivedRowsJob(
  database: DatabaseHandle,
  {
    logger,
    now,
    pollingIntervalSeconds,
  }: { logger: Logger; now: () => Date; pollingIntervalSeconds?: number | undefined },
): Promise<ShortLivedRowsJob> {
  return startScheduledJob(database, {
    // The queue's first name, kept: a database that has its schedule keeps using it.
    queue: 'upload-expiry',
    cron: '17 * * * *',
    label: 'Short-lived rows job',
    logger,
    pollingIntervalSeconds,
    run: async () => {
      const at = now();
      const uploads = await deleteExpiredUploads(database.db, at);
      if (uploads > 0) logger.info(`Deleted ${uploads} unclaimed uploads older than a day`);
      const uaePass = await deleteExpiredUaePassRows(database.db, at);
      if (uaePass > 0) logger.info(`Deleted ${uaePass} expired UAE PASS sign-ins and identities`);
    },
  });
}
