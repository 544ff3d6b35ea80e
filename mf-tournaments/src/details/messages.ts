import { defineMessage, defineMessages } from 'react-intl';

export const detailText = defineMessages({
  dates: { id: 'tournaments.details.dates', defaultMessage: 'Dates' },
  venue: { id: 'tournaments.details.venue', defaultMessage: 'Venue' },
  season: { id: 'tournaments.details.season', defaultMessage: 'Season' },
  kind: { id: 'tournaments.details.kind', defaultMessage: 'Kind' },
  firstWindow: { id: 'tournaments.details.firstWindow', defaultMessage: 'First registration window' },
  secondWindow: { id: 'tournaments.details.secondWindow', defaultMessage: 'Second registration window' },
  noSecondWindow: { id: 'tournaments.details.noSecondWindow', defaultMessage: 'None' },
  divisions: { id: 'tournaments.details.divisions', defaultMessage: 'Divisions' },
  ageClasses: { id: 'tournaments.details.ageClasses', defaultMessage: 'Age classes' },
  fee: { id: 'tournaments.details.fee', defaultMessage: 'Entry fee' },
  free: { id: 'tournaments.details.free', defaultMessage: 'Free' },
  entries: { id: 'tournaments.details.entries', defaultMessage: 'Entries' },
  registration: { id: 'tournaments.details.registration', defaultMessage: 'Registration' },
  documents: { id: 'tournaments.details.documents', defaultMessage: 'Circular and documents' },
  places: { id: 'tournaments.details.places', defaultMessage: 'Places' },
  about: { id: 'tournaments.details.about', defaultMessage: 'About the tournament' },
  results: { id: 'tournaments.details.results', defaultMessage: 'Results of this tournament' },
  kinds: { id: 'tournaments.details.kinds', defaultMessage: 'Tournaments by kind' },
  openNow: { id: 'tournaments.details.openNow', defaultMessage: 'Registration open now' },
  noneOpen: {
    id: 'tournaments.details.noneOpen',
    defaultMessage: 'No tournament takes entries right now. The lists show when registration opens.',
  },
});

export const feePerEntryText = defineMessage<{ amount: string }>({
  id: 'tournaments.details.feePerEntry',
  defaultMessage: '{amount} per entry',
});

/** A tournament with a capacity (decision 067): the places its live entries leave. */
export const placesLeftText = defineMessage<{ left: number; capacity: number }>({
  id: 'tournaments.details.placesLeft',
  defaultMessage:
    '{left, plural, =0 {Full: no place left} one {# place left} other {# places left}} of {capacity, number}',
});

export const entryCountText = defineMessage<{ count: number }>({
  id: 'tournaments.details.entryCount',
  defaultMessage: '{count, plural, =0 {No entries yet} one {# entry} other {# entries}}',
});
