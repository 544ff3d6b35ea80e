import { defineMessage, defineMessages } from 'react-intl';

export const requestsText = defineMessages({
  search: { id: 'office.requests.search', defaultMessage: 'Search the requests' },
  searchField: { id: 'office.requests.searchField', defaultMessage: 'Name, email or Emirates ID' },
  kind: { id: 'office.requests.kind', defaultMessage: 'Request' },
  form: { id: 'office.requests.form', defaultMessage: 'Member kind' },
  status: { id: 'office.requests.status', defaultMessage: 'Status' },
  queue: { id: 'office.requests.queue', defaultMessage: 'Waiting for' },
  queuePendingClub: { id: 'office.requests.queue.pendingClub', defaultMessage: 'Their club' },
  queueAwaitingOffice: { id: 'office.requests.queue.awaitingOffice', defaultMessage: 'The office' },
  from: { id: 'office.requests.from', defaultMessage: 'Submitted from' },
  to: { id: 'office.requests.to', defaultMessage: 'Submitted until' },
  applicant: { id: 'office.requests.applicant', defaultMessage: 'Applicant' },
  club: { id: 'office.requests.club', defaultMessage: 'Club or academy' },
  submitted: { id: 'office.requests.submitted', defaultMessage: 'Submitted' },
  updated: { id: 'office.requests.updated', defaultMessage: 'Last change' },
  email: { id: 'office.requests.email', defaultMessage: 'Email' },
  emiratesId: { id: 'office.requests.emiratesId', defaultMessage: 'Emirates ID' },
  approve: { id: 'office.requests.approve', defaultMessage: 'Approve' },
  reject: { id: 'office.requests.reject', defaultMessage: 'Reject' },
  approveTitle: { id: 'office.requests.approveTitle', defaultMessage: 'Approve this request?' },
  approveIntro: {
    id: 'office.requests.approveIntro',
    defaultMessage:
      'The applicant becomes a member with a membership number, valid to the end of the active season, and is told by mail.',
  },
  rejectTitle: { id: 'office.requests.rejectTitle', defaultMessage: 'Reject this request?' },
  rejectReason: { id: 'office.requests.rejectReason', defaultMessage: 'Reason the applicant will read' },
  rejectHint: {
    id: 'office.requests.rejectHint',
    defaultMessage: 'Say what to correct: the applicant can fix it and submit again.',
  },
  alreadyDecided: {
    id: 'office.requests.alreadyDecided',
    defaultMessage:
      'This request has already been decided, perhaps by a colleague a moment ago. It now shows its current state.',
  },
  awaitingClub: {
    id: 'office.requests.awaitingClub',
    defaultMessage: 'The club or academy the applicant named has not accepted this request yet.',
  },
  invalidTransition: {
    id: 'office.requests.invalidTransition',
    defaultMessage: 'This request cannot take that decision in its current state.',
  },
  notFound: { id: 'office.requests.notFound', defaultMessage: 'This request no longer exists.' },
  noDecision: {
    id: 'office.requests.noDecision',
    defaultMessage: 'No decision is open to the office on this request now.',
  },
  decision: { id: 'office.requests.decision', defaultMessage: 'Decision' },
  decisionReason: { id: 'office.requests.decisionReason', defaultMessage: 'Reason given' },
  answers: { id: 'office.requests.answers', defaultMessage: 'What the applicant sent' },
  files: { id: 'office.requests.files', defaultMessage: 'Files' },
  timeline: { id: 'office.requests.timeline', defaultMessage: 'History' },
  duplicates: { id: 'office.requests.duplicates', defaultMessage: 'This applicant may already be a member' },
  matchEmiratesId: { id: 'office.requests.match.emiratesId', defaultMessage: 'same Emirates ID' },
  matchEmail: { id: 'office.requests.match.email', defaultMessage: 'same email' },
  matchNameAndBirthDate: {
    id: 'office.requests.match.nameAndBirthDate',
    defaultMessage: 'same name and date of birth',
  },
  bulkRejectTitle: { id: 'office.requests.bulkRejectTitle', defaultMessage: 'Reject the selected requests?' },
  bulkApproveTitle: {
    id: 'office.requests.bulkApproveTitle',
    defaultMessage: 'Approve the selected requests?',
  },
  member: { id: 'office.requests.member', defaultMessage: 'Member account' },
  renewal: { id: 'office.requests.renewal', defaultMessage: 'The renewal' },
  renewalSeason: { id: 'office.requests.renewal.season', defaultMessage: 'Season renewed for' },
  renewalBill: { id: 'office.requests.renewal.bill', defaultMessage: 'Renewal bill' },
  renewalNoBill: { id: 'office.requests.renewal.noBill', defaultMessage: 'None' },
});

export const requestCountText = defineMessage<{ total: number }>({
  id: 'office.requests.count',
  defaultMessage: '{total, plural, =0 {No requests} one {# request} other {# requests}}',
});

export const bulkIntroText = defineMessage<{ count: number }>({
  id: 'office.requests.bulkIntro',
  defaultMessage:
    '{count, plural, one {One request is} other {# requests are}} decided together; the applicants are told by mail.',
});

export const decidedText = defineMessage<{ decision: string; name: string }>({
  id: 'office.requests.decided',
  defaultMessage: '{decision, select, approve {Approved: {name}} other {Rejected: {name}}}',
});

export const bulkDecidedText = defineMessage<{ decision: string; count: number }>({
  id: 'office.requests.bulkDecided',
  defaultMessage:
    '{decision, select, approve {{count, plural, =0 {No request approved} one {# request approved} other {# requests approved}}} other {{count, plural, =0 {No request rejected} one {# request rejected} other {# requests rejected}}}}',
});

export const skippedText = defineMessage<{ count: number }>({
  id: 'office.requests.skipped',
  defaultMessage:
    '{count, plural, one {One request was left as it was:} other {# requests were left as they were:}}',
});

export const skippedRowText = defineMessage<{ id: string; reason: string }>({
  id: 'office.requests.skippedRow',
  defaultMessage: 'Request {id}: {reason}',
});

export const renewalBillText = defineMessage<{ number: string; amount: string; status: string }>({
  id: 'office.requests.renewal.billText',
  defaultMessage: '{number}: {amount}, {status}',
});

export const renewalApproveText = defineMessage<{ season: string }>({
  id: 'office.requests.renewal.approveIntro',
  defaultMessage:
    'The membership becomes valid to the end of the {season} season and its status stays as it is; the member is told by mail.',
});
