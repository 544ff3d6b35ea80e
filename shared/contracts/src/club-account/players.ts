import * as v from 'valibot';
import { AgeClassCodes } from '../age-classes';
import { IsoDateSchema, LocalizedTextSchema } from '../localized';
import { choiceParam, PageQuerySchema, paginated } from '../pagination';
import { MembershipStatuses } from '../session';
import { RequestActions, RequestStatuses } from '../requests/workflow';

/**
 * `/api/account/club/players` (issue 11, decision 033): a club's or academy's roster. Its players (`club_players`) are
 * `Approved`; the members whose registration named it and still waits or was rejected show that request's status.
 * `Cancled` reads as "Rejected".
 */
export const RosterStatuses = MembershipStatuses;
export type RosterStatus = (typeof RosterStatuses)[number];

export const RosterQuerySchema = v.object({
  ...PageQuerySchema.entries,
  status: choiceParam(RosterStatuses),
});
export type RosterQuery = v.InferOutput<typeof RosterQuerySchema>;

/** How many days ahead a passport or Emirates ID counts as expiring. */
export const documentExpiryWarningDays = 60;

export const PlayerDocuments = ['passport', 'emiratesId'] as const;
export type PlayerDocument = (typeof PlayerDocuments)[number];

/** A document the player's registration gave an expiry for, and that day. */
export const ExpiringDocumentSchema = v.object({
  document: v.picklist(PlayerDocuments),
  expiresOn: IsoDateSchema,
  /** Already past. */
  expired: v.boolean(),
});
export type ExpiringDocument = v.InferOutput<typeof ExpiringDocumentSchema>;

export const RosterRowSchema = v.object({
  id: v.number(),
  name: LocalizedTextSchema,
  membershipNumber: v.nullable(v.string()),
  /** This year's own class; null without a birth date. */
  ageClass: v.nullable(v.picklist(AgeClassCodes)),
  /** The bow division of the player's team at the club, else of their latest tournament entry; null: neither. */
  division: v.nullable(LocalizedTextSchema),
  status: v.picklist(RosterStatuses),
  /** Passport and Emirates ID that expire within `documentExpiryWarningDays` or have expired. */
  expiringDocuments: v.array(ExpiringDocumentSchema),
});
export type RosterRow = v.InferOutput<typeof RosterRowSchema>;

export const RosterSchema = paginated(RosterRowSchema);
export type Roster = v.InferOutput<typeof RosterSchema>;

/** `GET /api/account/club/players/:id`: the row, the player's details and their requests that concern the club. */
/** `POST /api/account/club/players/:id/contract`: a renewal or the termination of the player's contract. */
export const ContractActions = ['renewal', 'termination'] as const;
export type ContractAction = (typeof ContractActions)[number];

export const RosterPlayerSchema = v.object({
  ...RosterRowSchema.entries,
  birthDate: v.nullable(IsoDateSchema),
  validUntil: v.nullable(IsoDateSchema),
  /** Their registration that named the club, which the club accepts or rejects while it waits. */
  registration: v.nullable(
    v.object({
      requestId: v.number(),
      status: v.picklist(RequestStatuses),
      decisionReason: v.nullable(v.string()),
      allowedActions: v.array(v.picklist(RequestActions)),
    }),
  ),
  /** The renewals and terminations the club asked for this player, newest first. */
  contractRequests: v.array(
    v.object({
      id: v.number(),
      kind: v.picklist(ContractActions),
      status: v.picklist(RequestStatuses),
      decisionReason: v.nullable(v.string()),
      submittedAt: v.string(),
    }),
  ),
  /** Whether the club may ask for a renewal or a termination now: one of its players with none waiting. */
  mayRequestContractChange: v.boolean(),
});
export type RosterPlayer = v.InferOutput<typeof RosterPlayerSchema>;

export const ContractRequestSchema = v.object({ kind: v.picklist(ContractActions) });
export type ContractRequestInput = v.InferInput<typeof ContractRequestSchema>;

export const ContractErrorCodes = {
  /** 409: a renewal or termination for this player already waits for the federation. */
  pending: 'contract_request_pending',
  /** 409: the player is not (or no longer) one of the club's. */
  notClubPlayer: 'not_club_player',
} as const;
