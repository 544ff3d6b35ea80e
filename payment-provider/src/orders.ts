// The gateway's orders and their one state machine. Kept in memory: this is a test gateway, and an order that
// outlives the process is not needed (decision 023).
import { randomUUID } from 'node:crypto';
import type { Language } from './messages';

export type OrderState = 'STARTED' | 'PURCHASED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED' | 'REFUNDED';
export type EventName = Exclude<OrderState, 'STARTED'>;

export interface Amount {
  currencyCode: 'AED';
  /** Fils: the smallest unit, an integer. */
  value: number;
}

export interface OrderEvent {
  eventId: string;
  eventName: EventName;
  occurredAt: string;
}

export interface Order {
  reference: string;
  merchantOrderReference: string;
  state: OrderState;
  amount: Amount;
  /** Fils refunded so far. */
  refunded: number;
  language: Language;
  redirectUrl: string;
  notificationUrl: string;
  description: string;
  createdAt: number;
  events: OrderEvent[];
  /** The one-time-code card was entered: the page asks for the code before the bank answers. */
  awaitingOneTimeCode: boolean;
  /**
   * The last card tried was declined. The order stays STARTED so the payer can try another card (as N-Genius takes
   * several attempts on one order); leaving the page now ends it DECLINED rather than CANCELLED.
   */
  cardDeclined: boolean;
  wrongOneTimeCodes: number;
  /** Refunds by the merchant's idempotency key, so a retried refund is not paid out twice. */
  refunds: Map<string, number>;
}

export type NewOrder = Pick<
  Order,
  'merchantOrderReference' | 'amount' | 'language' | 'redirectUrl' | 'notificationUrl' | 'description'
>;

const transitions: Record<OrderState, readonly EventName[]> = {
  STARTED: ['PURCHASED', 'DECLINED', 'CANCELLED', 'EXPIRED'],
  PURCHASED: ['REFUNDED'],
  DECLINED: [],
  CANCELLED: [],
  EXPIRED: [],
  REFUNDED: [],
};

export type RefundResult =
  | { ok: true; order: Order; event: OrderEvent | undefined }
  | { ok: false; reason: 'notRefundable' | 'exceedsAmount' | 'keyReused' };

export class OrderBook {
  readonly #byReference = new Map<string, Order>();
  readonly #byMerchantReference = new Map<string, Order>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number,
  ) {}

  /** The existing order for a merchant reference, or a new one: a retried create never makes a second order. */
  create(input: NewOrder): { order: Order; created: boolean } {
    const existing = this.#byMerchantReference.get(input.merchantOrderReference);
    if (existing) return { order: existing, created: false };
    const order: Order = {
      ...input,
      reference: randomUUID(),
      state: 'STARTED',
      refunded: 0,
      createdAt: this.now(),
      events: [],
      awaitingOneTimeCode: false,
      cardDeclined: false,
      wrongOneTimeCodes: 0,
      refunds: new Map(),
    };
    this.#byReference.set(order.reference, order);
    this.#byMerchantReference.set(order.merchantOrderReference, order);
    return { order, created: true };
  }

  get(reference: string): Order | undefined {
    return this.#byReference.get(reference);
  }

  /** Moves an order on; undefined when the move is not allowed from where it is (it stays unchanged). */
  transition(order: Order, to: EventName): OrderEvent | undefined {
    if (!transitions[order.state].includes(to)) return undefined;
    order.state = to;
    order.awaitingOneTimeCode = false;
    order.cardDeclined = false;
    const event: OrderEvent = {
      eventId: randomUUID(),
      eventName: to,
      occurredAt: new Date(this.now()).toISOString(),
    };
    order.events.push(event);
    return event;
  }

  isDue(order: Order): boolean {
    return order.state === 'STARTED' && this.now() - order.createdAt >= this.ttlMs;
  }

  /** Orders left unpaid past their time: each is expired once, and its event returned to be notified. */
  expireDue(): { order: Order; event: OrderEvent }[] {
    const expired = [];
    for (const order of this.#byReference.values()) {
      if (!this.isDue(order)) continue;
      const event = this.transition(order, 'EXPIRED');
      if (event) expired.push({ order, event });
    }
    return expired;
  }

  /**
   * Refunds part or all of a purchase. The same key with the same amount answers as before without paying out again;
   * a full refund ends the order as REFUNDED.
   */
  refund(order: Order, value: number, idempotencyKey: string): RefundResult {
    const earlier = order.refunds.get(idempotencyKey);
    if (earlier !== undefined) {
      return earlier === value ? { ok: true, order, event: undefined } : { ok: false, reason: 'keyReused' };
    }
    if (order.state !== 'PURCHASED') return { ok: false, reason: 'notRefundable' };
    if (order.refunded + value > order.amount.value) return { ok: false, reason: 'exceedsAmount' };
    order.refunds.set(idempotencyKey, value);
    order.refunded += value;
    const event = order.refunded === order.amount.value ? this.transition(order, 'REFUNDED') : undefined;
    return { ok: true, order, event };
  }
}
