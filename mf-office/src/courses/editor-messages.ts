import { defineMessages } from 'react-intl';

export const courseEditorText = defineMessages({
  descriptionAr: { id: 'office.events.course.descriptionAr', defaultMessage: 'Description in Arabic' },
  descriptionEn: { id: 'office.events.course.descriptionEn', defaultMessage: 'Description in English' },
  descriptionHint: {
    id: 'office.events.course.descriptionHint',
    defaultMessage: 'Plain text; a blank line starts a new paragraph.',
  },
  venueHint: {
    id: 'office.events.course.venueHint',
    defaultMessage: 'Optional: in both languages or in neither.',
  },
  centre: { id: 'office.events.course.centre', defaultMessage: 'Training centre' },
  noCentre: { id: 'office.events.course.noCentre', defaultMessage: 'None' },
  window: { id: 'office.events.course.window', defaultMessage: 'Registration window' },
  kinds: { id: 'office.events.course.kinds', defaultMessage: 'Member kinds admitted' },
  ageClasses: { id: 'office.events.course.ageClasses', defaultMessage: 'Age classes admitted' },
  everyoneHint: { id: 'office.events.course.everyoneHint', defaultMessage: 'Tick none to admit every one.' },
  capacity: { id: 'office.events.course.capacity', defaultMessage: 'Seats' },
  capacityHint: {
    id: 'office.events.course.capacityHint',
    defaultMessage: 'Empty for no limit; past it, members join the waiting list.',
  },
  windowEndsAfterStart: {
    id: 'office.events.course.windowEndsAfterStart',
    defaultMessage: 'The registration window must end before the course starts',
  },
});
