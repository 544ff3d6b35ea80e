import * as v from 'valibot';
import { IsoDateSchema } from '../localized';
import { RequestStatuses } from '../requests/workflow';
import { SeasonRefViewSchema, SubscriptionBillSchema } from './subscription';

/**
 * `/api/account/club/renewal` (issue 11): the club's or academy's own membership for the next season: a `renewal`
 * request the office decides, with its licence renewal bill (decision 034).
 */

export const RenewalViewSchema = v.object({
  validUntil: v.nullable(IsoDateSchema),
  /** The season after the current one; null when the federation has not opened it. */
  nextSeason: v.nullable(SeasonRefViewSchema),
  /** The licence renewal fee of the next season in fils; null while it is not priced. */
  dueFils: v.nullable(v.number()),
  /** A renewal waits for the office: another cannot be made. */
  pending: v.boolean(),
  history: v.array(
    v.object({
      requestId: v.number(),
      status: v.picklist(RequestStatuses),
      submittedAt: v.string(),
      seasonName: v.nullable(v.string()),
      decisionReason: v.nullable(v.string()),
      bill: v.nullable(SubscriptionBillSchema),
    }),
  ),
});
export type RenewalView = v.InferOutput<typeof RenewalViewSchema>;

export const RenewalErrorCodes = {
  /** 409: a renewal already waits for the office. */
  pending: 'renewal_pending',
  /** 409: the next season does not exist or its licence renewal fee has no amount yet. */
  notPriced: 'renewal_not_priced',
} as const;
