import { orderTimeoutMinutes } from '@uaeaf/contracts';
import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from './gateways';

/** Puts an order's expiry check on the job queue for the moment its time runs out (see `job-queue.ts`). */
export interface ExpiryScheduler {
  schedule(orderId: number, at: Date): Promise<void>;
}

/** What every payment operation needs; made once per app. */
export interface Payments {
  db: Database;
  /** Null when no provider is configured: checkout answers 503 `payments_unavailable`. */
  gateway: PaymentGateway | null;
  mailer: Mailer;
  logger: Logger;
  now: () => Date;
  /** The site's origin: the provider sends the browser back there, and mail links to it. */
  publicOrigin: string;
  /** The API's origin as the provider reaches it, for notifications (not the site's, which a proxy may front). */
  notificationOrigin: string;
  /** How long an order may await payment before the expiry job closes it (`orderTimeoutMinutes`; tests shorten it). */
  orderTimeoutMs: number;
  /** Set once the job queue runs (`start.ts`); without it, the queue's minute sweep finds overdue orders. */
  expiry?: ExpiryScheduler;
}

export const defaultOrderTimeoutMs = orderTimeoutMinutes * 60_000;
