import { defineMessage, defineMessages } from 'react-intl';

export const resultsText = defineMessages({
  none: {
    id: 'clubAccount.results.none',
    defaultMessage:
      'None of your archers has published results yet. Once the federation publishes the results of a tournament they shot, they appear here.',
  },
  archer: { id: 'clubAccount.results.archer', defaultMessage: 'Archer' },
  tournament: { id: 'clubAccount.results.tournament', defaultMessage: 'Tournament' },
  date: { id: 'clubAccount.results.date', defaultMessage: 'Date' },
  category: { id: 'clubAccount.results.category', defaultMessage: 'Category' },
  rank: { id: 'clubAccount.results.rank', defaultMessage: 'Qualification rank' },
  finalPlace: { id: 'clubAccount.results.finalPlace', defaultMessage: 'Final placing' },
  score: { id: 'clubAccount.results.score', defaultMessage: 'Score' },
  personalBest: { id: 'clubAccount.results.personalBest', defaultMessage: 'personal best' },
  record: { id: 'clubAccount.results.record', defaultMessage: 'national record' },
});

/** A result's category as the results pages name it: the bow, the age class and the round shot. */
export const categoryText = defineMessage<{ division: string; ageClass: string; round: string }>({
  id: 'clubAccount.results.categoryName',
  defaultMessage: '{division}, {ageClass} ({round})',
});

/** A score with what it achieved ("652 (personal best)"). */
export const markedScoreText = defineMessage<{ score: string; marks: string }>({
  id: 'clubAccount.results.markedScore',
  defaultMessage: '{score} ({marks})',
});
