import { defineMessage, defineMessages } from 'react-intl';

export const membersText = defineMessages({
  search: { id: 'office.members.search', defaultMessage: 'Search the members' },
  searchField: {
    id: 'office.members.searchField',
    defaultMessage: 'Name (Arabic or English), email, Emirates ID or membership number',
  },
  name: { id: 'office.members.name', defaultMessage: 'Name' },
  number: { id: 'office.members.number', defaultMessage: 'Membership number' },
  kind: { id: 'office.members.kind', defaultMessage: 'Member kind' },
  club: { id: 'office.members.club', defaultMessage: 'Club or academy' },
  status: { id: 'office.members.status', defaultMessage: 'Membership' },
  validUntil: { id: 'office.members.validUntil', defaultMessage: 'Valid until' },
  state: { id: 'office.members.state', defaultMessage: 'Account' },
  joined: { id: 'office.members.joined', defaultMessage: 'Joined' },
  blockedFilter: { id: 'office.members.blockedFilter', defaultMessage: 'Blocked' },
  restrictedFilter: { id: 'office.members.restrictedFilter', defaultMessage: 'Under a penalty' },
  email: { id: 'office.members.email', defaultMessage: 'Email' },
  emiratesId: { id: 'office.members.emiratesId', defaultMessage: 'Emirates ID' },
  uaePass: { id: 'office.members.uaePass', defaultMessage: 'UAE PASS' },
  uaePassLinked: { id: 'office.members.uaePassLinked', defaultMessage: 'Linked: signs in with UAE PASS' },
  uaePassNotLinked: { id: 'office.members.uaePassNotLinked', defaultMessage: 'Not linked' },
  birthDate: { id: 'office.members.birthDate', defaultMessage: 'Date of birth' },
  ageClass: { id: 'office.members.ageClass', defaultMessage: 'Age class this year' },
  language: { id: 'office.members.language', defaultMessage: 'Mail language' },
  languageAr: { id: 'office.members.language.ar', defaultMessage: 'Arabic' },
  languageEn: { id: 'office.members.language.en', defaultMessage: 'English' },
  data: { id: 'office.members.data', defaultMessage: 'Member data' },
  registration: { id: 'office.members.registration', defaultMessage: 'Registration answers' },
  files: { id: 'office.members.files', defaultMessage: 'Files' },
  requests: { id: 'office.members.requests', defaultMessage: 'Requests' },
  entries: { id: 'office.members.entries', defaultMessage: 'Tournament entries' },
  bills: { id: 'office.members.bills', defaultMessage: 'Bills' },
  penalties: { id: 'office.members.penalties', defaultMessage: 'Penalties' },
  players: { id: 'office.members.players', defaultMessage: 'Players' },
  history: { id: 'office.members.history', defaultMessage: 'History' },
  fullLog: { id: 'office.members.fullLog', defaultMessage: 'Open in the audit log' },
  none: { id: 'office.members.none', defaultMessage: 'None.' },
  block: { id: 'office.members.block', defaultMessage: 'Block' },
  unblock: { id: 'office.members.unblock', defaultMessage: 'Unblock' },
  blockTitle: { id: 'office.members.blockTitle', defaultMessage: 'Block this member?' },
  blockIntro: {
    id: 'office.members.blockIntro',
    defaultMessage: 'They are logged out everywhere at once, and the login then says the account is blocked.',
  },
  unblockTitle: { id: 'office.members.unblockTitle', defaultMessage: 'Unblock this member?' },
  unblockIntro: { id: 'office.members.unblockIntro', defaultMessage: 'They can log in again.' },
  alreadyBlocked: { id: 'office.members.alreadyBlocked', defaultMessage: 'This member is blocked already.' },
  notBlocked: { id: 'office.members.notBlocked', defaultMessage: 'This member is not blocked.' },
  ownAccount: { id: 'office.members.ownAccount', defaultMessage: 'You cannot do this to your own account.' },
  tournament: { id: 'office.members.tournament', defaultMessage: 'Tournament' },
  division: { id: 'office.members.division', defaultMessage: 'Division and class' },
  billNumber: { id: 'office.members.billNumber', defaultMessage: 'Number' },
  billName: { id: 'office.members.billName', defaultMessage: 'Bill' },
  amount: { id: 'office.members.amount', defaultMessage: 'Amount' },
  issuedOn: { id: 'office.members.issuedOn', defaultMessage: 'Issued' },
  request: { id: 'office.members.request', defaultMessage: 'Request' },
  submitted: { id: 'office.members.submitted', defaultMessage: 'Submitted' },
});

export const memberCountText = defineMessage<{ total: number }>({
  id: 'office.members.count',
  defaultMessage: '{total, plural, =0 {No members} one {# member} other {# members}}',
});

export const blockedDoneText = defineMessage<{ blocked: string; name: string }>({
  id: 'office.members.blockedDone',
  defaultMessage: '{blocked, select, true {Blocked: {name}} other {Unblocked: {name}}}',
});

export const requestNumberText = defineMessage<{ id: string }>({
  id: 'office.members.requestNumber',
  defaultMessage: 'Request {id}',
});
