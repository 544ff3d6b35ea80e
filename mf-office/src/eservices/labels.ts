import { defineMessages, type MessageDescriptor } from 'react-intl';
import {
  ServiceErrorCodes,
  type ElectronicServiceKind,
  type InternationalCodeRole,
  type ObjectionReason,
  type PartyAnswer,
  type ServiceEventKind,
  type ServicePartyRole,
} from '@uaeaf/contracts';

export const serviceKindText: Record<ElectronicServiceKind, MessageDescriptor> = defineMessages({
  playerRelease: { id: 'office.services.kind.playerRelease', defaultMessage: 'Player release' },
  playerTransfer: { id: 'office.services.kind.playerTransfer', defaultMessage: 'Player transfer' },
  eventOrganisation: { id: 'office.services.kind.eventOrganisation', defaultMessage: 'Organising an event' },
  internationalCode: { id: 'office.services.kind.internationalCode', defaultMessage: 'International code' },
  equipmentImport: {
    id: 'office.services.kind.equipmentImport',
    defaultMessage: 'No-objection for importing equipment',
  },
});

/**
 * Keyed by string rather than by the contract's statuses so a status added there (a withdrawal) reads as stored here
 * until it is named, instead of failing the build.
 */
export const serviceStatusText: Record<string, MessageDescriptor> = defineMessages({
  awaitingParties: { id: 'office.services.status.awaitingParties', defaultMessage: 'Waiting for the clubs' },
  awaitingOffice: { id: 'office.services.status.awaitingOffice', defaultMessage: 'Waiting for the office' },
  moreDocuments: { id: 'office.services.status.moreDocuments', defaultMessage: 'Documents asked for' },
  approved: { id: 'office.services.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'office.services.status.rejected', defaultMessage: 'Rejected' },
  declined: { id: 'office.services.status.declined', defaultMessage: 'Declined by the receiving club' },
  withdrawn: { id: 'office.services.status.withdrawn', defaultMessage: 'Withdrawn' },
});

export const partyRoleText: Record<ServicePartyRole, MessageDescriptor> = defineMessages({
  releasingClub: { id: 'office.services.party.releasingClub', defaultMessage: 'Releasing club' },
  receivingClub: { id: 'office.services.party.receivingClub', defaultMessage: 'Receiving club' },
});

export const partyAnswerText: Record<PartyAnswer, MessageDescriptor> = defineMessages({
  pending: { id: 'office.services.answer.pending', defaultMessage: 'Not answered yet' },
  agreed: { id: 'office.services.answer.agreed', defaultMessage: 'Agreed' },
  objected: { id: 'office.services.answer.objected', defaultMessage: 'Objected' },
  declined: { id: 'office.services.answer.declined', defaultMessage: 'Declined' },
  deemedAgreed: {
    id: 'office.services.answer.deemedAgreed',
    defaultMessage: 'Taken as agreeing: no answer by the deadline',
  },
});

export const objectionText: Record<ObjectionReason, MessageDescriptor> = defineMessages({
  feesOwed: { id: 'office.services.objection.feesOwed', defaultMessage: 'The player owes the club fees' },
  underContract: {
    id: 'office.services.objection.underContract',
    defaultMessage: 'The player is still under contract',
  },
});

export const eventKindText: Record<ServiceEventKind, MessageDescriptor> = defineMessages({
  competition: { id: 'office.services.eventKind.competition', defaultMessage: 'Competition' },
  trainingCamp: { id: 'office.services.eventKind.trainingCamp', defaultMessage: 'Training camp' },
  community: { id: 'office.services.eventKind.community', defaultMessage: 'Community event' },
  workshop: { id: 'office.services.eventKind.workshop', defaultMessage: 'Workshop' },
});

export const codeRoleText: Record<InternationalCodeRole, MessageDescriptor> = defineMessages({
  athlete: { id: 'office.services.codeRole.athlete', defaultMessage: 'Athlete' },
  coach: { id: 'office.services.codeRole.coach', defaultMessage: 'Coach' },
  judge: { id: 'office.services.codeRole.judge', defaultMessage: 'Judge' },
});

/** The services' form fields the registration forms' labels do not name. */
export const serviceFieldText: Record<string, MessageDescriptor> = defineMessages({
  reason: { id: 'office.services.field.reason', defaultMessage: 'Reason' },
  season: { id: 'office.services.field.season', defaultMessage: 'Season it takes effect' },
  agreement: { id: 'office.services.field.agreement', defaultMessage: 'Agreement with the receiving club' },
  nameAr: { id: 'office.services.field.nameAr', defaultMessage: 'Event name (Arabic)' },
  nameEn: { id: 'office.services.field.nameEn', defaultMessage: 'Event name (English)' },
  eventKind: { id: 'office.services.field.eventKind', defaultMessage: 'Kind of event' },
  startDate: { id: 'office.services.field.startDate', defaultMessage: 'First day' },
  endDate: { id: 'office.services.field.endDate', defaultMessage: 'Last day' },
  venue: { id: 'office.services.field.venue', defaultMessage: 'Venue' },
  participants: { id: 'office.services.field.participants', defaultMessage: 'Expected participants' },
  description: { id: 'office.services.field.description', defaultMessage: 'Description' },
  programme: { id: 'office.services.field.programme', defaultMessage: 'Programme or invitation' },
  role: { id: 'office.services.field.role', defaultMessage: 'Code asked for as' },
  passportExpiry: { id: 'office.services.field.passportExpiry', defaultMessage: 'Passport expiry' },
  items: { id: 'office.services.field.items', defaultMessage: 'Equipment' },
  supplier: { id: 'office.services.field.supplier', defaultMessage: 'Supplier' },
  country: { id: 'office.services.field.country', defaultMessage: 'Shipped from' },
  expectedArrival: { id: 'office.services.field.expectedArrival', defaultMessage: 'Expected arrival' },
  invoice: { id: 'office.services.field.invoice', defaultMessage: 'Invoice' },
});

/** Every refusal of the office's service routes the page can meet, as a sentence. */
export const serviceRefusalText: Record<string, MessageDescriptor> = defineMessages({
  [ServiceErrorCodes.awaitingParties]: {
    id: 'office.services.error.awaitingParties',
    defaultMessage:
      'A club still has to answer this request: it can be approved once every club has answered.',
  },
  [ServiceErrorCodes.alreadyDecided]: {
    id: 'office.services.error.alreadyDecided',
    defaultMessage:
      'This request has already been decided, perhaps by a colleague a moment ago. It now shows its current state.',
  },
  [ServiceErrorCodes.invalidTransition]: {
    id: 'office.services.error.invalidTransition',
    defaultMessage: 'This request cannot take that decision in its current state.',
  },
  [ServiceErrorCodes.notApproved]: {
    id: 'office.services.error.notApproved',
    defaultMessage: 'The document is issued only once the request is approved.',
  },
  not_found: { id: 'office.services.error.notFound', defaultMessage: 'This request no longer exists.' },
});
