import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../http/logger';
import { type ScheduledJob, startScheduledJob } from '../jobs/scheduled-job';
import { deleteExpiredUploads } from './store';

export type UploadExpiryJob = ScheduledJob;

/**
 * Deletes the uploads no form claimed within a day (decision 052), once an hour across API processes; two runs would
 * only both delete what is already expired.
 */
export function startUploadExpiryJob(
  database: DatabaseHandle,
  {
    logger,
    now,
    pollingIntervalSeconds,
  }: { logger: Logger; now: () => Date; pollingIntervalSeconds?: number | undefined },
): Promise<UploadExpiryJob> {
  return startScheduledJob(database, {
    queue: 'upload-expiry',
    cron: '17 * * * *',
    label: 'Upload expiry job',
    logger,
    pollingIntervalSeconds,
    run: async () => {
      const deleted = await deleteExpiredUploads(database.db, now());
      if (deleted > 0) logger.info(`Deleted ${deleted} unclaimed uploads older than a day`);
    },
  });
}
