import * as v from 'valibot';
import { AuditEventSchema } from '../audit';
import { validationMessages } from '../auth';
import { LocalizedTextSchema } from '../localized';
import {
  DayFilterSchema,
  IdFilterSchema,
  officePage,
  OfficePageQuerySchema,
  optionalParam,
} from '../office/lists';
import { choiceParam, queryValue } from '../pagination';
import { RegistrationFormNames } from '../registration';
import { AccountTypeSchema, MembershipStatuses } from '../session';
import { RequestActions, RequestKinds, RequestStatuses } from './workflow';

/** The list's orders: by submission time, applicant name (in `lang`) or status; `-` is descending. */
export const OfficeRequestSorts = ['submitted', '-submitted', 'name', '-name', 'status', '-status'] as const;
export type OfficeRequestSort = (typeof OfficeRequestSorts)[number];

/**
 * The office's work queues (the summary's counts, one click away as a list filter): `pendingClub` waits for the club
 * the applicant named, `awaitingOffice` for the federation (Pending with no club named, or Accepted by the club).
 */
export const RequestQueues = ['pendingClub', 'awaitingOffice'] as const;
export type RequestQueue = (typeof RequestQueues)[number];

/**
 * `GET /api/office/requests`: page (1..), pageSize (up to 100), `q` (applicant name in Arabic or English, email or
 * Emirates ID, with or without dashes), filters, and `from`/`to` (UAE days of submission, both included). An unknown
 * filter value or sort answers 400, never everything.
 */
export const OfficeRequestListQuerySchema = v.pipe(
  v.object({
    ...OfficePageQuerySchema.entries,
    kind: choiceParam(RequestKinds),
    form: choiceParam(RegistrationFormNames),
    status: choiceParam(RequestStatuses),
    queue: choiceParam(RequestQueues),
    clubId: optionalParam(IdFilterSchema),
    from: optionalParam(DayFilterSchema),
    to: optionalParam(DayFilterSchema),
    sort: v.pipe(queryValue('-submitted'), v.picklist(OfficeRequestSorts, validationMessages.invalid)),
    /** The language names are sorted in. */
    lang: v.pipe(queryValue('ar'), v.picklist(['ar', 'en'], validationMessages.invalid)),
  }),
  v.forward(
    v.check(
      (query) => query.from === undefined || query.to === undefined || query.from <= query.to,
      validationMessages.invalid,
    ),
    ['to'],
  ),
);
export type OfficeRequestListQuery = v.InferOutput<typeof OfficeRequestListQuerySchema>;

const RequestStatusSchema = v.picklist(RequestStatuses);

export const OfficeRequestRowSchema = v.object({
  id: v.number(),
  kind: v.picklist(RequestKinds),
  /** The registration form's URL name (`players`, `club`, ...). */
  form: v.string(),
  accountType: AccountTypeSchema,
  status: RequestStatusSchema,
  applicant: v.object({
    id: v.number(),
    name: LocalizedTextSchema,
    email: v.string(),
    /** The 15 digits, as stored. */
    emiratesId: v.nullable(v.string()),
  }),
  /** The club or academy the applicant named, which accepts the request first. */
  club: v.nullable(v.object({ id: v.number(), name: LocalizedTextSchema })),
  submittedAt: v.string(),
  updatedAt: v.string(),
});
export type OfficeRequestRow = v.InferOutput<typeof OfficeRequestRowSchema>;

export const OfficeRequestListSchema = officePage(OfficeRequestRowSchema);
export type OfficeRequestList = v.InferOutput<typeof OfficeRequestListSchema>;

/** Why an applicant looks like an existing member. */
export const DuplicateMatches = ['emiratesId', 'email', 'nameAndBirthDate'] as const;
export type DuplicateMatch = (typeof DuplicateMatches)[number];

export const PossibleDuplicateSchema = v.object({
  memberId: v.number(),
  name: LocalizedTextSchema,
  email: v.string(),
  membershipNumber: v.nullable(v.string()),
  membershipStatus: v.picklist(MembershipStatuses),
  matches: v.array(v.picklist(DuplicateMatches)),
});
export type PossibleDuplicate = v.InferOutput<typeof PossibleDuplicateSchema>;

export const RequestFileSchema = v.object({
  id: v.number(),
  /** The form field it was sent for (`photo`, `passportCopy`, ...). */
  field: v.string(),
  contentType: v.string(),
  byteSize: v.number(),
});
export type RequestFile = v.InferOutput<typeof RequestFileSchema>;

/** `GET /api/office/requests/:id`: everything the applicant sent, what it may match, and what the caller may do. */
export const OfficeRequestDetailSchema = v.object({
  ...OfficeRequestRowSchema.entries,
  /** The answers as stored (without password and files). */
  details: v.record(v.string(), v.unknown()),
  /** Served by `GET /api/office/requests/:id/files/:fileId`. */
  files: v.array(RequestFileSchema),
  /** Other members with the same Emirates ID, the same email (any case), or the same name and birth date. */
  possibleDuplicates: v.array(PossibleDuplicateSchema),
  decisionReason: v.nullable(v.string()),
  /** The decisions the caller may take now (`approve`, `reject`): the buttons to show. */
  allowedActions: v.array(v.picklist(RequestActions)),
  /** The request's audit trail, newest first. */
  timeline: v.array(AuditEventSchema),
});
export type OfficeRequestDetail = v.InferOutput<typeof OfficeRequestDetailSchema>;

/** The path a request file is served from (to staff only). */
export function officeRequestFilePath(requestId: number, fileId: number): string {
  return `/api/office/requests/${requestId}/files/${fileId}`;
}

const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `GET /api/office/summary`: the counts the office's home page shows, each a link to its list. */
export const OfficeSummarySchema = v.object({
  counts: v.object({
    /** Pending, waiting for the club the applicant named. */
    pendingClub: countSchema,
    /** Pending with no club named, or Accepted by the club: the federation's turn. */
    awaitingOffice: countSchema,
    rejected: countSchema,
    /** Approved since the first of this month (UAE time). */
    approvedThisMonth: countSchema,
    /** Penalties that cover today and are not lifted. */
    activePenalties: countSchema,
    blockedMembers: countSchema,
    /**
     * Electronic service requests the office must decide (`awaitingOffice`, decision 046). The API always sends it;
     * optional only for the clients written before it.
     */
    servicesAwaitingOffice: v.optional(countSchema),
  }),
});
export type OfficeSummary = v.InferOutput<typeof OfficeSummarySchema>;
