import type { FeeCode } from '../billing/fees';
import type { AccountType } from '../session';
import type { ElectronicServiceKind } from './kinds';

/**
 * Who may ask for each service (decision 039). A release or a transfer concerns a player and their club: the player
 * asks for either, a club or academy asks to release its own player or to receive another's. An event is organised
 * by a club or academy; an international code is an archer's or an official's (coaches, referees) World Archery
 * registration; equipment is imported by clubs, academies and archers.
 */
export const serviceRequesters = {
  playerRelease: ['player', 'individual', 'club', 'academy'],
  playerTransfer: ['player', 'individual', 'club', 'academy'],
  eventOrganisation: ['club', 'academy'],
  internationalCode: ['player', 'individual', 'coach', 'referee'],
  equipmentImport: ['club', 'academy', 'player', 'individual'],
} as const satisfies Record<ElectronicServiceKind, readonly AccountType[]>;

/** Whether a member kind may ask for a service: the services an account page lists. */
export function mayRequestService(kind: ElectronicServiceKind, accountType: AccountType): boolean {
  return (serviceRequesters[kind] as readonly AccountType[]).includes(accountType);
}

/** The services a member kind may ask for, in the spec's order. */
export function servicesFor(accountType: AccountType): ElectronicServiceKind[] {
  return (Object.keys(serviceRequesters) as ElectronicServiceKind[]).filter((kind) =>
    mayRequestService(kind, accountType),
  );
}

/** The clubs and academies: who asks "as a club" (naming the player) rather than for themself. */
export function requestsAsClub(accountType: AccountType): boolean {
  return accountType === 'club' || accountType === 'academy';
}

/**
 * The catalogue fee each service bills when it is asked for (decision 026: amounts per season are the finance
 * office's): a transfer its own fee, the no-objection letters (release, event, equipment) the letter fee, the
 * international code the certificate fee.
 */
export const serviceFees = {
  playerRelease: 'electronicServices.letter',
  playerTransfer: 'electronicServices.transfer',
  eventOrganisation: 'electronicServices.letter',
  internationalCode: 'electronicServices.certificate',
  equipmentImport: 'electronicServices.letter',
} as const satisfies Record<ElectronicServiceKind, FeeCode>;

/**
 * A service request's statuses: `awaitingParties` while a club must still answer (a transfer's releasing and
 * receiving clubs, a release's club), `awaitingOffice` once every party answered (or none had to), `moreDocuments`
 * while the member must add what the office asked for (back to `awaitingOffice` when they do), then `approved` or
 * `rejected` by the office, `declined` by the receiving club, or `withdrawn` by the requester or the player while it was
 * open. The last four are final.
 */
export const ServiceRequestStatuses = [
  'awaitingParties',
  'awaitingOffice',
  'moreDocuments',
  'approved',
  'rejected',
  'declined',
  'withdrawn',
] as const;
export type ServiceRequestStatus = (typeof ServiceRequestStatuses)[number];

export const finalServiceStatuses = [
  'approved',
  'rejected',
  'declined',
  'withdrawn',
] as const satisfies readonly ServiceRequestStatus[];

/**
 * The open statuses: a release or transfer in one holds its player (a second one for the same player is refused), and
 * the requester or the player may withdraw it.
 */
export const openServiceStatuses = [
  'awaitingParties',
  'awaitingOffice',
  'moreDocuments',
] as const satisfies readonly ServiceRequestStatus[];

/** The clubs a release or transfer asks: the player's current club, and (a transfer) the club they move to. */
export const ServicePartyRoles = ['releasingClub', 'receivingClub'] as const;
export type ServicePartyRole = (typeof ServicePartyRoles)[number];

/** The parties each service has; the other services go straight to the office. */
export const serviceParties = {
  playerRelease: ['releasingClub'],
  playerTransfer: ['releasingClub', 'receivingClub'],
  eventOrganisation: [],
  internationalCode: [],
  equipmentImport: [],
} as const satisfies Record<ElectronicServiceKind, readonly ServicePartyRole[]>;

/**
 * A party's answer as stored: `pending` until it answers; `agreed` (the releasing club approves, the receiving club
 * accepts), `objected` (the releasing club, with one of `ObjectionReasons`), `declined` (the receiving club), or
 * `deemedAgreed` when it stayed silent past its deadline (the 14-day rule, done by the scheduled job).
 */
export const PartyAnswers = ['pending', 'agreed', 'objected', 'declined', 'deemedAgreed'] as const;
export type PartyAnswer = (typeof PartyAnswers)[number];

/** What each party may answer (`POST /api/account/services/:id/answer`). */
export const partyChoices = {
  releasingClub: ['agree', 'object'],
  receivingClub: ['agree', 'decline'],
} as const satisfies Record<ServicePartyRole, readonly string[]>;
export const PartyChoices = ['agree', 'object', 'decline'] as const;
export type PartyChoice = (typeof PartyChoices)[number];

export const partyAnswerOf = {
  agree: 'agreed',
  object: 'objected',
  decline: 'declined',
} as const satisfies Record<PartyChoice, PartyAnswer>;

/**
 * The only grounds a releasing club may object on (FIFA's and most federations' rule): fees the player owes the club,
 * or a contract still running. An objection does not end the request: the office weighs it when it decides.
 */
export const ObjectionReasons = ['feesOwed', 'underContract'] as const;
export type ObjectionReason = (typeof ObjectionReasons)[number];

/** Days a party has to answer unless the office sets another period (`/api/office/services/settings`). */
export const defaultPartyAnswerDays = 14;
export const partyAnswerDaysRange = { min: 1, max: 90 } as const;

/** The office's decisions on a service request. */
export const ServiceOfficeDecisions = ['approve', 'reject', 'requestDocuments'] as const;
export type ServiceOfficeDecision = (typeof ServiceOfficeDecisions)[number];

/** status -> the office's decisions it allows. Rejecting is open while any party still has to answer. */
export const serviceOfficeTransitions = {
  awaitingParties: { reject: 'rejected' },
  awaitingOffice: { approve: 'approved', reject: 'rejected', requestDocuments: 'moreDocuments' },
  moreDocuments: { reject: 'rejected' },
  approved: {},
  rejected: {},
  declined: {},
  withdrawn: {},
} as const satisfies Record<
  ServiceRequestStatus,
  Partial<Record<ServiceOfficeDecision, ServiceRequestStatus>>
>;

/** The decisions the office may take on a request in `status`: the buttons its page shows. */
export function allowedServiceDecisions(status: ServiceRequestStatus): ServiceOfficeDecision[] {
  const allowed: Partial<Record<ServiceOfficeDecision, ServiceRequestStatus>> =
    serviceOfficeTransitions[status];
  return ServiceOfficeDecisions.filter((decision) => allowed[decision] !== undefined);
}

/**
 * The `error.code` of every refusal of the service routes, besides `validation_failed` (400, with field errors),
 * `forbidden` and `not_found` (another member's request, or a club that is no party to it), `fee_not_priced` (409,
 * billing's: the service's fee has no amount this season) and `already_decided` / `invalid_transition` (409, the
 * request workflow's codes: the request moved on, or the move is not one of its status's).
 */
export const ServiceErrorCodes = {
  /** 403: the caller's member kind does not ask for this service. */
  notAvailable: 'service_not_available',
  /** 403: the caller is under a penalty. */
  accountRestricted: 'account_restricted',
  /** 409: a release or transfer of this player is still open. */
  playerPending: 'player_request_pending',
  /** 409: the player has no club to be released from, or is not the requesting club's. */
  noClub: 'player_has_no_club',
  /** 404 (on `membershipNumber`): no player has the membership number a club typed. */
  playerNotFound: 'player_not_found',
  /** 429: a club looked up more players by membership number than an hour allows. */
  tooManyLookups: 'too_many_player_lookups',
  /** 409 (on `receivingClubId`): the player's club is the one named to receive them. */
  sameClub: 'same_club',
  /** 409: the office approving while a party still has to answer. */
  awaitingParties: 'awaiting_parties',
  /** 409: a party answering twice, or after the request left `awaitingParties`. */
  alreadyAnswered: 'already_answered',
  alreadyDecided: 'already_decided',
  invalidTransition: 'invalid_transition',
  /** 409: the letter or certificate of a request the office has not approved. */
  notApproved: 'service_not_approved',
} as const;
export type ServiceErrorCode = (typeof ServiceErrorCodes)[keyof typeof ServiceErrorCodes];

/** The message id each refusal shows. */
export const serviceErrorMessages = {
  service_not_available: 'eservices.error.notAvailable',
  account_restricted: 'eservices.error.accountRestricted',
  player_request_pending: 'eservices.error.playerPending',
  player_has_no_club: 'eservices.error.noClub',
  same_club: 'eservices.error.sameClub',
  player_not_found: 'eservices.error.playerNotFound',
  too_many_player_lookups: 'eservices.error.tooManyLookups',
  awaiting_parties: 'eservices.error.awaitingParties',
  already_answered: 'eservices.error.alreadyAnswered',
  already_decided: 'eservices.error.alreadyDecided',
  invalid_transition: 'eservices.error.invalidTransition',
  service_not_approved: 'eservices.error.notApproved',
} as const satisfies Record<ServiceErrorCode, string>;

/**
 * What an approved request produces, a PDF in Arabic or English with a verification code: a release, an event and an
 * equipment import a no-objection letter, a transfer a transfer certificate, an international code a certificate.
 */
export const serviceDocuments = {
  playerRelease: 'noObjectionLetter',
  playerTransfer: 'transferCertificate',
  eventOrganisation: 'noObjectionLetter',
  internationalCode: 'certificate',
  equipmentImport: 'noObjectionLetter',
} as const satisfies Record<ElectronicServiceKind, string>;
export type ServiceDocumentKind = (typeof serviceDocuments)[ElectronicServiceKind];

/**
 * The audit `action` of each step. The subject is `request`: a service request takes its id from the requests'
 * sequence, so one id names one request of either kind in the audit trail (decision 039).
 */
export const serviceAuditActions = {
  submit: 'service.submitted',
  agree: 'service.partyAgreed',
  object: 'service.partyObjected',
  decline: 'service.partyDeclined',
  deemedAgreed: 'service.partyDeemedAgreed',
  approve: 'service.approved',
  reject: 'service.rejected',
  requestDocuments: 'service.documentsRequested',
  addDocuments: 'service.documentsAdded',
  withdraw: 'service.withdrawn',
} as const;
