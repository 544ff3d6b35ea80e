import type { FineBill } from '@uaeaf/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bills } from '../db/schema';

/** Each penalty with its fine's bill (number and status), or null for one without a fine. */
export async function withFineBills<T extends { id: number }>(
  db: Pick<Database, 'select'>,
  items: T[],
): Promise<(T & { bill: FineBill | null })[]> {
  const fineBills = items.length
    ? await db
        .select({ penaltyId: bills.penaltyId, number: bills.number, status: bills.status })
        .from(bills)
        .where(
          inArray(
            bills.penaltyId,
            items.map((item) => item.id),
          ),
        )
    : [];
  return items.map((item) => {
    const bill = fineBills.find((fine) => fine.penaltyId === item.id);
    return { ...item, bill: bill ? { number: bill.number, status: bill.status } : null };
  });
}
