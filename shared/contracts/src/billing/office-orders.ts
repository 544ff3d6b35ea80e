import * as v from 'valibot';
import { AuditEventSchema } from '../audit';
import { IsoDateTimeSchema } from '../tournaments';
import { OfficeOrderSchema } from './office';

/**
 * What a payment notification did (`payment_notifications.outcome`): moved the order (`applied`), found it moved
 * already (`duplicate`), could not move it from where it is (`ignored`: a decline after the payment, say), named no
 * order of ours (`unknownOrder`), or was not signed by the provider (`badSignature`: logged, nothing changed).
 */
export const NotificationOutcomes = [
  'applied',
  'duplicate',
  'ignored',
  'unknownOrder',
  'badSignature',
] as const;
export type NotificationOutcome = (typeof NotificationOutcomes)[number];

export const RefundStatuses = ['requested', 'succeeded', 'failed'] as const;

/**
 * `GET /api/office/orders/:id` ('finance.manage'): the order, every notification the provider sent about it, its
 * refunds (`automatic` when the system refunded a bill cancelled while the order was at the provider) and its audit
 * trail, newest first.
 */
export const OfficeOrderDetailSchema = v.object({
  order: OfficeOrderSchema,
  notifications: v.array(
    v.object({
      id: v.number(),
      receivedAt: IsoDateTimeSchema,
      eventId: v.nullable(v.string()),
      valid: v.boolean(),
      outcome: v.picklist(NotificationOutcomes),
    }),
  ),
  refunds: v.array(
    v.object({
      id: v.number(),
      billId: v.nullable(v.number()),
      amountFils: v.pipe(v.number(), v.integer(), v.minValue(1)),
      reason: v.string(),
      status: v.picklist(RefundStatuses),
      automatic: v.boolean(),
      createdAt: IsoDateTimeSchema,
      completedAt: v.nullable(IsoDateTimeSchema),
    }),
  ),
  history: v.array(AuditEventSchema),
});
export type OfficeOrderDetail = v.InferOutput<typeof OfficeOrderDetailSchema>;
