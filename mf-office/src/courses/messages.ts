import { defineMessage, defineMessages } from 'react-intl';

export const coursesText = defineMessages({
  course: { id: 'office.courses.course', defaultMessage: 'Course' },
  dates: { id: 'office.courses.dates', defaultMessage: 'Course dates' },
  registration: { id: 'office.courses.registration', defaultMessage: 'Registration' },
  seats: { id: 'office.courses.seats', defaultMessage: 'Seats taken' },
  waiting: { id: 'office.courses.waiting', defaultMessage: 'Waiting list' },
  fee: { id: 'office.courses.fee', defaultMessage: 'Fee' },
  free: { id: 'office.courses.free', defaultMessage: 'Free' },
  unlimited: { id: 'office.courses.unlimited', defaultMessage: 'no limit' },
  open: { id: 'office.courses.status.open', defaultMessage: 'Open' },
  upcoming: { id: 'office.courses.status.upcoming', defaultMessage: 'Not yet open' },
  closed: { id: 'office.courses.status.closed', defaultMessage: 'Ended' },
  none: { id: 'office.courses.none', defaultMessage: 'No training courses yet.' },
  registrations: { id: 'office.courses.registrations', defaultMessage: 'Registrations' },
  noRegistrations: { id: 'office.courses.noRegistrations', defaultMessage: 'Nobody has registered yet.' },
  name: { id: 'office.courses.name', defaultMessage: 'Name' },
  membershipNumber: { id: 'office.courses.membershipNumber', defaultMessage: 'Membership number' },
  kind: { id: 'office.courses.kind', defaultMessage: 'Member kind' },
  ageClass: { id: 'office.courses.ageClass', defaultMessage: 'Age class' },
  status: { id: 'office.courses.status', defaultMessage: 'Status' },
  date: { id: 'office.courses.date', defaultMessage: 'Registered on' },
  bill: { id: 'office.courses.bill', defaultMessage: 'Bill' },
  registered: { id: 'office.courses.registered', defaultMessage: 'Registered' },
  cancelled: { id: 'office.courses.cancelled', defaultMessage: 'Cancelled' },
  export: { id: 'office.courses.export', defaultMessage: 'Export as CSV' },
  allCourses: { id: 'office.courses.all', defaultMessage: 'All training courses' },
});

export const seatsOf = defineMessage<{ taken: string; capacity: string }>({
  id: 'office.courses.seatsOf',
  defaultMessage: '{taken} of {capacity}',
});

export const waitingAt = defineMessage<{ position: string }>({
  id: 'office.courses.waitingAt',
  defaultMessage: 'Waiting ({position})',
});
