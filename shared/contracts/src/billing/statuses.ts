import * as v from 'valibot';

/**
 * A bill's life (issue 10): issued `unpaid`; `paid` by an order (online or recorded offline by the finance office);
 * `cancelled` or `waived` by the office (or the system, such as a withdrawal before the first window closes) with a
 * reason; `refunded` after it was paid. Only an unpaid bill can be put in the cart or paid. (Its own module: the
 * tournament contracts use it, and the rest of billing uses them.)
 */
export const BillStatuses = ['unpaid', 'paid', 'cancelled', 'waived', 'refunded'] as const;
export type BillStatus = (typeof BillStatuses)[number];
export const BillStatusSchema = v.picklist(BillStatuses);
