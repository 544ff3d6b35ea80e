import type { Cart, CartItem } from './atoms';

/** A cart whose totals always follow from its items. */
export function cartOf(items: CartItem[]): Cart {
  return {
    items,
    totalQty: items.reduce((sum, item) => sum + item.quantity, 0),
    totalPrice: items.reduce((sum, item) => sum + item.quantity * item.price, 0),
  };
}

export function addToCart(cart: Cart, item: CartItem): Cart {
  const existing = cart.items.find((candidate) => candidate.id === item.id);
  const items = existing
    ? cart.items.map((candidate) =>
        candidate.id === item.id ? { ...candidate, quantity: candidate.quantity + item.quantity } : candidate,
      )
    : [...cart.items, item];
  return cartOf(items);
}
