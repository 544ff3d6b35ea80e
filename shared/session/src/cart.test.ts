import { describe, expect, it } from 'vitest';
import { addToCart, cartOf } from './cart';

describe('cart', () => {
  it('derives quantity and price totals from its items', () => {
    const fee = {
      id: 'season-2026',
      title: { ar: 'اشتراك الموسم', en: 'Season subscription' },
      quantity: 1,
      price: 350,
    };
    let cart = addToCart(cartOf([]), fee);
    cart = addToCart(cart, fee);
    cart = addToCart(cart, { ...fee, id: 'card', price: 50 });
    expect(cart.items).toHaveLength(2);
    expect(cart.totalQty).toBe(3);
    expect(cart.totalPrice).toBe(750);
  });
});
