import * as v from 'valibot';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { IsoDateTimeSchema } from '../tournaments/entries';
import { BillStatusSchema } from './statuses';
import { FeeCategorySchema, FeeCodeSchema } from './fees';

/** Days between a bill's issue and its due date when whoever issues it does not say. */
export const defaultDueDays = 30;

export const BillLineSchema = v.object({
  description: LocalizedTextSchema,
  amountFils: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type BillLine = v.InferOutput<typeof BillLineSchema>;

/** A bill as its owner reads it (`GET /api/account/bills`); the office's rows add the member. */
export const BillSchema = v.object({
  id: v.number(),
  /** `TS-2026-000042`: the category's prefix, the year issued and the id. */
  number: v.string(),
  category: FeeCategorySchema,
  /** The catalogue fee it charges; null for one priced per case (a tournament's own fee, a penalty's fine). */
  feeCode: v.nullable(FeeCodeSchema),
  /** What it is for: "Tournament subscription: {tournament}, {archer}". */
  name: LocalizedTextSchema,
  amountFils: v.pipe(v.number(), v.integer(), v.minValue(0)),
  issuedOn: IsoDateSchema,
  dueOn: IsoDateSchema,
  status: BillStatusSchema,
  /** Why the office cancelled, waived or refunded it; null otherwise. */
  statusReason: v.nullable(v.string()),
  paidAt: v.nullable(IsoDateTimeSchema),
  lines: v.array(BillLineSchema),
  /** An order for it is at the payment provider right now: it cannot be paid again until that order ends. */
  paymentInProgress: v.boolean(),
  inCart: v.boolean(),
  /** The paid order, whose receipt `GET /api/account/orders/:id/receipt.pdf` gives; null until paid. */
  receiptOrderId: v.nullable(v.number()),
});
export type Bill = v.InferOutput<typeof BillSchema>;

/** `GET /api/account/bills` ('own.read'): the caller's bills, newest first (a club's own, not its players'). */
export const OwnBillsResponseSchema = v.object({ items: v.array(BillSchema) });
export type OwnBillsResponse = v.InferOutput<typeof OwnBillsResponseSchema>;

/** The files a bill and an order give: `GET /api/account/bills/:id/invoice.pdf?lang=`, `…/orders/:id/receipt.pdf`. */
export const DocumentLanguageSchema = v.object({ lang: v.optional(v.picklist(['ar', 'en']), 'ar') });
