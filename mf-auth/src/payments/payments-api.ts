import { apiPath, apiRequest } from '@uaeaf/api-client';
import { OrderSchema, finalOrderStatuses, type Order } from '@uaeaf/contracts';

export const checkoutPath = '/account/checkout';

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
