import { defineMessage, defineMessages } from 'react-intl';

export const listText = defineMessages({
  filters: { id: 'tournaments.list.filters', defaultMessage: 'Filter the tournaments' },
  season: { id: 'tournaments.list.season', defaultMessage: 'Season' },
  division: { id: 'tournaments.list.division', defaultMessage: 'Division' },
  upcoming: { id: 'tournaments.list.upcoming', defaultMessage: 'Upcoming tournaments' },
  past: { id: 'tournaments.list.past', defaultMessage: 'Past tournaments' },
  dates: { id: 'tournaments.list.dates', defaultMessage: 'Dates' },
  venue: { id: 'tournaments.list.venue', defaultMessage: 'Venue' },
  empty: { id: 'tournaments.list.empty', defaultMessage: 'There are no tournaments here yet.' },
  noResults: {
    id: 'tournaments.list.noResults',
    defaultMessage: 'No tournament matches these filters. Choose another season or division, or clear them.',
  },
});

export const resultCountText = defineMessage<{ total: number }>({
  id: 'tournaments.list.resultCount',
  defaultMessage: '{total, plural, =0 {No tournaments} one {# tournament} other {# tournaments}}',
});

/** A past tournament's link to its published results, named so each card's link says whose results. */
export const tournamentResultsLinkText = defineMessage<{ tournament: string }>({
  id: 'tournaments.list.results',
  defaultMessage: 'Results of {tournament}',
});
