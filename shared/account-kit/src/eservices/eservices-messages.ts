import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type {
  ElectronicServiceKind,
  InternationalCodeRole,
  ObjectionReason,
  PartyAnswer,
  ServiceEventKind,
  ServicePartyRole,
  ServiceRequestStatus,
} from '@uaeaf/contracts';

// Each set is marked pure so a bundle keeps only the sets it uses: the office imports a few of them (decision 045), and
// without the mark every chunk that names one would carry them all.

export const eservicesText = /* @__PURE__ */ defineMessages({
  noServices: {
    id: 'kit.eservices.noServices',
    defaultMessage:
      'Your kind of membership has no electronic service to request. The services are for clubs, academies, players, coaches and referees.',
  },
  feeBilled: {
    id: 'kit.eservices.feeBilled',
    defaultMessage: 'Fee: the federation bills it when you send the request; pay it from your fees page.',
  },
  noRequests: {
    id: 'kit.eservices.noRequests',
    defaultMessage: 'You have made no electronic service requests.',
  },
  services: { id: 'kit.eservices.services', defaultMessage: 'See the electronic services' },
  requests: { id: 'kit.eservices.requests', defaultMessage: 'See your electronic service requests' },
  requestsHeading: { id: 'kit.eservices.requestsHeading', defaultMessage: 'Your requests' },
  service: { id: 'kit.eservices.column.service', defaultMessage: 'Service' },
  status: { id: 'kit.eservices.column.status', defaultMessage: 'Status' },
  player: { id: 'kit.eservices.column.player', defaultMessage: 'Player' },
  date: { id: 'kit.eservices.column.date', defaultMessage: 'Sent on' },
  requester: { id: 'kit.eservices.requester', defaultMessage: 'Requested by' },
  concern: { id: 'kit.eservices.column.concern', defaultMessage: 'Your part' },
  notForYou: {
    id: 'kit.eservices.notForYou',
    defaultMessage: 'Your kind of membership does not request this service.',
  },
  requiredNote: { id: 'kit.eservices.requiredNote', defaultMessage: 'Fields marked * are required.' },
  send: { id: 'kit.eservices.send', defaultMessage: 'Send the request' },
  sending: { id: 'kit.eservices.sending', defaultMessage: 'Sending…' },
  // The spec's own words (section 8's user messages).
  sent: { id: 'kit.eservices.sent', defaultMessage: 'The request has been submitted.' },
  back: { id: 'kit.eservices.back', defaultMessage: 'Back to the electronic services' },
  backToRequests: { id: 'kit.eservices.backToRequests', defaultMessage: 'Back to the requests' },
  parties: { id: 'kit.eservices.parties', defaultMessage: 'The clubs' },
  answers: { id: 'kit.eservices.answers', defaultMessage: 'The answers of the form' },
  files: { id: 'kit.eservices.files', defaultMessage: 'Files' },
  noFiles: { id: 'kit.eservices.noFiles', defaultMessage: 'No files.' },
  bill: { id: 'kit.eservices.bill', defaultMessage: 'The bill' },
  payBill: { id: 'kit.eservices.payBill', defaultMessage: 'Pay it from your fees' },
  timeline: { id: 'kit.eservices.timeline', defaultMessage: 'What happened' },
  document: { id: 'kit.eservices.document', defaultMessage: 'The document' },
  documentAr: { id: 'kit.eservices.documentAr', defaultMessage: 'Download in Arabic (PDF)' },
  documentEn: { id: 'kit.eservices.documentEn', defaultMessage: 'Download in English (PDF)' },
  verification: { id: 'kit.eservices.verification', defaultMessage: 'Verification code' },
  officeNote: { id: 'kit.eservices.officeNote', defaultMessage: 'The federation office says' },
  actions: { id: 'kit.eservices.actions', defaultMessage: 'Your answer' },
  agree: { id: 'kit.eservices.action.agree', defaultMessage: 'Agree' },
  object: { id: 'kit.eservices.action.object', defaultMessage: 'Object' },
  decline: { id: 'kit.eservices.action.decline', defaultMessage: 'Decline' },
  withdraw: { id: 'kit.eservices.action.withdraw', defaultMessage: 'Withdraw the request' },
  agreeTitle: { id: 'kit.eservices.agreeTitle', defaultMessage: 'Agree to this request?' },
  objectTitle: { id: 'kit.eservices.objectTitle', defaultMessage: 'Object to this request' },
  declineTitle: { id: 'kit.eservices.declineTitle', defaultMessage: 'Decline this request?' },
  withdrawTitle: { id: 'kit.eservices.withdrawTitle', defaultMessage: 'Withdraw this request?' },
  withdrawIntro: {
    id: 'kit.eservices.withdrawIntro',
    defaultMessage: 'The request ends and its unpaid bill is cancelled. This cannot be undone.',
  },
  objectIntro: {
    id: 'kit.eservices.objectIntro',
    defaultMessage: 'A club may object only for one of these reasons. The federation office weighs it.',
  },
  objection: { id: 'kit.eservices.objection', defaultMessage: 'Reason for objecting' },
  objectionRequired: { id: 'kit.eservices.objectionRequired', defaultMessage: 'Please choose the reason.' },
  note: { id: 'kit.eservices.note', defaultMessage: 'Note for the other parties and the office (optional)' },
  answered: { id: 'kit.eservices.answered', defaultMessage: 'Your answer was recorded.' },
  withdrawn: { id: 'kit.eservices.withdrawn', defaultMessage: 'The request was withdrawn.' },
  addDocuments: { id: 'kit.eservices.addDocuments', defaultMessage: 'Add the documents asked for' },
  addDocumentsIntro: {
    id: 'kit.eservices.addDocumentsIntro',
    defaultMessage: 'Add 1 to 5 files (PDF, JPG or PNG), each with a name the office can tell it by.',
  },
  addAnother: { id: 'kit.eservices.addAnother', defaultMessage: 'Add another document' },
  sendDocuments: { id: 'kit.eservices.sendDocuments', defaultMessage: 'Send the documents' },
  documentsSent: {
    id: 'kit.eservices.documentsSent',
    defaultMessage: 'The documents were sent to the office.',
  },
  addItem: { id: 'kit.eservices.addItem', defaultMessage: 'Add an item' },
  noPlayers: {
    id: 'kit.eservices.noPlayers',
    defaultMessage: 'Your roster has no approved player to release.',
  },
  seasonHint: {
    id: 'kit.eservices.seasonHint',
    defaultMessage: 'As the federation names it, e.g. 2026-2027',
  },
  membershipNumberHint: {
    id: 'kit.eservices.membershipNumberHint',
    defaultMessage: 'As the player gives it to you, from their membership card: e.g. UAEAF-000042',
  },
  waitingBadge: { id: 'kit.eservices.waitingBadge', defaultMessage: 'Waiting for your answer' },
});

export const serviceKindText: Record<ElectronicServiceKind, MessageDescriptor> =
  /* @__PURE__ */ defineMessages({
    playerRelease: { id: 'kit.eservices.kind.playerRelease', defaultMessage: 'Player release' },
    playerTransfer: { id: 'kit.eservices.kind.playerTransfer', defaultMessage: 'Player transfer' },
    eventOrganisation: { id: 'kit.eservices.kind.eventOrganisation', defaultMessage: 'Organising an event' },
    internationalCode: { id: 'kit.eservices.kind.internationalCode', defaultMessage: 'International code' },
    equipmentImport: {
      id: 'kit.eservices.kind.equipmentImport',
      defaultMessage: 'No-objection for importing equipment',
    },
  });

/** Each service's link to its form: four links named "Request" could not be told apart by a screen reader. */
export const serviceRequestText: Record<ElectronicServiceKind, MessageDescriptor> =
  /* @__PURE__ */ defineMessages({
    playerRelease: {
      id: 'kit.eservices.requestKind.playerRelease',
      defaultMessage: 'Request a player release',
    },
    playerTransfer: {
      id: 'kit.eservices.requestKind.playerTransfer',
      defaultMessage: 'Request a player transfer',
    },
    eventOrganisation: {
      id: 'kit.eservices.requestKind.eventOrganisation',
      defaultMessage: 'Request to organise an event',
    },
    internationalCode: {
      id: 'kit.eservices.requestKind.internationalCode',
      defaultMessage: 'Request an international code',
    },
    equipmentImport: {
      id: 'kit.eservices.requestKind.equipmentImport',
      defaultMessage: 'Request a no-objection for importing equipment',
    },
  });

/** What each service is for, under its name (a club asks for its players; a player for themself). */
export const servicePurposeText: Record<ElectronicServiceKind, MessageDescriptor> =
  /* @__PURE__ */ defineMessages({
    playerRelease: {
      id: 'kit.eservices.purpose.playerRelease',
      defaultMessage: 'Free a player from their club, with the club’s no-objection letter.',
    },
    playerTransfer: {
      id: 'kit.eservices.purpose.playerTransfer',
      defaultMessage:
        'Move a player to another club or academy; both clubs answer, then the federation approves.',
    },
    eventOrganisation: {
      id: 'kit.eservices.purpose.eventOrganisation',
      defaultMessage:
        'The federation’s no-objection to a competition, camp, workshop or community event you organise.',
    },
    internationalCode: {
      id: 'kit.eservices.purpose.internationalCode',
      defaultMessage:
        'Your World Archery registration code, to take part abroad as an athlete, coach or judge.',
    },
    equipmentImport: {
      id: 'kit.eservices.purpose.equipmentImport',
      defaultMessage:
        'The federation’s no-objection letter that customs ask for when archery equipment is imported.',
    },
  });

/** The statuses, `withdrawn` included (the requester's withdrawal, decision 044). */
export const serviceStatusText: Record<ServiceRequestStatus | 'withdrawn', MessageDescriptor> =
  /* @__PURE__ */ defineMessages({
    awaitingParties: { id: 'kit.eservices.status.awaitingParties', defaultMessage: 'Awaiting the clubs' },
    awaitingOffice: { id: 'kit.eservices.status.awaitingOffice', defaultMessage: 'Awaiting the office' },
    moreDocuments: { id: 'kit.eservices.status.moreDocuments', defaultMessage: 'Documents asked for' },
    approved: { id: 'kit.eservices.status.approved', defaultMessage: 'Approved' },
    rejected: { id: 'kit.eservices.status.rejected', defaultMessage: 'Rejected' },
    declined: { id: 'kit.eservices.status.declined', defaultMessage: 'Declined' },
    withdrawn: { id: 'kit.eservices.status.withdrawn', defaultMessage: 'Withdrawn' },
  });

export const partyRoleText: Record<ServicePartyRole, MessageDescriptor> = /* @__PURE__ */ defineMessages({
  releasingClub: { id: 'kit.eservices.role.releasingClub', defaultMessage: 'Releasing club' },
  receivingClub: { id: 'kit.eservices.role.receivingClub', defaultMessage: 'Receiving club' },
});

export const concernText = /* @__PURE__ */ defineMessages({
  requester: { id: 'kit.eservices.concern.requester', defaultMessage: 'You asked' },
  subject: { id: 'kit.eservices.concern.subject', defaultMessage: 'About you' },
  releasingClub: { id: 'kit.eservices.concern.releasingClub', defaultMessage: 'Your player leaves' },
  receivingClub: { id: 'kit.eservices.concern.receivingClub', defaultMessage: 'Your club receives' },
  office: { id: 'kit.eservices.concern.office', defaultMessage: 'The office' },
});

export const partyAnswerText: Record<PartyAnswer, MessageDescriptor> = /* @__PURE__ */ defineMessages({
  pending: { id: 'kit.eservices.answer.pending', defaultMessage: 'Not answered yet' },
  agreed: { id: 'kit.eservices.answer.agreed', defaultMessage: 'Agreed' },
  objected: { id: 'kit.eservices.answer.objected', defaultMessage: 'Objected' },
  declined: { id: 'kit.eservices.answer.declined', defaultMessage: 'Declined' },
  deemedAgreed: {
    id: 'kit.eservices.answer.deemedAgreed',
    defaultMessage: 'Taken as agreeing (no answer in time)',
  },
});

export const objectionText: Record<ObjectionReason, MessageDescriptor> = /* @__PURE__ */ defineMessages({
  feesOwed: { id: 'kit.eservices.objection.feesOwed', defaultMessage: 'The player owes the club fees' },
  underContract: {
    id: 'kit.eservices.objection.underContract',
    defaultMessage: 'The player is still under contract',
  },
});

export const eventKindText: Record<ServiceEventKind, MessageDescriptor> = /* @__PURE__ */ defineMessages({
  competition: { id: 'kit.eservices.eventKind.competition', defaultMessage: 'Competition' },
  trainingCamp: { id: 'kit.eservices.eventKind.trainingCamp', defaultMessage: 'Training camp' },
  community: { id: 'kit.eservices.eventKind.community', defaultMessage: 'Community event' },
  workshop: { id: 'kit.eservices.eventKind.workshop', defaultMessage: 'Workshop' },
});

export const codeRoleText: Record<InternationalCodeRole, MessageDescriptor> = /* @__PURE__ */ defineMessages({
  athlete: { id: 'kit.eservices.codeRole.athlete', defaultMessage: 'Athlete' },
  coach: { id: 'kit.eservices.codeRole.coach', defaultMessage: 'Coach' },
  judge: { id: 'kit.eservices.codeRole.judge', defaultMessage: 'Judge' },
});

/** The label of each field of the five forms, and of the files stored with them. */
export const serviceFieldText: Record<string, MessageDescriptor> = /* @__PURE__ */ defineMessages({
  playerId: { id: 'kit.eservices.field.playerId', defaultMessage: 'Player' },
  membershipNumber: {
    id: 'kit.eservices.field.membershipNumber',
    defaultMessage: "Player's membership number",
  },
  receivingClubId: {
    id: 'kit.eservices.field.receivingClubId',
    defaultMessage: 'Club or academy to move to',
  },
  reason: { id: 'kit.eservices.field.reason', defaultMessage: 'Reason' },
  season: { id: 'kit.eservices.field.season', defaultMessage: 'Season it takes effect' },
  agreement: {
    id: 'kit.eservices.field.agreement',
    defaultMessage: 'Agreement with the receiving club (PDF)',
  },
  nameAr: { id: 'kit.eservices.field.nameAr', defaultMessage: 'Event name in Arabic' },
  nameEn: { id: 'kit.eservices.field.nameEn', defaultMessage: 'Event name in English' },
  eventKind: { id: 'kit.eservices.field.eventKind', defaultMessage: 'Kind of event' },
  startDate: { id: 'kit.eservices.field.startDate', defaultMessage: 'First day' },
  endDate: { id: 'kit.eservices.field.endDate', defaultMessage: 'Last day' },
  venue: { id: 'kit.eservices.field.venue', defaultMessage: 'Venue' },
  emirate: { id: 'kit.eservices.field.emirate', defaultMessage: 'Emirate' },
  participants: { id: 'kit.eservices.field.participants', defaultMessage: 'Expected participants' },
  description: { id: 'kit.eservices.field.description', defaultMessage: 'Description' },
  programme: { id: 'kit.eservices.field.programme', defaultMessage: 'Programme or invitation (PDF)' },
  role: { id: 'kit.eservices.field.role', defaultMessage: 'Code asked for as' },
  passportNumber: { id: 'kit.eservices.field.passportNumber', defaultMessage: 'Passport number' },
  passportExpiry: { id: 'kit.eservices.field.passportExpiry', defaultMessage: 'Passport expiry date' },
  nationality: { id: 'kit.eservices.field.nationality', defaultMessage: 'Nationality' },
  passportCopy: { id: 'kit.eservices.field.passportCopy', defaultMessage: 'Passport copy' },
  photo: { id: 'kit.eservices.field.photo', defaultMessage: 'Personal photo' },
  items: { id: 'kit.eservices.field.items', defaultMessage: 'Equipment' },
  itemDescription: { id: 'kit.eservices.field.itemDescription', defaultMessage: 'Description' },
  quantity: { id: 'kit.eservices.field.quantity', defaultMessage: 'Quantity' },
  supplier: { id: 'kit.eservices.field.supplier', defaultMessage: 'Supplier' },
  country: { id: 'kit.eservices.field.country', defaultMessage: 'Shipped from' },
  expectedArrival: { id: 'kit.eservices.field.expectedArrival', defaultMessage: 'Expected arrival' },
  invoice: { id: 'kit.eservices.field.invoice', defaultMessage: 'Supplier’s invoice' },
});

/** Every refusal code the service routes answer, in words (decision 039's codes and billing's). */
export const serviceRefusalText: Record<string, MessageDescriptor> = /* @__PURE__ */ defineMessages({
  service_not_available: {
    id: 'kit.eservices.error.notAvailable',
    defaultMessage: 'Your kind of membership does not request this service.',
  },
  account_restricted: {
    id: 'kit.eservices.error.accountRestricted',
    defaultMessage: 'Your account is under a penalty: you cannot request a service until it ends.',
  },
  player_request_pending: {
    id: 'kit.eservices.error.playerPending',
    defaultMessage: 'A release or transfer of this player is already open.',
  },
  player_has_no_club: {
    id: 'kit.eservices.error.noClub',
    defaultMessage: 'The player has no club to leave, or is not one of your players.',
  },
  player_not_found: {
    id: 'kit.eservices.error.playerNotFound',
    defaultMessage: 'No player has this membership number. Check it with the player.',
  },
  too_many_player_lookups: {
    id: 'kit.eservices.error.tooManyLookups',
    defaultMessage: 'You have looked up many players this hour. Please try again later.',
  },
  same_club: {
    id: 'kit.eservices.error.sameClub',
    defaultMessage: 'The player already plays for this club.',
  },
  fee_not_priced: {
    id: 'kit.eservices.error.feeNotPriced',
    defaultMessage: 'The federation has not priced this service for the season yet. Please try again later.',
  },
  awaiting_parties: {
    id: 'kit.eservices.error.awaitingParties',
    defaultMessage: 'The clubs have not all answered yet.',
  },
  already_answered: {
    id: 'kit.eservices.error.alreadyAnswered',
    defaultMessage: 'Your club has already answered, or the request has moved on.',
  },
  already_decided: {
    id: 'kit.eservices.error.alreadyDecided',
    defaultMessage: 'The request has already been decided.',
  },
  invalid_transition: {
    id: 'kit.eservices.error.invalidTransition',
    defaultMessage: 'The request has moved on: this step is no longer possible.',
  },
  service_not_approved: {
    id: 'kit.eservices.error.notApproved',
    defaultMessage: 'The office has not approved this request yet.',
  },
  validation_failed: {
    id: 'kit.eservices.error.invalid',
    defaultMessage: 'Some answers need correcting: see the messages by the fields.',
  },
});

export const requestTitleText = /* @__PURE__ */ defineMessage<{ service: string; number: string }>({
  id: 'kit.eservices.requestTitle',
  defaultMessage: '{service} — request {number}',
});

/** Texts naming one of several documents or equipment lines (`{number}` in the page's digits). */
/** Whose membership number a receiving club typed. */
export const playerFoundText = {
  withClub: /* @__PURE__ */ defineMessage<{ name: string; club: string }>({
    id: 'kit.eservices.playerFound',
    defaultMessage: 'This number is {name}’s, now with {club}.',
  }),
  noClub: /* @__PURE__ */ defineMessage<{ name: string }>({
    id: 'kit.eservices.playerFoundNoClub',
    defaultMessage: 'This number is {name}’s, who has no club now.',
  }),
};

export const numberedText = {
  documentName: /* @__PURE__ */ defineMessage<{ number: string }>({
    id: 'kit.eservices.documentName',
    defaultMessage: 'Name of document {number}',
  }),
  documentFile: /* @__PURE__ */ defineMessage<{ number: string }>({
    id: 'kit.eservices.documentFile',
    defaultMessage: 'File of document {number}',
  }),
  removeDocument: /* @__PURE__ */ defineMessage<{ number: string }>({
    id: 'kit.eservices.removeDocument',
    defaultMessage: 'Remove document {number}',
  }),
  item: /* @__PURE__ */ defineMessage<{ number: string }>({
    id: 'kit.eservices.item',
    defaultMessage: 'Item {number}',
  }),
  removeItem: /* @__PURE__ */ defineMessage<{ number: string }>({
    id: 'kit.eservices.removeItem',
    defaultMessage: 'Remove item {number}',
  }),
};

/** A service's fee as the catalogue prices it today, where the list and the form say what asking costs. */
export const serviceFeeText = /* @__PURE__ */ defineMessage<{ amount: string }>({
  id: 'kit.eservices.feeAmount',
  defaultMessage: 'Fee: {amount}, billed when you send the request; pay it from your fees page.',
});

export const answerByText = /* @__PURE__ */ defineMessage<{ day: string }>({
  id: 'kit.eservices.answerBy',
  defaultMessage: 'Answer by {day}',
});

/** A step of a request's timeline, naming who took it. */
export const namedEventText = {
  submitted: /* @__PURE__ */ defineMessage<{ name: string }>({
    id: 'kit.eservices.event.submitted',
    defaultMessage: '{name} sent the request',
  }),
  partyAgreed: /* @__PURE__ */ defineMessage<{ name: string }>({
    id: 'kit.eservices.event.partyAgreed',
    defaultMessage: '{name} agreed',
  }),
  partyObjected: /* @__PURE__ */ defineMessage<{ name: string }>({
    id: 'kit.eservices.event.partyObjected',
    defaultMessage: '{name} objected',
  }),
  partyDeclined: /* @__PURE__ */ defineMessage<{ name: string }>({
    id: 'kit.eservices.event.partyDeclined',
    defaultMessage: '{name} declined',
  }),
  documentsAdded: /* @__PURE__ */ defineMessage<{ name: string }>({
    id: 'kit.eservices.event.documentsAdded',
    defaultMessage: '{name} added documents',
  }),
  withdrawn: /* @__PURE__ */ defineMessage<{ name: string }>({
    id: 'kit.eservices.event.withdrawn',
    defaultMessage: '{name} withdrew it',
  }),
};

/** A step of the timeline taken by the office or by the silence rule. */
export const eventText = /* @__PURE__ */ defineMessages({
  partyDeemedAgreed: {
    id: 'kit.eservices.event.partyDeemedAgreed',
    defaultMessage: 'A club did not answer in time and is taken as agreeing',
  },
  approved: { id: 'kit.eservices.event.approved', defaultMessage: 'The federation office approved it' },
  rejected: { id: 'kit.eservices.event.rejected', defaultMessage: 'The federation office rejected it' },
  documentsRequested: {
    id: 'kit.eservices.event.documentsRequested',
    defaultMessage: 'The federation office asked for more documents',
  },
  someone: { id: 'kit.eservices.event.someone', defaultMessage: 'The member' },
});

export const otherEventText = /* @__PURE__ */ defineMessage<{ status: string }>({
  id: 'kit.eservices.event.other',
  defaultMessage: 'Its status became: {status}',
});

export const eventReasonText = /* @__PURE__ */ defineMessage<{ reason: string }>({
  id: 'kit.eservices.event.reason',
  defaultMessage: 'Reason: {reason}',
});
