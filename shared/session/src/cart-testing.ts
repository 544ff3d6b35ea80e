import type { Bill, Cart } from '@uaeaf/contracts';

/** An unpaid bill as `GET /api/account/bills` and the cart answer it, for the tests of every app that shows bills. */
export function testBill(id: number, amountFils: number, overrides: Partial<Bill> = {}): Bill {
  return {
    id,
    number: `TS-2026-${String(id).padStart(6, '0')}`,
    category: 'tournamentSubscription',
    feeCode: null,
    name: { ar: `بطولة ${id}`, en: `Tournament ${id}` },
    amountFils,
    issuedOn: '2026-11-01',
    dueOn: '2026-12-01',
    status: 'unpaid',
    statusReason: null,
    paidAt: null,
    lines: [],
    paymentInProgress: false,
    inCart: false,
    receiptOrderId: null,
    ...overrides,
  };
}

/** The cart routes' answer holding these bills, its totals following from them. */
export function testCart(bills: Bill[], dropped: Cart['dropped'] = []): Cart {
  return {
    items: bills,
    totalQty: bills.length,
    totalPrice: bills.reduce((sum, bill) => sum + bill.amountFils, 0),
    dropped,
  };
}
