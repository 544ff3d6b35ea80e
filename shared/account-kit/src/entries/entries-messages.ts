import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { EntryStatus, WithdrawalReason } from '@uaeaf/contracts';

export const entriesText = defineMessages({
  none: { id: 'kit.entries.none', defaultMessage: 'No tournament entries yet.' },
  open: { id: 'kit.entries.open', defaultMessage: 'Current tournaments' },
  past: { id: 'kit.entries.past', defaultMessage: 'Past tournaments' },
  archer: { id: 'kit.entries.archer', defaultMessage: 'Archer' },
  division: { id: 'kit.entries.division', defaultMessage: 'Division' },
  ageClass: { id: 'kit.entries.ageClass', defaultMessage: 'Age class' },
  status: { id: 'kit.entries.status', defaultMessage: 'Status' },
  enterMore: { id: 'kit.entries.enterMore', defaultMessage: 'Enter more players' },
  allTournaments: { id: 'kit.entries.allTournaments', defaultMessage: 'Find a tournament to enter' },
  registrationEnded: { id: 'kit.entries.registrationEnded', defaultMessage: 'Registration period has ended' },
  withdraw: { id: 'kit.entries.withdraw', defaultMessage: 'Withdraw' },
  confirm: { id: 'kit.entries.confirm', defaultMessage: 'are you sure about that?' },
  reason: { id: 'kit.entries.reason', defaultMessage: 'Reason for the withdrawal' },
  chooseReason: {
    id: 'kit.entries.chooseReason',
    defaultMessage: 'Please choose a reason for the withdrawal',
  },
  withdrawn: { id: 'kit.entries.withdrawn', defaultMessage: 'Withdrawal request has been submitted' },
});

export const entryLabel = defineMessage<{ archer: string; tournament: string }>({
  id: 'kit.entries.entryLabel',
  defaultMessage: '{archer} in {tournament}',
});

export const entryStatusText: Record<EntryStatus, MessageDescriptor> = defineMessages({
  Pending: { id: 'kit.entries.status.pending', defaultMessage: 'Pending' },
  Accepted: { id: 'kit.entries.status.accepted', defaultMessage: 'Accepted' },
  Cancled: { id: 'kit.entries.status.rejected', defaultMessage: 'Rejected' },
  Withdrawn: { id: 'kit.entries.status.withdrawn', defaultMessage: 'Withdrawn' },
});

export const withdrawalReasonText: Record<WithdrawalReason, MessageDescriptor> = defineMessages({
  afterSubscription: { id: 'kit.entries.reason.afterSubscription', defaultMessage: 'After subscription' },
  afterSchedule: { id: 'kit.entries.reason.afterSchedule', defaultMessage: 'After the schedule' },
  internationalChampionship: {
    id: 'kit.entries.reason.internationalChampionship',
    defaultMessage: 'International championship',
  },
});
