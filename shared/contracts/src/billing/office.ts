import * as v from 'valibot';
import { AuditEventSchema } from '../audit';
import { validationMessages } from '../auth';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { choiceParam } from '../pagination';
import { FeeCategories, IsoDateTimeSchema } from '../tournaments';
import {
  DayFilterSchema,
  IdFilterSchema,
  OfficePageQuerySchema,
  officePage,
  optionalParam,
} from '../office/lists';
import { ReasonSchema } from '../office/reason';
import { DateSchema } from '../registration/fields';
import { BillSchema } from './bills';
import { FeeCodeSchema } from './fees';
import { BillStatuses } from './statuses';
import { OrderSchema, OrderStatuses, PaymentMethods } from './orders';

const MemberRefSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  email: v.string(),
  membershipNumber: v.nullable(v.string()),
});

/** A bill as the finance office reads it: the member's view plus whose it is. */
export const OfficeBillSchema = v.object({
  ...v.omit(BillSchema, ['inCart']).entries,
  member: MemberRefSchema,
});
export type OfficeBill = v.InferOutput<typeof OfficeBillSchema>;

/** `GET /api/office/bills?q=&status=&category=&memberId=&from=&to=` ('finance.manage'), newest first. */
export const OfficeBillListQuerySchema = v.object({
  ...OfficePageQuerySchema.entries,
  status: choiceParam(BillStatuses),
  category: choiceParam(FeeCategories),
  memberId: optionalParam(IdFilterSchema),
  from: optionalParam(DayFilterSchema),
  to: optionalParam(DayFilterSchema),
});
export type OfficeBillListQuery = v.InferOutput<typeof OfficeBillListQuerySchema>;
export const OfficeBillListResponseSchema = v.object({
  ...officePage(OfficeBillSchema).entries,
  /** Sum of the matching bills' amounts in fils (all pages). */
  totalFils: v.number(),
});
export type OfficeBillListResponse = v.InferOutput<typeof OfficeBillListResponseSchema>;

/** `GET /api/office/bills/:id` ('finance.manage'): the bill, whose it is, and everything that happened to it, newest first. */
export const OfficeBillDetailSchema = v.object({
  bill: OfficeBillSchema,
  history: v.array(AuditEventSchema),
});
export type OfficeBillDetail = v.InferOutput<typeof OfficeBillDetailSchema>;

export const billNoteMaxLength = 200;

/**
 * `POST /api/office/bills` ('finance.manage'): bills a member for a catalogue fee at the amount of today's season (a
 * membership card, a letter, …); 201 with the bill. `note` (what it is for, say "lost at the Fujairah cup") follows the
 * fee's name in the bill's name. 404 for an unknown member or staff; 409 `fee_not_priced` when the season has no amount.
 */
export const IssueBillSchema = v.object({
  memberId: v.pipe(
    v.number(validationMessages.required),
    v.integer(validationMessages.invalid),
    v.minValue(1, validationMessages.invalid),
    v.maxValue(2_147_483_647, validationMessages.invalid),
  ),
  feeCode: FeeCodeSchema,
  note: v.optional(
    v.pipe(
      v.string(validationMessages.invalid),
      v.trim(),
      v.maxLength(billNoteMaxLength, validationMessages.maxLength),
      v.transform((note) => (note === '' ? undefined : note)),
    ),
  ),
});
export type IssueBillInput = v.InferInput<typeof IssueBillSchema>;
export type IssueBill = v.InferOutput<typeof IssueBillSchema>;

/**
 * `POST /api/office/bills/:id/cancel` and `/waive` ('finance.manage'): an unpaid bill, with a reason; 409
 * `bill_not_unpaid` otherwise. One held by an order at the provider is cancelled all the same: if that payment
 * arrives, it is refunded automatically.
 */
export const BillDecisionSchema = v.object({ reason: ReasonSchema });
export type BillDecision = v.InferOutput<typeof BillDecisionSchema>;

/** `POST /api/office/bills/:id/refund` ('finance.manage'): a paid bill, through the provider for a card payment. */
export const RefundSchema = v.object({ reason: ReasonSchema });
export type Refund = v.InferOutput<typeof RefundSchema>;

export const offlineReferenceMaxLength = 100;

/**
 * `POST /api/office/payments/offline` ('finance.manage'): one member's unpaid bills paid by bank transfer or cheque,
 * with its reference and the day the money arrived (not after today). 201 with the paid order.
 */
export const OfflinePaymentSchema = v.object({
  billIds: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), validationMessages.required),
    v.minLength(1, validationMessages.required),
  ),
  method: v.picklist(['bankTransfer', 'cheque'] as const, validationMessages.required),
  reference: v.pipe(
    v.string(validationMessages.required),
    v.trim(),
    v.nonEmpty(validationMessages.required),
    v.maxLength(offlineReferenceMaxLength, validationMessages.maxLength),
  ),
  paidOn: DateSchema,
});
export type OfflinePaymentInput = v.InferInput<typeof OfflinePaymentSchema>;
export type OfflinePayment = v.InferOutput<typeof OfflinePaymentSchema>;

/** An order as the finance office reads it. */
export const OfficeOrderSchema = v.object({
  ...OrderSchema.entries,
  member: MemberRefSchema,
  provider: v.nullable(v.string()),
  providerRef: v.nullable(v.string()),
  /** The bank transfer's or cheque's reference for an offline payment. */
  reference: v.nullable(v.string()),
  recordedBy: v.nullable(v.object({ id: v.number(), name: LocalizedTextSchema })),
  updatedAt: IsoDateTimeSchema,
});
export type OfficeOrder = v.InferOutput<typeof OfficeOrderSchema>;

/** `GET /api/office/orders?q=&status=&method=&from=&to=` ('finance.manage'), newest first. */
export const OfficeOrderListQuerySchema = v.object({
  ...OfficePageQuerySchema.entries,
  status: choiceParam(OrderStatuses),
  method: choiceParam(PaymentMethods),
  from: optionalParam(DayFilterSchema),
  to: optionalParam(DayFilterSchema),
});
export type OfficeOrderListQuery = v.InferOutput<typeof OfficeOrderListQuerySchema>;
export const OfficeOrderListResponseSchema = officePage(OfficeOrderSchema);
export type OfficeOrderListResponse = v.InferOutput<typeof OfficeOrderListResponseSchema>;

/**
 * `GET /api/office/reconciliation?day=` ('finance.manage'): one UAE day. Orders the provider says are paid against
 * bills marked paid by them; a difference is a row with what is wrong.
 */
export const ReconciliationDifferences = [
  /** The provider took the money, our order is not paid. */
  'paidAtProviderOnly',
  /** Our order is paid, the provider does not say so. */
  'paidHereOnly',
  /** Amounts differ. */
  'amountMismatch',
  /** The order is paid but one of its bills is not marked paid (or was refunded without the order). */
  'billNotPaid',
] as const;
export type ReconciliationDifference = (typeof ReconciliationDifferences)[number];

export const ReconciliationSchema = v.object({
  day: IsoDateSchema,
  provider: v.nullable(v.string()),
  ordersPaidAtProvider: v.object({ count: v.number(), totalFils: v.number() }),
  billsMarkedPaid: v.object({ count: v.number(), totalFils: v.number() }),
  offline: v.object({ count: v.number(), totalFils: v.number() }),
  differences: v.array(
    v.object({
      kind: v.picklist(ReconciliationDifferences),
      orderId: v.number(),
      orderNumber: v.string(),
      billNumber: v.nullable(v.string()),
      expectedFils: v.number(),
      actualFils: v.number(),
      at: IsoDateTimeSchema,
    }),
  ),
});
export type Reconciliation = v.InferOutput<typeof ReconciliationSchema>;
export const ReconciliationQuerySchema = v.object({ day: optionalParam(DayFilterSchema) });
