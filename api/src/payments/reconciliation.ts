import type { Reconciliation } from '@uaeaf/contracts';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { bills, orderBills, orders } from '../db/schema';
import { uaeDayStart } from '../office/requests/list';
import type { Payments } from './context';
import type { PaymentStatus } from './gateways';

// A day with more card orders than this is read from the stored states only past this many queries (a bound on the
// time the page takes); the federation's busiest day is far below it.
const maxQueriesPerDay = 500;

type Difference = Reconciliation['differences'][number];

/**
 * `GET /api/office/reconciliation?day=` (decision 027). The card orders of the UAE day that are paid here or that the
 * provider may have taken money for (made that day and still awaiting, declined, expired or cancelled; paid that
 * day; refunded after being paid that day) are each asked about at the provider, a bounded number of queries, and
 * compared with what is stored: the provider's word against ours, the amounts, and the bills each paid order marked
 * paid. Offline payments have no provider: they are counted apart.
 */
export async function reconcile(payments: Payments, day: string): Promise<Reconciliation> {
  const { db, gateway } = payments;
  const dayStart = uaeDayStart(day);
  const dayEnd = sql`${uaeDayStart(day)} + interval '1 day'`;
  const within = (column: typeof orders.createdAt | typeof orders.paidAt) =>
    sql`${column} >= ${dayStart} and ${column} < ${dayEnd}`;

  const cardOrders = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.method, 'card'),
        or(within(orders.paidAt), and(within(orders.createdAt), isNotNull(orders.providerRef))),
      ),
    )
    .orderBy(orders.id)
    .limit(maxQueriesPerDay);
  const offline = await db
    .select({
      count: sql<number>`count(*)::integer`,
      totalFils: sql<number>`coalesce(sum(${orders.amountFils}), 0)::integer`,
    })
    .from(orders)
    .where(and(inArray(orders.method, ['bankTransfer', 'cheque']), within(orders.paidAt)));

  const paidBills = await db
    .select({
      orderId: orderBills.orderId,
      number: bills.number,
      amountFils: orderBills.amountFils,
      status: bills.status,
      paidOrderId: bills.paidOrderId,
    })
    .from(orderBills)
    .innerJoin(bills, eq(bills.id, orderBills.billId))
    .where(
      inArray(
        orderBills.orderId,
        cardOrders.map((order) => order.id),
      ),
    );

  const differences: Difference[] = [];
  const atProvider = { count: 0, totalFils: 0 };
  const markedPaid = { count: 0, totalFils: 0 };
  for (const order of cardOrders) {
    const status = await providerState(payments, order.providerRef);
    // The provider took the money for it (a refund since does not undo the payment of that day).
    const paidThere = status !== undefined && (status.state === 'paid' || status.state === 'refunded');
    const paidHere = order.status === 'paid' || order.status === 'refunded';
    const base = {
      orderId: order.id,
      orderNumber: order.number,
      at: (order.paidAt ?? order.createdAt).toISOString(),
    };
    if (paidThere) {
      atProvider.count += 1;
      atProvider.totalFils += status.amountFils;
    }
    // Money taken and kept there for an order not paid here (a late payment refunded whole is no difference).
    if (status?.state === 'paid' && !paidHere) {
      differences.push({
        ...base,
        kind: 'paidAtProviderOnly',
        billNumber: null,
        expectedFils: 0,
        actualFils: status.amountFils,
      });
    } else if (status !== undefined && paidHere && !paidThere) {
      differences.push({
        ...base,
        kind: 'paidHereOnly',
        billNumber: null,
        expectedFils: order.amountFils,
        actualFils: 0,
      });
    } else if (paidThere && paidHere && status.amountFils !== order.amountFils) {
      differences.push({
        ...base,
        kind: 'amountMismatch',
        billNumber: null,
        expectedFils: order.amountFils,
        actualFils: status.amountFils,
      });
    }
    if (order.status !== 'paid') continue;
    for (const bill of paidBills.filter((row) => row.orderId === order.id)) {
      if (bill.status === 'paid' && bill.paidOrderId === order.id) {
        markedPaid.count += 1;
        markedPaid.totalFils += bill.amountFils;
      } else if (bill.status !== 'cancelled' && bill.status !== 'waived') {
        // Cancelled and waived bills of a paid order were refunded automatically; anything else is a difference.
        differences.push({
          ...base,
          kind: 'billNotPaid',
          billNumber: bill.number,
          expectedFils: bill.amountFils,
          actualFils: 0,
        });
      }
    }
  }
  return {
    day,
    provider: gateway?.name ?? null,
    ordersPaidAtProvider: atProvider,
    billsMarkedPaid: markedPaid,
    offline: offline[0]!,
    differences,
  };
}

/** The provider's word on a payment; undefined without a provider or an answer (the stored state then stands). */
async function providerState(
  payments: Payments,
  providerRef: string | null,
): Promise<PaymentStatus | undefined> {
  if (!payments.gateway || providerRef === null) return undefined;
  try {
    return await payments.gateway.queryPayment(providerRef);
  } catch (error) {
    payments.logger.error(`Reconciliation: the provider did not answer about ${providerRef}:`, error);
    return undefined;
  }
}
