import { defineMessage, defineMessages } from 'react-intl';

export const seasonsText = defineMessages({
  name: { id: 'office.seasons.name', defaultMessage: 'Season' },
  starts: { id: 'office.seasons.starts', defaultMessage: 'Starts' },
  ends: { id: 'office.seasons.ends', defaultMessage: 'Ends' },
  state: { id: 'office.seasons.state', defaultMessage: 'State' },
  active: { id: 'office.seasons.active', defaultMessage: 'Active' },
  add: { id: 'office.seasons.add', defaultMessage: 'Add a season' },
  addIntro: {
    id: 'office.seasons.addIntro',
    defaultMessage:
      'A season is named after the years it starts and ends in (2027-2028). Seasons never share a day: fees are priced by the day.',
  },
  startDate: { id: 'office.seasons.startDate', defaultMessage: 'First day' },
  endDate: { id: 'office.seasons.endDate', defaultMessage: 'Last day' },
  create: { id: 'office.seasons.create', defaultMessage: 'Add the season' },
  ended: { id: 'office.seasons.ended', defaultMessage: 'A season that has ended cannot be made active.' },
});

/** The API's season refusals, on their fields. */
export const seasonRefusalText = defineMessages({
  'seasons.nameYears': {
    id: 'office.seasons.nameYears',
    defaultMessage: 'Name the season after the years of its first and last days, such as 2027-2028.',
  },
  'seasons.endBeforeStart': {
    id: 'office.seasons.endBeforeStart',
    defaultMessage: 'The last day is before the first.',
  },
  'seasons.overlap': {
    id: 'office.seasons.overlap',
    defaultMessage: 'These days belong to another season; a season starts after the one before it ends.',
  },
  'seasons.nameTaken': { id: 'office.seasons.nameTaken', defaultMessage: 'Another season has this name.' },
});

export const seasonCountText = defineMessage<{ total: number }>({
  id: 'office.seasons.count',
  defaultMessage: '{total, plural, =0 {No seasons} one {# season} other {# seasons}}',
});

export const seasonAddedText = defineMessage<{ name: string }>({
  id: 'office.seasons.added',
  defaultMessage: 'Season {name} added.',
});

export const seasonActivatedText = defineMessage<{ name: string }>({
  id: 'office.seasons.activated',
  defaultMessage: '{name} is now the active season.',
});

export const activateSeasonText = defineMessage<{ name: string }>({
  id: 'office.seasons.activate',
  defaultMessage: 'Make {name} active',
});
