import { BillingErrorCodes, type Cart, cartLimits } from '@uaeaf/contracts';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bills, cartItems, members } from '../db/schema';
import { ApiError } from '../http/errors';
import { linesOf, selectBills, toBill } from './bill-view';

/**
 * The member's cart. Bills that are no longer unpaid (paid in another tab, cancelled or waived by the office, …) are
 * taken out here, on every read, and reported once in `dropped`: the delete returns them to one reader only, so two
 * reads at once never report a bill twice. Nothing else removes them (the payments side never touches the cart).
 */
async function readCart(db: Database, memberId: number): Promise<Cart> {
  const dropped = await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.memberId, memberId),
        inArray(
          cartItems.billId,
          db
            .select({ id: bills.id })
            .from(bills)
            .where(and(eq(bills.memberId, memberId), ne(bills.status, 'unpaid'))),
        ),
      ),
    )
    .returning({ billId: cartItems.billId });
  const droppedBills =
    dropped.length === 0
      ? []
      : await db
          .select({ id: bills.id, number: bills.number, status: bills.status })
          .from(bills)
          .where(
            inArray(
              bills.id,
              dropped.map((item) => item.billId),
            ),
          )
          .orderBy(asc(bills.id));
  const rows = await selectBills(db)
    .innerJoin(cartItems, and(eq(cartItems.billId, bills.id), eq(cartItems.memberId, memberId)))
    .orderBy(asc(cartItems.addedAt), asc(bills.id));
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) => toBill(row, lines.get(row.id) ?? []));
  return {
    items,
    totalQty: items.length,
    totalPrice: items.reduce((total, bill) => total + bill.amountFils, 0),
    dropped: droppedBills,
  };
}

/** `GET /api/account/cart`. */
export function cartOf(db: Database, memberId: number): Promise<Cart> {
  return db.transaction((tx) => readCart(tx, memberId));
}

/**
 * `PUT /api/account/cart/items/:billId`: only the member's own bill (404 otherwise, as if it did not exist), only an
 * unpaid one (409 `bill_not_payable`), at most `cartLimits.maxItems` bills (409 `cart_full`). Adding a bill already
 * there changes nothing. The member's row is locked first, so two adds at once take turns: the limit holds, and the
 * same bill sent twice at once is one row (the primary key would keep it one anyway).
 */
export async function addToCart(db: Database, memberId: number, billId: number): Promise<Cart | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
    const [bill] = await tx
      .select({ status: bills.status })
      .from(bills)
      .where(and(eq(bills.id, billId), eq(bills.memberId, memberId)));
    if (!bill) return undefined;
    if (bill.status !== 'unpaid') {
      throw new ApiError(409, BillingErrorCodes.billNotPayable, `This bill is ${bill.status}`);
    }
    const [present] = await tx
      .select({ billId: cartItems.billId })
      .from(cartItems)
      .where(and(eq(cartItems.memberId, memberId), eq(cartItems.billId, billId)));
    if (!present) {
      const [{ items } = { items: 0 }] = await tx
        .select({ items: count() })
        .from(cartItems)
        .innerJoin(bills, eq(bills.id, cartItems.billId))
        .where(and(eq(cartItems.memberId, memberId), eq(bills.status, 'unpaid')));
      if (items >= cartLimits.maxItems) {
        throw new ApiError(
          409,
          BillingErrorCodes.cartFull,
          `A cart holds at most ${cartLimits.maxItems} bills`,
        );
      }
      await tx.insert(cartItems).values({ memberId, billId }).onConflictDoNothing();
    }
    return readCart(tx, memberId);
  });
}

/** `DELETE /api/account/cart/items/:billId` (a bill not in the cart changes nothing), or the whole cart. */
export async function removeFromCart(db: Database, memberId: number, billId?: number): Promise<Cart> {
  return db.transaction(async (tx) => {
    await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.memberId, memberId),
          billId === undefined ? undefined : eq(cartItems.billId, billId),
        ),
      );
    return readCart(tx, memberId);
  });
}
