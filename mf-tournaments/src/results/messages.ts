import { defineMessage, defineMessages } from 'react-intl';

export const resultsText = defineMessages({
  filters: { id: 'results.filters', defaultMessage: 'Filter the results' },
  season: { id: 'results.season', defaultMessage: 'Season' },
  kind: { id: 'results.kind', defaultMessage: 'Kind' },
  division: { id: 'results.division', defaultMessage: 'Division' },
  gender: { id: 'results.gender', defaultMessage: 'Gender' },
  ageClass: { id: 'results.ageClass', defaultMessage: 'Age class' },
  round: { id: 'results.round', defaultMessage: 'Round' },
  female: { id: 'results.gender.female', defaultMessage: 'Women' },
  male: { id: 'results.gender.male', defaultMessage: 'Men' },
  dates: { id: 'results.dates', defaultMessage: 'Dates' },
  venue: { id: 'results.venue', defaultMessage: 'Venue' },
  divisions: { id: 'results.divisions', defaultMessage: 'Divisions' },
  empty: { id: 'results.empty', defaultMessage: 'No results have been published yet.' },
  noResults: {
    id: 'results.noResults',
    defaultMessage: 'No published results match these filters. Choose another season or kind, or clear them.',
  },
  rank: { id: 'results.rank', defaultMessage: 'Rank' },
  place: { id: 'results.place', defaultMessage: 'Place' },
  archer: { id: 'results.archer', defaultMessage: 'Archer' },
  club: { id: 'results.club', defaultMessage: 'Club' },
  total: { id: 'results.total', defaultMessage: 'Total' },
  tens: { id: 'results.tens', defaultMessage: '10s' },
  xs: { id: 'results.xs', defaultMessage: 'Xs' },
  nines: { id: 'results.nines', defaultMessage: '9s' },
  qualification: { id: 'results.qualification', defaultMessage: 'Qualification' },
  finals: { id: 'results.finals', defaultMessage: 'Final placings' },
  teams: { id: 'results.teams', defaultMessage: 'Teams' },
  archers: { id: 'results.archers', defaultMessage: 'Archers' },
  personalBest: { id: 'results.personalBest', defaultMessage: 'Personal best' },
  record: { id: 'results.record', defaultMessage: 'National record' },
  categories: { id: 'results.categories', defaultMessage: 'Categories' },
  tournamentPage: { id: 'results.tournamentPage', defaultMessage: 'Tournament details' },
  position: { id: 'results.position', defaultMessage: 'Position' },
  movement: { id: 'results.movement', defaultMessage: 'Movement' },
  average: { id: 'results.average', defaultMessage: 'Average' },
  scores: { id: 'results.scores', defaultMessage: 'Counted scores' },
  best: { id: 'results.best', defaultMessage: 'Best score' },
  noRanking: {
    id: 'results.noRanking',
    defaultMessage: 'Nobody is ranked in this category this season yet. Choose another category or season.',
  },
  rankingRule: {
    id: 'results.rankingRule',
    defaultMessage:
      "An archer's value is the average of their best three ranking-round scores of the season at federation tournaments. Archers with fewer scores come after those with three; ties are broken by the best single score, then its 10s.",
  },
  movementNew: { id: 'results.movement.new', defaultMessage: 'New' },
  movementSame: { id: 'results.movement.same', defaultMessage: 'No change' },
  holder: { id: 'results.holder', defaultMessage: 'Holder' },
  score: { id: 'results.score', defaultMessage: 'Score' },
  date: { id: 'results.date', defaultMessage: 'Date' },
  event: { id: 'results.event', defaultMessage: 'Event' },
  category: { id: 'results.category', defaultMessage: 'Category' },
  noRecords: { id: 'results.noRecords', defaultMessage: 'No national record matches these filters.' },
  noHistory: { id: 'results.noHistory', defaultMessage: 'This is the first record of its category.' },
  personalBests: { id: 'results.personalBests', defaultMessage: 'Personal bests' },
  history: { id: 'results.history', defaultMessage: 'Results history' },
  recordsHeld: { id: 'results.recordsHeld', defaultMessage: 'National records held' },
  tournament: { id: 'results.tournament', defaultMessage: 'Tournament' },
  finalPlace: { id: 'results.finalPlace', defaultMessage: 'Final placing' },
  minor: {
    id: 'results.minor',
    defaultMessage: 'This archer is a minor: only their name, club and results are shown.',
  },
});

export const resultCountText = defineMessage<{ total: number }>({
  id: 'results.count',
  defaultMessage:
    '{total, plural, =0 {No tournaments with results} one {# tournament with results} other {# tournaments with results}}',
});

export const tournamentResultsTitle = defineMessage<{ tournament: string }>({
  id: 'results.tournament.title',
  defaultMessage: 'Results: {tournament}',
});

/** "Recurve Women U21", the heading of one category's tables. */
export const categoryText = defineMessage<{ division: string; gender: string; ageClass: string }>({
  id: 'results.categoryName',
  defaultMessage: '{division} {gender} {ageClass}',
});

export const tableCaptionText = defineMessage<{ table: string; category: string }>({
  id: 'results.tableCaption',
  defaultMessage: '{table}: {category}',
});

export const distanceText = defineMessage<{ metres: number; index: number }>({
  id: 'results.distance',
  defaultMessage: 'Distance {index, number} ({metres, number} m)',
});

export const movementUpText = defineMessage<{ places: number }>({
  id: 'results.movement.up',
  defaultMessage: '{places, plural, one {Up # place} other {Up # places}}',
});

export const movementDownText = defineMessage<{ places: number }>({
  id: 'results.movement.down',
  defaultMessage: '{places, plural, one {Down # place} other {Down # places}}',
});

export const updatedText = defineMessage<{ date: string }>({
  id: 'results.updated',
  defaultMessage: 'Last updated on {date}',
});

export const historyText = defineMessage<{ count: number }>({
  id: 'results.historyToggle',
  defaultMessage: '{count, plural, one {History: # earlier record} other {History: # earlier records}}',
});

export const rankingPositionText = defineMessage<{ position: number; list: string; season: string }>({
  id: 'results.rankingPosition',
  defaultMessage:
    '{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} in {list}, season {season}',
});
