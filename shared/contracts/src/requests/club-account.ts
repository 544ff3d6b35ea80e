import * as v from 'valibot';
import { LocalizedTextSchema } from '../localized';
import { OwnRequestEventSchema } from '../registration/own-requests';
import { RequestKinds, RequestStatuses } from './workflow';

/**
 * How a request concerns the club or academy reading it: its own (its membership), one it made for a player
 * (registration, renewal, termination), or one whose applicant named it.
 */
export const ClubRequestRoles = ['own', 'made', 'named'] as const;
export type ClubRequestRole = (typeof ClubRequestRoles)[number];

/** A request in the club's or academy's requests page, with its timeline (oldest first). */
export const ClubAccountRequestSchema = v.object({
  id: v.number(),
  kind: v.picklist(RequestKinds),
  form: v.string(),
  status: v.picklist(RequestStatuses),
  decisionReason: v.nullable(v.string()),
  applicant: v.object({ id: v.number(), name: LocalizedTextSchema }),
  role: v.picklist(ClubRequestRoles),
  /** The caller made it and it is still pending: `POST /api/account/requests/:id/withdrawal` takes it back. */
  mayWithdraw: v.boolean(),
  submittedAt: v.string(),
  updatedAt: v.string(),
  timeline: v.array(OwnRequestEventSchema),
});
export type ClubAccountRequest = v.InferOutput<typeof ClubAccountRequestSchema>;

/** `GET /api/account/club/requests`: every request the club or academy made or received, newest first. */
export const ClubAccountRequestsSchema = v.object({ items: v.array(ClubAccountRequestSchema) });
export type ClubAccountRequests = v.InferOutput<typeof ClubAccountRequestsSchema>;

/**
 * `POST /api/account/requests/:id/withdrawal`: whoever made a pending request takes it back (status `Withdrawn`,
 * final). Refusals: 404 (not one the caller made), 409 `already_decided` (it is no longer pending).
 */
export const WithdrawalReceiptSchema = v.object({ id: v.number(), status: v.literal('Withdrawn') });
export type WithdrawalReceipt = v.InferOutput<typeof WithdrawalReceiptSchema>;
