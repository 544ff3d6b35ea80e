/** The member's own money (issue 10): where it lives in the API and its react-query keys; the calls are in `./billing`. */
export const billingPaths = {
  bills: '/account/bills',
  cart: '/account/cart',
  cartItem: (billId: number) => `/account/cart/items/${billId}`,
} as const;

export const billingQueryKeys = {
  all: ['billing'] as const,
  bills: () => ['billing', 'bills'] as const,
};
