import { defineMessage, defineMessages } from 'react-intl';

export const resultsText = defineMessages({
  none: {
    id: 'roleAccounts.results.none',
    defaultMessage:
      'You have no published results yet. Once the federation publishes the results of a tournament you shot, they appear here.',
  },
  history: { id: 'roleAccounts.results.history', defaultMessage: 'Results history' },
  personalBests: { id: 'roleAccounts.results.personalBests', defaultMessage: 'Personal bests' },
  rankings: { id: 'roleAccounts.results.rankings', defaultMessage: 'Ranking position' },
  records: { id: 'roleAccounts.results.records', defaultMessage: 'National records held' },
  noRankings: {
    id: 'roleAccounts.results.noRankings',
    defaultMessage:
      'You are not in a national ranking list yet: the lists count ranking-round scores shot at federation tournaments.',
  },
  noRecords: { id: 'roleAccounts.results.noRecords', defaultMessage: 'You hold no national record.' },
  tournament: { id: 'roleAccounts.results.tournament', defaultMessage: 'Tournament' },
  date: { id: 'roleAccounts.results.date', defaultMessage: 'Date' },
  category: { id: 'roleAccounts.results.category', defaultMessage: 'Category' },
  round: { id: 'roleAccounts.results.round', defaultMessage: 'Round' },
  rank: { id: 'roleAccounts.results.rank', defaultMessage: 'Qualification rank' },
  finalPlace: { id: 'roleAccounts.results.finalPlace', defaultMessage: 'Final placing' },
  score: { id: 'roleAccounts.results.score', defaultMessage: 'Score' },
  tens: { id: 'roleAccounts.results.tens', defaultMessage: '10s' },
  xs: { id: 'roleAccounts.results.xs', defaultMessage: 'Xs (9s indoors)' },
  season: { id: 'roleAccounts.results.season', defaultMessage: 'Season' },
  position: { id: 'roleAccounts.results.position', defaultMessage: 'Position' },
  average: { id: 'roleAccounts.results.average', defaultMessage: 'Average' },
  personalBest: { id: 'roleAccounts.results.personalBest', defaultMessage: 'personal best' },
  record: { id: 'roleAccounts.results.record', defaultMessage: 'national record' },
  male: { id: 'roleAccounts.results.male', defaultMessage: 'Men' },
  female: { id: 'roleAccounts.results.female', defaultMessage: 'Women' },
  profile: { id: 'roleAccounts.results.profile', defaultMessage: 'Your public athlete profile' },
  hide: { id: 'roleAccounts.results.hide', defaultMessage: 'Hide my public athlete profile' },
  hideHint: {
    id: 'roleAccounts.results.hideHint',
    defaultMessage:
      'Hidden, your profile page (personal bests, results history, records and ranking) is no longer shown to anyone. Published results, rankings and records still list your name, as the rules of results publication allow, without a link to your profile.',
  },
  minor: {
    id: 'roleAccounts.results.minor',
    defaultMessage: 'As you are under 18, your public profile shows only your name, club and results.',
  },
  save: { id: 'roleAccounts.results.save', defaultMessage: 'Save' },
  saved: { id: 'roleAccounts.results.saved', defaultMessage: 'Your choice is saved' },
  hidden: { id: 'roleAccounts.results.hidden', defaultMessage: 'Your public athlete profile is hidden.' },
  shown: {
    id: 'roleAccounts.results.shown',
    defaultMessage: 'Your public athlete profile is shown to everyone.',
  },
  publicLink: { id: 'roleAccounts.results.publicLink', defaultMessage: 'See your public athlete profile' },
});

/** A result's category as the results pages name it: the bow and the age class. */
export const categoryText = defineMessage<{ division: string; ageClass: string }>({
  id: 'roleAccounts.results.categoryName',
  defaultMessage: '{division}, {ageClass}',
});

/** A ranking list's or a record's category: they are per gender too. */
export const genderedCategoryText = defineMessage<{ division: string; gender: string; ageClass: string }>({
  id: 'roleAccounts.results.genderedCategory',
  defaultMessage: '{division}, {gender}, {ageClass}',
});

/** A score with what it achieved ("652, personal best"). */
export const markedScoreText = defineMessage<{ score: string; marks: string }>({
  id: 'roleAccounts.results.markedScore',
  defaultMessage: '{score} ({marks})',
});
