import { CartSchema, type Cart } from '@uaeaf/contracts';
import { apiRequest, apiUrl } from './client';
import { apiPath } from './queries';

/**
 * The member's own money (issue 10): their bills, cart and the PDFs of each. Only what the shell needs for the cart
 * in its header lives here (this package is shared, so never tree-shaken, and the shell carries it all); the pages'
 * other calls (checkout, orders) live with the pages.
 */
export const billingPaths = {
  bills: '/account/bills',
  cart: '/account/cart',
  cartItem: (billId: number) => `/account/cart/items/${billId}`,
} as const;

export const billingQueryKeys = {
  all: ['billing'] as const,
  bills: () => ['billing', 'bills'] as const,
};

export function fetchCart(): Promise<Cart> {
  return apiRequest(billingPaths.cart, CartSchema);
}

/** Idempotent: a bill already in the cart stays there once. */
export function putInCart(billId: number): Promise<Cart> {
  return apiRequest(billingPaths.cartItem(billId), CartSchema, { method: 'PUT' });
}

export function takeOutOfCart(billId: number): Promise<Cart> {
  return apiRequest(billingPaths.cartItem(billId), CartSchema, { method: 'DELETE' });
}

/** Links, not calls: the browser downloads the PDF with the session cookie, in the page's language. */
export function invoiceUrl(billId: number, lang: 'ar' | 'en'): string {
  return apiUrl(apiPath(`/account/bills/${billId}/invoice.pdf`, { lang }));
}

export function receiptUrl(orderId: number, lang: 'ar' | 'en'): string {
  return apiUrl(apiPath(`/account/orders/${orderId}/receipt.pdf`, { lang }));
}
