import * as v from 'valibot';
import { BillStatusSchema } from './billing/statuses';
import { IsoDateSchema } from './localized';
import { MembershipStatuses } from './session';

const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * `GET /api/account/club/summary`: the home page of a club's or academy's account, each figure leading to its page.
 * Counts are whole numbers, money whole fils.
 */
export const ClubAccountSummarySchema = v.object({
  membership: v.object({
    status: v.picklist(MembershipStatuses),
    number: v.nullable(v.string()),
    validUntil: v.nullable(IsoDateSchema),
  }),
  /** The active season's subscription; `season` null when no season is active, `billStatus` null when not subscribed. */
  seasonSubscription: v.object({
    season: v.nullable(v.string()),
    subscribed: v.boolean(),
    billStatus: v.nullable(BillStatusSchema),
  }),
  /** The club's players by their membership status, and the registrations that named it waiting for its answer. */
  players: v.object({
    byStatus: v.object({
      Pending: CountSchema,
      Approved: CountSchema,
      Accepted: CountSchema,
      Cancled: CountSchema,
    }),
    awaitingDecision: CountSchema,
  }),
  /** Requests the club made (its own or for its players) that neither it nor the federation has finished with. */
  openRequests: CountSchema,
  unpaidFils: CountSchema,
  activePenalties: CountSchema,
});
export type ClubAccountSummary = v.InferOutput<typeof ClubAccountSummarySchema>;
