import { defineMessage, defineMessages } from 'react-intl';

export const clubRequestsText = defineMessages({
  none: { id: 'kit.requests.none', defaultMessage: 'No requests yet.' },
  applicant: { id: 'kit.requests.applicant', defaultMessage: 'Member' },
  submittedOn: { id: 'kit.requests.submittedOn', defaultMessage: 'Sent on' },
  status: { id: 'kit.requests.status', defaultMessage: 'Status' },
  reason: { id: 'kit.requests.reason', defaultMessage: "The federation's reason" },
  history: { id: 'kit.requests.history', defaultMessage: 'History' },
  withdraw: { id: 'kit.requests.withdraw', defaultMessage: 'Withdraw' },
  resubmit: { id: 'kit.requests.resubmit', defaultMessage: 'Correct and resubmit' },
  renewAgain: { id: 'kit.requests.renewAgain', defaultMessage: 'Ask for the renewal again' },
  membershipRenewal: { id: 'kit.requests.kind.membershipRenewal', defaultMessage: 'Membership renewal' },
  confirm: { id: 'kit.requests.confirm', defaultMessage: 'are you sure about that?' },
  withdrawn: { id: 'kit.requests.withdrawn', defaultMessage: 'Withdrawal request has been submitted' },
  notWithdrawable: {
    id: 'kit.requests.notWithdrawable',
    defaultMessage: 'This request is not one you made, or it no longer exists, so it cannot be withdrawn.',
  },
  alreadyDecided: {
    id: 'kit.requests.alreadyDecided',
    defaultMessage: 'This request has already been decided, so it can no longer be withdrawn.',
  },
  all: { id: 'kit.requests.all', defaultMessage: 'All requests' },
  noneAwaiting: {
    id: 'kit.requests.noneAwaiting',
    defaultMessage: 'No registration is waiting for your answer.',
  },
  accept: { id: 'kit.requests.accept', defaultMessage: 'Accept' },
  reject: { id: 'kit.requests.reject', defaultMessage: 'Reject' },
  accepted: {
    id: 'kit.requests.accepted',
    defaultMessage: 'Registration accepted: it goes to the federation office for approval',
  },
  rejected: {
    id: 'kit.requests.rejected',
    defaultMessage: 'Registration rejected: the member is told your reason',
  },
  answeredAlready: {
    id: 'kit.requests.answeredAlready',
    defaultMessage:
      'This registration has been answered already or withdrawn. The list now shows where it stands.',
  },
});

/** The first section's heading: the registrations that named the club and wait for its answer. */
export const awaitingText = defineMessage<{ count: number }>({
  id: 'kit.requests.awaiting',
  defaultMessage: 'Registrations waiting for your answer ({count, number})',
});

export const rejectTitleText = defineMessage<{ name: string }>({
  id: 'kit.requests.rejectTitle',
  defaultMessage: 'Reject the registration of {name}',
});

export const requestKindText = defineMessages({
  new: { id: 'kit.requests.kind.new', defaultMessage: 'Registration' },
  renewal: { id: 'kit.requests.kind.renewal', defaultMessage: 'Contract renewal' },
  termination: { id: 'kit.requests.kind.termination', defaultMessage: 'Contract termination' },
  document: { id: 'kit.requests.kind.document', defaultMessage: 'Document replacement' },
});

export const requestRoleText = defineMessages({
  own: { id: 'kit.requests.role.own', defaultMessage: 'Your own request' },
  made: { id: 'kit.requests.role.made', defaultMessage: 'Made by you for a player' },
  named: { id: 'kit.requests.role.named', defaultMessage: 'A player who named you' },
});

export const requestActorText = defineMessages({
  member: { id: 'kit.requests.by.member', defaultMessage: 'the member' },
  club: { id: 'kit.requests.by.club', defaultMessage: 'the club or academy' },
  office: { id: 'kit.requests.by.office', defaultMessage: 'the federation office' },
  system: { id: 'kit.requests.by.system', defaultMessage: 'the system' },
});

export const eventText = defineMessage<{ status: string; by: string }>({
  id: 'kit.requests.event',
  defaultMessage: '{status}, by {by}',
});

export const eventReasonText = defineMessage<{ reason: string }>({
  id: 'kit.requests.eventReason',
  defaultMessage: 'Reason: {reason}',
});
