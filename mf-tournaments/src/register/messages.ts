import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { EntryStatus, TournamentErrorCode, WithdrawalReason } from '@uaeaf/contracts';
import { noticeText } from '../registration-state/messages';

/**
 * Every refusal of the tournament routes, under the message ids of the contract's `tournamentErrorMessages` (the
 * API puts the same ids on the fields it names).
 */
const errorText = defineMessages({
  unauthenticated: {
    id: 'tournaments.error.unauthenticated',
    defaultMessage: 'Please log in to register for a tournament.',
  },
  account_blocked: {
    id: 'tournaments.error.accountBlocked',
    defaultMessage: 'This account is blocked and cannot take part in tournaments.',
  },
  account_kind_not_eligible: {
    id: 'tournaments.error.accountKindNotEligible',
    defaultMessage: 'This account is not eligible to participate in this tournament.',
  },
  membership_not_approved: {
    id: 'tournaments.error.membershipNotApproved',
    defaultMessage:
      'This account is not eligible to participate in the tournament: its membership has not been approved yet.',
  },
  account_restricted: {
    id: 'tournaments.error.accountRestricted',
    defaultMessage:
      'This account is not eligible to participate in the tournament while it is under a penalty.',
  },
  not_your_player: {
    id: 'tournaments.error.notYourPlayer',
    defaultMessage: 'This archer is not one of your players.',
  },
  archer_not_approved: {
    id: 'tournaments.error.archerNotApproved',
    defaultMessage: "This archer's membership has not been approved yet.",
  },
  archer_blocked: { id: 'tournaments.error.archerBlocked', defaultMessage: 'This archer is blocked.' },
  archer_restricted: {
    id: 'tournaments.error.archerRestricted',
    defaultMessage: 'This archer is under a penalty.',
  },
  archer_birth_date_missing: {
    id: 'tournaments.error.archerBirthDateMissing',
    defaultMessage: "This archer's birth date is not on record, so no age class can be chosen.",
  },
  division_not_offered: {
    id: 'tournaments.error.divisionNotOffered',
    defaultMessage: 'This tournament does not offer this division.',
  },
  age_class_not_offered: {
    id: 'tournaments.error.ageClassNotOffered',
    defaultMessage: 'This tournament does not offer this age class.',
  },
  age_class_not_allowed: {
    id: 'tournaments.error.ageClassNotAllowed',
    defaultMessage: "This age class does not fit the archer's birth date.",
  },
  duplicate_entry: {
    id: 'tournaments.error.duplicateEntry',
    defaultMessage: 'This archer is already entered in this tournament.',
  },
  already_withdrawn: {
    id: 'tournaments.error.alreadyWithdrawn',
    defaultMessage: 'This entry has already been withdrawn.',
  },
  tournament_over: {
    id: 'tournaments.error.tournamentOver',
    defaultMessage: 'This tournament is over: its entries can no longer be withdrawn.',
  },
  tournament_full: {
    id: 'tournaments.error.tournamentFull',
    defaultMessage: 'This tournament is full: no place is left for another entry.',
  },
});

export const refusalText: Record<TournamentErrorCode, MessageDescriptor> = {
  ...errorText,
  registration_unavailable: noticeText['tournaments.registration.unavailable'],
  registration_ended: noticeText['tournaments.registration.ended'],
};

/** The refusal messages by their id, for the ids the API puts on fields. */
export const refusalTextById: Record<string, MessageDescriptor> = Object.fromEntries(
  Object.values(refusalText).map((descriptor) => [descriptor.id, descriptor]),
);

/** Spec section 8's confirmations, under the ids of the contract's `tournamentSuccessMessages`. */
export const successText = defineMessages({
  entrySubmitted: { id: 'tournaments.entry.submitted', defaultMessage: 'The request has been submitted' },
  withdrawalSubmitted: {
    id: 'tournaments.withdrawal.submitted',
    defaultMessage: 'Withdrawal request has been submitted',
  },
});

export const registerText = defineMessages({
  noTournament: {
    id: 'tournaments.register.noTournament',
    defaultMessage: 'Choose a tournament to register for from the tournament lists.',
  },
  allTournaments: { id: 'tournaments.register.allTournaments', defaultMessage: 'See all tournaments' },
  refused: { id: 'tournaments.register.refused', defaultMessage: 'You cannot register for this tournament' },
  newEntry: { id: 'tournaments.register.newEntry', defaultMessage: 'New entry' },
  archer: { id: 'tournaments.register.archer', defaultMessage: 'Archer' },
  chooseArcher: { id: 'tournaments.register.chooseArcher', defaultMessage: 'Choose a player' },
  division: { id: 'tournaments.register.division', defaultMessage: 'Division' },
  chooseDivision: { id: 'tournaments.register.chooseDivision', defaultMessage: 'Choose a division' },
  ageClass: { id: 'tournaments.register.ageClass', defaultMessage: 'Age class' },
  chooseAgeClass: { id: 'tournaments.register.chooseAgeClass', defaultMessage: 'Choose an age class' },
  ageClassHint: {
    id: 'tournaments.register.ageClassHint',
    defaultMessage:
      "Only the classes the archer's birth date allows are offered: their own class, then the higher ones the rules allow.",
  },
  chooseArcherFirst: {
    id: 'tournaments.register.chooseArcherFirst',
    defaultMessage: 'Choose the archer first: the classes depend on their birth date.',
  },
  noArchers: {
    id: 'tournaments.register.noArchers',
    defaultMessage: 'None of your players can be entered in this tournament now.',
  },
  submit: { id: 'tournaments.register.submit', defaultMessage: 'Submit the entry' },
  submitting: { id: 'tournaments.register.submitting', defaultMessage: 'Submitting…' },
  failed: {
    id: 'tournaments.register.failed',
    defaultMessage: 'The entry could not be sent. Please try again in a moment; your choices are kept.',
  },
  invalid: {
    id: 'tournaments.register.invalid',
    defaultMessage: 'Some fields need your attention: please correct them and submit again.',
  },
  bill: { id: 'tournaments.register.bill', defaultMessage: 'Bill' },
  billNumber: { id: 'tournaments.register.billNumber', defaultMessage: 'Bill number' },
  amount: { id: 'tournaments.register.amount', defaultMessage: 'Amount' },
  noBill: {
    id: 'tournaments.register.noBill',
    defaultMessage: 'This event is free: there is no bill to pay.',
  },
  billUnpaid: { id: 'tournaments.register.billUnpaid', defaultMessage: 'Unpaid' },
  billPaid: { id: 'tournaments.register.billPaid', defaultMessage: 'Paid' },
  entries: { id: 'tournaments.entries.title', defaultMessage: 'Your entries in this tournament' },
  noEntries: { id: 'tournaments.entries.none', defaultMessage: 'There are no entries yet.' },
  status: { id: 'tournaments.entries.status', defaultMessage: 'Status' },
  history: { id: 'tournaments.entries.history', defaultMessage: 'History' },
  withdraw: { id: 'tournaments.entries.withdraw', defaultMessage: 'Withdraw' },
});

export const withdrawText = defineMessages({
  reason: { id: 'tournaments.withdraw.reason', defaultMessage: 'Reason for the withdrawal' },
  chooseReason: {
    id: 'tournaments.withdraw.chooseReason',
    defaultMessage: 'Please choose a reason for the withdrawal',
  },
  confirm: { id: 'tournaments.withdraw.confirm', defaultMessage: 'Are you sure about that?' },
  yes: { id: 'tournaments.withdraw.yes', defaultMessage: 'Yes, withdraw' },
  cancel: { id: 'tournaments.withdraw.cancel', defaultMessage: 'Cancel' },
  sending: { id: 'tournaments.withdraw.sending', defaultMessage: 'Withdrawing…' },
  failed: {
    id: 'tournaments.withdraw.failed',
    defaultMessage: 'The withdrawal could not be sent. Please try again in a moment.',
  },
});

export const withdrawTitleText = defineMessage<{ archer: string }>({
  id: 'tournaments.withdraw.title',
  defaultMessage: 'Withdraw {archer}',
});

export const withdrawLabelText = defineMessage<{ archer: string }>({
  id: 'tournaments.entries.withdrawArcher',
  defaultMessage: 'Withdraw {archer}',
});

export const reasonText: Record<WithdrawalReason, MessageDescriptor> = defineMessages({
  afterSubscription: { id: 'tournaments.withdraw.afterSubscription', defaultMessage: 'After subscription' },
  afterSchedule: { id: 'tournaments.withdraw.afterSchedule', defaultMessage: 'After the schedule' },
  internationalChampionship: {
    id: 'tournaments.withdraw.internationalChampionship',
    defaultMessage: 'International championship',
  },
});

export const statusText: Record<EntryStatus, MessageDescriptor> = defineMessages({
  Pending: { id: 'tournaments.entries.pending', defaultMessage: 'Pending' },
  Accepted: { id: 'tournaments.entries.accepted', defaultMessage: 'Accepted' },
  Cancled: { id: 'tournaments.entries.rejected', defaultMessage: 'Rejected' },
  Withdrawn: { id: 'tournaments.entries.withdrawn', defaultMessage: 'Withdrawn' },
});

export const historyText = {
  submitted: defineMessage<{ at: string }>({
    id: 'tournaments.entries.submittedAt',
    defaultMessage: 'Submitted on {at}',
  }),
  withdrawalRequested: defineMessage<{ at: string; reason: string }>({
    id: 'tournaments.entries.withdrawalRequestedAt',
    defaultMessage: 'Withdrawal requested on {at} ({reason})',
  }),
};

export const entrySummaryText = defineMessage<{ division: string; ageClass: string }>({
  id: 'tournaments.entries.summary',
  defaultMessage: '{division}, {ageClass}',
});
