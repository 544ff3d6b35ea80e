import * as v from 'valibot';
import { validationMessages } from '../auth';
import { ReasonSchema } from '../office/reason';
import { RequestStatuses } from './workflow';

/** A rejection's reason as the member reads it (1 to 1000 characters, trimmed); a blank one counts as none. */
const DecisionReasonSchema = v.pipe(
  v.optional(v.string(validationMessages.required)),
  v.transform((reason) => (reason?.trim() === '' ? undefined : reason)),
  v.optional(ReasonSchema),
);

/**
 * A rejection needs a reason: the field error is `validation.required` on `reason`, so the form shows it there. On any
 * other decision a reason is kept as a note in the audit trail only.
 */
function reasonToReject<TInput extends { decision: string; reason?: string | undefined }>() {
  return v.forward<TInput, v.CheckIssue<TInput>, ['reason']>(
    v.check<TInput, string>(
      (input) => input.decision !== 'reject' || input.reason !== undefined,
      validationMessages.required,
    ),
    // `reason` is a key of every TInput, which the compiler cannot see through the generic path type.
    ['reason'] as Parameters<typeof v.forward<TInput, v.CheckIssue<TInput>, ['reason']>>[1],
  );
}

/** `POST /api/office/requests/:id/decision`. */
export const OfficeDecisions = ['approve', 'reject'] as const;
export type OfficeDecision = (typeof OfficeDecisions)[number];
export const RequestDecisionSchema = v.pipe(
  v.object({
    decision: v.picklist(OfficeDecisions, validationMessages.invalid),
    reason: DecisionReasonSchema,
  }),
  reasonToReject(),
);
export type RequestDecisionInput = v.InferInput<typeof RequestDecisionSchema>;
export type RequestDecision = v.InferOutput<typeof RequestDecisionSchema>;

/** `POST /api/club/requests/:id/decision`: the club or academy the applicant named. */
export const ClubDecisions = ['accept', 'reject'] as const;
export type ClubDecision = (typeof ClubDecisions)[number];
export const ClubRequestDecisionSchema = v.pipe(
  v.object({ decision: v.picklist(ClubDecisions, validationMessages.invalid), reason: DecisionReasonSchema }),
  reasonToReject(),
);
export type ClubRequestDecisionInput = v.InferInput<typeof ClubRequestDecisionSchema>;
export type ClubRequestDecision = v.InferOutput<typeof ClubRequestDecisionSchema>;

/** How many requests one bulk decision may take. */
export const bulkDecisionMaxIds = 200;

const RequestIdSchema = v.pipe(
  v.number(validationMessages.invalid),
  v.integer(validationMessages.invalid),
  v.minValue(1, validationMessages.invalid),
  v.maxValue(2_147_483_647, validationMessages.invalid),
);

/**
 * `POST /api/office/requests/decisions`: one decision (and, for a rejection, one reason) for up to 200 distinct
 * requests. Each is decided on its own; one that cannot take the decision is skipped with its code.
 */
export const BulkRequestDecisionSchema = v.pipe(
  v.object({
    ids: v.pipe(
      v.array(RequestIdSchema, validationMessages.invalid),
      v.minLength(1, validationMessages.required),
      v.maxLength(bulkDecisionMaxIds, validationMessages.maxLength),
      v.check((ids) => new Set(ids).size === ids.length, validationMessages.invalid),
    ),
    decision: v.picklist(OfficeDecisions, validationMessages.invalid),
    reason: DecisionReasonSchema,
  }),
  reasonToReject(),
);
export type BulkRequestDecisionInput = v.InferInput<typeof BulkRequestDecisionSchema>;
export type BulkRequestDecision = v.InferOutput<typeof BulkRequestDecisionSchema>;

export const BulkRequestDecisionResultSchema = v.object({
  /** The ids decided, in the order sent. */
  decided: v.array(v.number()),
  /** The ids left as they were, each with the refusal code a single decision would have answered. */
  skipped: v.array(v.object({ id: v.number(), code: v.string() })),
});
export type BulkRequestDecisionResult = v.InferOutput<typeof BulkRequestDecisionResultSchema>;

/** What a decision answers: the request's new status and, once approved, the member's number and validity. */
export const RequestDecisionResultSchema = v.object({
  id: v.number(),
  status: v.picklist(RequestStatuses),
  membershipNumber: v.nullable(v.string()),
  validUntil: v.nullable(v.string()),
});
export type RequestDecisionResult = v.InferOutput<typeof RequestDecisionResultSchema>;
