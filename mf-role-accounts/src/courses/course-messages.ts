import { defineMessage, defineMessages } from 'react-intl';

export const coursesText = defineMessages({
  none: {
    id: 'roleAccounts.courses.none',
    defaultMessage: 'You have not registered for a training course.',
  },
  find: { id: 'roleAccounts.courses.find', defaultMessage: 'Find a training course' },
  dates: { id: 'roleAccounts.courses.dates', defaultMessage: 'Course dates' },
  status: { id: 'roleAccounts.courses.status', defaultMessage: 'Status' },
  registeredOn: { id: 'roleAccounts.courses.registeredOn', defaultMessage: 'Registered on' },
  bill: { id: 'roleAccounts.courses.bill', defaultMessage: 'Fee' },
  registered: { id: 'roleAccounts.courses.registered', defaultMessage: 'Registered' },
  cancelled: { id: 'roleAccounts.courses.cancelled', defaultMessage: 'Cancelled' },
  cancel: { id: 'roleAccounts.courses.cancel', defaultMessage: 'Cancel registration' },
  keep: { id: 'roleAccounts.courses.keep', defaultMessage: 'Keep my registration' },
  confirm: {
    id: 'roleAccounts.courses.confirm',
    defaultMessage:
      'Are you sure you want to cancel your registration? A seat you give back goes to the next on the waiting list, and an unpaid fee is cancelled.',
  },
  done: { id: 'roleAccounts.courses.done', defaultMessage: 'Your registration is cancelled' },
  started: {
    id: 'roleAccounts.courses.started',
    defaultMessage: 'The course has started: the registration can no longer be cancelled',
  },
});

export const waitingText = defineMessage<{ position: string }>({
  id: 'roleAccounts.courses.waiting',
  defaultMessage: 'On the waiting list (position {position})',
});

export const cancelTitle = defineMessage<{ course: string }>({
  id: 'roleAccounts.courses.cancelTitle',
  defaultMessage: 'Cancel your registration for {course}?',
});

export const cancelButtonName = defineMessage<{ course: string }>({
  id: 'roleAccounts.courses.cancelButton',
  defaultMessage: 'Cancel registration: {course}',
});

export const billText = defineMessage<{ number: string; amount: string; status: string }>({
  id: 'roleAccounts.courses.billLink',
  defaultMessage: 'Bill {number} ({amount}), {status}',
});
