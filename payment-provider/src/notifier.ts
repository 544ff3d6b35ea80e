// Tells the merchant about every state change: a signed POST to the order's notification URL, retried with backoff
// when the merchant does not answer 2xx. The test switches make deliveries late, doubled, reordered or missing, as
// real gateways' deliveries sometimes are.
import { createHmac } from 'node:crypto';
import type { Order, OrderEvent } from './orders';

export const notificationModes = ['normal', 'late', 'duplicate', 'missing', 'outOfOrder'] as const;
export type NotificationMode = (typeof notificationModes)[number];

export interface Switches {
  notifications: NotificationMode;
  /** How long 'late' holds each notification, and 'outOfOrder' the first of a pair. */
  lateMs: number;
}

export const normalSwitches: Switches = { notifications: 'normal', lateMs: 2_000 };

export interface NotificationBody {
  eventId: string;
  eventName: OrderEvent['eventName'];
  reference: string;
  merchantOrderReference: string;
  amount: Order['amount'];
  occurredAt: string;
}

export interface DeliveryAttempt {
  at: string;
  status?: number;
  error?: string;
}

/** One copy of a notification as it was (or was not) sent; 'duplicate' makes two copies of each. */
export interface SentNotification {
  eventId: string;
  eventName: OrderEvent['eventName'];
  reference: string;
  merchantOrderReference: string;
  url: string;
  body: string;
  state: 'pending' | 'delivered' | 'failed' | 'suppressed';
  attempts: DeliveryAttempt[];
}

/** `sha256=<hex>` of HMAC-SHA256 over `<timestamp>.<raw body>`: the timestamp is signed, so a replay shows its age. */
export function signNotification(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface NotifierOptions {
  webhookSecret: string;
  fetch: typeof fetch;
  /** The waits between attempts; one attempt more than there are delays. */
  retryDelaysMs: readonly number[];
  now: () => number;
  log: (message: string) => void;
}

export class Notifier {
  readonly #options: NotifierOptions;
  #defaults: Switches = normalSwitches;
  readonly #perOrder = new Map<string, Switches>();
  readonly #sent: SentNotification[] = [];
  readonly #deliveries = new Set<Promise<void>>();
  readonly #sleepers = new Map<ReturnType<typeof setTimeout>, () => void>();
  /** 'outOfOrder' holds a notification until the next one comes (or lateMs passes), then sends the newer first. */
  #held: SentNotification[] = [];
  #holdTimer: ReturnType<typeof setTimeout> | undefined;
  #closed = false;

  constructor(options: NotifierOptions) {
    this.#options = options;
  }

  /** For one order (by the gateway's reference) when given, else for every order without switches of its own. */
  setSwitches(switches: Switches, reference?: string): void {
    if (reference === undefined) this.#defaults = switches;
    else this.#perOrder.set(reference, switches);
  }

  switchesFor(reference: string): Switches {
    return this.#perOrder.get(reference) ?? this.#defaults;
  }

  get defaults(): Switches {
    return this.#defaults;
  }

  sent(filter: { reference?: string; merchantOrderReference?: string } = {}): SentNotification[] {
    return this.#sent.filter(
      (copy) =>
        (filter.reference === undefined || copy.reference === filter.reference) &&
        (filter.merchantOrderReference === undefined ||
          copy.merchantOrderReference === filter.merchantOrderReference),
    );
  }

  notify(order: Order, event: OrderEvent): void {
    const body: NotificationBody = {
      eventId: event.eventId,
      eventName: event.eventName,
      reference: order.reference,
      merchantOrderReference: order.merchantOrderReference,
      amount: order.amount,
      occurredAt: event.occurredAt,
    };
    const copy = (): SentNotification => {
      const sent: SentNotification = {
        eventId: event.eventId,
        eventName: event.eventName,
        reference: order.reference,
        merchantOrderReference: order.merchantOrderReference,
        url: order.notificationUrl,
        body: JSON.stringify(body),
        state: 'pending',
        attempts: [],
      };
      this.#sent.push(sent);
      return sent;
    };
    const { notifications, lateMs } = this.switchesFor(order.reference);
    switch (notifications) {
      case 'normal':
        return this.#track(this.#deliver(copy()));
      case 'late': {
        const late = copy();
        return this.#track(this.#sleep(lateMs).then(() => this.#deliver(late)));
      }
      case 'duplicate':
        this.#track(this.#deliver(copy()));
        return this.#track(this.#deliver(copy()));
      case 'missing':
        copy().state = 'suppressed';
        return;
      case 'outOfOrder':
        this.#held.push(copy());
        if (this.#held.length >= 2) return this.#releaseHeld();
        return this.#track(this.#sleep(lateMs, 'hold').then(() => this.#releaseHeld()));
    }
  }

  /** Resolves when every delivery started so far has finished (tests wait on it). */
  async idle(): Promise<void> {
    while (this.#deliveries.size) await Promise.all(this.#deliveries);
  }

  /** Stops retrying and waiting: deliveries still pending end as failed. */
  close(): void {
    this.#closed = true;
    for (const timer of [...this.#sleepers.keys()]) this.#wake(timer);
  }

  #releaseHeld(): void {
    this.#wake(this.#holdTimer);
    const held = this.#held.reverse();
    this.#held = [];
    for (const copy of held) this.#track(this.#deliver(copy));
  }

  #track(delivery: Promise<void>): void {
    this.#deliveries.add(delivery);
    void delivery.finally(() => this.#deliveries.delete(delivery));
  }

  async #deliver(copy: SentNotification): Promise<void> {
    const { retryDelaysMs, webhookSecret, now, log } = this.#options;
    for (let attempt = 0; attempt <= retryDelaysMs.length && !this.#closed; attempt++) {
      if (attempt > 0) await this.#sleep(retryDelaysMs[attempt - 1]!);
      if (this.#closed) break;
      const timestamp = String(Math.floor(now() / 1000));
      const record: DeliveryAttempt = { at: new Date(now()).toISOString() };
      copy.attempts.push(record);
      try {
        const response = await this.#options.fetch(copy.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-timestamp': timestamp,
            'x-signature': signNotification(webhookSecret, timestamp, copy.body),
          },
          body: copy.body,
          signal: AbortSignal.timeout(10_000),
        });
        record.status = response.status;
        await response.body?.cancel();
        if (response.ok) {
          copy.state = 'delivered';
          return;
        }
      } catch (error) {
        record.error = error instanceof Error ? error.message : String(error);
      }
    }
    copy.state = 'failed';
    log(`notification ${copy.eventName} of order ${copy.reference} to ${copy.url} failed after retries`);
  }

  /** A wait that close() (or, for the 'outOfOrder' hold, the next notification) can end early. */
  #sleep(ms: number, purpose?: 'hold'): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#wake(timer), ms);
      this.#sleepers.set(timer, resolve);
      if (purpose === 'hold') this.#holdTimer = timer;
    });
  }

  #wake(timer: ReturnType<typeof setTimeout> | undefined): void {
    if (timer === undefined) return;
    clearTimeout(timer);
    this.#sleepers.get(timer)?.();
    this.#sleepers.delete(timer);
  }
}
