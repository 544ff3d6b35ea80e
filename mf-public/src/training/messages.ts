import { defineMessage, defineMessages } from 'react-intl';

export const centreListPage = defineMessages({
  title: { id: 'public.trainingCenters.list.title', defaultMessage: 'Training centres' },
  purpose: {
    id: 'public.trainingCenters.list.purpose',
    defaultMessage: 'Archery training centres across the Emirates.',
  },
});

export const centreItemPage = defineMessages({
  title: { id: 'public.trainingCenters.item.title', defaultMessage: 'Training centre details' },
  purpose: {
    id: 'public.trainingCenters.item.purpose',
    defaultMessage: "One training centre's location, contact details and programmes.",
  },
});

export const courseListPage = defineMessages({
  title: { id: 'public.trainingCourses.list.title', defaultMessage: 'Training courses' },
  purpose: {
    id: 'public.trainingCourses.list.purpose',
    defaultMessage: 'Courses for archers, coaches and referees, with their dates and registration periods.',
  },
});

export const courseItemPage = defineMessages({
  title: { id: 'public.trainingCourses.item.title', defaultMessage: 'Training course details' },
  purpose: {
    id: 'public.trainingCourses.item.purpose',
    defaultMessage: "One course's dates, its registration period and how to register.",
  },
});

export const trainingText = defineMessages({
  searchCentres: { id: 'public.trainingCenters.search', defaultMessage: 'Search the training centres' },
  allCentres: { id: 'public.trainingCenters.all', defaultMessage: 'All training centres' },
  address: { id: 'public.trainingCenters.address', defaultMessage: 'Address' },
  phone: { id: 'public.trainingCenters.phone', defaultMessage: 'Phone' },
  email: { id: 'public.trainingCenters.email', defaultMessage: 'Email' },
  website: { id: 'public.trainingCenters.website', defaultMessage: 'Website' },
  map: { id: 'public.trainingCenters.map', defaultMessage: 'Show on a map' },
  location: { id: 'public.trainingCenters.location', defaultMessage: 'Location' },
  searchCourses: { id: 'public.trainingCourses.search', defaultMessage: 'Search the training courses' },
  allCourses: { id: 'public.trainingCourses.all', defaultMessage: 'All training courses' },
  registration: { id: 'public.trainingCourses.registration', defaultMessage: 'Registration' },
  courseDates: { id: 'public.trainingCourses.dates', defaultMessage: 'Course dates' },
  venue: { id: 'public.trainingCourses.venue', defaultMessage: 'Venue' },
  centre: { id: 'public.trainingCourses.centre', defaultMessage: 'Training centre' },
  statusOpen: { id: 'public.trainingCourses.status.open', defaultMessage: 'Registration open' },
  statusClosed: { id: 'public.trainingCourses.status.closed', defaultMessage: 'Registration ended' },
  statusUpcoming: {
    id: 'public.trainingCourses.status.upcoming',
    defaultMessage: 'Registration not yet open',
  },
  ended: { id: 'public.trainingCourses.ended', defaultMessage: 'Registration period has ended' },
  logIn: { id: 'public.trainingCourses.logIn', defaultMessage: 'Log in to register' },
});

export const openUntil = defineMessage<{ date: string }>({
  id: 'public.trainingCourses.openUntil',
  defaultMessage: 'Registration is open until {date}',
});

export const opensOn = defineMessage<{ date: string }>({
  id: 'public.trainingCourses.opensOn',
  defaultMessage: 'Registration opens on {date}',
});

/** Registering for a course (decision 054); the refusals in the spec's words where it has them. */
export const registrationText = defineMessages({
  fee: { id: 'public.trainingCourses.fee', defaultMessage: 'Fee' },
  free: { id: 'public.trainingCourses.free', defaultMessage: 'Free' },
  seats: { id: 'public.trainingCourses.seats', defaultMessage: 'Seats' },
  register: { id: 'public.trainingCourses.register', defaultMessage: 'Register' },
  joinWaitingList: { id: 'public.trainingCourses.joinWaitingList', defaultMessage: 'Join the waiting list' },
  full: {
    id: 'public.trainingCourses.full',
    defaultMessage: 'Every seat is taken: join the waiting list and a seat given back becomes yours in turn.',
  },
  registered: { id: 'public.trainingCourses.registered', defaultMessage: 'You are registered' },
  cancel: { id: 'public.trainingCourses.cancel', defaultMessage: 'Cancel registration' },
  keep: { id: 'public.trainingCourses.keep', defaultMessage: 'Keep my registration' },
  confirmCancel: {
    id: 'public.trainingCourses.confirmCancel',
    defaultMessage:
      'Are you sure you want to cancel your registration? Your seat goes to the next on the waiting list.',
  },
  notEligible: {
    id: 'public.trainingCourses.notEligible',
    defaultMessage: 'This account is not eligible to participate in the training course.',
  },
  unavailable: {
    id: 'public.trainingCourses.unavailable',
    defaultMessage: 'Registration is currently unavailable',
  },
  membershipNotApproved: {
    id: 'public.trainingCourses.membershipNotApproved',
    defaultMessage: 'Your membership is not approved yet',
  },
  restricted: {
    id: 'public.trainingCourses.restricted',
    defaultMessage: 'The account has been restricted due to a penalty',
  },
  courseStarted: {
    id: 'public.trainingCourses.courseStarted',
    defaultMessage: 'The course has started: the registration can no longer be cancelled',
  },
  failed: {
    id: 'public.trainingCourses.failed',
    defaultMessage: 'That did not work. Please try again.',
  },
});

export const cancelTitle = defineMessage<{ course: string }>({
  id: 'public.trainingCourses.cancelTitle',
  defaultMessage: 'Cancel your registration for {course}?',
});

export const seatsTaken = defineMessage<{ taken: string; capacity: string }>({
  id: 'public.trainingCourses.seatsTaken',
  defaultMessage: '{taken} of {capacity} taken',
});

export const waitingCount = defineMessage<{ count: string }>({
  id: 'public.trainingCourses.waitingCount',
  defaultMessage: 'waiting list: {count}',
});

export const waitingPosition = defineMessage<{ position: string }>({
  id: 'public.trainingCourses.waitingPosition',
  defaultMessage: 'You are on the waiting list (position {position})',
});

export const feeBefore = defineMessage<{ amount: string }>({
  id: 'public.trainingCourses.feeBefore',
  defaultMessage: 'The course fee, {amount}, is billed when you take a seat.',
});

export const billLink = defineMessage<{ number: string; amount: string }>({
  id: 'public.trainingCourses.billLink',
  defaultMessage: 'Bill {number} ({amount})',
});
