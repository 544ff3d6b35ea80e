import { defineMessage, defineMessages } from 'react-intl';

export const playersText = defineMessages({
  search: { id: 'clubAccount.players.search', defaultMessage: 'Search the players' },
  searchField: { id: 'clubAccount.players.searchField', defaultMessage: 'Name or membership number' },
  name: { id: 'clubAccount.players.name', defaultMessage: 'Name' },
  number: { id: 'clubAccount.players.number', defaultMessage: 'Membership number' },
  ageClass: { id: 'clubAccount.players.ageClass', defaultMessage: 'Age class' },
  division: { id: 'clubAccount.players.division', defaultMessage: 'Division' },
  status: { id: 'clubAccount.players.status', defaultMessage: 'Status' },
  documents: { id: 'clubAccount.players.documents', defaultMessage: 'Documents' },
  passport: { id: 'clubAccount.players.passport', defaultMessage: 'Passport' },
  emiratesId: { id: 'clubAccount.players.emiratesId', defaultMessage: 'Emirates ID' },
  details: { id: 'clubAccount.players.details', defaultMessage: 'Player details' },
  closeDetails: { id: 'clubAccount.players.closeDetails', defaultMessage: 'Back to the list' },
  birthDate: { id: 'clubAccount.players.birthDate', defaultMessage: 'Date of birth' },
  validUntil: { id: 'clubAccount.players.validUntil', defaultMessage: 'Membership valid until' },
  reason: { id: 'clubAccount.players.reason', defaultMessage: "The federation's reason" },
  accept: { id: 'clubAccount.players.accept', defaultMessage: 'Accept' },
  reject: { id: 'clubAccount.players.reject', defaultMessage: 'Reject' },
  rejectTitle: { id: 'clubAccount.players.rejectTitle', defaultMessage: 'Reject this registration' },
  decided: { id: 'clubAccount.players.decided', defaultMessage: 'The decision has been saved' },
  renew: { id: 'clubAccount.players.renew', defaultMessage: 'Renew the contract' },
  terminate: { id: 'clubAccount.players.terminate', defaultMessage: 'Terminate the contract' },
  confirm: { id: 'clubAccount.players.confirm', defaultMessage: 'are you sure about that?' },
  submitted: { id: 'clubAccount.players.submitted', defaultMessage: 'The request has been submitted' },
  pending: {
    id: 'clubAccount.players.pending',
    defaultMessage: 'A renewal or termination of this player already waits for the federation',
  },
  notYours: {
    id: 'clubAccount.players.notYours',
    defaultMessage: 'This player is no longer one of yours, so their contract cannot be changed from here',
  },
  restricted: {
    id: 'clubAccount.players.restricted',
    defaultMessage: 'The account has been restricted due to a penalty',
  },
  contractRequests: { id: 'clubAccount.players.contractRequests', defaultMessage: 'Contract requests' },
  noContractRequests: {
    id: 'clubAccount.players.noContractRequests',
    defaultMessage: 'No renewal or termination requested yet.',
  },
  kind: { id: 'clubAccount.players.kind', defaultMessage: 'Request' },
  submittedOn: { id: 'clubAccount.players.submittedOn', defaultMessage: 'Submitted' },
  renewal: { id: 'clubAccount.players.kind.renewal', defaultMessage: 'Contract renewal' },
  termination: { id: 'clubAccount.players.kind.termination', defaultMessage: 'Contract termination' },
  empty: { id: 'clubAccount.players.empty', defaultMessage: 'The club has no players yet.' },
  emptyAcademy: { id: 'clubAccount.players.emptyAcademy', defaultMessage: 'The academy has no players yet.' },
});

export const playerCountText = defineMessage<{ total: number }>({
  id: 'clubAccount.players.count',
  defaultMessage: '{total, plural, =0 {No players} one {# player} other {# players}}',
});

export const documentExpiringText = defineMessage<{ document: string; day: string }>({
  id: 'clubAccount.players.expiring',
  defaultMessage: '{document} expires on {day}',
});

export const documentExpiredText = defineMessage<{ document: string; day: string }>({
  id: 'clubAccount.players.expired',
  defaultMessage: '{document} expired on {day}',
});
