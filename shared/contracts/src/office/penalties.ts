import * as v from 'valibot';
import { validationMessages } from '../auth';
import { BillStatusSchema } from '../billing/statuses';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { choiceParam } from '../pagination';
import { DateSchema } from '../registration/fields';
import { IsoDateTimeSchema } from '../tournaments';
import { IdFilterSchema, OfficePageQuerySchema, officePage, optionalParam } from './lists';
import { ReasonSchema } from './reason';

/**
 * Where a penalty stands, computed from its dates and today (UAE calendar) on every read: `upcoming` before its first
 * day, `active` from its first to its last day (the member is restricted), `ended` after it, `lifted` once the office
 * lifted it early (whatever the dates).
 */
export const PenaltyStatuses = ['upcoming', 'active', 'ended', 'lifted'] as const;
export type PenaltyStatus = (typeof PenaltyStatuses)[number];

/** The statuses a penalty can still be lifted from. */
export const liftablePenaltyStatuses = ['upcoming', 'active'] as const satisfies readonly PenaltyStatus[];

/** The status of a penalty on `today` (`YYYY-MM-DD`, UAE). Both days are included. */
export function penaltyStatus(
  penalty: { startsOn: string; endsOn: string; lifted: unknown },
  today: string,
): PenaltyStatus {
  if (penalty.lifted) return 'lifted';
  if (today < penalty.startsOn) return 'upcoming';
  return today > penalty.endsOn ? 'ended' : 'active';
}

const PersonRefSchema = v.object({ id: v.number(), name: LocalizedTextSchema });

/** A penalty as the office reads it (`GET /api/office/penalties`). The fine is whole fils (AED 150.50 is 15050). */
export const PenaltySchema = v.object({
  id: v.number(),
  member: PersonRefSchema,
  reason: LocalizedTextSchema,
  startsOn: IsoDateSchema,
  endsOn: IsoDateSchema,
  fineFils: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  status: v.picklist(PenaltyStatuses),
  /** Null when the staff account that issued it was removed. */
  issuedBy: v.nullable(PersonRefSchema),
  createdAt: IsoDateTimeSchema,
  lifted: v.nullable(
    v.object({ at: IsoDateTimeSchema, by: v.nullable(PersonRefSchema), reason: v.string() }),
  ),
});
export type Penalty = v.InferOutput<typeof PenaltySchema>;

/** `GET /api/office/penalties?memberId=&status=` ('penalties.read'), newest first. */
export const PenaltyListQuerySchema = v.object({
  ...v.pick(OfficePageQuerySchema, ['page', 'pageSize']).entries,
  memberId: optionalParam(IdFilterSchema),
  status: choiceParam(PenaltyStatuses),
});
export type PenaltyListQuery = v.InferOutput<typeof PenaltyListQuerySchema>;
export const PenaltyListResponseSchema = officePage(PenaltySchema);
export type PenaltyListResponse = v.InferOutput<typeof PenaltyListResponseSchema>;

/** A fine's bill, billed to the penalised member: its number and where it stands. */
export const FineBillSchema = v.object({ number: v.string(), status: BillStatusSchema });
export type FineBill = v.InferOutput<typeof FineBillSchema>;

/**
 * `GET /api/account/penalties`: the caller's own penalties, newest first (no staff names), each with its fine's bill
 * (null without a fine; the API always sends it).
 */
export const OwnPenaltySchema = v.object({
  ...v.omit(PenaltySchema, ['member', 'issuedBy', 'lifted']).entries,
  bill: v.optional(v.nullable(FineBillSchema)),
});
export type OwnPenalty = v.InferOutput<typeof OwnPenaltySchema>;
export const OwnPenaltiesResponseSchema = v.object({ items: v.array(OwnPenaltySchema) });
export type OwnPenaltiesResponse = v.InferOutput<typeof OwnPenaltiesResponseSchema>;

export const penaltyLimits = { maxFineAed: 1_000_000 } as const;

/** Message ids of the penalty form besides the common ones; mf-office translates them. */
export const penaltyMessages = {
  /** The first day is before today: a penalty is never back-dated. */
  startsInPast: 'validation.startsInPast',
  /** The last day is before the first. */
  endsBeforeStart: 'validation.endsBeforeStart',
  /** A fine with more than two decimals (fils are the smallest unit). */
  fineDecimals: 'validation.fineDecimals',
} as const;

const MemberIdSchema = v.pipe(
  v.number(validationMessages.required),
  v.integer(validationMessages.invalid),
  v.minValue(1, validationMessages.invalid),
  v.maxValue(2_147_483_647, validationMessages.invalid),
);

/** AED with at most two decimals, above zero; an empty input (NaN, null, '') means "no fine". */
const FineAedSchema = v.pipe(
  v.number(validationMessages.invalid),
  v.minValue(0.01, validationMessages.minValue),
  v.maxValue(penaltyLimits.maxFineAed, validationMessages.maxValue),
  v.check((aed) => Math.abs(aed * 100 - Math.round(aed * 100)) < 1e-6, penaltyMessages.fineDecimals),
);

/** A fine in AED as whole fils, without the float error of `aed * 100` (19.99 * 100 is 1998.9999999999998). */
export function aedToFils(aed: number): number {
  return Math.round(aed * 100);
}

/**
 * `POST /api/office/penalties` ('penalties.manage'): 201 with the penalty. `today` (UAE) is the earliest first day;
 * forms pass the day they show, the API its own clock (and wins: a form left open over midnight is refused).
 */
export function issuePenaltySchema(today?: string) {
  return v.pipe(
    v.object({
      memberId: MemberIdSchema,
      reasonAr: ReasonSchema,
      reasonEn: ReasonSchema,
      startsOn: v.pipe(
        DateSchema,
        v.check((day) => today === undefined || day >= today, penaltyMessages.startsInPast),
      ),
      endsOn: DateSchema,
      fineAed: v.optional(
        v.pipe(
          v.union([v.literal(''), v.null(), v.number()]),
          v.transform((fine) => (fine === '' || fine === null || Number.isNaN(fine) ? undefined : fine)),
          v.optional(FineAedSchema),
        ),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['startsOn'], ['endsOn']],
        (input) => input.endsOn >= input.startsOn,
        penaltyMessages.endsBeforeStart,
      ),
      ['endsOn'],
    ),
  );
}
/** The form's shape; the API checks it with `issuePenaltySchema(today)`. */
export const IssuePenaltySchema = issuePenaltySchema();
export type IssuePenaltyInput = v.InferInput<typeof IssuePenaltySchema>;
export type IssuePenalty = v.InferOutput<typeof IssuePenaltySchema>;

/** `POST /api/office/penalties/:id/lift` ('penalties.manage'): 200 with the penalty; 409 `penalty_not_liftable`. */
export const LiftPenaltySchema = v.object({ reason: ReasonSchema });
export type LiftPenalty = v.InferOutput<typeof LiftPenaltySchema>;

/**
 * `GET /api/account/players/penalties` (clubs and academies): the penalties of the caller's own players, newest first,
 * each naming its player (no staff names).
 */
export const PlayerPenaltySchema = v.object({
  ...OwnPenaltySchema.entries,
  player: PersonRefSchema,
  /** The fine's bill, billed to the player (null without a fine). */
  bill: v.nullable(FineBillSchema),
});
export type PlayerPenalty = v.InferOutput<typeof PlayerPenaltySchema>;
export const PlayerPenaltiesResponseSchema = v.object({ items: v.array(PlayerPenaltySchema) });
export type PlayerPenaltiesResponse = v.InferOutput<typeof PlayerPenaltiesResponseSchema>;
