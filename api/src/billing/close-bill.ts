import { eq } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import type { Database } from '../db/client';
import { bills } from '../db/schema';

type Executor = Pick<Database, 'insert' | 'select' | 'update'>;

export interface BillClosing {
  billId: number;
  status: 'cancelled' | 'waived';
  /** What the member reads on the bill. */
  reason: string;
  /** The staff member, or the member whose action closed it. */
  actorId: number;
  at: Date;
}

/**
 * Cancels or waives a bill that is still unpaid, with its audit row, in the caller's transaction; false (and nothing
 * written) when it is not unpaid. The row is locked while its status is read, so of two closings at once (two
 * officers, or an officer and a payment) one wins and the other finds it closed. A bill held by an order at the
 * provider is closed all the same and its `open_order_id` left alone: if that payment arrives, it is refunded.
 */
export async function closeBill(db: Executor, closing: BillClosing) {
  const [bill] = await db
    .select({ status: bills.status, memberId: bills.memberId })
    .from(bills)
    .where(eq(bills.id, closing.billId))
    .for('update');
  if (!bill || bill.status !== 'unpaid') return false;
  await db
    .update(bills)
    .set({ status: closing.status, statusReason: closing.reason, statusChangedAt: closing.at })
    .where(eq(bills.id, closing.billId));
  await writeAudit(db, {
    actorId: closing.actorId,
    subject: 'bill',
    subjectId: closing.billId,
    memberId: bill.memberId,
    action: `bill.${closing.status}`,
    fromStatus: 'unpaid',
    toStatus: closing.status,
    reason: closing.reason,
  });
  return true;
}
