import { defineMessage, defineMessages } from 'react-intl';

export const tournamentsText = defineMessages({
  name: { id: 'office.tournaments.name', defaultMessage: 'Tournament' },
  dates: { id: 'office.tournaments.dates', defaultMessage: 'Dates' },
  liveEntries: { id: 'office.tournaments.liveEntries', defaultMessage: 'Entries' },
  allEntries: { id: 'office.tournaments.allEntries', defaultMessage: 'With withdrawn and rejected' },
  archer: { id: 'office.tournaments.archer', defaultMessage: 'Archer' },
  membershipNumber: { id: 'office.tournaments.membershipNumber', defaultMessage: 'Membership number' },
  club: { id: 'office.tournaments.club', defaultMessage: 'Club' },
  division: { id: 'office.tournaments.division', defaultMessage: 'Division' },
  ageClass: { id: 'office.tournaments.ageClass', defaultMessage: 'Age class' },
  gender: { id: 'office.tournaments.gender', defaultMessage: 'Gender' },
  status: { id: 'office.tournaments.status', defaultMessage: 'Status' },
  male: { id: 'office.tournaments.male', defaultMessage: 'Male' },
  female: { id: 'office.tournaments.female', defaultMessage: 'Female' },
  downloads: { id: 'office.tournaments.downloads', defaultMessage: 'Download the entries' },
  csv: { id: 'office.tournaments.csv', defaultMessage: 'Spreadsheet (CSV)' },
  ianseo: { id: 'office.tournaments.ianseo', defaultMessage: 'Ianseo participant list' },
  ianseoHint: {
    id: 'office.tournaments.ianseoHint',
    defaultMessage:
      'For Ianseo’s Participants › List load: the pending and accepted entries, one archer a line, names in English.',
  },
});

export const tournamentCountText = defineMessage<{ total: number }>({
  id: 'office.tournaments.count',
  defaultMessage: '{total, plural, =0 {No tournaments} one {# tournament} other {# tournaments}}',
});

export const entryCountText = defineMessage<{ total: number }>({
  id: 'office.tournaments.entryCount',
  defaultMessage: '{total, plural, =0 {No entries} one {# entry} other {# entries}}',
});

export const entryStatusText = defineMessages({
  Pending: { id: 'office.tournaments.entryPending', defaultMessage: 'Pending' },
  Accepted: { id: 'office.tournaments.entryAccepted', defaultMessage: 'Accepted' },
  Cancled: { id: 'office.tournaments.entryRejected', defaultMessage: 'Rejected' },
  Withdrawn: { id: 'office.tournaments.entryWithdrawn', defaultMessage: 'Withdrawn' },
});

export const entriesOfText = defineMessage<{ name: string }>({
  id: 'office.tournaments.entries',
  defaultMessage: 'Entries of {name}',
});
