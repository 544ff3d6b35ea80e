import type {
  Fee,
  FeeCatalogue,
  OfficeBill,
  OfficeBillDetail,
  OfficeOrder,
  OfficeOrderDetail,
  Paginated,
  Reconciliation,
  SeasonRef,
} from '@uaeaf/contracts';
import { auditEvent, page } from './fixtures';

/** API answers for the finance pages' unit tests, each overridable. */

export const member = {
  id: 101,
  name: { ar: 'لاعب 1', en: 'Archer 1' },
  email: 'archer1@example.ae',
  membershipNumber: 'UAEAF-000042',
};

export function season(id: number, overrides: Partial<SeasonRef> = {}): SeasonRef {
  return {
    id,
    name: '2026-2027',
    startDate: '2026-09-01',
    endDate: '2099-08-31',
    active: true,
    ...overrides,
  };
}

export function fee(overrides: Partial<Fee> = {}): Fee {
  return {
    code: 'membershipCards.new',
    category: 'membershipCards',
    name: { ar: 'بطاقة عضوية جديدة', en: 'New membership card' },
    amountFils: 5000,
    updatedAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  };
}

export function catalogue(overrides: Partial<FeeCatalogue> = {}): FeeCatalogue {
  const current = season(2);
  return {
    season: current,
    seasons: [
      season(1, { name: '2025-2026', startDate: '2025-09-01', endDate: '2026-08-31', active: false }),
      current,
    ],
    items: [
      fee({
        code: 'seasonSubscription.club',
        category: 'seasonSubscription',
        name: { ar: 'اشتراك موسم النادي', en: 'Club season subscription' },
        amountFils: 250000,
      }),
      fee(),
      fee({
        code: 'membershipCards.replacement',
        name: { ar: 'بدل فاقد', en: 'Replacement card' },
        amountFils: null,
        updatedAt: null,
      }),
    ],
    ...overrides,
  };
}

export function bill(id: number, overrides: Partial<OfficeBill> = {}): OfficeBill {
  return {
    id,
    number: `MC-2026-${String(id).padStart(6, '0')}`,
    category: 'membershipCards',
    feeCode: 'membershipCards.new',
    name: { ar: 'بطاقة عضوية جديدة', en: 'New membership card' },
    amountFils: 5000,
    issuedOn: '2026-11-01',
    dueOn: '2026-12-01',
    status: 'unpaid',
    statusReason: null,
    paidAt: null,
    lines: [{ description: { ar: 'بطاقة عضوية جديدة', en: 'New membership card' }, amountFils: 5000 }],
    paymentInProgress: false,
    receiptOrderId: null,
    member,
    ...overrides,
  };
}

export function billList(
  items: OfficeBill[],
  totalFils: number,
): Paginated<OfficeBill> & { totalFils: number } {
  return { ...page(items), totalFils };
}

export function billDetail(overrides: Partial<OfficeBill> = {}): OfficeBillDetail {
  return {
    bill: bill(7, overrides),
    history: [
      auditEvent(1, {
        subject: 'bill',
        subjectId: 7,
        action: 'bill.issued',
        fromStatus: null,
        toStatus: 'unpaid',
      }),
    ],
  };
}

export function order(id: number, overrides: Partial<OfficeOrder> = {}): OfficeOrder {
  return {
    id,
    number: `OR-2026-${String(id).padStart(6, '0')}`,
    status: 'paid',
    method: 'card',
    amountFils: 5000,
    bills: [
      {
        id: 7,
        number: 'MC-2026-000007',
        name: { ar: 'بطاقة عضوية جديدة', en: 'New membership card' },
        amountFils: 5000,
      },
    ],
    createdAt: '2026-11-20T08:00:00.000Z',
    paidAt: '2026-11-20T08:01:00.000Z',
    paymentUrl: null,
    member,
    provider: 'embedded',
    providerRef: 'pay_123',
    reference: null,
    recordedBy: null,
    updatedAt: '2026-11-20T08:01:00.000Z',
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OfficeOrder> = {}): OfficeOrderDetail {
  return {
    order: order(3, overrides),
    notifications: [
      { id: 1, receivedAt: '2026-11-20T08:01:00.000Z', eventId: 'ev_1', valid: true, outcome: 'applied' },
      { id: 2, receivedAt: '2026-11-20T08:01:05.000Z', eventId: 'ev_1', valid: true, outcome: 'duplicate' },
      { id: 3, receivedAt: '2026-11-20T08:02:00.000Z', eventId: null, valid: false, outcome: 'badSignature' },
    ],
    refunds: [],
    history: [
      auditEvent(2, {
        subject: 'order',
        subjectId: 3,
        action: 'order.paid',
        fromStatus: 'awaitingPayment',
        toStatus: 'paid',
        actor: null,
      }),
    ],
  };
}

export function reconciliation(overrides: Partial<Reconciliation> = {}): Reconciliation {
  return {
    day: '2026-11-20',
    provider: 'embedded',
    ordersPaidAtProvider: { count: 3, totalFils: 30000 },
    billsMarkedPaid: { count: 4, totalFils: 25000 },
    offline: { count: 1, totalFils: 7500 },
    differences: [
      {
        kind: 'paidAtProviderOnly',
        orderId: 9,
        orderNumber: 'OR-2026-000009',
        billNumber: null,
        expectedFils: 5000,
        actualFils: 0,
        at: '2026-11-20T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}
