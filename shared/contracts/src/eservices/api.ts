import * as v from 'valibot';
import { validationMessages } from '../auth';
import { LocalizedTextSchema } from '../localized';
import { officePage, OfficePageQuerySchema } from '../office/lists';
import { ReasonSchema } from '../office/reason';
import { choiceParam } from '../pagination';
import { BulkRequestDecisionSchema } from '../requests/decisions';
import { AccountTypeSchema } from '../session';
import { MembershipNumberSchema } from './forms';
import { ElectronicServiceKinds } from './kinds';
import {
  ObjectionReasons,
  PartyAnswers,
  PartyChoices,
  partyAnswerDaysRange,
  ServiceOfficeDecisions,
  ServicePartyRoles,
  ServiceRequestStatuses,
} from './workflow';

export const ElectronicServiceKindSchema = v.picklist(ElectronicServiceKinds, validationMessages.invalid);
export const ServiceRequestStatusSchema = v.picklist(ServiceRequestStatuses);

const NamedSchema = v.object({ id: v.number(), name: LocalizedTextSchema });

/** A party of a release or transfer and its answer; `answerBy` is the day its silence counts as agreeing. */
export const ServicePartySchema = v.object({
  role: v.picklist(ServicePartyRoles),
  club: NamedSchema,
  answer: v.picklist(PartyAnswers),
  objection: v.nullable(v.picklist(ObjectionReasons)),
  note: v.nullable(v.string()),
  answerBy: v.string(),
  answeredAt: v.nullable(v.string()),
});
export type ServiceParty = v.InferOutput<typeof ServicePartySchema>;

export const ServiceFileSchema = v.object({
  id: v.number(),
  /** The form field (`programme`, `invoice`) or, for a document added later, the name the member gave it. */
  field: v.string(),
  contentType: v.string(),
  byteSize: v.number(),
  /** Added after the office asked for more documents. */
  added: v.boolean(),
});
export type ServiceFile = v.InferOutput<typeof ServiceFileSchema>;

/**
 * One step of a request's timeline. `by` says who took it: the member (the requester or the player), a club, the
 * federation office (staff are named to the office only, as in the members' own request timelines), or the system
 * (the silence job).
 */
export const ServiceEventSchema = v.object({
  at: v.string(),
  /** The audit action: `service.submitted`, `service.partyObjected`, `service.approved`, ... */
  action: v.string(),
  fromStatus: v.nullable(ServiceRequestStatusSchema),
  toStatus: v.nullable(ServiceRequestStatusSchema),
  /** The rejection's reason, what the office asked for, or the party's role, objection and note. */
  reason: v.nullable(v.string()),
  by: v.picklist(['member', 'club', 'office', 'system']),
  /** The member's or club's name; a staff member's only when the office reads it. */
  name: v.nullable(LocalizedTextSchema),
});
export type ServiceEvent = v.InferOutput<typeof ServiceEventSchema>;

/** A service request as its member, its parties and the office read it. */
export const ServiceRequestSchema = v.object({
  id: v.number(),
  kind: ElectronicServiceKindSchema,
  status: ServiceRequestStatusSchema,
  /** Who asked (a player, or a club for its player or for the one it receives). */
  requester: v.object({ ...NamedSchema.entries, accountType: AccountTypeSchema }),
  /** The player a release or transfer is about; null for the other services. */
  player: v.nullable(NamedSchema),
  parties: v.array(ServicePartySchema),
  /** The form's answers without its files. */
  details: v.record(v.string(), v.unknown()),
  files: v.array(ServiceFileSchema),
  /** The office's reason for rejecting, or what it asked for. */
  officeNote: v.nullable(v.string()),
  bill: v.nullable(
    v.object({ id: v.number(), number: v.string(), status: v.string(), amountFils: v.number() }),
  ),
  /** Once approved: the code its letter or certificate carries (`serviceDocumentPath` downloads it). */
  verificationCode: v.nullable(v.string()),
  submittedAt: v.string(),
  updatedAt: v.string(),
  /** How the caller is concerned: their own request, one naming them as a party, or (staff) the office's. */
  role: v.picklist(['requester', 'subject', 'releasingClub', 'receivingClub', 'office']),
  /**
   * What the caller may do now: answer as a party, add documents or withdraw it (the requester or the player, while it
   * is open: `POST /api/account/services/:id/withdraw`), or the office's decisions.
   */
  allowedActions: v.array(
    v.picklist([...PartyChoices, 'addDocuments', 'withdraw', ...ServiceOfficeDecisions]),
  ),
  /** Oldest first. */
  timeline: v.array(ServiceEventSchema),
});
export type ServiceRequest = v.InferOutput<typeof ServiceRequestSchema>;

/** `GET /api/account/services`: the caller's requests and those naming them, newest first. */
export const ServiceRequestListSchema = v.object({ items: v.array(ServiceRequestSchema) });
export type ServiceRequestList = v.InferOutput<typeof ServiceRequestListSchema>;

/** `POST /api/account/services/:kind` answers the request as stored (201). */
export const ServiceReceiptSchema = ServiceRequestSchema;

/**
 * `POST /api/account/services/:id/answer`: a party's answer. `objection` (one of the stated reasons) only and always
 * with `object`; `note` is free text for the other parties and the office.
 */
export const PartyAnswerSchema = v.pipe(
  v.object({
    answer: v.picklist(PartyChoices, validationMessages.invalid),
    objection: v.optional(v.picklist(ObjectionReasons, validationMessages.invalid)),
    note: v.optional(
      v.pipe(v.string(validationMessages.invalid), v.trim(), v.maxLength(1000, validationMessages.maxLength)),
    ),
  }),
  v.forward(
    v.check(
      (input) => (input.answer === 'object') === (input.objection !== undefined),
      validationMessages.required,
    ),
    ['objection'],
  ),
);
export type PartyAnswerInput = v.InferInput<typeof PartyAnswerSchema>;

/** A rejection and a request for documents say why (the member reads it): `validation.required` on `reason`. */
function reasonUnlessApproved<TInput extends { decision: string; reason?: string | undefined }>() {
  return v.forward<TInput, v.CheckIssue<TInput>, ['reason']>(
    v.check<TInput, string>(
      (input) => input.decision === 'approve' || input.reason !== undefined,
      validationMessages.required,
    ),
    // `reason` is a key of every TInput, which the compiler cannot see through the generic path type.
    ['reason'] as Parameters<typeof v.forward<TInput, v.CheckIssue<TInput>, ['reason']>>[1],
  );
}

const decisionEntries = {
  decision: v.picklist(ServiceOfficeDecisions, validationMessages.invalid),
  reason: v.optional(ReasonSchema),
};

/** `POST /api/office/services/:id/decision`. */
export const ServiceDecisionSchema = v.pipe(v.object(decisionEntries), reasonUnlessApproved());
export type ServiceDecisionInput = v.InferInput<typeof ServiceDecisionSchema>;

/**
 * `POST /api/office/services/decisions`: one decision (with its reason) for up to 200 distinct requests (the
 * membership requests' `ids` rule), each taken on its own like their bulk decisions (decision 017); the answer is
 * `BulkRequestDecisionResult`.
 */
export const BulkServiceDecisionSchema = v.pipe(
  v.object({ ids: BulkRequestDecisionSchema.pipe[0].entries.ids, ...decisionEntries }),
  reasonUnlessApproved(),
);
export type BulkServiceDecisionInput = v.InferInput<typeof BulkServiceDecisionSchema>;

/** `GET /api/office/services`: the office's queue of service requests, filtered by service and status. */
export const OfficeServiceListQuerySchema = v.object({
  ...OfficePageQuerySchema.entries,
  kind: choiceParam(ElectronicServiceKinds),
  status: choiceParam(ServiceRequestStatuses),
});
export type OfficeServiceListQuery = v.InferOutput<typeof OfficeServiceListQuerySchema>;

export const OfficeServiceListSchema = officePage(ServiceRequestSchema);
export type OfficeServiceList = v.InferOutput<typeof OfficeServiceListSchema>;

/** `GET`/`PUT /api/office/services/settings`: how many days a party has to answer before silence counts as agreeing. */
export const ServiceSettingsSchema = v.object({
  partyAnswerDays: v.pipe(
    v.number(validationMessages.required),
    v.integer(validationMessages.integer),
    v.minValue(partyAnswerDaysRange.min, validationMessages.minValue),
    v.maxValue(partyAnswerDaysRange.max, validationMessages.maxValue),
  ),
});
export type ServiceSettings = v.InferOutput<typeof ServiceSettingsSchema>;

/**
 * `GET /api/account/services/fees`: what each service the member may ask for costs when asked today (the catalogue
 * amount of today's season, in fils), in the spec's order; null when the finance office has not priced it, so asking
 * would be refused with `fee_not_priced`.
 */
export const ServiceFeesSchema = v.object({
  items: v.array(v.object({ kind: ElectronicServiceKindSchema, amountFils: v.nullable(v.number()) })),
});
export type ServiceFees = v.InferOutput<typeof ServiceFeesSchema>;

/**
 * `GET /api/account/services/player?membershipNumber=`: what a club about to ask for another club's player needs to
 * see that the number is the right one, and no more: the name, the club now (null: none), and whether a release or
 * transfer of the player is already open (asking would be refused). Unknown: 404 `player_not_found`.
 */
export const ServicePlayerQuerySchema = v.object({ membershipNumber: MembershipNumberSchema });
export const ServicePlayerSchema = v.object({
  name: LocalizedTextSchema,
  club: v.nullable(LocalizedTextSchema),
  requestPending: v.boolean(),
});
export type ServicePlayer = v.InferOutput<typeof ServicePlayerSchema>;

/**
 * What a service's letter or certificate states, so anyone handed one can check it: the public `GET /api/verify/:code`
 * answers it as its `serviceDocument` (`VerificationSchema`).
 */
export const ServiceVerificationSchema = v.object({
  code: v.string(),
  kind: ElectronicServiceKindSchema,
  document: v.picklist(['noObjectionLetter', 'transferCertificate', 'certificate']),
  /** Whom it is for: the player of a release or transfer, else the member who asked. */
  holder: LocalizedTextSchema,
  requester: LocalizedTextSchema,
  parties: v.array(v.object({ role: v.picklist(ServicePartyRoles), club: LocalizedTextSchema })),
  approvedOn: v.string(),
});
export type ServiceVerification = v.InferOutput<typeof ServiceVerificationSchema>;

/** Where an approved request's letter or certificate is downloaded (`?lang=ar|en`). */
export function serviceDocumentPath(requestId: number): string {
  return `/api/account/services/${requestId}/document.pdf`;
}

/** Where a service request's file is served: to its member and parties, and to staff who read requests. */
export function serviceFilePath(requestId: number, fileId: number): string {
  return `/api/account/services/${requestId}/files/${fileId}`;
}
