import {
  BillingErrorCodes,
  type OfficeOrder,
  type OfflinePayment,
  validationMessages,
} from '@uaeaf/contracts';
import { inArray } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import type { SessionMember } from '../auth/members';
import { uaeToday } from '../calendar';
import { bills, orderBills, orders } from '../db/schema';
import { assertPayable, lockBills } from './bill-locks';
import { ApiError } from '../http/errors';
import type { Payments } from './context';
import { findOfficeOrder } from './office-orders';
import { nextOrderId, orderNumber } from './orders';
import { sendPaymentConfirmation } from './payment-mail';

/**
 * `POST /api/office/payments/offline`: one member's unpaid bills paid by bank transfer or cheque. A paid order is
 * made at once (there is no provider to wait for) with the reference and who recorded it, its bills are paid, and the
 * member is mailed the confirmation. Bills are locked first, as at checkout: a bill being paid online at that moment
 * is refused (409 `bill_in_payment`), so it is never paid twice.
 */
export async function recordOfflinePayment(
  payments: Payments,
  actor: SessionMember,
  input: OfflinePayment,
): Promise<OfficeOrder> {
  const { db } = payments;
  const at = payments.now();
  const today = uaeToday(at);
  if (input.paidOn > today) {
    throw new ApiError(400, 'validation_failed', 'The money cannot have arrived after today', {
      paidOn: [validationMessages.futureDate],
    });
  }
  const ids = [...new Set(input.billIds)];
  const id = await db.transaction(async (tx) => {
    const rows = await lockBills(tx, ids);
    if (rows.length < ids.length) throw new ApiError(404, 'not_found', 'No bill has one of these ids');
    const memberId = rows[0]!.memberId;
    if (rows.some((bill) => bill.memberId !== memberId)) {
      throw new ApiError(
        409,
        BillingErrorCodes.billsOfSeveralMembers,
        'One payment pays the bills of one member',
      );
    }
    await assertPayable(tx, rows);

    const newId = await nextOrderId(tx);
    // The day the money arrived, not the moment it was typed in: reconciliation counts it on that day.
    const paidAt = input.paidOn === today ? at : new Date(`${input.paidOn}T00:00:00+04:00`);
    await tx.insert(orders).values({
      id: newId,
      number: orderNumber(today, newId),
      memberId,
      status: 'paid',
      method: input.method,
      amountFils: rows.reduce((sum, bill) => sum + bill.amountFils, 0),
      reference: input.reference,
      recordedBy: actor.id,
      createdAt: at,
      updatedAt: at,
      paidAt,
    });
    await tx
      .insert(orderBills)
      .values(rows.map((bill) => ({ orderId: newId, billId: bill.id, amountFils: bill.amountFils })));
    await tx
      .update(bills)
      .set({ status: 'paid', paidAt, paidOrderId: newId, openOrderId: null, statusChangedAt: at })
      .where(inArray(bills.id, ids));
    // The bills stay in the member's cart: its next read drops them and tells the member they were paid elsewhere.
    const reason = `${input.method === 'cheque' ? 'Cheque' : 'Bank transfer'} ${input.reference}, ${input.paidOn}`;
    await writeAudit(
      tx,
      {
        actorId: actor.id,
        subject: 'order',
        subjectId: newId,
        memberId,
        action: 'order.paid',
        toStatus: 'paid',
        reason,
      },
      ...rows.map((bill) => ({
        actorId: actor.id,
        subject: 'bill' as const,
        subjectId: bill.id,
        memberId,
        action: 'bill.paid',
        fromStatus: 'unpaid',
        toStatus: 'paid',
        reason,
      })),
    );
    return newId;
  });
  await sendPaymentConfirmation(payments, id);
  return (await findOfficeOrder(db, id))!;
}
