import * as v from 'valibot';
import { LocalizedTextSchema } from '../localized';
import { RequestKinds, RequestStatuses } from '../requests/workflow';
import { MemberClubSchema } from './clubs';

/**
 * A member's own membership requests and their timeline (issue 9: "a member sees the timeline of their own
 * requests"), and the resubmission of a rejected one.
 */

/**
 * Who moved a request, as its applicant reads it: themselves, the club or academy they named (by name), the
 * federation office (staff are not named to members), or the system (a scheduled job).
 */
export const OwnRequestActors = ['member', 'club', 'office', 'system'] as const;
export type OwnRequestActor = (typeof OwnRequestActors)[number];

const StatusSchema = v.picklist(RequestStatuses);

export const OwnRequestEventSchema = v.object({
  /** ISO 8601 instant. */
  at: v.string(),
  /** The audit action: `request.submitted`, `request.accepted`, `request.rejected`, `request.resubmitted`, ... */
  action: v.string(),
  fromStatus: v.nullable(StatusSchema),
  toStatus: v.nullable(StatusSchema),
  reason: v.nullable(v.string()),
  by: v.picklist(OwnRequestActors),
  /** The club's or academy's name when `by` is `club`. */
  clubName: v.nullable(LocalizedTextSchema),
});
export type OwnRequestEvent = v.InferOutput<typeof OwnRequestEventSchema>;

export const OwnRequestSchema = v.object({
  id: v.number(),
  kind: v.picklist(RequestKinds),
  /** The registration form's URL name (`players`, `club`, ...). */
  form: v.string(),
  status: StatusSchema,
  /** Why it was rejected, for the member to read; null once they resubmit. */
  decisionReason: v.nullable(v.string()),
  /** The club or academy the applicant named, if any. */
  club: v.nullable(MemberClubSchema),
  submittedAt: v.string(),
  updatedAt: v.string(),
  /** Oldest first. */
  timeline: v.array(OwnRequestEventSchema),
});
export type OwnRequest = v.InferOutput<typeof OwnRequestSchema>;

/** `GET /api/account/requests`: the caller's membership (number and validity once approved) and requests, newest first. */
export const OwnRequestsSchema = v.object({
  membership: v.object({
    status: StatusSchema,
    number: v.nullable(v.string()),
    /** The last day of the membership, `YYYY-MM-DD`. */
    validUntil: v.nullable(v.string()),
  }),
  requests: v.array(OwnRequestSchema),
});
export type OwnRequests = v.InferOutput<typeof OwnRequestsSchema>;

/**
 * Refusals of `POST /api/account/requests/:id/resubmission` besides 400 `validation_failed`, 404 `not_found` (not the
 * caller's) and the workflow's 409 `invalid_transition` (a request that is not rejected).
 */
export const ResubmissionErrorCodes = {
  /** 403: the member is under a penalty; nothing is resubmitted until it ends or is lifted. */
  accountRestricted: 'account_restricted',
} as const;
