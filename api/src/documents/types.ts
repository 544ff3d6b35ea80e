import * as v from 'valibot';
import {
  AmountFilsSchema,
  BillStatusSchema,
  FeeCategorySchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  LocalizedTextSchema,
  PaymentMethodSchema,
} from '@uaeaf/contracts';

export type DocumentLanguage = 'ar' | 'en';

const TextSchema = v.pipe(v.string(), v.trim(), v.minLength(1));

/** Whom a bill is to, or who paid: a club's or a person's name (both languages, or the one it was given in). */
export const DocumentMemberSchema = v.object({
  name: v.union([LocalizedTextSchema, TextSchema]),
  membershipNumber: v.nullable(TextSchema),
  email: TextSchema,
});
export type DocumentMember = v.InferOutput<typeof DocumentMemberSchema>;

/** A total is the sum of its lines: a document never shows figures that do not add up. */
function addsUp<T extends { totalFils: number }>(amounts: (document: T) => number[]) {
  return v.check<T, string>(
    (document) => amounts(document).reduce((sum, fils) => sum + fils, 0) === document.totalFils,
    'The total is not the sum of the lines',
  );
}

/** What an invoice shows: a bill (`bills`, its lines and its member). Amounts are whole fils. */
export const InvoiceDocumentSchema = v.pipe(
  v.object({
    /** `TS-2026-000042`. */
    number: TextSchema,
    category: FeeCategorySchema,
    /** What the bill is for. */
    name: LocalizedTextSchema,
    issuedOn: IsoDateSchema,
    dueOn: IsoDateSchema,
    status: BillStatusSchema,
    member: DocumentMemberSchema,
    lines: v.pipe(
      v.array(v.object({ description: LocalizedTextSchema, amountFils: AmountFilsSchema })),
      v.minLength(1),
    ),
    totalFils: AmountFilsSchema,
  }),
  addsUp((invoice) => invoice.lines.map((line) => line.amountFils)),
);
export type InvoiceDocument = v.InferInput<typeof InvoiceDocumentSchema>;

/** What a receipt shows: a paid order (or one refunded since) and the bills it paid. */
export const ReceiptDocumentSchema = v.pipe(
  v.object({
    /** The order's number, `OR-2026-000042`. */
    number: TextSchema,
    status: v.picklist(['paid', 'refunded']),
    paidAt: IsoDateTimeSchema,
    method: PaymentMethodSchema,
    /** The provider's reference of a card payment, or the bank transfer's or the cheque's. */
    reference: v.nullable(TextSchema),
    member: DocumentMemberSchema,
    bills: v.pipe(
      v.array(v.object({ number: TextSchema, name: LocalizedTextSchema, amountFils: AmountFilsSchema })),
      v.minLength(1),
    ),
    totalFils: AmountFilsSchema,
  }),
  addsUp((receipt) => receipt.bills.map((bill) => bill.amountFils)),
);
export type ReceiptDocument = v.InferInput<typeof ReceiptDocumentSchema>;
