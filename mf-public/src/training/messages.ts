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
  howToRegister: {
    id: 'public.trainingCourses.howToRegister',
    defaultMessage: 'Members register for this course from their account.',
  },
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
