import { openOrderStatuses, type OrderStatus } from '@uaeaf/contracts';

/**
 * The order state machine (decision 027). `created` may skip `awaitingPayment`: the provider's notification can
 * arrive before the API has stored the payment page's address. Nothing leaves declined, expired, cancelled or
 * refunded; a paid order only becomes refunded.
 */
const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['awaitingPayment', 'paid', 'declined', 'expired', 'cancelled'],
  awaitingPayment: ['paid', 'declined', 'expired', 'cancelled'],
  paid: ['refunded'],
  declined: [],
  expired: [],
  cancelled: [],
  refunded: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** Created or awaiting payment: the order holds its bills and the provider may still take the money. */
export function isOpenOrder(status: OrderStatus): boolean {
  return (openOrderStatuses as readonly OrderStatus[]).includes(status);
}
