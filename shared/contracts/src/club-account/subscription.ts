import * as v from 'valibot';
import { BillStatusSchema } from '../billing/statuses';
import { ClubCategories } from '../clubs';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { ClubPlayerSchema } from './teams';

/**
 * `/api/account/club/season-subscription` (issue 11): the club's or academy's subscription to the active season, with
 * the players it subscribes. It makes one bill: the club's (or academy's) fee and a line per player (decision 034).
 */

export const SubscriptionInputSchema = v.object({
  category: v.picklist(ClubCategories),
  playerIds: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    v.maxLength(500),
    v.check((ids) => new Set(ids).size === ids.length, 'Each player once'),
  ),
});
export type SubscriptionInput = v.InferOutput<typeof SubscriptionInputSchema>;

export const SubscriptionBillSchema = v.object({
  id: v.number(),
  number: v.string(),
  amountFils: v.number(),
  status: BillStatusSchema,
});

export const SeasonRefViewSchema = v.object({
  id: v.number(),
  name: v.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
});

export const SeasonSubscriptionViewSchema = v.object({
  /** The active season; null when the federation has none (nothing can be subscribed). */
  season: v.nullable(SeasonRefViewSchema),
  subscription: v.nullable(
    v.object({
      id: v.number(),
      category: v.picklist(ClubCategories),
      players: v.array(v.object({ id: v.number(), name: LocalizedTextSchema })),
      bill: v.nullable(SubscriptionBillSchema),
      /** Until its bill is paid, the category and players may change (which reissues the bill). */
      editable: v.boolean(),
    }),
  ),
  /** The club's approved players to choose from. */
  players: v.array(ClubPlayerSchema),
  /** The season's amounts in fils; null while the federation has not priced them. */
  prices: v.object({ memberFils: v.nullable(v.number()), archerFils: v.nullable(v.number()) }),
});
export type SeasonSubscriptionView = v.InferOutput<typeof SeasonSubscriptionViewSchema>;

export const SubscriptionErrorCodes = {
  /** 409: no season is active. */
  noActiveSeason: 'no_active_season',
  /** 409: the subscription's bill is paid (or being paid): it can no longer change. */
  paid: 'subscription_paid',
} as const;
