import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';

/** What the service routes and the silence job need besides the request. */
export interface ServiceContext {
  db: Database;
  now: () => Date;
  mailer: Mailer;
  publicOrigin: string;
  logger: Logger;
}
