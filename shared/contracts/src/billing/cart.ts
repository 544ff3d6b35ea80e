import * as v from 'valibot';
import { BillSchema } from './bills';
import { BillStatusSchema } from './statuses';

/**
 * The cart (issue 10) is kept on the server per member, so it follows them to another browser and survives a reload;
 * the shell's header shows it from the shared store. A bill is in it at most once (bills have no quantity), so
 * `totalQty` is the number of bills and `totalPrice` their sum in fils.
 */
export const CartSchema = v.object({
  items: v.array(BillSchema),
  totalQty: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalPrice: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /**
   * Bills that left the cart since it was last read because they were paid, cancelled, waived or refunded elsewhere
   * (another tab, the office): the page says so once.
   */
  dropped: v.array(v.object({ id: v.number(), number: v.string(), status: BillStatusSchema })),
});
export type Cart = v.InferOutput<typeof CartSchema>;

/**
 * `GET /api/account/cart`, `PUT /api/account/cart/items/:billId` (idempotent: adding twice keeps one),
 * `DELETE /api/account/cart/items/:billId` (idempotent), `DELETE /api/account/cart` ('own.pay'): each answers the cart.
 * Adding a bill that is not the caller's answers 404; one that is not unpaid, 409 `bill_not_payable`.
 */
export const cartLimits = { maxItems: 50 } as const;
