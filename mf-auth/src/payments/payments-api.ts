import { apiPath, apiRequest, billingQueryKeys } from '@uaeaf/api-client';
import { OrderSchema, OwnOrdersResponseSchema, finalOrderStatuses, type Order } from '@uaeaf/contracts';

export const checkoutPath = '/account/checkout';

export const openOrdersKey = [...billingQueryKeys.all, 'open-orders'] as const;

/** The member's orders still open: payments started and not finished, which the cart offers to go on with. */
export async function fetchOpenOrders(signal?: AbortSignal): Promise<Order[]> {
  const { items } = await apiRequest(apiPath('/account/orders', { open: 'true' }), OwnOrdersResponseSchema, {
    signal,
  });
  return items;
}

/**
 * The order as the API has it; `refresh` has the API ask the payment provider first while the order still awaits
 * payment, since the provider's notification may come late (or never).
 */
export function fetchOrder(orderId: number, refresh: boolean, signal?: AbortSignal): Promise<Order> {
  return apiRequest(
    apiPath(`/account/orders/${orderId}`, { refresh: refresh ? 'true' : undefined }),
    OrderSchema,
    {
      signal,
    },
  );
}

export function isFinal(order: Order | undefined): boolean {
  return order !== undefined && (finalOrderStatuses as readonly string[]).includes(order.status);
}
