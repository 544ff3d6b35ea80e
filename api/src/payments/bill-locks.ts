import { BillingErrorCodes, openOrderStatuses } from '@uaeaf/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bills, orders } from '../db/schema';
import { ApiError } from '../http/errors';

type Executor = Pick<Database, 'select'>;

/**
 * Locks the bills an order is about to pay, in id order (two payments never wait on each other in a circle), with
 * what deciding needs; `memberId` keeps to one member's. A second payment of the same bill waits here for the first
 * to commit, then reads the bill as the first left it.
 */
export function lockBills(tx: Executor, ids: number[], memberId?: number) {
  return tx
    .select({
      id: bills.id,
      memberId: bills.memberId,
      status: bills.status,
      amountFils: bills.amountFils,
      openOrderId: bills.openOrderId,
    })
    .from(bills)
    .where(and(inArray(bills.id, ids), memberId === undefined ? undefined : eq(bills.memberId, memberId)))
    .orderBy(bills.id)
    .for('update');
}
export type LockedBill = Awaited<ReturnType<typeof lockBills>>[number];

/**
 * 409 unless every bill is unpaid (`bill_not_payable`) and none is held by an order still open at the provider
 * (`bill_in_payment`). Whether the holder is open is read by a statement of its own, after the lock: it sees the
 * holder's commit, where a subquery inside one conditional UPDATE would judge by its older snapshot and let two
 * orders take the bill.
 */
export async function assertPayable(tx: Executor, locked: LockedBill[]): Promise<void> {
  if (locked.some((bill) => bill.status !== 'unpaid')) {
    throw new ApiError(409, BillingErrorCodes.billNotPayable, 'A bill is no longer unpaid');
  }
  const holders = locked.flatMap((bill) => (bill.openOrderId === null ? [] : [bill.openOrderId]));
  if (holders.length === 0) return;
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, holders), inArray(orders.status, [...openOrderStatuses])))
    .limit(1);
  if (open) throw new ApiError(409, BillingErrorCodes.billInPayment, 'A bill is being paid in another order');
}
