import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { NotificationOutcome } from '@uaeaf/contracts';

export const feesText = defineMessages({
  season: { id: 'office.fees.season', defaultMessage: 'Season' },
  seasonFilter: { id: 'office.fees.seasonFilter', defaultMessage: 'Choose the season' },
  fee: { id: 'office.fees.fee', defaultMessage: 'Fee' },
  amount: { id: 'office.fees.amount', defaultMessage: 'Amount' },
  updatedAt: { id: 'office.fees.updatedAt', defaultMessage: 'Last changed' },
  actions: { id: 'office.fees.actions', defaultMessage: 'Actions' },
  notPriced: { id: 'office.fees.notPriced', defaultMessage: 'Not priced' },
  free: { id: 'office.fees.free', defaultMessage: 'Free' },
  change: { id: 'office.fees.change', defaultMessage: 'Change' },
  save: { id: 'office.fees.save', defaultMessage: 'Save the amount' },
  amountAed: { id: 'office.fees.amountAed', defaultMessage: 'Amount in AED' },
  amountHint: {
    id: 'office.fees.amountHint',
    defaultMessage: 'At most two decimals; 0 makes it free. Bills already issued keep their amount.',
  },
  ended: {
    id: 'office.fees.ended',
    defaultMessage: 'This season has ended: its fees are shown as they were and can no longer be changed.',
  },
  seasonClosed: {
    id: 'office.fees.seasonClosed',
    defaultMessage: 'This season has ended, so its fees can no longer be changed.',
  },
  aedDecimals: { id: 'validation.aedDecimals', defaultMessage: 'An amount has at most two decimals (fils)' },
});

export const byCategoryText = defineMessage<{ category: string }>({
  id: 'office.fees.byCategory',
  defaultMessage: 'Fees of {category}',
});

export const currentSeasonText = defineMessage<{ name: string }>({
  id: 'office.fees.currentSeason',
  defaultMessage: '{name} (current season)',
});

export const changeFeeText = defineMessage<{ fee: string }>({
  id: 'office.fees.changeFee',
  defaultMessage: 'Change the amount of {fee}',
});

export const feeChangedText = defineMessage<{ fee: string; amount: string }>({
  id: 'office.fees.changed',
  defaultMessage: '{fee}: now {amount}',
});

export const seasonDatesText = defineMessage<{ dates: string }>({
  id: 'office.fees.seasonDates',
  defaultMessage: 'Season dates: {dates}',
});

export const billsText = defineMessages({
  search: { id: 'office.bills.search', defaultMessage: 'Search the bills' },
  searchField: {
    id: 'office.bills.searchField',
    defaultMessage: 'Bill number, or the member’s name, email or membership number',
  },
  number: { id: 'office.bills.number', defaultMessage: 'Number' },
  member: { id: 'office.bills.member', defaultMessage: 'Member' },
  name: { id: 'office.bills.name', defaultMessage: 'For' },
  category: { id: 'office.bills.category', defaultMessage: 'Category' },
  amount: { id: 'office.bills.amount', defaultMessage: 'Amount' },
  status: { id: 'office.bills.status', defaultMessage: 'Status' },
  issuedOn: { id: 'office.bills.issuedOn', defaultMessage: 'Issued' },
  dueOn: { id: 'office.bills.dueOn', defaultMessage: 'Due' },
  pastDue: { id: 'office.bills.pastDue', defaultMessage: 'Past due' },
  from: { id: 'office.bills.from', defaultMessage: 'Issued from' },
  to: { id: 'office.bills.to', defaultMessage: 'Issued until' },
  paidAt: { id: 'office.bills.paidAt', defaultMessage: 'Paid' },
  reason: { id: 'office.bills.reason', defaultMessage: 'Reason' },
  lines: { id: 'office.bills.lines', defaultMessage: 'Lines' },
  line: { id: 'office.bills.line', defaultMessage: 'Line' },
  data: { id: 'office.bills.data', defaultMessage: 'The bill' },
  history: { id: 'office.bills.history', defaultMessage: 'History' },
  paidBy: { id: 'office.bills.paidBy', defaultMessage: 'Paid by order' },
  inPayment: {
    id: 'office.bills.inPayment',
    defaultMessage: 'An order for this bill is at the payment provider right now.',
  },
  invoice: { id: 'office.bills.invoice', defaultMessage: 'Invoice (PDF)' },
  cancel: { id: 'office.bills.cancel', defaultMessage: 'Cancel the bill' },
  cancelTitle: { id: 'office.bills.cancelTitle', defaultMessage: 'Cancel this bill?' },
  cancelIntro: {
    id: 'office.bills.cancelIntro',
    defaultMessage:
      'The member no longer owes it: it was issued by mistake or its reason is gone. The member reads the reason.',
  },
  waive: { id: 'office.bills.waive', defaultMessage: 'Waive' },
  waiveTitle: { id: 'office.bills.waiveTitle', defaultMessage: 'Waive this bill?' },
  waiveIntro: {
    id: 'office.bills.waiveIntro',
    defaultMessage: 'The federation forgoes the amount it was owed. The member reads the reason.',
  },
  refund: { id: 'office.bills.refund', defaultMessage: 'Refund' },
  refundTitle: { id: 'office.bills.refundTitle', defaultMessage: 'Refund this bill?' },
  refundCard: {
    id: 'office.bills.refundCard',
    defaultMessage: 'It was paid by card: the amount goes back to the card through the payment provider.',
  },
  refundBank: {
    id: 'office.bills.refundBank',
    defaultMessage:
      'It was paid by bank transfer or cheque: it is marked refunded here, and the finance office returns the money by bank.',
  },
  recordPayment: { id: 'office.bills.recordPayment', defaultMessage: 'Record an offline payment' },
  notUnpaid: {
    id: 'office.bills.notUnpaid',
    defaultMessage: 'This bill is no longer unpaid, so it cannot be cancelled or waived.',
  },
  notRefundable: {
    id: 'office.bills.notRefundable',
    defaultMessage: 'Only a paid bill can be refunded.',
  },
  paymentsUnavailable: {
    id: 'office.bills.paymentsUnavailable',
    defaultMessage: 'The payment provider did not answer. Nothing was changed; try again later.',
  },
  issue: { id: 'office.bills.issue', defaultMessage: 'Issue a bill' },
  issueIntro: {
    id: 'office.bills.issueIntro',
    defaultMessage: 'The member is billed the catalogue amount of the fee for the current season.',
  },
  feeField: { id: 'office.bills.feeField', defaultMessage: 'Fee' },
  chooseFee: { id: 'office.bills.chooseFee', defaultMessage: 'Choose a fee' },
  note: { id: 'office.bills.note', defaultMessage: 'Note (optional)' },
  noteHint: {
    id: 'office.bills.noteHint',
    defaultMessage: 'What it is for, added to the fee’s name on the bill.',
  },
  feeNotPriced: {
    id: 'office.bills.feeNotPriced',
    defaultMessage: 'This fee has no amount for the current season yet: set it on the fee catalogue first.',
  },
});

export const billCountText = defineMessage<{ total: number }>({
  id: 'office.bills.count',
  defaultMessage: '{total, plural, =0 {No bills} one {# bill} other {# bills}}',
});

export const billTotalText = defineMessage<{ amount: string }>({
  id: 'office.bills.totalOfMatching',
  defaultMessage: 'Total of the matching bills: {amount}',
});

export const billDoneText = defineMessage<{ action: string; number: string }>({
  id: 'office.bills.done',
  defaultMessage:
    '{action, select, cancel {Bill {number} cancelled} waive {Bill {number} waived} refund {Bill {number} refunded} other {Bill {number} issued}}',
});

export const feeOptionText = defineMessage<{ fee: string; amount: string }>({
  id: 'office.bills.feeOption',
  defaultMessage: '{fee} — {amount}',
});

export const memberPickerText = defineMessages({
  legend: { id: 'office.memberPicker.legend', defaultMessage: 'Member' },
  search: { id: 'office.memberPicker.search', defaultMessage: 'Find the member' },
  searchHint: {
    id: 'office.memberPicker.searchHint',
    defaultMessage: 'Name, email, Emirates ID or membership number',
  },
  find: { id: 'office.memberPicker.find', defaultMessage: 'Find' },
  noMatch: { id: 'office.memberPicker.noMatch', defaultMessage: 'No member matches.' },
  change: { id: 'office.memberPicker.change', defaultMessage: 'Choose another member' },
  required: { id: 'office.memberPicker.required', defaultMessage: 'Choose the member' },
});

export const memberChosenText = defineMessage<{ name: string }>({
  id: 'office.memberPicker.chosen',
  defaultMessage: 'Member: {name}',
});

export const memberMatchesText = defineMessage<{ count: number }>({
  id: 'office.memberPicker.matches',
  defaultMessage: '{count, plural, one {# member matches} other {# members match}}',
});

export const billNumberText = defineMessage<{ number: string }>({
  id: 'office.bills.heading',
  defaultMessage: 'Bill {number}',
});

export const orderNumberText = defineMessage<{ id: string }>({
  id: 'office.payments.orderNumber',
  defaultMessage: 'Order {id}',
});

export const offlineText = defineMessages({
  title: { id: 'office.offline.title', defaultMessage: 'Record an offline payment' },
  intro: {
    id: 'office.offline.intro',
    defaultMessage:
      'For money that reached the federation by bank transfer or cheque: the bills you tick are marked paid by one order.',
  },
  bills: { id: 'office.offline.bills', defaultMessage: 'Unpaid bills to include' },
  noBills: { id: 'office.offline.noBills', defaultMessage: 'This member has no unpaid bills.' },
  chooseMemberFirst: {
    id: 'office.offline.chooseMemberFirst',
    defaultMessage: 'Choose the member first; their unpaid bills are listed here.',
  },
  atProvider: { id: 'office.offline.atProvider', defaultMessage: '(being paid online right now)' },
  method: { id: 'office.offline.method', defaultMessage: 'How it was paid' },
  reference: { id: 'office.offline.reference', defaultMessage: 'Reference' },
  referenceHint: {
    id: 'office.offline.referenceHint',
    defaultMessage: 'The transfer’s reference or the cheque’s number, as on the bank statement.',
  },
  paidOn: { id: 'office.offline.paidOn', defaultMessage: 'Day the money arrived' },
  record: { id: 'office.offline.record', defaultMessage: 'Record the payment' },
  chooseBills: { id: 'office.offline.chooseBills', defaultMessage: 'Tick at least one bill' },
  paidOnFuture: { id: 'validation.paidOnFuture', defaultMessage: 'The day cannot be after today' },
  billInPayment: {
    id: 'office.offline.billInPayment',
    defaultMessage:
      'One of these bills is being paid online right now. Wait for that payment to end, then try again.',
  },
  severalMembers: {
    id: 'office.offline.severalMembers',
    defaultMessage: 'One payment can only include bills of one member.',
  },
  notPayable: {
    id: 'office.offline.notPayable',
    defaultMessage: 'One of these bills is no longer unpaid. The list now shows them as they are.',
  },
});

export const offlineTotalText = defineMessage<{ count: number; amount: string }>({
  id: 'office.offline.total',
  defaultMessage: '{count, plural, =0 {No bill ticked} one {# bill ticked} other {# bills ticked}}: {amount}',
});

export const offlineDoneText = defineMessage<{ number: string }>({
  id: 'office.offline.done',
  defaultMessage: 'Payment recorded: order {number}',
});

export const billChoiceText = defineMessage<{ number: string; name: string; amount: string; due: string }>({
  id: 'office.offline.billChoice',
  defaultMessage: '{number} · {name} · {amount} · due {due}',
});

export const paymentsText = defineMessages({
  search: { id: 'office.payments.search', defaultMessage: 'Search the payments' },
  searchField: {
    id: 'office.payments.searchField',
    defaultMessage: 'Order number, or the member’s name, email or membership number',
  },
  number: { id: 'office.payments.number', defaultMessage: 'Order' },
  member: { id: 'office.payments.member', defaultMessage: 'Member' },
  status: { id: 'office.payments.status', defaultMessage: 'Status' },
  method: { id: 'office.payments.method', defaultMessage: 'Method' },
  amount: { id: 'office.payments.amount', defaultMessage: 'Amount' },
  createdAt: { id: 'office.payments.createdAt', defaultMessage: 'Created' },
  paidAt: { id: 'office.payments.paidAt', defaultMessage: 'Paid' },
  from: { id: 'office.payments.from', defaultMessage: 'Created from' },
  to: { id: 'office.payments.to', defaultMessage: 'Created until' },
  bills: { id: 'office.payments.bills', defaultMessage: 'Bills' },
  provider: { id: 'office.payments.provider', defaultMessage: 'Payment provider' },
  providerRef: { id: 'office.payments.providerRef', defaultMessage: 'Provider’s reference' },
  reference: { id: 'office.payments.reference', defaultMessage: 'Transfer or cheque reference' },
  recordedBy: { id: 'office.payments.recordedBy', defaultMessage: 'Recorded by' },
  updatedAt: { id: 'office.payments.updatedAt', defaultMessage: 'Last change' },
  data: { id: 'office.payments.data', defaultMessage: 'The order' },
  notifications: { id: 'office.payments.notifications', defaultMessage: 'Notifications from the provider' },
  noNotifications: { id: 'office.payments.noNotifications', defaultMessage: 'None received.' },
  receivedAt: { id: 'office.payments.receivedAt', defaultMessage: 'Received' },
  signature: { id: 'office.payments.signature', defaultMessage: 'Signature' },
  valid: { id: 'office.payments.valid', defaultMessage: 'Valid' },
  invalid: { id: 'office.payments.invalid', defaultMessage: 'Not valid' },
  outcome: { id: 'office.payments.outcome', defaultMessage: 'Outcome' },
  history: { id: 'office.payments.history', defaultMessage: 'History' },
  refunds: { id: 'office.payments.refunds', defaultMessage: 'Refunds' },
  refundBill: { id: 'office.payments.refundBill', defaultMessage: 'Bill' },
  refundReason: { id: 'office.payments.refundReason', defaultMessage: 'Reason' },
  refundStatus: { id: 'office.payments.refundStatus', defaultMessage: 'Status' },
  wholeOrder: { id: 'office.payments.wholeOrder', defaultMessage: 'The whole order' },
  automatic: {
    id: 'office.payments.automatic',
    defaultMessage: 'Automatic: the bill was cancelled while it was being paid',
  },
  receipt: { id: 'office.payments.receipt', defaultMessage: 'Receipt (PDF)' },
});

export const orderCountText = defineMessage<{ total: number }>({
  id: 'office.payments.count',
  defaultMessage: '{total, plural, =0 {No orders} one {# order} other {# orders}}',
});

/** What the API did with a provider's notification. */
export const outcomeText: Record<NotificationOutcome, MessageDescriptor> = defineMessages({
  applied: { id: 'office.notificationOutcome.applied', defaultMessage: 'Applied' },
  duplicate: { id: 'office.notificationOutcome.duplicate', defaultMessage: 'Duplicate, ignored' },
  ignored: { id: 'office.notificationOutcome.ignored', defaultMessage: 'Changed nothing' },
  unknownOrder: { id: 'office.notificationOutcome.unknownOrder', defaultMessage: 'For an unknown order' },
  badSignature: { id: 'office.notificationOutcome.badSignature', defaultMessage: 'Bad signature, refused' },
});

export const refundStatusText = defineMessages({
  requested: { id: 'office.refundStatus.requested', defaultMessage: 'Requested' },
  succeeded: { id: 'office.refundStatus.succeeded', defaultMessage: 'Done' },
  failed: { id: 'office.refundStatus.failed', defaultMessage: 'Failed' },
});

export const reconciliationText = defineMessages({
  day: { id: 'office.reconciliation.day', defaultMessage: 'Day (UAE time)' },
  dayFilter: { id: 'office.reconciliation.dayFilter', defaultMessage: 'Choose the day' },
  totals: { id: 'office.reconciliation.totals', defaultMessage: 'Totals' },
  paidAtProvider: {
    id: 'office.reconciliation.paidAtProvider',
    defaultMessage: 'Paid at the payment provider',
  },
  billsMarkedPaid: { id: 'office.reconciliation.billsMarkedPaid', defaultMessage: 'Bills marked paid' },
  offline: { id: 'office.reconciliation.offline', defaultMessage: 'Recorded offline' },
  differences: { id: 'office.reconciliation.differences', defaultMessage: 'Differences' },
  noDifferences: {
    id: 'office.reconciliation.noDifferences',
    defaultMessage: 'No differences: what the provider took matches the bills marked paid.',
  },
  kind: { id: 'office.reconciliation.kind', defaultMessage: 'What is wrong' },
  order: { id: 'office.reconciliation.order', defaultMessage: 'Order' },
  bill: { id: 'office.reconciliation.bill', defaultMessage: 'Bill' },
  expected: { id: 'office.reconciliation.expected', defaultMessage: 'Expected' },
  actual: { id: 'office.reconciliation.actual', defaultMessage: 'Found' },
  at: { id: 'office.reconciliation.at', defaultMessage: 'When' },
  noProvider: {
    id: 'office.reconciliation.noProvider',
    defaultMessage: 'No payment provider is configured.',
  },
});

export const countOfText = defineMessage<{ count: number }>({
  id: 'office.reconciliation.countOf',
  defaultMessage: '{count, plural, =0 {nothing} one {# payment} other {# payments}}',
});

export const providerNameText = defineMessage<{ name: string }>({
  id: 'office.reconciliation.provider',
  defaultMessage: 'Payment provider: {name}',
});

export const financeQueueText = defineMessages({
  heading: { id: 'office.home.finance', defaultMessage: 'Finance' },
  unpaidBills: { id: 'office.home.unpaidBills', defaultMessage: 'Unpaid bills' },
  awaitingPayment: { id: 'office.home.awaitingPayment', defaultMessage: 'Orders awaiting payment' },
  reconciliation: { id: 'office.home.reconciliation', defaultMessage: 'Today’s reconciliation' },
});
