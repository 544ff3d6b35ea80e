import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type {
  AuditSubject,
  BillStatus,
  OfficeRole,
  PenaltyStatus,
  RegistrationFormName,
  RequestKind,
} from '@uaeaf/contracts';

export const requestKindText: Record<RequestKind, MessageDescriptor> = defineMessages({
  new: { id: 'office.requestKind.new', defaultMessage: 'New registration' },
  renewal: { id: 'office.requestKind.renewal', defaultMessage: 'Contract renewal' },
  termination: { id: 'office.requestKind.termination', defaultMessage: 'Contract termination' },
  document: { id: 'office.requestKind.document', defaultMessage: 'Document replacement' },
});

const membershipRenewalText = defineMessage({
  id: 'office.requests.membershipRenewal',
  defaultMessage: 'Membership renewal',
});

/** A club's or academy's renewal of its own membership, rather than a club renewing a player's contract. */
export function isMembershipRenewal(request: { kind: RequestKind; form: string }): boolean {
  return request.kind === 'renewal' && (request.form === 'club' || request.form === 'academy');
}

/** What a request asks for, as the queue and the request's page both name it. */
export function requestKindLabel(request: { kind: RequestKind; form: string }): MessageDescriptor {
  return isMembershipRenewal(request) ? membershipRenewalText : requestKindText[request.kind];
}

/** The registration forms by their URL name (spec section 2's register routes). */
export const formText: Record<RegistrationFormName, MessageDescriptor> = defineMessages({
  club: { id: 'office.form.club', defaultMessage: 'Club' },
  academy: { id: 'office.form.academy', defaultMessage: 'Academy' },
  players: { id: 'office.form.players', defaultMessage: 'Player' },
  coaches: { id: 'office.form.coaches', defaultMessage: 'Coach' },
  judges: { id: 'office.form.judges', defaultMessage: 'Referee' },
  administrators: { id: 'office.form.administrators', defaultMessage: 'Administrator' },
  playersCommunity: { id: 'office.form.playersCommunity', defaultMessage: 'Community-activity player' },
  guest: { id: 'office.form.guest', defaultMessage: 'Guest' },
});

export const penaltyStatusText: Record<PenaltyStatus, MessageDescriptor> = defineMessages({
  upcoming: { id: 'office.penaltyStatus.upcoming', defaultMessage: 'Upcoming' },
  active: { id: 'office.penaltyStatus.active', defaultMessage: 'Active' },
  ended: { id: 'office.penaltyStatus.ended', defaultMessage: 'Ended' },
  lifted: { id: 'office.penaltyStatus.lifted', defaultMessage: 'Lifted' },
});

export const officeRoleText: Record<OfficeRole, MessageDescriptor> = defineMessages({
  administrator: { id: 'office.role.administrator', defaultMessage: 'Office administrator' },
  membership: { id: 'office.role.membership', defaultMessage: 'Membership officer' },
  editor: { id: 'office.role.editor', defaultMessage: 'Content editor' },
  finance: { id: 'office.role.finance', defaultMessage: 'Finance officer' },
  results: { id: 'office.role.results', defaultMessage: 'Results officer' },
});

export const auditSubjectText: Record<AuditSubject, MessageDescriptor> = defineMessages({
  member: { id: 'office.auditSubject.member', defaultMessage: 'Member' },
  request: { id: 'office.auditSubject.request', defaultMessage: 'Request' },
  entry: { id: 'office.auditSubject.entry', defaultMessage: 'Tournament entry' },
  penalty: { id: 'office.auditSubject.penalty', defaultMessage: 'Penalty' },
  bill: { id: 'office.auditSubject.bill', defaultMessage: 'Bill' },
  order: { id: 'office.auditSubject.order', defaultMessage: 'Payment' },
  fee: { id: 'office.auditSubject.fee', defaultMessage: 'Fee' },
  news: { id: 'office.auditSubject.news', defaultMessage: 'News' },
  article: { id: 'office.auditSubject.article', defaultMessage: 'Article' },
  circular: { id: 'office.auditSubject.circular', defaultMessage: 'Circular' },
  informationPage: { id: 'office.auditSubject.informationPage', defaultMessage: 'Information page' },
  trainingCentre: { id: 'office.auditSubject.trainingCentre', defaultMessage: 'Training centre' },
  courseRegistration: {
    id: 'office.auditSubject.courseRegistration',
    defaultMessage: 'Training course registration',
  },
  submission: { id: 'office.auditSubject.submission', defaultMessage: 'Sent-in article' },
  contact: { id: 'office.auditSubject.contact', defaultMessage: 'Contact message' },
  season: { id: 'office.auditSubject.season', defaultMessage: 'Season' },
  tournament: { id: 'office.auditSubject.tournament', defaultMessage: 'Tournament' },
  trainingCourse: { id: 'office.auditSubject.trainingCourse', defaultMessage: 'Training course' },
  holiday: { id: 'office.auditSubject.holiday', defaultMessage: 'Public holiday' },
  galleryAlbum: { id: 'office.auditSubject.galleryAlbum', defaultMessage: 'Gallery album' },
  partner: { id: 'office.auditSubject.partner', defaultMessage: 'Partner' },
  boardMember: { id: 'office.auditSubject.boardMember', defaultMessage: 'Board member' },
  slide: { id: 'office.auditSubject.slide', defaultMessage: 'Home page slide' },
  externalLink: { id: 'office.auditSubject.externalLink', defaultMessage: 'Link' },
  club: { id: 'office.auditSubject.club', defaultMessage: 'Club page' },
  results: { id: 'office.auditSubject.results', defaultMessage: 'Tournament results' },
  record: { id: 'office.auditSubject.record', defaultMessage: 'National record' },
});

/** What each audit action means; an action not named here is shown as the API wrote it. */
export const auditActionText: Record<string, MessageDescriptor> = defineMessages({
  'submission.accepted': {
    id: 'office.audit.action.submissionAccepted',
    defaultMessage: 'Accepted as an article draft',
  },
  'submission.published': {
    id: 'office.audit.action.submissionPublished',
    defaultMessage: 'Published as an article',
  },
  'submission.declined': { id: 'office.audit.action.submissionDeclined', defaultMessage: 'Declined' },
  'contact.answered': { id: 'office.audit.action.contactAnswered', defaultMessage: 'Reply sent' },
  'season.created': { id: 'office.audit.action.seasonCreated', defaultMessage: 'Season added' },
  'season.activated': { id: 'office.audit.action.seasonActivated', defaultMessage: 'Season made active' },
  'holiday.added': { id: 'office.audit.action.holidayAdded', defaultMessage: 'Holiday added' },
  'holiday.removed': { id: 'office.audit.action.holidayRemoved', defaultMessage: 'Holiday removed' },
  'request.submitted': { id: 'office.audit.action.requestSubmitted', defaultMessage: 'Request submitted' },
  'request.accepted': { id: 'office.audit.action.requestAccepted', defaultMessage: 'Accepted by the club' },
  'request.approved': { id: 'office.audit.action.requestApproved', defaultMessage: 'Request approved' },
  'request.rejected': { id: 'office.audit.action.requestRejected', defaultMessage: 'Request rejected' },
  'request.resubmitted': {
    id: 'office.audit.action.requestResubmitted',
    defaultMessage: 'Request resubmitted',
  },
  'member.accepted': { id: 'office.audit.action.memberAccepted', defaultMessage: 'Membership accepted' },
  'member.approved': { id: 'office.audit.action.memberApproved', defaultMessage: 'Membership approved' },
  'member.rejected': { id: 'office.audit.action.memberRejected', defaultMessage: 'Membership rejected' },
  'member.resubmitted': {
    id: 'office.audit.action.memberResubmitted',
    defaultMessage: 'Membership pending again',
  },
  'member.blocked': { id: 'office.audit.action.memberBlocked', defaultMessage: 'Member blocked' },
  'member.unblocked': { id: 'office.audit.action.memberUnblocked', defaultMessage: 'Member unblocked' },
  'member.uaePassSignIn': {
    id: 'office.audit.action.memberUaePassSignIn',
    defaultMessage: 'Signed in with UAE PASS',
  },
  'member.uaePassLinked': {
    id: 'office.audit.action.memberUaePassLinked',
    defaultMessage: 'UAE PASS linked',
  },
  'member.uaePassUnlinked': {
    id: 'office.audit.action.memberUaePassUnlinked',
    defaultMessage: 'UAE PASS unlinked',
  },
  'member.cardRevoked': {
    id: 'office.audit.action.memberCardRevoked',
    defaultMessage: 'Membership card revoked',
  },
  'member.cardReissued': {
    id: 'office.audit.action.memberCardReissued',
    defaultMessage: 'Membership card reissued',
  },
  'penalty.issued': { id: 'office.audit.action.penaltyIssued', defaultMessage: 'Penalty issued' },
  'penalty.lifted': { id: 'office.audit.action.penaltyLifted', defaultMessage: 'Penalty lifted' },
  'entry.submitted': { id: 'office.audit.action.entrySubmitted', defaultMessage: 'Tournament entry made' },
  'entry.withdrawn': {
    id: 'office.audit.action.entryWithdrawn',
    defaultMessage: 'Tournament entry withdrawn',
  },
  'bill.issued': { id: 'office.audit.action.billIssued', defaultMessage: 'Bill issued' },
  'bill.paid': { id: 'office.audit.action.billPaid', defaultMessage: 'Bill paid' },
  'bill.cancelled': { id: 'office.audit.action.billCancelled', defaultMessage: 'Bill cancelled' },
  'bill.waived': { id: 'office.audit.action.billWaived', defaultMessage: 'Bill waived' },
  'bill.refunded': { id: 'office.audit.action.billRefunded', defaultMessage: 'Bill refunded' },
  'fee.changed': { id: 'office.audit.action.feeChanged', defaultMessage: 'Fee changed' },
  'content.created': { id: 'office.audit.action.contentCreated', defaultMessage: 'Draft written' },
  'content.edited': { id: 'office.audit.action.contentEdited', defaultMessage: 'Content edited' },
  'content.photosEdited': { id: 'office.audit.action.contentPhotosEdited', defaultMessage: 'Photos edited' },
  'content.published': { id: 'office.audit.action.contentPublished', defaultMessage: 'Published' },
  'content.scheduled': { id: 'office.audit.action.contentScheduled', defaultMessage: 'Scheduled to publish' },
  'content.unpublished': { id: 'office.audit.action.contentUnpublished', defaultMessage: 'Unpublished' },
  'content.moved': { id: 'office.audit.action.contentMoved', defaultMessage: 'Moved in the order' },
  // A draft, an album taken off the site or a training centre no course names (decision 070).
  'content.deleted': { id: 'office.audit.action.contentDeleted', defaultMessage: 'Deleted' },
  'content.headingEdited': {
    id: 'office.audit.action.contentHeadingEdited',
    defaultMessage: 'Link list’s heading edited',
  },
  'clubPage.edited': { id: 'office.audit.action.clubPageEdited', defaultMessage: 'Club page edited' },
  'bill.paymentRefunded': {
    id: 'office.audit.action.billPaymentRefunded',
    defaultMessage: 'Payment refunded: the bill was closed before it arrived',
  },
  'order.created': { id: 'office.audit.action.orderCreated', defaultMessage: 'Order created' },
  'order.awaitingPayment': {
    id: 'office.audit.action.orderAwaitingPayment',
    defaultMessage: 'Sent to the payment provider',
  },
  'order.paid': { id: 'office.audit.action.orderPaid', defaultMessage: 'Order paid' },
  'order.declined': { id: 'office.audit.action.orderDeclined', defaultMessage: 'Payment declined' },
  'order.expired': { id: 'office.audit.action.orderExpired', defaultMessage: 'Order expired' },
  'order.cancelled': { id: 'office.audit.action.orderCancelled', defaultMessage: 'Order cancelled' },
  'order.refunded': { id: 'office.audit.action.orderRefunded', defaultMessage: 'Order refunded' },
  'service.submitted': { id: 'office.audit.action.serviceSubmitted', defaultMessage: 'Service requested' },
  'service.partyAgreed': { id: 'office.audit.action.servicePartyAgreed', defaultMessage: 'A club agreed' },
  'service.partyObjected': {
    id: 'office.audit.action.servicePartyObjected',
    defaultMessage: 'A club objected',
  },
  'service.partyDeclined': {
    id: 'office.audit.action.servicePartyDeclined',
    defaultMessage: 'The receiving club declined',
  },
  'service.partyDeemedAgreed': {
    id: 'office.audit.action.servicePartyDeemedAgreed',
    defaultMessage: 'A club taken as agreeing: no answer by the deadline',
  },
  'service.approved': { id: 'office.audit.action.serviceApproved', defaultMessage: 'Service approved' },
  'service.rejected': { id: 'office.audit.action.serviceRejected', defaultMessage: 'Service rejected' },
  'service.documentsRequested': {
    id: 'office.audit.action.serviceDocumentsRequested',
    defaultMessage: 'More documents asked for',
  },
  'service.documentsAdded': {
    id: 'office.audit.action.serviceDocumentsAdded',
    defaultMessage: 'Documents added',
  },
  'service.withdrawn': { id: 'office.audit.action.serviceWithdrawn', defaultMessage: 'Service withdrawn' },
  // The member asked to cancel a payment left unfinished (decision 085); the provider's answer follows as its own row.
  'order.cancelRequested': {
    id: 'office.audit.action.orderCancelRequested',
    defaultMessage: 'The member asked to cancel the payment',
  },
  'order.latePaymentRefunded': {
    id: 'office.audit.action.orderLatePaymentRefunded',
    defaultMessage: 'Late payment refunded: the order had already ended',
  },
});

/** A tournament entry's status beyond the membership ones it shares. */
export const withdrawnText = defineMessages({
  Withdrawn: { id: 'office.entryStatus.withdrawn', defaultMessage: 'Withdrawn' },
});

export const billStatusText: Record<BillStatus, MessageDescriptor> = defineMessages({
  unpaid: { id: 'office.billStatus.unpaid', defaultMessage: 'Unpaid' },
  paid: { id: 'office.billStatus.paid', defaultMessage: 'Paid' },
  cancelled: { id: 'office.billStatus.cancelled', defaultMessage: 'Cancelled' },
  waived: { id: 'office.billStatus.waived', defaultMessage: 'Waived' },
  refunded: { id: 'office.billStatus.refunded', defaultMessage: 'Refunded' },
});
