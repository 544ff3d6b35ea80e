import { CartSchema, type Cart } from '@uaeaf/contracts';
// The package by its name, not './client': in a remote this module is bundled (see below) but the client, with the
// API's base from the runtime configuration, must be the one the shell shares.
import { apiPath, apiRequest, apiUrl, billingPaths } from '@uaeaf/api-client';

/**
 * The member's cart and the PDFs of their bills (issue 10), imported as `@uaeaf/api-client/billing`. Not part of the
 * shared package: its schemas (the cart's bills, and the tournament and billing contracts they use) would otherwise
 * be in the shell's first load on every page (a shared module is never tree-shaken, decision 016); the shell loads
 * this module once a member has a cart, and each remote bundles what it uses.
 */

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
