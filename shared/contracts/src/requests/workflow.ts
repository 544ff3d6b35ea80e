import { type MembershipStatus, MembershipStatuses } from '../session';

/**
 * The membership request workflow (issue 9, decision 017) as data: the API refuses whatever the table does not allow,
 * and the pages show only the buttons it allows. A request's status is the spec's membership status; `Cancled` is
 * shown as "Rejected". `Withdrawn` is a request's own (decision 033): a pending request taken back by whoever made it
 * (the member, or the club that made it for them); like Approved it is final, and it never becomes a membership status.
 */
export const RequestStatuses = [...MembershipStatuses, 'Withdrawn'] as const;
export type RequestStatus = (typeof RequestStatuses)[number];

/**
 * A new registration, the renewal of a membership (contract renewal), or the end of a player's contract with their
 * club (`termination`, made by the club; its approval removes the player from the club, decision 033).
 */
export const RequestKinds = ['new', 'renewal', 'termination', 'document'] as const;
export type RequestKind = (typeof RequestKinds)[number];

/** Who moves a request: the club or academy the applicant named, the federation office, or the applicant. */
export const RequestActors = ['club', 'office', 'member'] as const;
export type RequestActor = (typeof RequestActors)[number];

export const RequestActions = ['accept', 'approve', 'reject', 'resubmit'] as const;
export type RequestAction = (typeof RequestActions)[number];

export interface RequestTransition {
  /**
   * The request's next status, which the applicant's membership takes too. Withdrawing is no move of this table: it
   * leaves the membership as it was (decision 033).
   */
  to: MembershipStatus;
  by: readonly RequestActor[];
  /** `true`: only when the applicant named a club; `false`: only when they did not; absent: either way. */
  clubNamed?: boolean;
}

/**
 * status -> action -> next status and who may take it. Pending -> Accepted by the named club; the office approves
 * from Accepted, or from Pending when no club was named; the named club rejects while Pending, the office at either
 * step; a rejected applicant resubmits (back to Pending). Approved is final.
 */
export const requestTransitions = {
  Pending: {
    accept: { to: 'Accepted', by: ['club'], clubNamed: true },
    approve: { to: 'Approved', by: ['office'], clubNamed: false },
    reject: { to: 'Cancled', by: ['club', 'office'] },
  },
  Accepted: {
    approve: { to: 'Approved', by: ['office'] },
    reject: { to: 'Cancled', by: ['office'] },
  },
  Cancled: {
    resubmit: { to: 'Pending', by: ['member'] },
  },
  Approved: {},
  Withdrawn: {},
} as const satisfies Record<RequestStatus, Partial<Record<RequestAction, RequestTransition>>>;

/** What the workflow needs to know of a request. */
export interface RequestState {
  status: RequestStatus;
  /** Whether the applicant named a club or academy (`club_id` is set). */
  clubNamed: boolean;
}

/** The transition `actor` may make with `action` from the request's status, or undefined when there is none. */
export function requestTransition(
  request: RequestState,
  action: RequestAction,
  actor: RequestActor,
): RequestTransition | undefined {
  const transitions: Partial<Record<RequestAction, RequestTransition>> = requestTransitions[request.status];
  const transition = transitions[action];
  if (!transition || !transition.by.includes(actor)) return undefined;
  if (transition.clubNamed !== undefined && transition.clubNamed !== request.clubNamed) return undefined;
  return transition;
}

/** The actions `actor` may take on the request now, in the table's order: the buttons a page shows. */
export function allowedRequestActions(request: RequestState, actor: RequestActor): RequestAction[] {
  return RequestActions.filter((action) => requestTransition(request, action, actor) !== undefined);
}

/**
 * The `error.code` of every refusal of the request routes (besides `validation_failed` with field errors,
 * `forbidden` and `not_found`, which is also what a club gets for another club's request).
 */
export const RequestErrorCodes = {
  /** 409: someone already took the request past the step this decision belongs to (or did a moment ago). */
  alreadyDecided: 'already_decided',
  /** 409: the office approving a request that still waits for the club the applicant named. */
  awaitingClub: 'awaiting_club',
  /** 409: the workflow has no such move from the request's status (resubmitting a request that is not rejected). */
  invalidTransition: 'invalid_transition',
  /** Bulk only: no request has this id. */
  notFound: 'not_found',
} as const;
export type RequestErrorCode = (typeof RequestErrorCodes)[keyof typeof RequestErrorCodes];

/** Why `actor` may not take `action` on the request, or undefined when the workflow allows it. */
export function requestRefusal(
  request: RequestState,
  action: RequestAction,
  actor: RequestActor,
): RequestErrorCode | undefined {
  if (requestTransition(request, action, actor)) return undefined;
  const { status } = request;
  if (action !== 'resubmit' && (status === 'Approved' || status === 'Cancled' || status === 'Withdrawn')) {
    return RequestErrorCodes.alreadyDecided;
  }
  if (actor === 'club' && status === 'Accepted') return RequestErrorCodes.alreadyDecided;
  if (actor === 'office' && action === 'approve' && status === 'Pending' && request.clubNamed) {
    return RequestErrorCodes.awaitingClub;
  }
  return RequestErrorCodes.invalidTransition;
}

/** The message id each refusal shows (as a toast, or per row of a bulk decision). */
export const requestErrorMessages = {
  already_decided: 'requests.error.alreadyDecided',
  awaiting_club: 'requests.error.awaitingClub',
  invalid_transition: 'requests.error.invalidTransition',
  not_found: 'requests.error.notFound',
} as const satisfies Record<RequestErrorCode, string>;

/** The audit `action` of each move: `request.accepted`, `request.approved`, `request.rejected`, ... */
export const requestAuditActions = {
  submit: 'request.submitted',
  accept: 'request.accepted',
  approve: 'request.approved',
  reject: 'request.rejected',
  resubmit: 'request.resubmitted',
} as const satisfies Record<RequestAction | 'submit', string>;

/** The audit `action` of the membership status change a move makes on the applicant's member row. */
export const membershipAuditActions = {
  accept: 'member.accepted',
  approve: 'member.approved',
  reject: 'member.rejected',
  resubmit: 'member.resubmitted',
} as const satisfies Record<RequestAction, string>;
