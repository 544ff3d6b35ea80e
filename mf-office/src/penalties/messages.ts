import { defineMessage, defineMessages } from 'react-intl';

export const penaltiesText = defineMessages({
  filters: { id: 'office.penalties.filters', defaultMessage: 'Filter the penalties' },
  status: { id: 'office.penalties.status', defaultMessage: 'Status' },
  member: { id: 'office.penalties.member', defaultMessage: 'Member' },
  reason: { id: 'office.penalties.reason', defaultMessage: 'Reason' },
  dates: { id: 'office.penalties.dates', defaultMessage: 'From – to' },
  fine: { id: 'office.penalties.fine', defaultMessage: 'Fine' },
  issuedBy: { id: 'office.penalties.issuedBy', defaultMessage: 'Issued by' },
  actions: { id: 'office.penalties.actions', defaultMessage: 'Actions' },
  lift: { id: 'office.penalties.lift', defaultMessage: 'Lift' },
  liftTitle: { id: 'office.penalties.liftTitle', defaultMessage: 'Lift this penalty early?' },
  liftIntro: {
    id: 'office.penalties.liftIntro',
    defaultMessage: 'The member is no longer restricted by it. The reason is kept in the history.',
  },
  notLiftable: {
    id: 'office.penalties.notLiftable',
    defaultMessage: 'This penalty has ended or was lifted already.',
  },
  issue: { id: 'office.penalties.issue', defaultMessage: 'Issue a penalty' },
  issueIntro: {
    id: 'office.penalties.issueIntro',
    defaultMessage:
      'While it is active, the member may log in but may not submit requests or enter tournaments.',
  },
  reasonAr: { id: 'office.penalties.reasonAr', defaultMessage: 'Reason in Arabic' },
  reasonEn: { id: 'office.penalties.reasonEn', defaultMessage: 'Reason in English' },
  startsOn: { id: 'office.penalties.startsOn', defaultMessage: 'First day' },
  endsOn: { id: 'office.penalties.endsOn', defaultMessage: 'Last day' },
  fineAed: { id: 'office.penalties.fineAed', defaultMessage: 'Fine in AED (optional)' },
  fineHint: { id: 'office.penalties.fineHint', defaultMessage: 'Leave empty for no fine.' },
  startsInPast: { id: 'validation.startsInPast', defaultMessage: 'The first day cannot be before today' },
  endsBeforeStart: {
    id: 'validation.endsBeforeStart',
    defaultMessage: 'The last day cannot be before the first',
  },
  fineDecimals: { id: 'validation.fineDecimals', defaultMessage: 'A fine has at most two decimals (fils)' },
});

export const penaltyCountText = defineMessage<{ total: number }>({
  id: 'office.penalties.count',
  defaultMessage: '{total, plural, =0 {No penalties} one {# penalty} other {# penalties}}',
});

export const liftedText = defineMessage<{ name: string }>({
  id: 'office.penalties.lifted',
  defaultMessage: 'Penalty lifted: {name}',
});

export const issuedText = defineMessage<{ name: string }>({
  id: 'office.penalties.issued',
  defaultMessage: 'Penalty issued: {name}',
});

export const liftRowText = defineMessage<{ name: string }>({
  id: 'office.penalties.liftRow',
  defaultMessage: 'Lift the penalty of {name}',
});
